/**
 * `compute` remembered per key object for as long as the key lives (a WeakMap): the public API's values derived from a
 * cached PublicShop (its encoded shop part, its CORS middleware) are built once per cached shop, and a write for the
 * shop, which makes a new PublicShop, gets new ones without any invalidation.
 */
export function perObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    if (values.has(key)) return values.get(key) as V;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}

/**
 * `compute` remembered per string key, at most `max` keys (then the map starts again, so keys a client makes up cannot
 * grow it without bound); a result of undefined is not kept. For hot-path header values that depend only on a key seen
 * again and again: a rate-limit policy per client key, a Content-Security-Policy per shop.
 */
export function perKey<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const values = new Map<string, V>();
  return (key) => {
    const kept = values.get(key);
    if (kept !== undefined) return kept;
    const value = compute(key);
    if (value !== undefined) {
      if (values.size >= max) values.clear();
      values.set(key, value);
    }
    return value;
  };
}
