import { createMemoryLookupCache } from './memoryLookupCache';

describe('memory lookup cache', () => {
  it('expires entries, bounds each shop, and drops a whole shop on invalidate', () => {
    let t = 0;
    const cache = createMemoryLookupCache({ ttlMs: 10, maxPerShop: 2, now: () => t });
    cache.set('a', 'k1', 1);
    cache.set('a', 'k2', 2);
    cache.set('b', 'k1', 3);
    cache.set('a', 'k3', 4);
    expect([cache.get('a', 'k1'), cache.get('a', 'k2'), cache.get('a', 'k3')]).toEqual([undefined, 2, 4]);
    cache.invalidate('a');
    expect([cache.get('a', 'k2'), cache.get('b', 'k1')]).toEqual([undefined, 3]);
    t = 10;
    expect(cache.get('b', 'k1')).toBeUndefined();
  });

  it('evicts the least recently read entry of a full shop, not the oldest written', () => {
    const cache = createMemoryLookupCache({ ttlMs: 1000, maxPerShop: 2 });
    cache.set('a', 'shop', 'row');
    cache.set('a', 'q1', 1);
    expect(cache.get('a', 'shop')).toBe('row');
    cache.set('a', 'q2', 2);
    expect([cache.get('a', 'shop'), cache.get('a', 'q1'), cache.get('a', 'q2')]).toEqual(['row', undefined, 2]);
  });
});

describe('stale-if-error', () => {
  it('keeps the last good value past expiry and invalidation, for the stale window only', () => {
    let t = 0;
    const cache = createMemoryLookupCache({ ttlMs: 10, staleMs: 100, now: () => t });
    expect(cache.getStale('a', 'k')).toBeUndefined();
    cache.set('a', 'k', 'v1');
    cache.invalidate('a');
    expect([cache.get('a', 'k'), cache.getStale('a', 'k')]).toEqual([undefined, 'v1']);
    cache.set('a', 'k', 'v2');
    t = 50;
    expect([cache.get('a', 'k'), cache.getStale('a', 'k')]).toEqual([undefined, 'v2']);
    t = 101;
    expect(cache.getStale('a', 'k')).toBeUndefined();
    expect(cache.getStale('b', 'k')).toBeUndefined();
  });
});
