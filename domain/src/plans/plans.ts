/**
 * Plan pricing (cart-and-shop.md §9). Reading of the spec, pinned by plans.test.ts:
 * - A plan's `price` is the usage charge added on entering that tier; `cumulativePrice` is what a month at that tier
 *   has been charged in usage (Shopify's balance_used), and `listPrice` is the monthly total shown on the pricing table.
 *   This is the only reading under which the old list holds exactly: 7.99 + 0 = 7.99, + 7 = 14.99, + 15 = 29.99,
 *   + 20 = 49.99, and under which a higher tier never costs less than a lower one ("7, 15, 20, 35, 15 and 30").
 * - Old list (installed on or before 2021-03-04): Mini 50, Big 200, Beast 500, Ultimate unlimited; prices 0, 7, 15, 20.
 * - Later list: Mini 50 … Monster unlimited with prices 0, 7, 15, 20, 35, 15, 30 beyond which:
 *   installs up to 2022-03-01 pay 3 for the first plan and 3 less for the last (27), and see list prices of the old
 *   cumulative list plus 3, the final plan plus 0 (the two 3s cancel at the top); later installs pay 0 first and see
 *   the old list plus 5 everywhere. In every band the first plan's list price is the cart-and-shop.md §9 entry price.
 * - Dates are compared in UTC, both bounds inclusive to the end of the day named.
 */
import { ORDER_VOLUME_MAX, TRIAL_DAYS } from './constants';

/** The plan names of cart-and-shop.md §9, smallest first. */
export const PLAN_NAMES = ['Mini', 'Big', 'Beast', 'Ultimate', 'Epic', 'Advanced', 'Monster'] as const;
/** A plan name. */
export type PlanName = (typeof PLAN_NAMES)[number];

/** One row of the pricing table. */
export interface Plan {
  name: PlanName;
  /** Monthly transactions included; null is unlimited. */
  transactions: number | null;
  /** Usage charge for entering this tier, in dollars. */
  price: number;
  /** Usage charged over a month at this tier (sum of prices up to it). */
  cumulativePrice: number;
  /** Monthly total shown to the merchant. */
  listPrice: number;
}

/** cart-and-shop.md §9 price bands by install date. */
export type PriceBand = 'launch' | 'growth' | 'current';

/** Last instant of the launch price list (cart-and-shop.md §9 "on or before March 4, 2021"). */
export const LAUNCH_PRICES_UNTIL = Date.UTC(2021, 2, 4, 23, 59, 59, 999);
/** Last instant of the growth price list (cart-and-shop.md §9 "up to March 1, 2022"). */
export const GROWTH_PRICES_UNTIL = Date.UTC(2022, 2, 1, 23, 59, 59, 999);

/** The percentage invitation of a shop (cart-and-shop.md §3 invitation), or none. */
export type PlanInvitation = { type: 'discount_percentage'; value: number } | null | undefined;

const toMs = (installedAt: Date | string | number): number => {
  const ms = installedAt instanceof Date ? installedAt.getTime() : new Date(installedAt).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`installedAt is not a date: ${String(installedAt)}`);
  return ms;
};

/** Which cart-and-shop.md §9 price list applies to a shop installed at `installedAt`. */
export function priceBand(installedAt: Date | string | number): PriceBand {
  const ms = toMs(installedAt);
  if (ms <= LAUNCH_PRICES_UNTIL) return 'launch';
  return ms <= GROWTH_PRICES_UNTIL ? 'growth' : 'current';
}

/** cart-and-shop.md §9 entry price by install date: 7.99, 10.99, 12.99. */
export function entryPrice(installedAt: Date | string | number): number {
  return { launch: 7.99, growth: 10.99, current: 12.99 }[priceBand(installedAt)];
}

const LIMITS: Record<PlanName, number | null> = {
  Mini: 50,
  Big: 200,
  Beast: 500,
  Ultimate: 1000,
  Epic: 2000,
  Advanced: 3000,
  Monster: null,
};
/** cart-and-shop.md §9 "Prices beyond the first appear as 7, 15, 20, 35, 15 and 30" (cents; first 0). */
const LATER_PRICE_CENTS = [0, 700, 1500, 2000, 3500, 1500, 3000];
const OLD_ENTRY_CENTS = 799;

const cumulative = (cents: readonly number[]): number[] => {
  let sum = 0;
  return cents.map((c) => (sum += c));
};

const build = (names: readonly PlanName[], limits: (number | null)[], priceCents: number[], listCents: number[]): Plan[] => {
  const cum = cumulative(priceCents);
  return names.map((name, i) => ({
    name,
    transactions: limits[i],
    price: priceCents[i] / 100,
    cumulativePrice: cum[i] / 100,
    listPrice: listCents[i] / 100,
  }));
};

/** The pricing table for a shop installed at `installedAt` (cart-and-shop.md §9), smallest plan first. */
export function plansFor(installedAt: Date | string | number): Plan[] {
  const band = priceBand(installedAt);
  if (band === 'launch') {
    return build(['Mini', 'Big', 'Beast', 'Ultimate'], [50, 200, 500, null], [0, 700, 1500, 2000], [799, 1499, 2999, 4999]);
  }
  const names = PLAN_NAMES;
  const limits = names.map((n) => LIMITS[n]);
  // "The old ones": the launch list continued by the same rule, 7.99 plus the usage charged so far.
  const oldList = cumulative(LATER_PRICE_CENTS).map((c) => OLD_ENTRY_CENTS + c);
  const last = names.length - 1;
  if (band === 'growth') {
    const prices = LATER_PRICE_CENTS.map((c, i) => (i === 0 ? 300 : i === last ? c - 300 : c));
    return build(names, limits, prices, oldList.map((c, i) => (i === last ? c : c + 300)));
  }
  return build(names, limits, [...LATER_PRICE_CENTS], oldList.map((c) => c + 500));
}

/** cart-and-shop.md §9 "Invitation percentage discounts apply as value/100 to the price", rounded to the cent. */
export function discountedPrice(price: number, invitation: PlanInvitation): number {
  if (!invitation || invitation.type !== 'discount_percentage') return price;
  const factor = 1 - Math.min(100, Math.max(0, invitation.value)) / 100;
  return Math.round(price * 100 * factor) / 100;
}

/**
 * cart-and-shop.md §9 "The current plan is found by matching balance used against the discounted plan prices": the
 * highest plan whose discounted cumulative usage charge the balance has reached (half a cent of float slack), else the
 * first plan.
 */
export function currentPlan(balanceUsed: number, plans: readonly Plan[], invitation?: PlanInvitation): Plan {
  if (plans.length === 0) throw new RangeError('currentPlan needs at least one plan');
  let found = plans[0];
  for (const plan of plans) {
    if (discountedPrice(plan.cumulativePrice, invitation) <= balanceUsed + 0.005) found = plan;
  }
  return found;
}

/** The smallest plan that covers a monthly order volume; the top slider value (3001) needs the unlimited plan. */
export function planForOrderVolume(volume: number, plans: readonly Plan[]): Plan {
  if (plans.length === 0) throw new RangeError('planForOrderVolume needs at least one plan');
  const fits = plans.find((p) => p.transactions === null || (volume < ORDER_VOLUME_MAX && volume <= p.transactions));
  return fits ?? plans[plans.length - 1];
}

/** cart-and-shop.md §5 slider label: the number itself, and 'Over 3000+' at 3001. */
export const orderVolumeLabel = (volume: number): string =>
  volume >= ORDER_VOLUME_MAX ? 'Over 3000+' : String(volume);

/** When a free trial that starts at `startedAt` ends (cart-and-shop.md §9: 10 days). */
export function trialEndsAt(startedAt: Date, trialDays: number = TRIAL_DAYS): Date {
  return new Date(startedAt.getTime() + trialDays * 24 * 60 * 60 * 1000);
}
