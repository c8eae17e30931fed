import { QueryTypes, type Transaction } from 'sequelize';
import { assignArm, decodeArm, horizonReached, isVisitorId, type Arm, type ArmTotals, type ExperimentClaim } from '@cartlift/domain';
import type { Database } from '../db/connection';
import type { ExperimentInstance } from '../db/models/experiment.model';
import { EXPERIMENT_DAILY_FIELDS, type ExperimentDailyTotals } from '../db/models/experimentDaily.model';

/**
 * What an experiment measures (docs/experiments.md "Data" and "Orders"): visitors, cart views and impressions from the
 * storefront's track calls, orders and revenue from orders/create, into experiment_visitors and experiment_daily, in
 * the caller's transaction. Nothing is added unless the experiment is the shop's running one, the claimed arm is the
 * one assignArm gives the visitor (a forged arm counts nowhere), and the horizon is not yet reached: at the horizon
 * the totals freeze, so the verdict read there cannot change by looking again (domain experiment README).
 */

/** What one track call adds for its visitor beyond being seen: the cart opens (view_cart events) among its events. */
export interface ExperimentActivity {
  cartViews: number;
}

/** An order as orders/create gives it to the experiment: its note attributes as sent, and what it is worth. */
export interface ExperimentOrderInput {
  orderId: string;
  /** The `__cartlift_arm` note attribute's value (anything: decodeArm reads it strictly). */
  armAttribute: unknown;
  /** The `__cartlift_vid` note attribute's value. */
  visitorId: unknown;
  /** The shop's calendar day of the order (orderDay). */
  day: number;
  revenueCents: number;
  /** What the existing upsell attribution credits Cartlift with on this order. */
  addedRevenueCents: number;
}

/** Why a claim was or was not counted (tests and logs read it; the storefront never sees it). */
export type MeasureOutcome = 'counted' | 'not_running' | 'wrong_arm' | 'horizon' | 'duplicate' | 'unreadable';

/**
 * The shop's running experiment, its row locked for this transaction (MySQL FOR UPDATE; SQLite writes are serialised
 * already): measurement writes of one experiment then run one at a time, so a visitor is inserted once and the
 * horizon check sees every visitor counted before it. A stop waits for the write in progress.
 */
async function lockRunning(db: Database, shop: string, transaction: Transaction): Promise<ExperimentInstance | null> {
  return db.models.Experiment.findOne({
    where: { shop_id: shop, status: 'running' },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
}

const noTotals = (visitors: number): ArmTotals => ({ visitors, conversions: 0, revenue: 0, revenueSquares: 0 });

/** Visitors counted per arm so far: one read of the experiment's daily rows by their primary key's prefix. */
export async function armVisitorCounts(
  db: Database,
  experimentId: string,
  transaction?: Transaction,
): Promise<Record<Arm, number>> {
  const rows = await db.sequelize.query<{ arm: string; visitors: unknown }>(
    'SELECT arm, COALESCE(SUM(visitors), 0) AS visitors FROM experiment_daily WHERE experiment_id = ? GROUP BY arm',
    { replacements: [experimentId], type: QueryTypes.SELECT, transaction },
  );
  const out: Record<Arm, number> = { control: 0, variant: 0 };
  for (const r of rows) if (r.arm === 'control' || r.arm === 'variant') out[r.arm] = Number(r.visitors);
  return out;
}

/** True once both arms have their planned visitors (domain horizonReached): nothing more is added from then on. */
async function frozen(db: Database, experiment: ExperimentInstance, transaction: Transaction): Promise<boolean> {
  const counts = await armVisitorCounts(db, experiment.id, transaction);
  return horizonReached({
    plannedVisitors: experiment.planned_visitors,
    splitPercent: experiment.split_percent,
    control: noTotals(counts.control),
    variant: noTotals(counts.variant),
  });
}

/** Adds to one experiment_daily row with one upsert (counters add up; the row is never read first). */
async function addToDaily(
  db: Database,
  key: { experimentId: string; arm: Arm; day: number },
  delta: Partial<ExperimentDailyTotals>,
  transaction: Transaction,
): Promise<void> {
  const fields = EXPERIMENT_DAILY_FIELDS;
  const cols = ['experiment_id', 'arm', 'day', ...fields];
  const insert = `INSERT INTO experiment_daily (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`;
  const update =
    db.dialect === 'mysql'
      ? ` ON DUPLICATE KEY UPDATE ${fields.map((f) => `${f} = ${f} + VALUES(${f})`).join(', ')}`
      : ` ON CONFLICT (experiment_id, arm, day) DO UPDATE SET ${fields.map((f) => `${f} = ${f} + excluded.${f}`).join(', ')}`;
  await db.sequelize.query(insert + update, {
    replacements: [key.experimentId, key.arm, key.day, ...fields.map((f) => delta[f] ?? 0)],
    transaction,
    type: QueryTypes.INSERT,
  });
}

/** The running experiment a claim may count for, or why not. */
async function countable(
  db: Database,
  shop: string,
  claim: { experimentId: string; arm: Arm; visitorId: string },
  transaction: Transaction,
): Promise<ExperimentInstance | Exclude<MeasureOutcome, 'counted'>> {
  const experiment = await lockRunning(db, shop, transaction);
  if (!experiment || experiment.id !== claim.experimentId) return 'not_running';
  if (assignArm(experiment.id, claim.visitorId, experiment.split_percent) !== claim.arm) return 'wrong_arm';
  if (await frozen(db, experiment, transaction)) return 'horizon';
  return experiment;
}

/**
 * A track call carrying an experiment: the visitor is counted once, on the shop's calendar day first seen; its first
 * cart view makes it a visitor with a cart view (once), and every cart view is an impression.
 */
export async function recordExperimentVisit(
  db: Database,
  shop: string,
  claim: ExperimentClaim,
  activity: ExperimentActivity,
  day: number,
  transaction: Transaction,
): Promise<MeasureOutcome> {
  const experiment = await countable(db, shop, { ...claim, experimentId: claim.id }, transaction);
  if (typeof experiment === 'string') return experiment;
  const m = db.models;
  const where = { experiment_id: experiment.id, visitor_id: claim.visitorId };
  const visitor = await m.ExperimentVisitor.findOne({ where, transaction });
  const viewed = activity.cartViews > 0;
  const firstView = viewed && !visitor?.cart_viewed;
  const delta: Partial<ExperimentDailyTotals> = {
    visitors: visitor ? 0 : 1,
    cart_views: firstView ? 1 : 0,
    impressions: activity.cartViews,
  };
  if (!visitor)
    await m.ExperimentVisitor.create(
      { ...where, arm: claim.arm, first_day: day, cart_viewed: viewed },
      { transaction },
    );
  else if (firstView) await visitor.update({ cart_viewed: true }, { transaction });
  if (delta.visitors || delta.impressions)
    await addToDaily(db, { experimentId: experiment.id, arm: claim.arm, day }, delta, transaction);
  return 'counted';
}

/**
 * orders/create for an order carrying the arm and visitor attributes: counted once per order (a redelivery under a
 * new delivery id finds it in experiment_orders), for that visitor and arm. The visitor's first order makes it a
 * converting visitor; Σr² grows by (r + x)² − r² = 2rx + x², r being the visitor's revenue before this order (domain
 * README, "What the rollups must keep"). A visitor first seen at its order (its visits were lost) is counted as a
 * visitor that day: the loader wrote its attributes, so it was assigned and loaded a page.
 */
export async function recordExperimentOrder(
  db: Database,
  shop: string,
  order: ExperimentOrderInput,
  transaction: Transaction,
): Promise<MeasureOutcome> {
  const arm = decodeArm(order.armAttribute);
  if (!arm || !isVisitorId(order.visitorId)) return 'unreadable';
  const visitorId = order.visitorId;
  const experiment = await countable(db, shop, { ...arm, visitorId }, transaction);
  if (typeof experiment === 'string') return experiment;
  const m = db.models;
  const counted = await m.ExperimentOrder.findOne({
    where: { experiment_id: experiment.id, order_id: order.orderId },
    attributes: ['order_id'],
    transaction,
  });
  if (counted) return 'duplicate';
  const where = { experiment_id: experiment.id, visitor_id: visitorId };
  const visitor = await m.ExperimentVisitor.findOne({ where, transaction });
  const before = { orders: visitor?.orders ?? 0, revenue: Number(visitor?.revenue_cents ?? 0) };
  const x = order.revenueCents;
  const after = {
    orders: before.orders + 1,
    revenue_cents: before.revenue + x,
    added_revenue_cents: Number(visitor?.added_revenue_cents ?? 0) + order.addedRevenueCents,
  };
  if (visitor) await visitor.update(after, { transaction });
  else await m.ExperimentVisitor.create({ ...where, arm: arm.arm, first_day: order.day, ...after }, { transaction });
  await m.ExperimentOrder.create(
    {
      experiment_id: experiment.id,
      order_id: order.orderId,
      visitor_id: visitorId,
      arm: arm.arm,
      day: order.day,
      revenue_cents: x,
      added_revenue_cents: order.addedRevenueCents,
    },
    { transaction },
  );
  await addToDaily(
    db,
    { experimentId: experiment.id, arm: arm.arm, day: order.day },
    {
      visitors: visitor ? 0 : 1,
      orders: 1,
      converting_visitors: before.orders === 0 ? 1 : 0,
      revenue_cents: x,
      revenue_sq_cents: 2 * before.revenue * x + x * x,
      added_revenue_cents: order.addedRevenueCents,
    },
    transaction,
  );
  return 'counted';
}

/** shop/redact: every measurement row of the shop's experiments (before the experiments themselves go). */
export async function purgeExperimentMeasurement(db: Database, shop: string, transaction: Transaction): Promise<void> {
  const ids = (await db.models.Experiment.findAll({ where: { shop_id: shop }, attributes: ['id'], transaction })).map(
    (e) => e.id,
  );
  if (ids.length === 0) return;
  const where = { experiment_id: ids };
  await db.models.ExperimentOrder.destroy({ where, transaction });
  await db.models.ExperimentDaily.destroy({ where, transaction });
  await db.models.ExperimentVisitor.destroy({ where, transaction });
}
