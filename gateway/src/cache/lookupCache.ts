/**
 * A per-shop cache of storefront lookups (and the admin's product/collection proxies): bounded, short-lived, and
 * dropped whole on any write for the shop. Callers depend on this interface only, injected through AppDeps, so a
 * shared implementation can replace the in-process one without touching routes or services.
 */
export interface LookupCache {
  get<T>(shop: string, key: string): T | undefined;
  set<T>(shop: string, key: string, value: T): void;
  /** Drops every entry of the shop; every campaign, settings, install or webhook write for the shop calls it. */
  invalidate(shop: string): void;
  /**
   * The last value set for the key within the stale window, even if it has expired or the shop was invalidated since.
   * Only for stale-if-error: a storefront gets its last good answer while the database cannot be reached.
   */
  getStale<T>(shop: string, key: string): T | undefined;
}
