import { configureAdmin } from '@cartlift/admin-kit';
import {
  dashboardDayNumber,
  dashboardMetricsFrom,
  dayNumberStart,
  emptyDashboardTotals,
  DASHBOARD_TOTAL_FIELDS,
  isDashboardMetric,
  type ChartSeries,
  type DashboardTotals,
} from '@cartlift/domain';
import { fakeResponse, signedInTestSession } from '../../../admin-kit/src/testing';

/** The demo shop every component test runs as. */
export const TEST_SHOP = 'cartlift-demo.myshopify.com';
/** Where the fake gateway "lives". */
export const TEST_GATEWAY = 'http://gateway.test';

/** Options of {@link startTestGateway}. */
export interface TestGatewayOptions {
  /** Totals per dashboard day number (days since 1970-01-01 at UTC+10). */
  days?: Record<number, Partial<DashboardTotals>>;
  moneyFormat?: string;
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
  const within = (url: URL) => {
    const start = url.searchParams.get('start');
    const end = url.searchParams.get('end');
    const from = start ? dashboardDayNumber(Number(start)) : -Infinity;
    const to = end ? dashboardDayNumber(Number(end)) : Infinity;
    return days.filter(([d]) => d >= from && d <= to);
  };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url);
    if (url.pathname === '/graphql') {
      const body = JSON.parse(String(init?.body));
      return fakeResponse(200, {
        data: { shop: { id: body.variables.id, money_format: options.moneyFormat ?? '${{amount}}', currency: 'USD' } },
      });
    }
    if (failing.has(url.pathname as '/analytics/count'))
      return fakeResponse(500, { error: { message: 'Something went wrong' } });
    if (url.pathname === '/analytics/count') {
      const sum = emptyDashboardTotals();
      for (const [, t] of within(url)) for (const f of DASHBOARD_TOTAL_FIELDS) sum[f] += t[f];
      return fakeResponse(200, dashboardMetricsFrom(sum));
    }
    if (url.pathname === '/analytics/chart') {
      const types = (url.searchParams.get('type') ?? '').split(',').filter(isDashboardMetric);
      const rows = within(url).sort((a, b) => a[0] - b[0]);
      const series: ChartSeries = {};
      for (const t of types)
        series[t] = rows.map(([d, totals]) => ({ x: dayNumberStart(d), y: dashboardMetricsFrom(totals)[t] }));
      return fakeResponse(200, series);
    }
    return fakeResponse(404, { error: { message: 'Not found' } });
  }) as typeof fetch;
  configureAdmin({ gatewayUrl: TEST_GATEWAY, shop: TEST_SHOP, session: signedInTestSession(TEST_SHOP), fetchFn });
  return {
    calls,
    /** Query strings of the calls to one path, in order. */
    callsTo: (path: string) => calls.filter((u) => u.pathname === path).map((u) => Object.fromEntries(u.searchParams)),
    heal: () => {
      failing = new Set();
    },
  };
}
