import {
  DASHBOARD_DEFAULT_ZONE,
  dashboardDayNumber,
  dashboardMetricsFrom,
  dayNumberStart,
  emptyDashboardTotals,
  isDashboardDayEnd,
  isDashboardDayStart,
  DASHBOARD_TOTAL_FIELDS,
  isDashboardMetric,
  type ChartSeries,
  type DashboardMetrics,
  type DashboardTotals,
} from '@cartlift/domain';
import type { DashboardShop } from '../features/dashboard/dashboardApi';
import { fakeResponse, installFakeGateway, restError } from '../../../admin-kit/testing/fakeGateway';

export { TEST_GATEWAY, TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';

/** Options of {@link startTestGateway}. */
export interface TestGatewayOptions {
  /** Totals per dashboard day number (the shop's calendar dates as days since 1970-01-01). */
  days?: Record<number, Partial<DashboardTotals>>;
  moneyFormat?: string;
  /** The shop's time zone as the gateway answers it; default the spec's UTC+10 (a shop Shopify has not told about). */
  timeZone?: string;
  /** Paths answered with a 500 until heal() is called. */
  failing?: Array<'/analytics/count' | '/analytics/chart'>;
}

/**
 * An in-memory stand-in for the gateway's /analytics calls: it sums the fixture's days inside the requested range and
 * derives the metrics with the same domain function the gateway uses (per day for charts). The real gateway and its
 * rollups are covered by the gateway's tests and the e2e journey.
 */
export function startTestGateway(options: TestGatewayOptions = {}) {
  const calls: URL[] = [];
  let failing = new Set(options.failing ?? []);
  const days = Object.entries(options.days ?? {}).map(
    ([d, t]) => [Number(d), { ...emptyDashboardTotals(), ...t }] as const,
  );
  const zone = options.timeZone ?? DASHBOARD_DEFAULT_ZONE;
  const within = (url: URL) => {
    const start = url.searchParams.get('start');
    const end = url.searchParams.get('end');
    const from = start ? dashboardDayNumber(Number(start), zone) : -Infinity;
    const to = end ? dashboardDayNumber(Number(end), zone) : Infinity;
    return days.filter(([d]) => d >= from && d <= to);
  };
  /** The gateway's range rules (its parseDashboardQuery): day bounds of the shop's zone, nothing after its today. */
  const refusal = (url: URL): string | null => {
    const start = url.searchParams.get('start');
    const end = url.searchParams.get('end');
    if (!start || !end) return null;
    if (!isDashboardDayStart(Number(start), zone) || !isDashboardDayEnd(Number(end), zone)) return 'not day bounds';
    return dashboardDayNumber(Number(end), zone) > dashboardDayNumber(Date.now(), zone) ? 'The range cannot go beyond today' : null;
  };
  installFakeGateway(({ url, variables }) => {
    calls.push(url);
    if (url.pathname === '/graphql') {
      const shop: DashboardShop = {
        id: String(variables.id),
        money_format: options.moneyFormat ?? '${{amount}}',
        currency: 'USD',
        iana_timezone: zone,
      };
      return fakeResponse(200, { data: { shop } });
    }
    if (failing.has(url.pathname as '/analytics/count'))
      return restError(500, 'INTERNAL', 'Something went wrong');
    const refused = refusal(url);
    // The gateway's badRequest without a field: the message alone, also as the one field error.
    if (refused) return restError(400, 'BAD_USER_INPUT', refused, [{ path: '', message: refused }]);
    if (url.pathname === '/analytics/count') {
      const sum = emptyDashboardTotals();
      for (const [, t] of within(url)) for (const f of DASHBOARD_TOTAL_FIELDS) sum[f] += t[f];
      const metrics: DashboardMetrics = dashboardMetricsFrom(sum);
      return fakeResponse(200, metrics);
    }
    if (url.pathname === '/analytics/chart') {
      const types = (url.searchParams.get('type') ?? '').split(',').filter(isDashboardMetric);
      const rows = within(url).sort((a, b) => a[0] - b[0]);
      const series: ChartSeries = {};
      for (const t of types)
        series[t] = rows.map(([d, totals]) => ({ x: dayNumberStart(d, zone), y: dashboardMetricsFrom(totals)[t] }));
      return fakeResponse(200, series);
    }
    return restError(404, 'NOT_FOUND', 'Route not found');
  });
  return {
    calls,
    /** Query strings of the calls to one path, in order. */
    callsTo: (path: string) => calls.filter((u) => u.pathname === path).map((u) => Object.fromEntries(u.searchParams)),
    heal: () => {
      failing = new Set();
    },
  };
}
