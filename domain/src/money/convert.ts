/**
 * Conversions between main units (what campaigns store: 40 means $40.00) and minor units (cents, what cart.js and
 * money formats use), and the storefront's currency rate.
 */

/** Main units → integer minor units (×100), immune to binary float noise (1.005 → 101); strings such as "20.00" accepted; invalid → 0. */
export function toMinor(major: number | string | null | undefined): number {
  const n = typeof major === 'string' ? Number(major.trim()) : major;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 0;
  // toPrecision(12) removes the representation error of ×100 (100.49999999999999 → 100.5) before rounding.
  const scaled = Number((n * 100).toPrecision(12));
  const r = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return r === 0 ? 0 : r;
}

/** Minor units → main units (÷100). */
export const toMajor = (minor: number): number => minor / 100;

/** True when a currency rate can be used: finite and above zero. */
export const isUsableRate = (rate: number | null | undefined): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/**
 * Converts shop-currency cents into the shopper's presentment currency (Shopify.currency.rate), rounded half away
 * from zero to whole cents. A missing or unusable rate (≤0, NaN) counts as 1 so a broken rate never zeroes prices.
 */
export function convertWithRate(cents: number, rate?: number | null): number {
  const r = isUsableRate(rate) ? rate : 1;
  const v = Number((cents * r).toPrecision(12));
  const out = Math.sign(v) * Math.round(Math.abs(v));
  return out === 0 ? 0 : out;
}
