const UNITS = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * Compact count with at most 3 significant digits (campaigns.md §9, "Upsells counts"): 999 → "999", 1234 → "1.23K",
 * 12345 → "12.3K", 123456 → "123K", 1000 → "1K", 2500000 → "2.5M". Digits are truncated, never rounded up, so a
 * count is never overstated and 999999 stays "999K" instead of "1000K". Trailing zeros are dropped; below 1000
 * fractional values keep 3 significant digits (12.345 → "12.3"); negatives get "-"; NaN/Infinity → "0".
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  let abs = Math.abs(n);
  let unit = 0;
  while (abs >= 1000 && unit < UNITS.length - 1) {
    abs /= 1000;
    unit += 1;
  }
  if (abs === 0) return '0';
  const intDigits = Math.max(1, Math.floor(Math.log10(abs)) + 1);
  const decimals = Math.max(0, 3 - intDigits);
  const factor = 10 ** decimals;
  // The small epsilon absorbs float error (1.23 * 100 = 122.99999999999999) before truncating.
  const truncated = Math.floor(abs * factor + 1e-9) / factor;
  if (truncated === 0) return '0';
  const fixed = truncated.toFixed(decimals);
  const digits = decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
  return `${sign}${digits}${UNITS[unit]}`;
}
