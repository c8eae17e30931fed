/**
 * What GET /shop/get_plan answers: the cart-and-shop.md §3 plan response plus what Your Plan and the welcome modal
 * draw.
 */
import type { PlanName } from './plans';

/** One row of a shop's price list: the cart-and-shop.md §9 prices and the same less the shop's discount (value/100). */
export interface PricedPlanRow {
  name: PlanName;
  /** Monthly orders included; null is unlimited. */
  transactions: number | null;
  price: number;
  listPrice: number;
  discountedPrice: number;
  discountedListPrice: number;
}

/** cart-and-shop.md §3 plan response (balance_used, status, billing_on) and the shop's billing state. */
export interface PlanOverview {
  balance_used: number;
  /** Shopify's AppSubscriptionStatus of the shop's charge; null before Get Access. */
  status: string | null;
  /** Next billing date (the trial's end during the trial); null without an active charge. */
  billing_on: string | null;
  charge_accepted: boolean;
  trial_days: number;
  /**
   * The plan balance_used matches against the discounted prices (cart-and-shop.md §9); null without an active charge.
   */
  current_plan: PlanName | null;
  /** The plan this cycle's order count needs. */
  plan_for_orders: PlanName | null;
  orders_this_cycle: number;
  /** The cycle's start date (YYYY-MM-DD), 'trial', or null. */
  cycle: string | null;
  discount_percent: number;
  recurring_price: number;
  capped_amount: number;
  plans: PricedPlanRow[];
}
