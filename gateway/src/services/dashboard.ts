import {
  dashboardDate,
  dashboardDayAt,
  dashboardDayNumber,
  dashboardMetricsFrom,
  dayNumberStart,
  emptyDashboardTotals,
  DASHBOARD_TOTAL_FIELDS,
  type ChartPoint,
  type ChartSeries,
  type DashboardMetric,
  type DashboardMetrics,
  type DashboardTotals,
} from '@cartlift/domain';
import type { Database } from '../db/connection';
import { readDailyTotals, readTotals, type RollupScope } from './analyticsRollup';

/** A validated §7 /analytics range: day numbers at UTC+10, both null for All Time (rest/dashboardQuery parses it). */
export interface DashboardQuery {
  campaigns: string[];
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

/** §7 GET /analytics/count: the eight metrics over the range, from the rollups only. */
export async function dashboardCount(db: Database, shop: string, q: DashboardQuery): Promise<DashboardMetrics> {
  return dashboardMetricsFrom(await readTotals(db, scopeOf(shop, q)));
}

const add = (into: DashboardTotals, t: DashboardTotals): void => {
  for (const f of DASHBOARD_TOTAL_FIELDS) into[f] += t[f];
};

/**
 * §7 GET /analytics/chart: per type, one {x, y} per day (x = the day's first instant at UTC+10) or, past
 * DAILY_CHART_MAX_DAYS, per month (x = the month's first day); empty days are 0 so the line is continuous. All Time
 * runs from the shop's first recorded day to today; a shop with no data gets empty series.
 */
export async function dashboardChart(
  db: Database,
  shop: string,
  q: ChartQuery,
  now: Date = new Date(),
): Promise<ChartSeries> {
  const scope = scopeOf(shop, q);
  const to = q.toDay ?? dashboardDayNumber(now.getTime());
  // All Time reads from the first recorded day: one query, whose first row is that day.
  const daily = await readDailyTotals(db, { ...scope, toDay: to });
  const from = q.fromDay ?? (daily.size > 0 ? Math.min(...daily.keys()) : null);
  const series: ChartSeries = {};
  if (from === null || from > to) {
    for (const t of q.types) series[t] = [];
    return series;
  }
  const monthly = to - from + 1 > DAILY_CHART_MAX_DAYS;
  const buckets = new Map<number, DashboardTotals>();
  for (let d = from; d <= to; d++) {
    let x = dayNumberStart(d);
    if (monthly) {
      const { year, month } = dashboardDate(new Date(x));
      x = dashboardDayAt(year, month, 1).getTime();
    }
    const bucket = buckets.get(x) ?? emptyDashboardTotals();
    const t = daily.get(d);
    if (t) add(bucket, t);
    buckets.set(x, bucket);
  }
  const metrics = [...buckets].map(([x, t]) => [x, dashboardMetricsFrom(t)] as const);
  for (const type of q.types) {
    series[type] = metrics.map(([x, m]): ChartPoint => ({ x, y: m[type] }));
  }
  return series;
}
