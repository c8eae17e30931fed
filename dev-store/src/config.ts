import path from 'node:path';
import { SHOPIFY_TOKEN_LIFETIMES } from './admin/accessTokens';
import type { StoreState } from './state';

/** Settings of one dev store (env in index.ts, options in tests). */
export interface StoreConfig {
  shopDomain: string;
  shopName: string;
  apiKey: string;
  apiSecret: string;
  /** Where orders/create goes (POST {gatewayUrl}/webhooks); null sends nothing. */
  gatewayUrl: string | null;
  appEmbedScriptUrl: string;
  /** Public origin for links the Admin API hands out (invoice URLs); null uses the request's host. */
  publicUrl: string | null;
  /** Offline Admin API token the demo shop accepts from the start. */
  accessToken: string;
  scopes: string;
  /** Lifetime of an expiring offline access token (Shopify: 3600 s) and of its refresh token (Shopify: 90 days). */
  accessTokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  /**
   * More shops this store serves besides `shopDomain`, each under `/shops/{domain}` (OAuth, Admin and Billing API,
   * charge confirmation), so a second shop can install the app. They share the catalog; the storefront is the primary's.
   */
  extraShopDomains: string[];
  /**
   * The app's Shopify Function extension folder (shopify.extension.toml, schema.graphql, input queries, the built
   * dist/function.js): what `shopify app deploy` would upload. null = the app has no function.
   */
  discountFunctionDir: string | null;
}

/** A webhook to send: the dev store computes headers and body, the deliverer does the I/O. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends one webhook and reports the HTTP status (tests inject a recorder). */
export type WebhookDeliverer = (request: WebhookRequest) => Promise<{ status: number }>;

/** What the route modules share. */
export interface StoreDeps {
  config: StoreConfig;
  state: StoreState;
  deliver: WebhookDeliverer;
  /** The path the shop's admin routes are mounted under ('' at the root, `/shops/{domain}` for a shop by name). */
  basePath?: string;
}

/** Defaults from coordination.md (local credentials, demo shop, ports). */
export const DEFAULT_CONFIG: StoreConfig = {
  shopDomain: 'cartlift-demo.myshopify.com',
  shopName: 'Cartlift Demo',
  apiKey: 'cartlift-local-key',
  apiSecret: 'cartlift-local-secret',
  gatewayUrl: null,
  appEmbedScriptUrl: 'http://localhost:4000/storefront/loader.js',
  publicUrl: null,
  accessToken: 'shpat_cartlift_demo_local',
  scopes: 'read_products,write_products,write_draft_orders,write_discounts,read_themes,read_orders',
  extraShopDomains: [],
  discountFunctionDir: path.resolve(__dirname, '..', '..', 'extensions', 'cartlift-discount'),
  accessTokenLifetimeSeconds: SHOPIFY_TOKEN_LIFETIMES.accessSeconds,
  refreshTokenLifetimeSeconds: SHOPIFY_TOKEN_LIFETIMES.refreshSeconds,
};
