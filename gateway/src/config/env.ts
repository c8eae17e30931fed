import path from 'path';
import { z } from 'zod';

/** Local app credentials (coordination.md); refused when NODE_ENV is production. */
export const LOCAL_API_KEY = 'cartlift-local-key';
export const LOCAL_API_SECRET = 'cartlift-local-secret';

const GATEWAY_ROOT = path.resolve(__dirname, '..', '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/)/, { error: 'DATABASE_URL must start with sqlite: or mysql://' })
    .default(`sqlite:${path.join(GATEWAY_ROOT, 'data', 'cartlift.sqlite')}`),
  SHOPIFY_API_KEY: z.string().min(1).optional(),
  SHOPIFY_API_SECRET: z.string().min(8).optional(),
  SHOPIFY_ADMIN_URL: z.url().default('http://127.0.0.1:4100'),
  SHOPIFY_SCOPES: z
    .string()
    .default(
      'write_products,read_themes,write_draft_orders,read_orders,write_discounts',
    ),
  PUBLIC_URL: z.url().default('http://127.0.0.1:4000'),
  APP_URL: z.url().optional(),
  UPLOAD_DIR: z.string().default(path.join(GATEWAY_ROOT, 'uploads')),
  STOREFRONT_DIR: z.string().default(path.join(GATEWAY_ROOT, '..', 'storefront-cart', 'dist')),
  LOCAL_MODE: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  LOOKUP_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  PUBLIC_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  TRACK_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  TRACK_SHOP_RATE_LIMIT: z.coerce.number().int().min(1).default(6000),
  COD_SHOP_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  TOKEN_REFRESH_MARGIN_SECONDS: z.coerce.number().min(0).max(86_400).default(300),
  DISCOUNT_SYNC: bool.optional(),
  DISCOUNT_SYNC_RETRY_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
});

/** The gateway's configuration, parsed once from the environment and frozen. */
export interface Config {
  readonly env: 'development' | 'test' | 'production';
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly shopifyApiKey: string;
  readonly shopifyApiSecret: string;
  /** Admin API base; may contain "{shop}" (real Shopify: https://{shop}); locally the dev store. */
  readonly shopifyAdminUrl: string;
  readonly scopes: string;
  readonly publicUrl: string;
  /** Where the embedded admin lives; OAuth ends there. */
  readonly appUrl: string;
  readonly uploadDir: string;
  readonly storefrontDir: string;
  /** Enables POST /login for the seeded demo shop; never on unless asked for in production. */
  readonly localMode: boolean;
  readonly logLevel: string;
  /** Requests per minute per client and shop on /public/*. */
  readonly publicRateLimit: number;
  /**
   * How long a storefront lookup is served from a process's cache when nothing changes (compare-at prices and
   * collections live in Shopify); a write through another process shows within publicVersionCheckMs instead.
   */
  readonly lookupCacheTtlMs: number;
  /** How often a process reads a shop's public version (shops.public_version) before trusting its cached answers. */
  readonly publicVersionCheckMs: number;
  /** Event requests (each up to 50 events) per minute per client IP and shop on /public/track. */
  readonly trackRateLimit: number;
  /** /public/track requests per minute for one shop from all clients together (bounds what one shop can write). */
  readonly trackShopRateLimit: number;
  /** /public/cod-orders requests per minute for one shop from all clients together (each one places an order). */
  readonly codShopRateLimit: number;
  /** Raw analytics events older than this many days are pruned; the daily rollups stay. */
  readonly analyticsRetentionDays: number;
  /** An expiring offline token is renewed once less than this is left of its life (Shopify's last about an hour). */
  readonly tokenRefreshMarginMs: number;
  /** Whether campaign and settings changes are written to the shop's Discount Function discount (tests turn it off). */
  readonly discountSync: boolean;
  /** The first retry of a failed discount sync waits this long; each next one five times longer (five in all). */
  readonly discountSyncRetryMs: number;
}

/** Parses and validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const r = envSchema.safeParse(source);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = r.data;
  const production = e.NODE_ENV === 'production';
  if (production && (!e.SHOPIFY_API_KEY || !e.SHOPIFY_API_SECRET)) {
    throw new Error('Invalid environment:\n  SHOPIFY_API_KEY and SHOPIFY_API_SECRET are required in production');
  }
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    shopifyApiKey: e.SHOPIFY_API_KEY ?? LOCAL_API_KEY,
    shopifyApiSecret: e.SHOPIFY_API_SECRET ?? LOCAL_API_SECRET,
    shopifyAdminUrl: e.SHOPIFY_ADMIN_URL.replace(/\/+$/, ''),
    scopes: e.SHOPIFY_SCOPES,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    appUrl: (e.APP_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    uploadDir: path.resolve(e.UPLOAD_DIR),
    storefrontDir: path.resolve(e.STOREFRONT_DIR),
    localMode: e.LOCAL_MODE ?? !production,
    logLevel: e.LOG_LEVEL,
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    lookupCacheTtlMs: e.LOOKUP_CACHE_TTL_MS,
    publicVersionCheckMs: e.PUBLIC_VERSION_CHECK_MS,
    trackRateLimit: e.TRACK_RATE_LIMIT,
    trackShopRateLimit: e.TRACK_SHOP_RATE_LIMIT,
    codShopRateLimit: e.COD_SHOP_RATE_LIMIT,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    tokenRefreshMarginMs: Math.round(e.TOKEN_REFRESH_MARGIN_SECONDS * 1000),
    discountSync: e.DISCOUNT_SYNC ?? true,
    discountSyncRetryMs: e.DISCOUNT_SYNC_RETRY_MS,
  });
}
