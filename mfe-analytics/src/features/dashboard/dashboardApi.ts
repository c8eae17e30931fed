import { injectEndpoints, restQuery } from '@cartlift/admin-kit';
import {
  chartSeriesOrEmpty,
  DASHBOARD_METRICS,
  readDashboardMetrics,
  type ChartSeries,
  type DashboardMetrics,
  type DashboardQueryParams,
  type Shop,
} from '@cartlift/domain';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';

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
  dashboardCount: restQuery(build, ADMIN_REST.dashboardCount, {
    request: params,
    transformResponse: (answer): DashboardMetrics => {
      const metrics = readDashboardMetrics(answer);
      // Thrown, so the screen shows its error banner instead of wrong figures.
      if (!metrics) throw new Error('The dashboard figures were malformed');
      return metrics;
    },
    providesTags: [{ type: 'Analytics', id: 'DASHBOARD' }],
  }),
  dashboardChart: restQuery(build, ADMIN_REST.dashboardChart, {
    request: (args: DashboardRangeArgs) => ({ ...params(args), type: DASHBOARD_METRICS.join(',') }),
    // cart-and-shop.md §8 "Dashboard chart failure: logged; chart becomes empty".
    transformResponse: (answer): ChartSeries => chartSeriesOrEmpty(answer),
    providesTags: [{ type: 'Analytics', id: 'DASHBOARD' }],
  }),
}));

export const { useDashboardShopQuery, useDashboardCountQuery, useDashboardChartQuery } = dashboardApi;
