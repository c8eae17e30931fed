import type { LookupCache } from './lookupCache';

interface Entry {
  value: unknown;
  expires: number;
  setAt: number;
}

/**
 * The in-process LookupCache (one gateway process). Options: entry lifetime (product data such as compare-at prices
 * can change in Shopify), entries per shop, and how long an expired or invalidated entry may still be served when the
 * database is down (staleMs). Nothing in it is needed by another process: a miss reads the database.
 */
export function createMemoryLookupCache({
  ttlMs = 60_000,
  maxPerShop = 500,
  staleMs = 600_000,
  now = Date.now,
} = {}): LookupCache {
  const fresh = new Map<string, Map<string, Entry>>();
  const stale = new Map<string, Map<string, Entry>>();
  const put = (maps: Map<string, Map<string, Entry>>, shop: string, key: string, entry: Entry): void => {
    let m = maps.get(shop);
    if (!m) maps.set(shop, (m = new Map()));
    m.delete(key);
    if (m.size >= maxPerShop) m.delete(m.keys().next().value as string);
    m.set(key, entry);
  };
  return {
    get<T>(shop: string, key: string): T | undefined {
      const entry = fresh.get(shop)?.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        fresh.get(shop)?.delete(key);
        put(stale, shop, key, entry);
        return undefined;
      }
      // Least recently used goes first when a shop is full: the shop and campaign entries every lookup reads stay
      // while one-off product queries come and go.
      put(fresh, shop, key, entry);
      return entry.value as T;
    },
    set<T>(shop: string, key: string, value: T): void {
      const t = now();
      put(fresh, shop, key, { value, expires: t + ttlMs, setAt: t });
      stale.get(shop)?.delete(key);
    },
    invalidate(shop: string): void {
      for (const [key, entry] of fresh.get(shop) ?? []) put(stale, shop, key, entry);
      fresh.delete(shop);
    },
    getStale<T>(shop: string, key: string): T | undefined {
      const entry = fresh.get(shop)?.get(key) ?? stale.get(shop)?.get(key);
      return entry && now() - entry.setAt <= staleMs ? (entry.value as T) : undefined;
    },
  };
}
