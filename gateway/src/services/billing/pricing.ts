/**
 * Pure billing arithmetic on top of the domain's cart-and-shop.md §9 price lists: the shop's priced table (invitation
 * discount applied), the recurring part and usage cap of its subscription, billing cycles, and which plan charges an
 * order count has reached in a cycle.
 */
import { discountedPrice, plansFor, TRIAL_DAYS, type Plan, type PlanInvitation } from '@cartlift/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Shopify's EVERY_30_DAYS interval. */
export const CYCLE_DAYS = 30;
/** The cycle key of orders placed during the free trial (counted, never charged). */
export const TRIAL_CYCLE = 'trial';

/** A discount as the domain reads it (cart-and-shop.md §3 invitation {type discount_percentage, value}). */
export const asInvitation = (percent: number): PlanInvitation =>
  percent > 0 ? { type: 'discount_percentage', value: percent } : null;

/** One priced row: the domain's plan with the shop's discount applied to price, usage so far and list price. */
export interface PricedPlan extends Plan {
  discountedPrice: number;
  discountedCumulativePrice: number;
  discountedListPrice: number;
}

/** The shop's pricing table by install date (cart-and-shop.md §9), each price less the discount (value/100). */
export function pricedPlans(installedAt: Date | string, discountPercent: number): PricedPlan[] {
  const inv = asInvitation(discountPercent);
  return plansFor(installedAt).map((p) => ({
    ...p,
    discountedPrice: discountedPrice(p.price, inv),
    discountedCumulativePrice: discountedPrice(p.cumulativePrice, inv),
    discountedListPrice: discountedPrice(p.listPrice, inv),
  }));
}

/** The subscription's recurring price (the list price less the usage of the first plan) and usage cap (top plan). */
export function subscriptionAmounts(plans: PricedPlan[]): { recurring: number; capped: number } {
  const first = plans[0];
  const top = plans[plans.length - 1];
  const recurring = Math.round((first.discountedListPrice - first.discountedCumulativePrice) * 100) / 100;
  return { recurring, capped: top.discountedCumulativePrice };
}

/** Where billing starts: the end of the free trial after acceptance. */
export const billingStartsAt = (acceptedAt: Date, trialDays: number = TRIAL_DAYS): Date =>
  new Date(acceptedAt.getTime() + trialDays * DAY_MS);

/** The cycle containing `at`: its key (start date, UTC) and the next billing date; 'trial' before billing starts. */
export function cycleAt(acceptedAt: Date, trialDays: number, at: Date): { cycle: string; billingOn: Date } {
  const start = billingStartsAt(acceptedAt, trialDays);
  if (at.getTime() < start.getTime()) return { cycle: TRIAL_CYCLE, billingOn: start };
  const k = Math.floor((at.getTime() - start.getTime()) / (CYCLE_DAYS * DAY_MS));
  const cycleStart = new Date(start.getTime() + k * CYCLE_DAYS * DAY_MS);
  return {
    cycle: cycleStart.toISOString().slice(0, 10),
    billingOn: new Date(cycleStart.getTime() + CYCLE_DAYS * DAY_MS),
  };
}

/** One usage charge owed in a cycle: entering `plan` costs the step in discounted cumulative usage. */
export interface ChargeDue {
  plan: string;
  amountCents: number;
}

/**
 * The usage charges an order count has reached: a plan is entered by the first order past the previous plan's
 * limit (Mini by the first order). Each step is the difference of discounted cumulative prices, so the charges of a
 * cycle always add up to the discounted usage of the plan reached (what cart-and-shop.md §9 matches balance used
 * against). Steps that cost nothing are left out.
 */
export function chargesReached(plans: PricedPlan[], orders: number): ChargeDue[] {
  const due: ChargeDue[] = [];
  let previousLimit = 0;
  let previousCents = 0;
  for (const p of plans) {
    if (orders <= previousLimit) break;
    const cents = Math.round(p.discountedCumulativePrice * 100);
    if (cents > previousCents) due.push({ plan: p.name, amountCents: cents - previousCents });
    previousCents = cents;
    if (p.transactions === null) break;
    previousLimit = p.transactions;
  }
  return due;
}
