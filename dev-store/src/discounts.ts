/** What a discount gives: an order-level amount (cart_level_discount_applications) or a product-level one (line allocations). */
export type DiscountTarget = { kind: 'order' } | { kind: 'products'; productIds: number[]; collectionIds: number[] };

/** A discount code (code set) or an automatic discount (code null). Percent values are 0–100, amounts are shop-currency cents. */
export interface DiscountRule {
  id: number;
  code: string | null;
  title: string;
  valueType: 'percentage' | 'fixed_amount';
  value: number;
  appliesOnEachItem: boolean;
  target: DiscountTarget;
  minimumSubtotal: number | null;
  minimumQuantity: number | null;
  usageLimit: number | null;
  usageCount: number;
  appliesOncePerCustomer: boolean;
  startsAt: string;
  endsAt: string | null;
  createdAt: string;
}

const SEED_CREATED_AT = '2026-01-05T10:00:00-05:00';

/** Seed discounts: three codes and one automatic product discount (so line-level allocations appear without a code). */
export function seedDiscounts(productIdByHandle: (handle: string) => number): DiscountRule[] {
  const base = { appliesOnEachItem: false, minimumSubtotal: null, minimumQuantity: null, usageLimit: null, usageCount: 0, appliesOncePerCustomer: false, startsAt: SEED_CREATED_AT, endsAt: null, createdAt: SEED_CREATED_AT };
  return [
    { ...base, id: 1370000000001, code: 'WELCOME10', title: 'WELCOME10', valueType: 'percentage', value: 10, target: { kind: 'order' } },
    { ...base, id: 1370000000002, code: 'SAVE5', title: 'SAVE5', valueType: 'fixed_amount', value: 500, target: { kind: 'order' }, minimumSubtotal: 5000 },
    { ...base, id: 1370000000003, code: 'HOODIE20', title: 'HOODIE20', valueType: 'percentage', value: 20, target: { kind: 'products', productIds: [productIdByHandle('organic-hoodie'), productIdByHandle('zip-hoodie')], collectionIds: [] } },
    { ...base, id: 1370000000004, code: null, title: 'Sock bundle 15% off', valueType: 'percentage', value: 15, target: { kind: 'products', productIds: [productIdByHandle('everyday-socks')], collectionIds: [] }, minimumQuantity: 2 },
  ];
}

/** Whether a rule is live at `now` and under its usage limit. */
export function isLive(rule: DiscountRule, now: Date): boolean {
  if (Date.parse(rule.startsAt) > now.getTime()) return false;
  if (rule.endsAt && Date.parse(rule.endsAt) <= now.getTime()) return false;
  return rule.usageLimit === null || rule.usageCount < rule.usageLimit;
}

/** Splits an amount across weights in proportion, the remainder cent by cent to the first lines, never more than each weight. */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  const shares = weights.map((w) => Math.floor((capped * w) / total));
  let rest = capped - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0 && i < shares.length; i++) {
    if (shares[i] < weights[i]) {
      shares[i]++;
      rest--;
    }
  }
  return shares;
}
