import { formatMoney } from './format';

/**
 * Shopify's default money formats of the common presentment currencies (Settings → Store currency uses the same
 * table). A theme cannot read the format of a presentment currency from script, so the cart carries it here; other
 * currencies are formatted by the browser (Intl) in the shopper's language.
 */
export const PRESENTMENT_MONEY_FORMATS: Readonly<Record<string, string>> = {
  USD: '${{amount}}',
  CAD: '${{amount}}',
  AUD: '${{amount}}',
  NZD: '${{amount}}',
  SGD: '${{amount}}',
  MXN: '${{amount}}',
  HKD: 'HK${{amount}}',
  EUR: '€{{amount_with_comma_separator}}',
  GBP: '£{{amount}}',
  CHF: 'CHF {{amount}}',
  JPY: '¥{{amount_no_decimals}}',
  CNY: '¥{{amount}}',
  KRW: '₩{{amount_no_decimals}}',
  INR: '₹{{amount}}',
  SEK: '{{amount_with_comma_separator}} kr',
  NOK: 'kr {{amount_with_comma_separator}}',
  DKK: '{{amount_with_comma_separator}} kr.',
  PLN: '{{amount_with_comma_separator}} zł',
  CZK: '{{amount_with_comma_separator}} Kč',
  BRL: 'R$ {{amount_with_comma_separator}}',
  AED: 'Dhs. {{amount}}',
};

export interface MoneyFormatInput {
  /** The shop's own money format (shop.money_format). */
  shopFormat: string | undefined;
  /** The shop's currency; amounts in it use shopFormat. Unknown: every amount uses shopFormat. */
  shopCurrency: string | undefined;
  /** The shopper's presentment currency (Shopify.currency.active, cart.currency). */
  currency: string | undefined;
  /** The shopper's language for currencies without a known format. */
  locale?: string | null;
}

/**
 * The formatter for amounts (cents, already converted) in the shopper's currency: the merchant's format in the shop
 * currency, Shopify's format of the presentment currency otherwise, else the browser's currency format.
 */
export function presentmentMoney(input: MoneyFormatInput): (cents: number) => string {
  const currency = input.currency?.toUpperCase();
  if (!currency || !input.shopCurrency || currency === input.shopCurrency.toUpperCase())
    return (cents) => formatMoney(cents, input.shopFormat ?? '');
  const known = PRESENTMENT_MONEY_FORMATS[currency];
  if (known) return (cents) => formatMoney(cents, known);
  try {
    const intl = new Intl.NumberFormat(input.locale || 'en', { style: 'currency', currency });
    return (cents) => intl.format((Number.isFinite(cents) ? cents : 0) / 100);
  } catch {
    return (cents) => formatMoney(cents, input.shopFormat ?? '');
  }
}
