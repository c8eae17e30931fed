import type { Request, Response } from 'express';
import type { Cart } from './cart/cartStore';
import { priceCart, type PricedCart } from './cart/pricing';
import type { Presentment } from './catalog/serialize';
import type { StoreDeps } from './config';
import { CURRENCIES, type CurrencyInfo } from './state';
import type { ThemeContext } from './theme/layout';
import { THEME_SCRIPTS, type ThemeScript } from './theme/scripted';

const CART_COOKIE = 'cart';
const CURRENCY_COOKIE = 'cart_currency';
const THEME_COOKIE = 'dev_theme';
const TWO_WEEKS_MS = 14 * 24 * 3600 * 1000;

/** Reads one cookie without a cookie-parser dependency. */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** Origin of the request ("http://host:port"), or the configured public URL. */
export function requestOrigin(deps: StoreDeps, req: Request): string {
  return deps.config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The storefront locale from the mount path: "/fr/..." pages and Ajax routes are French. */
export function localeOf(req: Request): 'en' | 'fr' {
  return req.baseUrl.startsWith('/fr') ? 'fr' : 'en';
}

/** Presentment currency: ?currency=EUR (remembered in the cart_currency cookie, as Shopify does), else the shop's. */
export function currencyOf(req: Request, res: Response): CurrencyInfo {
  const asked = typeof req.query.currency === 'string' ? req.query.currency.toUpperCase() : undefined;
  const chosen = CURRENCIES.find((c) => c.code === asked);
  if (chosen) {
    res.cookie(CURRENCY_COOKIE, chosen.code, { path: '/', sameSite: 'lax', maxAge: TWO_WEEKS_MS });
    return chosen;
  }
  return CURRENCIES.find((c) => c.code === readCookie(req, CURRENCY_COOKIE)) ?? CURRENCIES[0];
}

/** Dev only: ?theme=dawn|fetch|xhr (remembered in a cookie) picks how the product form adds to cart. */
export function themeScriptOf(req: Request, res: Response): ThemeScript {
  const asked = THEME_SCRIPTS.find((t) => t === req.query.theme);
  if (asked) {
    res.cookie(THEME_COOKIE, asked, { path: '/', sameSite: 'lax' });
    return asked;
  }
  return THEME_SCRIPTS.find((t) => t === readCookie(req, THEME_COOKIE)) ?? 'dawn';
}

/** A new empty cart that becomes the visitor's (the `cart` cookie set to it). */
export function startCart(deps: StoreDeps, res: Response, currency: CurrencyInfo): Cart {
  const cart = deps.state.carts.create(currency.code);
  res.cookie(CART_COOKIE, cart.token, { path: '/', sameSite: 'lax', maxAge: TWO_WEEKS_MS });
  return cart;
}

/** The visitor's cart from the `cart` cookie, created (and the cookie set) when missing or unknown. */
export function cartOf(deps: StoreDeps, req: Request, res: Response, currency: CurrencyInfo): Cart {
  const cart = deps.state.carts.get(readCookie(req, CART_COOKIE)) ?? startCart(deps, res, currency);
  cart.currency = currency.code;
  return cart;
}

/** Prices a cart in a presentment currency with the store's discounts. */
export function price(deps: StoreDeps, cart: Cart, currency: CurrencyInfo): PricedCart {
  return priceCart(cart.lines, cart.discountCodes, deps.state.catalog, deps.state.discounts, currency.rate, new Date());
}

/** Everything a storefront request needs. */
export interface StorefrontRequest {
  cart: Cart;
  currency: CurrencyInfo;
  presentment: Presentment;
  theme: (priced?: PricedCart) => ThemeContext;
}

/** Resolves cart, currency, locale and theme context for a storefront request. */
export function storefront(deps: StoreDeps, req: Request, res: Response): StorefrontRequest {
  const currency = currencyOf(req, res);
  const cart = cartOf(deps, req, res, currency);
  const locale = localeOf(req);
  const script = themeScriptOf(req, res);
  const presentment: Presentment = { origin: requestOrigin(deps, req), currency: currency.code, rate: currency.rate };
  return {
    cart, currency, presentment,
    theme: (priced) => ({
      shopDomain: deps.config.shopDomain, shopName: deps.config.shopName, locale, root: locale === 'fr' ? '/fr/' : '/', currency, script,
      cart: priced ?? price(deps, cart, currency),
      appEmbed: { enabled: deps.state.appEmbed.enabled, scriptUrl: deps.config.appEmbedScriptUrl, gatewayUrl: deps.config.gatewayUrl, blockId: deps.state.appEmbed.blockId },
    }),
  };
}
