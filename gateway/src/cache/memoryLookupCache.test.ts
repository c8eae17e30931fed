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
});
