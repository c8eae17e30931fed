import type { AppDeps } from '../context';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * The cached value for (shop, key), else load() cached; when load() fails because the database cannot be reached, the
 * last good value within the cache's stale window instead (stale-if-error), so a storefront keeps its cart campaigns
 * through a database restart. Any other failure, or no last good value, is thrown as before (503 for the outage).
 */
export async function cachedOrStale<T>(deps: AppDeps, shop: string, key: string, load: () => Promise<T>): Promise<T> {
  const cached = deps.lookupCache.get<T>(shop, key);
  if (cached !== undefined) return cached;
  let value: T;
  try {
    value = await load();
  } catch (err) {
    const stale = isDatabaseUnavailable(err) ? deps.lookupCache.getStale<T>(shop, key) : undefined;
    if (stale === undefined) throw err;
    deps.logger.warn({ shop, key }, 'database unavailable: serving the last good storefront answer');
    return stale;
  }
  deps.lookupCache.set(shop, key, value);
  return value;
}
