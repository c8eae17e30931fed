import {
  DASHBOARD_METRICS,
  dashboardDayNumber,
  dashboardDayAt,
  isDashboardDayEnd,
  isDashboardDayStart,
  isDashboardMetric,
  YEAR_PICKER_FIRST_YEAR,
} from '@cartlift/domain';
import { badRequest } from '../shared/errors';
import type { ChartQuery, DashboardQuery } from '../services/dashboard';

/** Most campaign ids one query may filter on (the campaign cap is 35). */
export const MAX_QUERY_CAMPAIGNS = 35;
const CAMPAIGN_ID = /^[A-Za-z0-9-]{1,36}$/;

/** A query value as a list: repeated keys, `key[]` keys and comma-separated values all work. */
function list(query: Record<string, unknown>, name: string): string[] {
  const raw = [query[name], query[`${name}[]`]].flat().filter((v) => v !== undefined);
  if (raw.some((v) => typeof v !== 'string')) throw badRequest('must be a list of strings', name);
  return (raw as string[]).flatMap((v) => v.split(',')).filter((v) => v !== '');
}

function epochOrNull(query: Record<string, unknown>, name: 'start' | 'end'): number | null {
  const v = query[name];
  if (v === undefined || v === '' || v === 'null') return null;
  if (typeof v !== 'string' || !/^\d{1,15}$/.test(v)) throw badRequest('must be epoch milliseconds or null', name);
  return Number(v);
}

/**
 * Parses campaigns, start and end (cart-and-shop.md §7): epoch ms at the day bounds of the shop's time zone `zone`
 * (start local 00:00:00.000, end the day's last instant), both or neither (All Time), start not after end, nothing
 * before the year picker's first year and nothing after the shop's today.
 */
export function parseDashboardQuery(query: Record<string, unknown>, zone: string, now: Date = new Date()): DashboardQuery {
  const campaigns = [...new Set(list(query, 'campaigns'))];
  if (campaigns.length > MAX_QUERY_CAMPAIGNS) throw badRequest(`at most ${MAX_QUERY_CAMPAIGNS} campaigns`, 'campaigns');
  if (campaigns.some((c) => !CAMPAIGN_ID.test(c))) throw badRequest('not a campaign id', 'campaigns');
  const start = epochOrNull(query, 'start');
  const end = epochOrNull(query, 'end');
  if ((start === null) !== (end === null)) {
    throw badRequest('give both start and end, or neither for All Time', start === null ? 'start' : 'end');
  }
  if (start === null || end === null) return { campaigns, zone, fromDay: null, toDay: null };
  if (!isDashboardDayStart(start, zone)) throw badRequest(`must be 00:00:00.000 of a day in ${zone}`, 'start');
  if (!isDashboardDayEnd(end, zone)) throw badRequest(`must be the last instant of a day in ${zone}`, 'end');
  if (start > end) throw badRequest('must not be before start', 'end');
  if (start < dashboardDayAt(YEAR_PICKER_FIRST_YEAR, 0, 1, zone).getTime()) {
    throw badRequest(`must not be before ${YEAR_PICKER_FIRST_YEAR}`, 'start');
  }
  const toDay = dashboardDayNumber(end, zone);
  if (toDay > dashboardDayNumber(now.getTime(), zone)) throw badRequest('The range cannot go beyond today', 'end');
  return { campaigns, zone, fromDay: dashboardDayNumber(start, zone), toDay };
}

/** parseDashboardQuery plus `type`: one or more metric names. */
export function parseChartQuery(query: Record<string, unknown>, zone: string, now: Date = new Date()): ChartQuery {
  const types = [...new Set(list(query, 'type'))];
  if (types.length === 0 || !types.every(isDashboardMetric)) {
    throw badRequest(`must be one or more of ${DASHBOARD_METRICS.join(', ')}`, 'type');
  }
  return { ...parseDashboardQuery(query, zone, now), types };
}
