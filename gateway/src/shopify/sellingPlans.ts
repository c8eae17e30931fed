import type { AdminApiDeps } from './adminApi';
import { numericId } from './products';

/** A selling plan's price policy as the Admin API states it (the first fixed policy; recurring ones are not read). */
export interface PlanAdjustment {
  type: 'PERCENTAGE' | 'FIXED_AMOUNT' | 'PRICE';
  /** Percent for PERCENTAGE, cents for FIXED_AMOUNT and PRICE. */
  value: number;
}

interface PlanNode {
  id: string;
  pricingPolicies: Array<{ adjustmentType?: PlanAdjustment['type']; adjustmentValue?: { percentage?: number; amount?: string } }>;
}

const QUERY = `query CartliftSellingPlans($first: Int!, $query: String) {
  products(first: $first, query: $query) { nodes { id sellingPlanGroups(first: 10) { nodes { sellingPlans(first: 20) { nodes {
    id pricingPolicies { ... on SellingPlanFixedPricingPolicy { adjustmentType adjustmentValue {
      ... on SellingPlanPricingPolicyPercentageValue { percentage } ... on MoneyV2 { amount } } } }
  } } } } } }
}`;

/** Selling plans of the given products: product id → plan id → its price adjustment (null: the plan changes nothing). */
export async function sellingPlansOf(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  productIds: readonly string[],
): Promise<Map<string, Map<string, PlanAdjustment | null>>> {
  const out = new Map<string, Map<string, PlanAdjustment | null>>();
  if (productIds.length === 0) return out;
  type Answer = { products: { nodes: Array<{ id: string; sellingPlanGroups: { nodes: Array<{ sellingPlans: { nodes: PlanNode[] } }> } }> } };
  const data = await deps.adminApi.graphql<Answer>(shop, token, QUERY, {
    first: Math.min(productIds.length, 250),
    query: productIds.map((id) => `id:${id}`).join(' OR '),
  });
  for (const p of data.products.nodes) {
    const plans = new Map<string, PlanAdjustment | null>();
    for (const g of p.sellingPlanGroups.nodes)
      for (const plan of g.sellingPlans.nodes) plans.set(String(numericId(plan.id)), adjustmentOf(plan));
    out.set(String(numericId(p.id)), plans);
  }
  return out;
}

function adjustmentOf(plan: PlanNode): PlanAdjustment | null {
  const policy = plan.pricingPolicies.find((x) => x.adjustmentType);
  if (!policy?.adjustmentType || !policy.adjustmentValue) return null;
  const v = policy.adjustmentValue;
  if (policy.adjustmentType === 'PERCENTAGE') return { type: 'PERCENTAGE', value: Number(v.percentage ?? 0) };
  return { type: policy.adjustmentType, value: Math.round(Number(v.amount ?? 0) * 100) };
}

/** A variant's unit price (cents) under a plan's adjustment, as Shopify's checkout charges it. */
export function planPrice(cents: number, adjustment: PlanAdjustment | null): number {
  if (!adjustment) return cents;
  if (adjustment.type === 'PERCENTAGE') return Math.round(cents * (1 - adjustment.value / 100));
  if (adjustment.type === 'FIXED_AMOUNT') return Math.max(0, cents - adjustment.value);
  return adjustment.value;
}
