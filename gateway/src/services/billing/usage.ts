import { Op, type Transaction } from 'sequelize';
import type { AppDeps } from '../../context';
import type { UsageChargeInstance } from '../../db/models/usageCharge.model';
import { createUsageRecord } from '../../shopify/billing';
import { installedAt } from './subscription';
import { chargesReached, cycleAt, pricedPlans, TRIAL_CYCLE } from './pricing';

/**
 * orders/create, inside the webhook's transaction: counts the order once (unique shop + order id) in the billing
 * cycle it was placed in, then stores a pending usage charge for every plan the cycle's count has reached and not
 * yet been charged for (unique shop + cycle + plan). Nothing is counted before the charge is accepted; orders in the
 * trial are counted and never charged. Answers whether charges may be waiting to be sent.
 */
export async function countOrder(
  deps: AppDeps,
  shop: string,
  orderId: string,
  placedAt: Date,
  transaction: Transaction,
): Promise<boolean> {
  const m = deps.db.models;
  // The row lock serialises a shop's orders on MySQL, so two orders never both think they reached a plan first.
  const sub = await m.AppSubscription.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
  if (sub?.status !== 'ACTIVE' || !sub.accepted_at) return false;
  if (await m.BillingOrder.findOne({ where: { shop_id: shop, order_id: orderId }, transaction })) return false;
  const { cycle } = cycleAt(new Date(sub.accepted_at), sub.trial_days, placedAt);
  await m.BillingOrder.create({ shop_id: shop, order_id: orderId, cycle }, { transaction });
  if (cycle === TRIAL_CYCLE) return false;
  const row = await m.Shop.findByPk(shop, { transaction });
  if (!row) return false;
  const orders = await m.BillingOrder.count({ where: { shop_id: shop, cycle }, transaction });
  const due = chargesReached(pricedPlans(installedAt(row), sub.discount_percent), orders);
  const charged = new Set(
    (await m.UsageCharge.findAll({ where: { shop_id: shop, cycle }, attributes: ['plan'], transaction })).map(
      (c) => c.plan,
    ),
  );
  const fresh = due.filter((d) => !charged.has(d.plan));
  if (fresh.length === 0) return false;
  await m.UsageCharge.bulkCreate(
    fresh.map((d) => ({ shop_id: shop, cycle, plan: d.plan, amount_cents: d.amountCents, status: 'pending' as const })),
    { transaction },
  );
  return true;
}

/** The idempotency key Shopify gets for a charge: the same charge can never become two usage records. */
export const idempotencyKey = (c: Pick<UsageChargeInstance, 'shop_id' | 'cycle' | 'plan'>): string =>
  `cartlift:${c.shop_id}:${c.cycle}:${c.plan}`;

/**
 * Sends the shop's pending usage charges as usage records (after the webhook committed, and again whenever the plan
 * is read, so a failed send is retried). Each is marked sent with Shopify's record id; failures stay pending.
 */
export async function sendPendingCharges(deps: AppDeps, shop: string): Promise<number> {
  const m = deps.db.models;
  const [row, sub] = await Promise.all([m.Shop.findByPk(shop), m.AppSubscription.findByPk(shop)]);
  if (!row?.access_token || sub?.status !== 'ACTIVE' || !sub.usage_line_item_id) return 0;
  const pending = await m.UsageCharge.findAll({
    where: { shop_id: shop, status: 'pending' },
    order: [['id', 'ASC']],
  });
  let sent = 0;
  for (const charge of pending) {
    try {
      const recordId = await createUsageRecord(deps, shop, row.access_token, {
        lineItemId: sub.usage_line_item_id,
        amount: charge.amount_cents / 100,
        description: `${charge.plan} plan reached in the cycle starting ${charge.cycle}`,
        idempotencyKey: idempotencyKey(charge),
      });
      await deps.db.write((transaction) =>
        m.UsageCharge.update(
          { status: 'sent', record_id: recordId },
          { where: { id: charge.id, status: 'pending' }, transaction },
        ),
      );
      sent++;
    } catch (err) {
      deps.logger.warn({ err, shop, cycle: charge.cycle, plan: charge.plan }, 'usage record not sent; kept pending');
      break;
    }
  }
  return sent;
}

/** Orders counted in a cycle. */
export const ordersInCycle = (deps: AppDeps, shop: string, cycle: string): Promise<number> =>
  deps.db.models.BillingOrder.count({ where: { shop_id: shop, cycle } });

/** Sum of the usage charges Shopify holds for a set of shops, cents per shop (referral earnings). */
export async function sentUsageCents(deps: AppDeps, shops: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (shops.length === 0) return out;
  const rows = await deps.db.models.UsageCharge.findAll({
    where: { shop_id: { [Op.in]: shops }, status: 'sent' },
    attributes: ['shop_id', 'amount_cents'],
  });
  for (const r of rows) out.set(r.shop_id, (out.get(r.shop_id) ?? 0) + r.amount_cents);
  return out;
}
