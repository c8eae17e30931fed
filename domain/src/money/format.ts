/**
 * Shopify money-format templates, with the semantics of the theme `money` filter (Shopify.formatMoney):
 * the first {{ placeholder }} is replaced, thousands are grouped every three digits, amounts are integer cents.
 * No runtime dependency: the storefront bundles this file.
 */

/** The spec's default money format (cart-and-shop.md §3 Defaults, campaigns.md §9). */
export const DEFAULT_MONEY_FORMAT = '${{amount}}';

interface Style {
  decimals: 0 | 2;
  thousands: string;
  decimal: string;
}

/**
 * Shopify's placeholders. The first five are the spec's; the space/period variants are the other ones Shopify's
 * currency settings offer, kept so a real store's format never renders blank.
 */
const STYLES: Readonly<Record<string, Style>> = {
  amount: { decimals: 2, thousands: ',', decimal: '.' },
  amount_no_decimals: { decimals: 0, thousands: ',', decimal: '.' },
  amount_with_comma_separator: { decimals: 2, thousands: '.', decimal: ',' },
  amount_no_decimals_with_comma_separator: { decimals: 0, thousands: '.', decimal: ',' },
  amount_with_apostrophe_separator: { decimals: 2, thousands: "'", decimal: '.' },
  amount_with_space_separator: { decimals: 2, thousands: ' ', decimal: ',' },
  amount_no_decimals_with_space_separator: { decimals: 0, thousands: ' ', decimal: ',' },
  amount_with_period_and_space_separator: { decimals: 2, thousands: ' ', decimal: '.' },
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/;

/** The placeholder names formatMoney understands. */
export const MONEY_PLACEHOLDERS: readonly string[] = Object.keys(STYLES);

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
};

/** Turns HTML (money formats such as `<span class=money>${{amount}}</span>`) into plain text: tags dropped, entities decoded. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
      }
      return ENTITIES[code.toLowerCase()] ?? whole;
    });
}

/** Rounds half away from zero, as Number#toFixed does for the theme filter; -0 becomes 0. */
function roundHalfAway(n: number): number {
  const r = Math.sign(n) * Math.round(Math.abs(n));
  return r === 0 ? 0 : r;
}

/** Groups an unsigned digit string every three digits from the right. */
const group = (digits: string, sep: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** Formats integer cents in one placeholder style (no currency symbol). */
function formatAmount(cents: number, style: Style): string {
  const whole = Number.isFinite(cents) ? roundHalfAway(cents) : 0;
  const units = style.decimals === 0 ? roundHalfAway(whole / 100) : whole;
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  if (style.decimals === 0) return sign + group(String(abs), style.thousands);
  const major = Math.floor(abs / 100);
  const minor = String(abs % 100).padStart(2, '0');
  return `${sign}${group(String(major), style.thousands)}${style.decimal}${minor}`;
}

/**
 * Formats an amount in minor units (cents) with a Shopify money format, returning plain text.
 * Rules: fractional cents round half away from zero; `amount_no_decimals` rounds the major amount the same way;
 * negative amounts keep a leading "-" before the digits (after any currency symbol); NaN/Infinity format as 0.
 * Decisions where Shopify's own script misbehaves: a format with no placeholder, or an unknown placeholder name,
 * is rendered as `{{amount}}` would be (Shopify's script throws or renders blank); HTML in the format is stripped
 * because the cart renders text, never markup from settings.
 */
export function formatMoney(cents: number, format: string = DEFAULT_MONEY_FORMAT): string {
  const text = htmlToPlainText(format || DEFAULT_MONEY_FORMAT);
  const match = PLACEHOLDER.exec(text);
  if (!match) return formatMoney(cents, DEFAULT_MONEY_FORMAT);
  const style = STYLES[match[1]] ?? STYLES.amount;
  const amount = formatAmount(cents, style);
  // A function replacement so "$" sequences in the amount are never read as replacement patterns.
  return text.replace(PLACEHOLDER, () => amount);
}
