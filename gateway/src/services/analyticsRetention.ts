import { QueryTypes, type Transaction } from 'sequelize';
import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import { DASHBOARD_EVENT_TYPES } from './analyticsRollup';

/** Rows one prune statement deletes: small enough that a write transaction never blocks ingestion for long. */
export const PRUNE_BATCH = 5000;
const DAY_MS = 86_400_000;

/**
 * Deletes raw dashboard events (DASHBOARD_EVENT_TYPES) older than retentionDays, in batches of PRUNE_BATCH, each its
 * own write transaction. The daily rollups are kept: the dashboard never reads raw events. The app's milestone events
 * in the same table (first_cart_turn_on, trial_started) are facts about the shop, not shopper traffic, and stay.
 * Answers how many rows went.
 */
export async function pruneAnalyticsEvents(
  db: Database,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  // MariaDB refuses LIMIT inside an IN subquery; SQLite has no DELETE ... LIMIT by default.
  const where = `created_at < ? AND type IN (${DASHBOARD_EVENT_TYPES.map(() => '?').join(', ')})`;
  const sql =
    db.dialect === 'mysql'
      ? `DELETE FROM analytics_events WHERE ${where} LIMIT ${PRUNE_BATCH}`
      : `DELETE FROM analytics_events WHERE id IN (SELECT id FROM analytics_events WHERE ${where} LIMIT ${PRUNE_BATCH})`;
  let total = 0;
  for (;;) {
    const deleted = await db.write(async (transaction) => {
      const n: unknown = await db.sequelize.query(sql, {
        replacements: [cutoff, ...DASHBOARD_EVENT_TYPES],
        transaction,
        type: QueryTypes.BULKDELETE,
      });
      return Number(n);
    });
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}

/** Runs the prune now and then every intervalMs; the timer never keeps the process alive. Returns a stop function. */
export function startRetentionJob(
  db: Database,
  retentionDays: number,
  logger: Logger,
  intervalMs = 6 * 3_600_000,
): () => void {
  const run = (): void => {
    pruneAnalyticsEvents(db, retentionDays)
      .then((n) => logger.info({ pruned: n, retentionDays }, 'analytics events pruned'))
      .catch((err: unknown) => logger.warn({ err }, 'analytics prune failed'));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}

/** Every analytics row of a shop: raw events, rollups, counted orders and attributions (shop/redact, app/uninstalled). */
export async function purgeShopAnalytics(db: Database, shop: string, transaction: Transaction): Promise<void> {
  const m = db.models;
  const where = { shop_id: shop };
  await m.AnalyticsEvent.destroy({ where, transaction });
  await m.AnalyticsDaily.destroy({ where, transaction });
  await m.AnalyticsOrder.destroy({ where, transaction });
  await m.UpsellAttribution.destroy({ where, transaction });
}
