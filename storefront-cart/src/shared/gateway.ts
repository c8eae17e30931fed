import type { Cart } from './types';
import type { StorefrontCampaign } from './campaign-types';
import type { CodView, StickyView, WidgetSettings } from './settings-types';

/** The gateway's public campaign lookup answer. */
/** A Manual Setup add-to-cart button: the button, and where its variant id is read. */
export interface CustomAtc {
  button: string;
  id: { selector: string };
}

export interface Lookup {
  settings: WidgetSettings;
  campaigns: StorefrontCampaign[];
  /** variant id → compare-at price in cents, for lines whose cart.js entry lacks it. */
  compareAtMap: Record<string, number>;
  /** Cash-on-delivery settings: the drawer's COD button or in-cart form, and the form itself (lazy cod chunk). */
  cod?: CodView;
  /** The sticky add-to-cart bar (lazy sticky chunk, product pages only). */
  sticky?: StickyView;
  /** Manual Setup selections (custom_links / custom_atcs). */
  customLinks?: { selector: string }[];
  customAtcs?: CustomAtc[];
}

/** Campaign lookup by the cart's product ids and product:variant keys (one GET, cacheable by the browser). */
export async function fetchLookup(api: string, shop: string, cart: Cart | null, country: string | null): Promise<Lookup | null> {
  const items = cart?.items ?? [];
  const q = new URLSearchParams({ shop });
  q.set('products', [...new Set(items.map((i) => i.product_id))].join(','));
  q.set('variants', [...new Set(items.map((i) => `${i.product_id}:${i.variant_id}`))].join(','));
  if (country) q.set('country', country);
  const res = await fetch(`${api}/public/campaigns?${q}`, { credentials: 'omit' });
  if (!res.ok) return null;
  const body = (await res.json()) as {
    shop?: { money_format?: string; currency?: string };
    settings?: WidgetSettings;
    cod_settings?: CodView;
    sticky_cart?: StickyView;
    campaigns?: StorefrontCampaign[];
    compareAtMap?: Record<string, string>;
    custom_links?: { selector: string }[];
    custom_atcs?: CustomAtc[];
  };
  // The gateway keys compare-at prices "product:variant" in main units; the widget reads cents by variant id.
  const compareAtMap: Record<string, number> = {};
  for (const [key, price] of Object.entries(body.compareAtMap ?? {})) compareAtMap[key.split(':')[1]] = Math.round(Number(price) * 100);
  return {
    settings: { money_format: body.shop?.money_format, shop_currency: body.shop?.currency, ...body.settings },
    cod: body.cod_settings,
    sticky: body.sticky_cart,
    campaigns: body.campaigns ?? [],
    compareAtMap,
    customLinks: body.custom_links ?? [],
    customAtcs: body.custom_atcs ?? [],
  };
}

/** Sends one analytics event; failures never reach the shopper. */
export function track(api: string, shop: string, body: { type: string; campaigns: string[] }): void {
  fetch(`${api}/public/track?shop=${encodeURIComponent(shop)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
