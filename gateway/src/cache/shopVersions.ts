import type { LookupCache } from './lookupCache';

/**
 * Cross-process freshness of the LookupCache: each process compares the shop's public version (shops.public_version,
 * bumped in the transaction of every write that changes a public answer) with the one it last read, and drops its
 * cached entries for the shop when it moved. The version itself is read at most once per `checkMs` per shop (one
 * primary-key read, shared by the requests waiting on it), so a write made through another process is seen within
 * about checkMs plus one read.
 */
export interface ShopVersions {
  /** Reads the shop's version if the last read is older than checkMs, and invalidates the shop's entries if it moved. */
  refresh(shop: string): Promise<void>;
  /** Whether refresh would read the version (or wait on a read under way) now; false within checkMs of a check. */
  due(shop: string): boolean;
  /** The version last read for the shop; undefined before the first read. */
  current(shop: string): number | undefined;
  /**
   * A version read elsewhere, in the same statement as the shop's row (the cold shop read, services/publicShop.ts):
   * taken as this process's check made when that read started (invalidating as a check does), unless a check that
   * started later has landed already.
   */
  observe(shop: string, version: number | undefined, readStartedAt: number): void;
}

interface Seen {
  version: number | undefined;
  checkedAt: number;
  reading?: Promise<void>;
}

/** What ShopVersions needs: how to read a version, the cache it invalidates, how long a read is trusted. */
export interface ShopVersionsOptions {
  read: (shop: string) => Promise<number | undefined>;
  /** Whether a read failed because the database cannot be reached (then the cached answers are served meanwhile). */
  isUnavailable: (err: unknown) => boolean;
  cache: LookupCache;
  checkMs: number;
  /**
   * How long a request waits on a version read before it goes on with the cache as it is (the read still lands and
   * invalidates then): a database that hangs must not hold up answers the cache can give (stale-if-error).
   */
  waitMs?: number;
  now?: () => number;
}

/** The in-process ShopVersions (one per gateway process, beside its LookupCache). */
export function createShopVersions({
  read,
  isUnavailable,
  cache,
  checkMs,
  waitMs = 250,
  now = Date.now,
}: ShopVersionsOptions): ShopVersions {
  const seen = new Map<string, Seen>();
  const atMostWaitMs = async (reading: Promise<void>): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    try {
      await Promise.race([reading, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  const check = async (shop: string, entry: Seen | undefined): Promise<void> => {
    let version: number | undefined;
    try {
      version = await read(shop);
    } catch (err) {
      // Stale-if-error: without the database the cached answers are what the storefront gets; ask again after checkMs.
      if (!isUnavailable(err)) throw err;
      seen.set(shop, { version: entry?.version, checkedAt: now() });
      return;
    }
    if (entry === undefined || entry.version !== version) cache.invalidate(shop);
    seen.set(shop, { version, checkedAt: now() });
  };
  return {
    async refresh(shop: string): Promise<void> {
      const entry = seen.get(shop);
      if (entry?.reading) return atMostWaitMs(entry.reading);
      if (entry && now() - entry.checkedAt < checkMs) return;
      const reading: Promise<void> = check(shop, entry).finally(() => {
        const after = seen.get(shop);
        if (after?.reading === reading) seen.set(shop, { version: after.version, checkedAt: after.checkedAt });
      });
      // A read that fails after its requests went on is not theirs to answer: the next refresh reads again.
      reading.catch(() => undefined);
      seen.set(shop, { version: entry?.version, checkedAt: entry?.checkedAt ?? 0, reading });
      return atMostWaitMs(reading);
    },
    due(shop: string): boolean {
      const entry = seen.get(shop);
      return entry === undefined || entry.reading !== undefined || now() - entry.checkedAt >= checkMs;
    },
    current(shop: string): number | undefined {
      return seen.get(shop)?.version;
    },
    observe(shop: string, version: number | undefined, readStartedAt: number): void {
      const entry = seen.get(shop);
      if (entry && entry.checkedAt > readStartedAt) return;
      if (entry === undefined || entry.version !== version) cache.invalidate(shop);
      // A version read still under way stays the one later refreshes wait on.
      seen.set(shop, { version, checkedAt: readStartedAt, reading: entry?.reading });
    },
  };
}
