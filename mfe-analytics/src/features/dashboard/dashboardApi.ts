import { injectEndpoints } from '@cartlift/admin-kit';
import {
  chartSeriesOrEmpty,
  DASHBOARD_METRICS,
  readDashboardMetrics,
  type ChartQueryParams,
  type ChartSeries,
  type DashboardMetrics,
  type DashboardQueryParams,
  type Shop,
} from '@cartlift/domain';

/**
 * cart-and-shop.md §7 /analytics query: epoch ms at the day bounds of the shop's time zone, null for All Time;
 * campaigns empty = the whole shop.
 */
export interface DashboardRangeArgs {
  start: number | null;
  end: number | null;
  campaigns?: string[];
}

/** The shop fields the dashboard needs: money, and the time zone its days are counted in (Shop's iana_timezone). */
export type DashboardShop = Pick<Shop, 'id' | 'money_format' | 'currency' | 'iana_timezone'>;

const SHOP = /* GraphQL */ `
  query DashboardShop($id: String!) {
    shop(id: $id) {
      id
      money_format
      currency
      iana_timezone
    }
  }
`;

const params = ({ start, end, campaigns }: DashboardRangeArgs): DashboardQueryParams => ({
  start,
  end,
  campaigns: campaigns && campaigns.length > 0 ? campaigns.join(',') : undefined,
});

/** The dashboard's calls: the shop's money format, the eight metrics and their chart series. */
export const dashboardApi = injectEndpoints('mfe-analytics/dashboard', (build) => ({
  dashboardShop: build.query<DashboardShop, string>({
    query: (id) => ({ document: SHOP, variables: { id } }),
    transformResponse: (data: { shop: DashboardShop }) => data.shop,
    providesTags: (_r, _e, id) => [{ type: 'Shop', id }],
  }),
  dashboardCount: build.query<DashboardMetrics, DashboardRangeArgs>({
    query: (args) => ({ url: '/analytics/count', params: params(args) }),
    transformResponse: (raw: unknown) => {
      const metrics = readDashboardMetrics(raw);
      // Thrown, so the screen shows its error banner instead of wrong figures.
      if (!metrics) throw new Error('The dashboard figures were malformed');
      return metrics;
    },
    providesTags: [{ type: 'Analytics', id: 'DASHBOARD' }],
  }),
  dashboardChart: build.query<ChartSeries, DashboardRangeArgs>({
    query: (args) => ({ url: '/analytics/chart', params: { ...params(args), type: DASHBOARD_METRICS.join(',') } satisfies ChartQueryParams }),
    // cart-and-shop.md §8 "Dashboard chart failure: logged; chart becomes empty".
    transformResponse: (raw: unknown) => chartSeriesOrEmpty(raw),
    providesTags: [{ type: 'Analytics', id: 'DASHBOARD' }],
  }),
}));

export const { useDashboardShopQuery, useDashboardCountQuery, useDashboardChartQuery } = dashboardApi;
