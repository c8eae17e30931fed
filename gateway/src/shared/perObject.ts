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
