import type { Config } from './config/env';
import type { Database } from './db/connection';
import type { Logger } from './logger';
import type { LookupCache } from './public/lookupCache';
import type { AdminApi } from './shopify/adminApi';

/** Everything a route or resolver needs, built once by createApp. */
export interface AppDeps {
  config: Config;
  db: Database;
  adminApi: AdminApi;
  logger: Logger;
  /** Storefront lookup cache; every campaign or settings write invalidates the shop's entries. */
  lookupCache: LookupCache;
}
