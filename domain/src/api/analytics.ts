/**
 * The admin's analytics REST resource (cart-and-shop.md §7, campaigns.md §7): POST /analytics/campaigns, GET
 * /analytics/count and GET /analytics/chart. Their answers are declared beside the rules that compute them
 * (`CampaignAnalyticsResponse` in `domain/src/campaign/analytics.ts`; `DashboardMetrics` and `ChartSeries` in
 * `domain/src/shop/metrics.ts`); the campaigns list's request body is declared here, the dashboard's query below.
 */
import { z } from 'zod';
import type { CampaignAnalyticsRequest } from '../campaign/analytics';

const campaignId = z.string().min(1).max(36);

/** Body of POST /analytics/campaigns: non-one-check ids, and [id, product id, price] per one-check product. */
export const analyticsRequestSchema = z.strictObject({
  campaigns: z.array(campaignId).max(100).default([]),
  one_tick_campaigns: z
    .array(z.tuple([campaignId, z.union([z.string().max(64), z.number()]), z.union([z.string().max(32), z.number()])]))
    .max(300)
    .default([]),
});

type Holds<T extends true> = T;
/** The body the admin builds (campaignAnalyticsRequest) is one the gateway takes: this fails to compile otherwise. */
export type CampaignAnalyticsRequestFits = Holds<
  CampaignAnalyticsRequest extends z.input<typeof analyticsRequestSchema> ? true : false
>;

/**
 * Query of GET /analytics/count (and, with `type`, /analytics/chart), as the dashboard sends it: epoch ms at the day
 * bounds of the shop's time zone, null for All Time; campaign ids comma-separated, absent for the whole shop. The
 * gateway reads it by hand (`gateway/src/rest/dashboardQuery.ts`): its rules need the shop's zone and today. A type,
 * not an interface, so it fits the admin's query-string record.
 */
export type DashboardQueryParams = {
  start: number | null;
  end: number | null;
  campaigns?: string;
};
/** GET /analytics/chart's query: the dashboard's plus the metric names, comma-separated. */
export type ChartQueryParams = DashboardQueryParams & { type: string };
