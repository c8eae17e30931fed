import type { Transaction } from 'sequelize';
import { dashboardDayNumber } from '@cartlift/domain';
import type { Database } from '../db/connection';
import { addToRollups, SHOP_WIDE, type RollupDelta } from './analyticsRollup';

/** An attributed line as the rollups need it. */
export interface OrderUpsellLine {
  campaign_id: string;
  quantity: number;
  amount_cents: number;
}

/** A Cartlift order as counted on the dashboard. */
export interface CountedOrder {
  orderId: string;
  day: number;
  totalCents: number;
  currency: string;
  lines: readonly OrderUpsellLine[];
}

/** The shop-wide and per-campaign deltas of one order; sign -1 takes a counted order back. */
function orderDeltas(order: Omit<CountedOrder, 'orderId' | 'currency'>, sign: 1 | -1): RollupDelta[] {
  const perCampaign = new Map<string, { units: number; cents: number }>();
  for (const l of order.lines) {
    const c = perCampaign.get(l.campaign_id) ?? { units: 0, cents: 0 };
    c.units += l.quantity;
    c.cents += l.amount_cents;
    perCampaign.set(l.campaign_id, c);
  }
  const row = (campaign_id: string, units: number, cents: number): RollupDelta => ({
    campaign_id,
    day: order.day,
    orders: sign,
    sales_cents: sign * order.totalCents,
    upsell_units: sign * units,
    upsell_cents: sign * cents,
  });
  const all = [...perCampaign.values()].reduce((s, c) => ({ units: s.units + c.units, cents: s.cents + c.cents }), {
    units: 0,
    cents: 0,
  });
  return [row(SHOP_WIDE, all.units, all.cents), ...[...perCampaign].map(([id, c]) => row(id, c.units, c.cents))];
}

/**
 * Takes an order's earlier contribution out of the rollups (a replay of orders/create with a new delivery id, or an
 * order whose attribution changed) and forgets it; call before the order's attribution rows are replaced.
 */
export async function uncountOrder(
  db: Database,
  shop: string,
  orderId: string,
  transaction: Transaction,
): Promise<void> {
  const m = db.models;
  const prior = await m.AnalyticsOrder.findOne({ where: { shop_id: shop, order_id: orderId }, transaction });
  if (!prior) return;
  const lines = await m.UpsellAttribution.findAll({
    where: { shop_id: shop, order_id: orderId },
    attributes: ['campaign_id', 'quantity', 'amount_cents'],
    transaction,
  });
  await addToRollups(
    db,
    shop,
    orderDeltas({ day: prior.day, totalCents: Number(prior.total_cents), lines }, -1),
    transaction,
  );
  await prior.destroy({ transaction });
}

/** Counts a Cartlift order: its row plus its rollup deltas, in the webhook's transaction. */
export async function countOrder(
  db: Database,
  shop: string,
  order: CountedOrder,
  transaction: Transaction,
): Promise<void> {
  await db.models.AnalyticsOrder.create(
    { shop_id: shop, order_id: order.orderId, day: order.day, total_cents: order.totalCents, currency: order.currency },
    { transaction },
  );
  await addToRollups(db, shop, orderDeltas(order, 1), transaction);
}

/**
 * The dashboard day of an order in the shop's time zone `zone`: Shopify's created_at when it parses and is not in the
 * future (a skewed clock must not put sales on tomorrow), else when the webhook arrived.
 */
export function orderDay(createdAt: unknown, zone: string, now: Date = new Date()): number {
  const t = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  return dashboardDayNumber(Number.isFinite(t) && t <= now.getTime() ? t : now.getTime(), zone);
}
