import { convertWithRate } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { badRequest } from '../shared/errors';
import { asUpstream } from '../shopify/adminApi';
import { cachedOrStale } from './staleIfError';
import type { PublicShop } from './publicShop';

/** The currency a checkout is priced in and its rate from the shop currency (1 for the shop currency itself). */
export interface Presentment {
  currency: string;
  rate: number;
  /** True when the order is in another currency than the shop's (the draft order names it). */
  foreign: boolean;
}

/** A presentment currency the shop has enabled, with its manual rate (null: Shopify's automatic rate). */
interface CurrencySetting {
  currencyCode: string;
  enabled: boolean;
  manualRate: string | null;
}

const RATES = `query CartliftCurrencyRates { shop { currencySettings(first: 250) { nodes { currencyCode enabled manualRate } } } }`;

/** The shop's currency settings from the Admin API, cached with the shop's lookups (rates change rarely). */
async function currencySettings(deps: AppDeps, shop: PublicShop): Promise<CurrencySetting[]> {
  return cachedOrStale(deps, shop.id, 'currency-settings', async () => {
    try {
      const r = await deps.adminApi.graphql<{ shop: { currencySettings: { nodes: CurrencySetting[] } } }>(shop.id, shop.accessToken, RATES);
      return r.shop.currencySettings.nodes;
    } catch (err) {
      throw asUpstream(err);
    }
  });
}

/**
 * The currency to check a cart out in. The cart's own (cart.js `currency`, what the drawer showed) when the shop
 * offers it at a rate the Admin API states (a manual rate); the rate is never taken from the client, whose figures
 * could be forged. A currency the shop does not sell in is refused. With only Shopify's automatic rate (not readable
 * through the Admin API) the checkout stays in the shop currency, as it always did (gateway README).
 */
export async function presentmentOf(deps: AppDeps, shop: PublicShop, cartCurrency: string | undefined): Promise<Presentment> {
  const home: Presentment = { currency: shop.currency, rate: 1, foreign: false };
  if (!cartCurrency || cartCurrency === shop.currency) return home;
  const setting = (await currencySettings(deps, shop)).find((s) => s.currencyCode === cartCurrency && s.enabled);
  if (!setting) throw badRequest('The shop does not sell in this currency', 'cart_currency');
  const rate = Number(setting.manualRate);
  if (!setting.manualRate || !Number.isFinite(rate) || rate <= 0) {
    deps.logger.warn({ shop: shop.id, currency: cartCurrency }, 'no manual rate for the presentment currency: checking out in the shop currency');
    return home;
  }
  return { currency: cartCurrency, rate, foreign: true };
}

/**
 * The most shop-currency cents whose conversion at `rate` is at most `cents` of the presentment currency: a discount
 * code (stated in the shop currency, converted by Shopify at checkout) then takes off exactly what the drawer showed
 * whenever the rate allows it, and never more.
 */
export function shopCentsFor(cents: number, rate: number): number {
  let shopCents = Math.max(0, Math.round(cents / rate));
  while (shopCents > 0 && convertWithRate(shopCents, rate) > cents) shopCents--;
  while (convertWithRate(shopCents + 1, rate) <= cents) shopCents++;
  return shopCents;
}
