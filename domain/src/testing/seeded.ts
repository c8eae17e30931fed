// Test support only (excluded from the build and from coverage): the domain's property and simulation tests share one
// seeded generator, so a failing case can be replayed from its seed.

// Read once: looked up on every call inside jest's module sandbox it was far slower (the experiment simulation).
const imul = Math.imul;

/** mulberry32: a small seeded generator of 32-bit unsigned integers. */
export function seededUint32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** mulberry32 as numbers uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  const next = seededUint32(seed);
  return () => next() / 4294967296;
}
