import { QueryTypes, type Transaction } from 'sequelize';
import { DASHBOARD_TOTAL_FIELDS, emptyDashboardTotals, type DashboardTotals } from '@cartlift/domain';
import type { Database } from '../db/connection';

/** The whole shop's row in analytics_daily (a campaign's share carries its id). */
export const SHOP_WIDE = '';

/** The raw event types the storefront sends for the dashboard, and the rollup counter each one adds to. */
export const DASHBOARD_EVENT_COUNTER = {
  view_cart: 'carts_displayed',
  checkout_started: 'checkouts_started',
  upsell_added: 'upsells_added',
} as const;

/**
 * The dashboard's raw event types (the retention prune deletes only these; the app's own milestones such as
 * first_cart_turn_on and trial_started share the table and are kept).
 */
export const DASHBOARD_EVENT_TYPES = Object.keys(DASHBOARD_EVENT_COUNTER) as Array<
  keyof typeof DASHBOARD_EVENT_COUNTER
>;

/** What one batch adds to (or, negative, takes from) one rollup row. */
export interface RollupDelta extends Partial<DashboardTotals> {
  campaign_id: string;
  day: number;
}

const FIELDS = DASHBOARD_TOTAL_FIELDS;

/** Sums deltas per (campaign, day) so a batch becomes one row per key. */
function merge(deltas: readonly RollupDelta[]): Array<DashboardTotals & { campaign_id: string; day: number }> {
  const out = new Map<string, DashboardTotals & { campaign_id: string; day: number }>();
  for (const d of deltas) {
    const key = `${d.campaign_id}|${d.day}`;
    const row = out.get(key) ?? { ...emptyDashboardTotals(), campaign_id: d.campaign_id, day: d.day };
    for (const f of FIELDS) row[f] += d[f] ?? 0;
    out.set(key, row);
  }
  return [...out.values()];
}

/**
 * Adds deltas to the shop's daily rollups with ONE multi-row upsert, inside the caller's transaction (the same one as
 * the raw insert, so the rollups never disagree with what was stored). Counters add up; they are never read first.
 */
export async function addToRollups(
  db: Database,
  shop: string,
  deltas: readonly RollupDelta[],
  transaction: Transaction,
): Promise<void> {
  const rows = merge(deltas);
  if (rows.length === 0) return;
  const cols = ['shop_id', 'campaign_id', 'day', ...FIELDS];
  const tuple = `(${cols.map(() => '?').join(', ')})`;
  const values = rows.flatMap((r) => [shop, r.campaign_id, r.day, ...FIELDS.map((f) => r[f])]);
  const insert = `INSERT INTO analytics_daily (${cols.join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`;
  const update =
    db.dialect === 'mysql'
      ? ` ON DUPLICATE KEY UPDATE ${FIELDS.map((f) => `${f} = ${f} + VALUES(${f})`).join(', ')}`
      : ` ON CONFLICT (shop_id, campaign_id, day) DO UPDATE SET ${FIELDS.map((f) => `${f} = ${f} + excluded.${f}`).join(', ')}`;
  await db.sequelize.query(insert + update, { replacements: values, transaction, type: QueryTypes.INSERT });
}

/** Which rollup rows a read covers: the shop-wide row, or the rows of the given campaigns; days inclusive. */
export interface RollupScope {
  shop: string;
  campaigns: readonly string[] | null;
  fromDay: number | null;
  toDay: number | null;
}

function where(scope: RollupScope): { sql: string; values: unknown[] } {
  const parts = ['shop_id = ?'];
  const values: unknown[] = [scope.shop];
  if (scope.campaigns && scope.campaigns.length > 0) {
    parts.push(`campaign_id IN (${scope.campaigns.map(() => '?').join(', ')})`);
    values.push(...scope.campaigns);
  } else {
    parts.push('campaign_id = ?');
    values.push(SHOP_WIDE);
  }
  if (scope.fromDay !== null) {
    parts.push('day >= ?');
    values.push(scope.fromDay);
  }
  if (scope.toDay !== null) {
    parts.push('day <= ?');
    values.push(scope.toDay);
  }
  return { sql: parts.join(' AND '), values };
}

const sums = FIELDS.map((f) => `COALESCE(SUM(${f}), 0) AS ${f}`).join(', ');

/** Numbers from SUM() arrive as strings on MySQL (DECIMAL) and numbers on SQLite. */
function totalsOf(row: Record<string, unknown> | undefined): DashboardTotals {
  const t = emptyDashboardTotals();
  for (const f of FIELDS) t[f] = Number(row?.[f] ?? 0);
  return t;
}

/** The totals over a scope: one indexed range read of at most (days x campaigns) small rows. */
export async function readTotals(db: Database, scope: RollupScope): Promise<DashboardTotals> {
  const w = where(scope);
  const rows = await db.sequelize.query<Record<string, unknown>>(`SELECT ${sums} FROM analytics_daily WHERE ${w.sql}`, {
    replacements: w.values,
    type: QueryTypes.SELECT,
  });
  return totalsOf(rows[0]);
}

/** Totals per day number over a scope (days without a row are absent). */
export async function readDailyTotals(db: Database, scope: RollupScope): Promise<Map<number, DashboardTotals>> {
  const w = where(scope);
  const rows = await db.sequelize.query<Record<string, unknown>>(
    `SELECT day, ${sums} FROM analytics_daily WHERE ${w.sql} GROUP BY day ORDER BY day`,
    { replacements: w.values, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [Number(r.day), totalsOf(r)]));
}

/** The calendar month (year x 12 + month 0-11) of a day number, in SQL: day numbers are UTC+10 dates since 1970. */
const monthOfDay = (db: Database): string =>
  db.dialect === 'mysql'
    ? "(YEAR(DATE_ADD('1970-01-01', INTERVAL day DAY)) * 12 + MONTH(DATE_ADD('1970-01-01', INTERVAL day DAY)) - 1)"
    : "(CAST(strftime('%Y', day * 86400, 'unixepoch') AS INTEGER) * 12 + CAST(strftime('%m', day * 86400, 'unixepoch') AS INTEGER) - 1)";

/**
 * Totals per calendar month over a scope, summed by the database (a two-year chart gets 25 rows, not 730), with each
 * month's first recorded day. Keys are year x 12 + month (0-11).
 */
export async function readMonthlyTotals(
  db: Database,
  scope: RollupScope,
): Promise<Map<number, DashboardTotals & { firstDay: number }>> {
  const w = where(scope);
  const rows = await db.sequelize.query<Record<string, unknown>>(
    `SELECT ${monthOfDay(db)} AS ym, MIN(day) AS first_day, ${sums} FROM analytics_daily WHERE ${w.sql} GROUP BY ym ORDER BY ym`,
    { replacements: w.values, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [Number(r.ym), { ...totalsOf(r), firstDay: Number(r.first_day) }]));
}
