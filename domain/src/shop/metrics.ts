/** Plan response, dashboard metrics and chart points, image upload (cart-and-shop.md §3 "Other entities", §7 calls). */
import { z } from 'zod';
import { mustBeAtLeast, NOT_VALID, parseWith, type Result } from '../common';
import { ONLY_IMAGES_MESSAGE } from './constants';
import { DASHBOARD_METRICS, type DashboardMetric } from './dashboard-totals';
import { block, text } from './fields';

const num = () => z.number({ error: NOT_VALID });

/** cart-and-shop.md §7 GET /shop/get_plan: balance_used, status, billing_on. */
export const planResponseSchema = block({
  balance_used: num().min(0, { error: mustBeAtLeast(0) }),
  status: z.string({ error: NOT_VALID }),
  /** Next billing date as Shopify sends it; null before the first charge. */
  billing_on: z.string({ error: NOT_VALID }).nullable(),
});
/** The billing status of a shop. */
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** cart-and-shop.md §7 GET /analytics/count answer: one number per metric. */
export const dashboardMetricsSchema = block(
  Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, num()])) as Record<DashboardMetric, ReturnType<typeof num>>,
);
/** The dashboard's metric values. */
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

/** All metrics at zero: what the cards show before data arrives or for a new shop. */
export const emptyDashboardMetrics = (): DashboardMetrics =>
  Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, 0])) as DashboardMetrics;

/** cart-and-shop.md §3 chart point {x, y}: x is the bucket's epoch ms, y the value. */
export const chartPointSchema = block({ x: num(), y: num() });
/** One chart point. */
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** cart-and-shop.md §7 GET /analytics/chart answer: an array of points keyed by metric type. */
export const chartSeriesSchema = z.partialRecord(z.enum(DASHBOARD_METRICS), z.array(chartPointSchema));
/** Chart series by metric. */
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

/** Data URLs of images: what the upload accepts (the 50 kB size is a hint, not a rule, cart-and-shop.md §9). */
export const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/i;

/**
 * cart-and-shop.md §3 image upload: fileName and attachment (data URL); non-images read 'You could only upload images.'
 * (cart-and-shop.md §8).
 */
export const imageUploadSchema = block({
  fileName: text('file name', 1, 255),
  attachment: z.string({ error: NOT_VALID }).regex(IMAGE_DATA_URL, { error: ONLY_IMAGES_MESSAGE }),
});
/** An image upload request. */
export type ImageUpload = z.infer<typeof imageUploadSchema>;

/** Validates an image upload. */
export const validateImageUpload = (input: unknown): Result<ImageUpload> => parseWith(imageUploadSchema, input);
