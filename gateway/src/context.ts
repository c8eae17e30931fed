import { createMemoryLookupCache } from './cache/memoryLookupCache';
import type { LookupCache } from './cache/lookupCache';
import { createShopVersions, type ShopVersions } from './cache/shopVersions';
import type { Config } from './config/env';
import type { Database } from './db/connection';
import { readPublicVersion } from './db/publicVersion';
import { isDatabaseUnavailable } from './db/unavailable';
import { createShopTokenStore } from './db/shopTokens';
import { createLogger, type Logger } from './logger';
import { createAdminApi, type AdminApi } from './shopify/adminApi';
import { withShopTokens } from './shopify/shopTokens';

/** Everything a route, resolver, service or CLI command needs, built once by createDeps. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Every GraphQL call uses the shop's stored token, renewed ahead of expiry and once on a 401. */
  adminApi: AdminApi;
  logger: Logger;
  /** Storefront lookup cache; every campaign or settings write invalidates the shop's entries. */
  lookupCache: LookupCache;
  /** Drops the cache's entries for a shop once another process changed its public answers (shops.public_version). */
  shopVersions: ShopVersions;
}

/** What createDeps needs; adminApi, logger and cache default to the real ones built from config. */
export interface DepsOptions {
  config: Config;
  db: Database;
  adminApi?: AdminApi;
  logger?: Logger;
  lookupCache?: LookupCache;
}

/** Builds the dependencies once, for the app (createApp) and for CLI commands that run services without HTTP. */
export function createDeps(opts: DepsOptions): AppDeps {
  const { config } = opts;
  const logger = opts.logger ?? createLogger(config.logLevel);
  const shopify =
    opts.adminApi ??
    createAdminApi({
      baseUrl: config.shopifyAdminUrl,
      apiKey: config.shopifyApiKey,
      apiSecret: config.shopifyApiSecret,
    });
  const tokens = createShopTokenStore(opts.db, {
    refresh: (shop, refreshToken) => shopify.refreshAccessToken(shop, refreshToken),
    marginMs: config.tokenRefreshMarginMs,
    logger,
  });
  const lookupCache = opts.lookupCache ?? createMemoryLookupCache({ ttlMs: config.lookupCacheTtlMs });
  return {
    config,
    db: opts.db,
    logger,
    adminApi: withShopTokens(shopify, tokens),
    lookupCache,
    shopVersions: createShopVersions({
      read: (shop) => readPublicVersion(opts.db, shop),
      isUnavailable: isDatabaseUnavailable,
      cache: lookupCache,
      checkMs: config.publicVersionCheckMs,
    }),
  };
}
