import type { AppDeps } from '../context';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * What a load of (shop, key) that failed with `err` answers instead: the last good value within the cache's stale
 * window when the database cannot be reached (stale-if-error), so a storefront keeps its cart campaigns through a
 * database restart. Any other failure, or no last good value, is thrown as before (503 for the outage).
 */
export function staleOnOutage<T>(deps: AppDeps, shop: string, key: string, err: unknown): T {
  const stale = isDatabaseUnavailable(err) ? deps.lookupCache.getStale<T>(shop, key) : undefined;
  if (stale === undefined) throw err;
  deps.logger.warn({ shop, key }, 'database unavailable: serving the last good storefront answer');
  return stale;
}

/**
 * The cached value for (shop, key), else load() cached; when load() fails because the database cannot be reached, the
 * last good value (staleOnOutage). Callers on the public routes have checked the shop's version first, or read it with
 * the shop (loadPublicShop).
 */
export async function cachedOrStale<T>(deps: AppDeps, shop: string, key: string, load: () => Promise<T>): Promise<T> {
  const cached = deps.lookupCache.get<T>(shop, key);
  if (cached !== undefined) return cached;
  const version = deps.shopVersions.current(shop);
  let value: T;
  try {
    value = await load();
  } catch (err) {
    return staleOnOutage<T>(deps, shop, key, err);
  }
  // The shop's version moved while this loaded: the value may predate that write, so it is answered but not kept.
  if (deps.shopVersions.current(shop) === version) deps.lookupCache.set(shop, key, value);
  return value;
}
