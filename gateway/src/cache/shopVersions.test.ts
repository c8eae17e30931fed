import { createMemoryLookupCache } from './memoryLookupCache';
import { createShopVersions } from './shopVersions';

const unavailable = new Error('gone');

function setup(read: (shop: string) => Promise<number | undefined>, checkMs = 1000) {
  let t = 0;
  const cache = createMemoryLookupCache({ ttlMs: 60_000 });
  const versions = createShopVersions({
    read,
    isUnavailable: (err) => err === unavailable,
    cache,
    checkMs,
    waitMs: 50,
    now: () => t,
  });
  return { cache, versions, advance: (ms: number) => (t += ms) };
}

/** A shop's stored version (`db.version`) and its read, counting the reads (`db.reads`). */
function storedVersion() {
  const db = {
    version: 1,
    reads: 0,
    read: async (): Promise<number> => {
      db.reads++;
      return db.version;
    },
  };
  return db;
}

describe('shop versions', () => {
  it("drops the shop's entries when its version moved, reading at most once per checkMs", async () => {
    const db = storedVersion();
    const { cache, versions, advance } = setup(db.read);
    await versions.refresh('a');
    cache.set('a', 'k', 'old');
    cache.set('b', 'k', 'other shop');
    db.version = 2;
    await versions.refresh('a');
    expect([cache.get('a', 'k'), db.reads]).toEqual(['old', 1]);
    advance(1000);
    await versions.refresh('a');
    expect([cache.get('a', 'k'), cache.get('b', 'k'), versions.current('a'), db.reads]).toEqual([undefined, 'other shop', 2, 2]);
  });

  it('goes on with the cache when the read hangs or the database is unavailable, and reads again later', async () => {
    let answer: () => Promise<number> = () => new Promise<number>(() => undefined);
    const { cache, versions, advance } = setup(() => answer());
    const started = Date.now();
    await versions.refresh('a');
    expect(Date.now() - started).toBeLessThan(1000);
    answer = async () => {
      throw unavailable;
    };
    advance(1000);
    cache.set('a', 'k', 'kept');
    // The hanging read is still the shop's read: requests go on without a second one.
    await versions.refresh('a');
    expect(cache.get('a', 'k')).toBe('kept');
  });

  it('throws a read error that is not the database being unavailable', async () => {
    const { versions } = setup(async () => {
      throw new Error('bad query');
    });
    await expect(versions.refresh('a')).rejects.toThrow('bad query');
  });

  it('takes a version read with the shop as a check made when that read started', async () => {
    const db = storedVersion();
    const { cache, versions, advance } = setup(db.read);
    versions.observe('a', 1, 0);
    cache.set('a', 'k', 'at 1');
    // Within checkMs of the read's start: no read of its own.
    advance(999);
    await versions.refresh('a');
    expect([cache.get('a', 'k'), versions.current('a'), db.reads]).toEqual(['at 1', 1, 0]);
    // A read with the shop that saw the version move drops what was kept.
    versions.observe('a', 2, 999);
    expect([cache.get('a', 'k'), versions.current('a')]).toEqual([undefined, 2]);
    // A read that started before the last check landed late: it changes nothing.
    cache.set('a', 'k', 'at 2');
    versions.observe('a', 1, 500);
    expect([cache.get('a', 'k'), versions.current('a')]).toEqual(['at 2', 2]);
    advance(1000);
    db.version = 3;
    await versions.refresh('a');
    expect([cache.get('a', 'k'), versions.current('a'), db.reads]).toEqual([undefined, 3, 1]);
  });

  it('is due for a check when it never read the shop, checkMs after a check, and while a read is under way', async () => {
    let answer: () => Promise<number> = async () => 1;
    const { versions, advance } = setup(() => answer());
    expect(versions.due('a')).toBe(true);
    await versions.refresh('a');
    advance(999);
    expect(versions.due('a')).toBe(false);
    advance(1);
    expect(versions.due('a')).toBe(true);
    answer = () => new Promise<number>(() => undefined);
    await versions.refresh('a');
    // Checked just now by a read with the shop, but the hanging read is still the shop's read: refresh waits on it.
    versions.observe('a', 1, 1000);
    expect(versions.due('a')).toBe(true);
  });
});
