/**
 * The admin's REST calls, declared once: each call's method and path (values both ends read: the gateway registers its
 * routes with them, admin-kit's `restEndpoint` builds the admin's RTK endpoints from them) and its request and answer
 * types (phantom: carried by the type, never at run time). The request and answer types live beside their schemas in
 * this folder; this file imports only types, so it adds no zod to a bundle that imports it (the shell and admin-kit
 * reach it by the `@cartlift/domain/api/adminRest` subpath).
 *
 * A GET's request is its query string (RTK's `params`); a POST's is its JSON body. `void`: the call takes none.
 */
import type { CampaignAnalyticsRequest, CampaignAnalyticsResponse } from '../campaign/analytics';
import type { PlanOverview } from '../plans/overview';
import type { ChartSeries, DashboardMetrics } from '../shop/metrics';
import type { ChartQueryParams, DashboardQueryParams } from './analytics';
import type { ApplyCouponBody, CouponResult, StartChargeBody, StartChargeResult } from './billing';
import type { ActivateBody, ActivationResult, CartLinks, CartLinksBody, CartStatus, StorefrontPage } from './cart';
import type {
  CollectionList,
  CollectionsQuery,
  CreatedProduct,
  HiddenProductBody,
  ProductList,
  ProductsQuery,
} from './catalogue';
import type { AffEvents, AffSettings, AffSettingsBody } from './referral';
import type { UploadedImage, UploadImageBody } from './uploads';

/** The methods the admin's REST calls use. */
export type RestMethod = 'GET' | 'POST';

/** One REST call: where it goes, and (in the type only) what it sends and what it answers. */
export interface RestCall<Request, Answer> {
  readonly method: RestMethod;
  readonly path: `/${string}`;
  /** Never set: it carries the request and answer types, so a call's types travel with its value. */
  readonly types?: { request: Request; answer: Answer };
}

/** The request a call sends (its query for a GET, its body for a POST). */
export type RestRequest<C> = C extends RestCall<infer Request, unknown> ? Request : never;
/** What a call answers when it succeeds. */
export type RestAnswer<C> = C extends RestCall<unknown, infer Answer> ? Answer : never;

/** A query string as the admin sends it (RTK's `params`): absent and null values are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

const get = <Request extends QueryParams | void, Answer>(path: `/${string}`): RestCall<Request, Answer> => ({ method: 'GET', path });
const post = <Request, Answer>(path: `/${string}`): RestCall<Request, Answer> => ({ method: 'POST', path });

/**
 * GET /storeFront's query as the admin sends it (the gateway reads `manual_setup` as the text 'true'). A type, not an
 * interface, so it fits QueryParams.
 */
export type StorefrontPageQuery = {
  shop: string;
  manual_setup: true;
  origin: string;
};

/**
 * Every REST call the admin makes (cart-and-shop.md §7, campaigns.md §7), by name. The gateway's routes of these
 * paths are registered from this map (`gateway/src/rest/`), and a gateway test holds every entry to a route; the
 * admin's REST endpoints are built only from it (admin-kit's `restEndpoint`; a test refuses a hand-written URL).
 */
export const ADMIN_REST = {
  /** GET /cart/status: the merchant's switch and the theme's app embed. */
  cartStatus: get<void, CartStatus>('/cart/status'),
  activateCart: post<ActivateBody, ActivationResult>('/cart/activate'),
  saveCartLinks: post<CartLinksBody, CartLinks>('/cart/links'),
  /** GET /storeFront: the shop's page for Manual Setup's frame. */
  storefrontPage: get<StorefrontPageQuery, StorefrontPage>('/storeFront'),
  plan: get<void, PlanOverview>('/shop/get_plan'),
  /** POST /shop/get_plan: Get Access, a charge to confirm. */
  startCharge: post<StartChargeBody, StartChargeResult>('/shop/get_plan'),
  applyCoupon: post<ApplyCouponBody, CouponResult>('/aff/coupon'),
  affSettings: get<void, AffSettings>('/aff/settings'),
  saveAffSettings: post<AffSettingsBody, AffSettings>('/aff/settings'),
  affEvents: get<void, AffEvents>('/aff/events'),
  products: get<ProductsQuery, ProductList>('/products'),
  collections: get<CollectionsQuery, CollectionList>('/collections'),
  /** POST /products: a hidden (virtual) one-check product. */
  createHiddenProduct: post<HiddenProductBody, CreatedProduct>('/products'),
  uploadImage: post<UploadImageBody, UploadedImage>('/uploadImage'),
  campaignAnalytics: post<CampaignAnalyticsRequest, CampaignAnalyticsResponse>('/analytics/campaigns'),
  dashboardCount: get<DashboardQueryParams, DashboardMetrics>('/analytics/count'),
  dashboardChart: get<ChartQueryParams, ChartSeries>('/analytics/chart'),
} as const;

/** The name of one of the admin's REST calls. */
export type AdminRestName = keyof typeof ADMIN_REST;
