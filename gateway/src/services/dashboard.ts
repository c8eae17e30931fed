import {
  dashboardDate,
  dashboardDayAt,
  dashboardDayNumber,
  dashboardMetricsFrom,
  dayNumberStart,
  emptyDashboardTotals,
  type ChartPoint,
  type ChartSeries,
  type DashboardMetric,
  type DashboardMetrics,
  type DashboardTotals,
} from '@cartlift/domain';
import type { Database } from '../db/connection';
import { readDailyTotals, readMonthlyTotals, readTotals, type RollupScope } from './analyticsRollup';

/**
 * A validated cart-and-shop.md §7 /analytics range: day numbers at UTC+10, both null for All Time (rest/dashboardQuery
 * parses it).
 */
export interface DashboardQuery {
  campaigns: string[];
  /** The shop's time zone: day numbers are its calendar days. */
  zone: string;
  fromDay: number | null;
  toDay: number | null;
}

/** GET /analytics/chart adds the metric types to draw. */
export interface ChartQuery extends DashboardQuery {
  types: DashboardMetric[];
}

/** Up to this many days a chart has a point per day; longer ranges get a point per month. */
export const DAILY_CHART_MAX_DAYS = 92;

const scopeOf = (shop: string, q: DashboardQuery): RollupScope => ({
  shop,
  campaigns: q.campaigns.length > 0 ? q.campaigns : null,
  fromDay: q.fromDay,
  toDay: q.toDay,
});

/** cart-and-shop.md §7 GET /analytics/count: the eight metrics over the range, from the rollups only. */
export async function dashboardCount(db: Database, shop: string, q: DashboardQuery): Promise<DashboardMetrics> {
  return dashboardMetricsFrom(await readTotals(db, scopeOf(shop, q)));
}

/**
 * cart-and-shop.md §7 GET /analytics/chart: per type, one {x, y} per day (x = the day's first instant in the shop's
 * zone) or, past DAILY_CHART_MAX_DAYS, per month (x = the month's first day); empty days are 0 so the line is
 * continuous. All Time runs from the shop's first recorded day to today; a shop with no data gets empty series.
 */
export async function dashboardChart(
  db: Database,
  shop: string,
  q: ChartQuery,
  now: Date = new Date(),
): Promise<ChartSeries> {
  const scope = scopeOf(shop, q);
  const to = q.toDay ?? dashboardDayNumber(now.getTime(), q.zone);
  const span = q.fromDay === null ? null : to - q.fromDay + 1;
  // A long range (or All Time) is read per month, summed by the database: its first row also gives All Time's first
  // day. Only a shop younger than DAILY_CHART_MAX_DAYS then needs the daily read as well.
  const months =
    span === null || span > DAILY_CHART_MAX_DAYS ? await readMonthlyTotals(db, { ...scope, toDay: to }) : null;
  const from =
    q.fromDay ?? (months && months.size > 0 ? Math.min(...[...months.values()].map((m) => m.firstDay)) : null);
  const series: ChartSeries = {};
  if (from === null || from > to) {
    for (const t of q.types) series[t] = [];
    return series;
  }
  const points: Array<[number, DashboardTotals]> = [];
  if (to - from + 1 > DAILY_CHART_MAX_DAYS && months) {
    const first = dashboardDate(new Date(dayNumberStart(from, q.zone)), q.zone);
    const last = dashboardDate(new Date(dayNumberStart(to, q.zone)), q.zone);
    for (let ym = first.year * 12 + first.month; ym <= last.year * 12 + last.month; ym++) {
      const x = dashboardDayAt(Math.floor(ym / 12), ym % 12, 1, q.zone).getTime();
      points.push([x, months.get(ym) ?? emptyDashboardTotals()]);
    }
  } else {
    const daily = await readDailyTotals(db, { ...scope, fromDay: from, toDay: to });
    for (let d = from; d <= to; d++) points.push([dayNumberStart(d, q.zone), daily.get(d) ?? emptyDashboardTotals()]);
  }
  const metrics = points.map(([x, t]) => [x, dashboardMetricsFrom(t)] as const);
  for (const type of q.types) {
    series[type] = metrics.map(([x, m]): ChartPoint => ({ x, y: m[type] }));
  }
  return series;
}
