import { currentPlan, planForOrderVolume, type PlanOverview } from '@cartlift/domain';
import type { AppDeps } from '../../context';
import type { ShopInstance } from '../../db/models/shop.model';
import { asUpstream } from '../../shopify/adminApi';
import { activeSubscriptions, usageLineItem } from '../../shopify/billing';
import { asInvitation, cycleAt, pricedPlans, subscriptionAmounts } from './pricing';
import { installedAt, shopDiscountPercent } from './subscription';
import { ordersInCycle, sendPendingCharges } from './usage';

/** GET /shop/get_plan's answer (domain PlanOverview). */
export type PlanResponse = PlanOverview;

/**
 * GET /shop/get_plan: sends any pending usage charges first, then reads balance used from Shopify's active
 * subscription (the number the merchant is billed on) and matches it against the discounted prices
 * (cart-and-shop.md §9).
 */
export async function planResponse(deps: AppDeps, row: ShopInstance, now = new Date()): Promise<PlanResponse> {
  const shop = row.id;
  const sub = await deps.db.models.AppSubscription.findByPk(shop);
  // An unapproved charge shows the prices it was created with (the coupon stays applied after a decline).
  const percent = sub ? sub.discount_percent : shopDiscountPercent(row);
  const plans = pricedPlans(installedAt(row), percent);
  const amounts = subscriptionAmounts(plans);
  const base: PlanResponse = {
    balance_used: 0,
    status: sub?.status ?? null,
    billing_on: null,
    charge_accepted: row.charge_accepted,
    trial_days: sub?.trial_days ?? 0,
    current_plan: null,
    plan_for_orders: null,
    orders_this_cycle: 0,
    cycle: null,
    discount_percent: percent,
    recurring_price: amounts.recurring,
    capped_amount: amounts.capped,
    plans: plans.map(({ name, transactions, price, listPrice, discountedPrice, discountedListPrice }) => ({
      name,
      transactions,
      price,
      listPrice,
      discountedPrice,
      discountedListPrice,
    })),
  };
  if (sub?.status !== 'ACTIVE' || !sub.accepted_at || !row.access_token) return base;
  await sendPendingCharges(deps, shop);
  let balance = 0;
  try {
    const active = (await activeSubscriptions(deps, shop, row.access_token)).find((s) => s.id === sub.subscription_id);
    const usage = active ? usageLineItem(active)?.plan.pricingDetails : undefined;
    if (usage?.__typename === 'AppUsagePricing') balance = Number(usage.balanceUsed.amount);
  } catch (err) {
    throw asUpstream(err);
  }
  const { cycle, billingOn } = cycleAt(new Date(sub.accepted_at), sub.trial_days, now);
  const orders = await ordersInCycle(deps, shop, cycle);
  return {
    ...base,
    balance_used: balance,
    billing_on: billingOn.toISOString(),
    current_plan: currentPlan(balance, plans, asInvitation(percent)).name,
    plan_for_orders: planForOrderVolume(Math.max(1, orders), plans).name,
    orders_this_cycle: orders,
    cycle,
  };
}
