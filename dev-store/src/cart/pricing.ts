import type { Catalog } from '../catalog/catalog';
import type { Product, SellingPlan, Variant } from '../catalog/types';
import { allocate, isLive, type DiscountRule } from '../discounts';
import type { FunctionOperations } from '../functions/types';
import { applyOrderOperations, applyProductOperations, FUNCTION_KEY_PREFIX } from './functionPricing';
import { lineKey, type LineIdentity } from './lineKey';

/** A line as stored: identity plus quantity. */
export interface CartLine extends LineIdentity {
  quantity: number;
}

/** A discount as applied to this cart (Shopify's discount_application). Money in presentment cents. */
export interface DiscountApplication {
  type: 'automatic' | 'discount_code';
  key: string;
  title: string;
  description: string;
  value: number;
  valueType: 'percentage' | 'fixed_amount';
  allocationMethod: 'across' | 'each';
  targetSelection: 'all' | 'entitled' | 'explicit';
  totalAllocatedAmount: number;
}

/** One priced line: unit prices after the selling plan, discounts in presentment cents. */
export interface PricedLine {
  line: CartLine;
  product: Product;
  variant: Variant;
  key: string;
  /** Unit price after the selling plan adjustment (Shopify's price / original_price). */
  unitPrice: number;
  /** Variant price before the selling plan adjustment. */
  variantPrice: number;
  compareAtPrice: number | null;
  sellingPlan: { plan: SellingPlan; groupId: string } | null;
  allocations: { application: DiscountApplication; amount: number }[];
  lineDiscount: number;
  originalLinePrice: number;
  finalLinePrice: number;
  /** Share of cart-level discounts (not shown on the line in Ajax, used by checkout and orders). */
  cartDiscountShare: number;
  /** The same share per cart-level application (an order's line discount_allocations). */
  cartAllocations: { application: DiscountApplication; amount: number }[];
}

/** A cart with every total Shopify's cart.js reports. */
export interface PricedCart {
  lines: PricedLine[];
  cartApplications: DiscountApplication[];
  discountCodes: { code: string; applicable: boolean }[];
  originalTotal: number;
  itemsSubtotal: number;
  cartDiscount: number;
  total: number;
  totalDiscount: number;
  itemCount: number;
  totalWeight: number;
  requiresShipping: boolean;
}

/** Converts shop-currency cents to presentment cents (rate 1 for the shop currency). */
export function convert(cents: number, rate: number): number {
  return Math.round(cents * rate);
}

/**
 * Unit price (presentment cents) of a variant under a selling plan's first price adjustment; the plan's fixed amounts
 * are in the shop currency and convert at the same rate as the price.
 */
export function sellingPlanPrice(price: number, plan: SellingPlan, rate: number): number {
  const adj = plan.priceAdjustments[0];
  if (!adj) return price;
  if (adj.valueType === 'percentage') return Math.round(price * (1 - adj.value / 100));
  if (adj.valueType === 'fixed_amount') return Math.max(0, price - convert(adj.value, rate));
  return convert(adj.value, rate);
}

function entitled(rule: DiscountRule, product: Product, catalog: Catalog): boolean {
  if (rule.target.kind === 'order') return true;
  return rule.target.productIds.includes(product.id) || catalog.collectionsOf(product.id).some((c) => rule.target.kind === 'products' && rule.target.collectionIds.includes(c.id));
}

function application(rule: DiscountRule, rate: number, entitledOnly: boolean): DiscountApplication {
  return {
    type: rule.code ? 'discount_code' : 'automatic', key: rule.code ?? `automatic-${rule.id}`, title: rule.code ?? rule.title, description: rule.title,
    value: rule.valueType === 'percentage' ? rule.value : convert(rule.value, rate), valueType: rule.valueType,
    allocationMethod: rule.appliesOnEachItem ? 'each' : 'across', targetSelection: entitledOnly ? 'entitled' : 'all', totalAllocatedAmount: 0,
  };
}

/** Amount a rule takes off a set of line amounts (already in presentment cents). */
function ruleAmounts(rule: DiscountRule, amounts: number[], quantities: number[], rate: number): number[] {
  if (rule.valueType === 'percentage') return amounts.map((a) => Math.round((a * rule.value) / 100));
  const fixed = convert(rule.value, rate);
  if (rule.appliesOnEachItem) return amounts.map((a, i) => Math.min(a, fixed * quantities[i]));
  return allocate(fixed, amounts);
}

function meetsMinimum(rule: DiscountRule, subtotal: number, quantity: number, rate: number): boolean {
  if (rule.minimumSubtotal !== null && subtotal < convert(rule.minimumSubtotal, rate)) return false;
  return rule.minimumQuantity === null || quantity >= rule.minimumQuantity;
}

/**
 * Prices a cart: selling plans, automatic and code product discounts (line level), then order discounts (cart level).
 * At checkout `functionRuns` adds what the app's discount functions gave: product discounts after the store's own,
 * order discounts after its codes' (cart.js prices without them *(choice)*).
 */
export function priceCart(lines: CartLine[], codes: string[], catalog: Catalog, rules: DiscountRule[], rate: number, now: Date, functionRuns: FunctionOperations[] = []): PricedCart {
  const priced: PricedLine[] = lines.flatMap((line) => {
    const found = catalog.variant(line.variantId);
    if (!found) return [];
    const sellingPlan = line.sellingPlanId === null ? null : (catalog.sellingPlan(found.product, line.sellingPlanId) ?? null);
    const variantPrice = convert(found.variant.price, rate);
    const unitPrice = sellingPlan ? sellingPlanPrice(variantPrice, sellingPlan.plan, rate) : variantPrice;
    const compareAt = found.variant.compareAtPrice === null ? null : convert(found.variant.compareAtPrice, rate);
    return [{ line, product: found.product, variant: found.variant, key: '', unitPrice, variantPrice, compareAtPrice: compareAt, sellingPlan, allocations: [], lineDiscount: 0, originalLinePrice: unitPrice * line.quantity, finalLinePrice: unitPrice * line.quantity, cartDiscountShare: 0, cartAllocations: [] }];
  });
  const wanted = codes.map((c) => c.trim()).filter((c, i, all) => c && all.findIndex((o) => o.toLowerCase() === c.toLowerCase()) === i);
  const live = rules.filter((r) => isLive(r, now));
  const codeRules = wanted.map((code) => live.find((r) => r.code !== null && r.code.toLowerCase() === code.toLowerCase()));
  const active = [...new Set([...live.filter((r) => r.code === null), ...codeRules.filter((r): r is DiscountRule => r !== undefined)])];
  const applied = new Set<DiscountRule>();
  const originalSubtotal = priced.reduce((s, l) => s + l.originalLinePrice, 0);

  for (const rule of active.filter((r) => r.target.kind === 'products')) {
    const targets = priced.filter((l) => entitled(rule, l.product, catalog));
    const quantity = targets.reduce((s, l) => s + l.line.quantity, 0);
    if (targets.length === 0 || !meetsMinimum(rule, targets.reduce((s, l) => s + l.originalLinePrice, 0), quantity, rate)) continue;
    const app = application(rule, rate, true);
    const amounts = ruleAmounts(rule, targets.map((l) => l.finalLinePrice), targets.map((l) => l.line.quantity), rate);
    targets.forEach((l, i) => {
      if (amounts[i] <= 0) return;
      l.allocations.push({ application: app, amount: amounts[i] });
      l.lineDiscount += amounts[i];
      l.finalLinePrice -= amounts[i];
      app.totalAllocatedAmount += amounts[i];
    });
    applied.add(rule);
  }
  applyProductOperations(priced, functionRuns);
  const itemsSubtotal = priced.reduce((s, l) => s + l.finalLinePrice, 0);
  const itemCount = priced.reduce((s, l) => s + l.line.quantity, 0);
  const cartApplications: DiscountApplication[] = [];
  let remaining = itemsSubtotal;
  for (const rule of active.filter((r) => r.target.kind === 'order')) {
    if (priced.length === 0 || remaining <= 0 || !meetsMinimum(rule, originalSubtotal, itemCount, rate)) continue;
    const app = application(rule, rate, false);
    const total = rule.valueType === 'percentage' ? Math.round((remaining * rule.value) / 100) : Math.min(remaining, convert(rule.value, rate));
    const shares = allocate(total, priced.map((l) => l.finalLinePrice - l.cartDiscountShare));
    priced.forEach((l, i) => {
      l.cartDiscountShare += shares[i];
      if (shares[i] > 0) l.cartAllocations.push({ application: app, amount: shares[i] });
    });
    app.totalAllocatedAmount = total;
    remaining -= total;
    cartApplications.push(app);
    applied.add(rule);
  }
  for (const app of applyOrderOperations(priced, functionRuns)) {
    remaining -= app.totalAllocatedAmount;
    cartApplications.push(app);
  }
  for (const l of priced) l.key = lineKey(l.line, l.allocations.map((a) => a.application.key).filter((k) => !k.startsWith(FUNCTION_KEY_PREFIX)));
  const lineDiscounts = priced.reduce((s, l) => s + l.lineDiscount, 0);
  const cartDiscount = itemsSubtotal - remaining;
  return {
    lines: priced, cartApplications,
    discountCodes: wanted.map((code, i) => ({ code, applicable: codeRules[i] !== undefined && applied.has(codeRules[i] as DiscountRule) })),
    originalTotal: originalSubtotal, itemsSubtotal, cartDiscount, total: remaining, totalDiscount: lineDiscounts + cartDiscount, itemCount,
    totalWeight: priced.reduce((s, l) => s + l.variant.grams * l.line.quantity, 0), requiresShipping: priced.some((l) => l.variant.requiresShipping),
  };
}
