import type { LookupCache } from './lookupCache';

/**
 * The in-process LookupCache (one gateway process). Options: entry lifetime (product data such as compare-at prices
 * can change in Shopify) and entries per shop.
 */
export function createMemoryLookupCache({ ttlMs = 60_000, maxPerShop = 500, now = Date.now } = {}): LookupCache {
  const shops = new Map<string, Map<string, { value: unknown; expires: number }>>();
  return {
    get<T>(shop: string, key: string): T | undefined {
      const entry = shops.get(shop)?.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        shops.get(shop)?.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set<T>(shop: string, key: string, value: T): void {
      let m = shops.get(shop);
      if (!m) shops.set(shop, (m = new Map()));
      if (m.size >= maxPerShop) m.delete(m.keys().next().value as string);
      m.set(key, { value, expires: now() + ttlMs });
    },
    invalidate(shop: string): void {
      shops.delete(shop);
    },
  };
}
