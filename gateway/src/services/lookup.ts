import {
  campaignMatchesCountry,
  defaultCodSettings,
  defaultStickyCart,
  overlay,
  targetProducts,
  upgradeShopSettings,
  type StorefrontLookup,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { LookupSnapshotRead } from '../db/lookupSnapshots';
import { EncodedAnswer } from '../shared/encodedAnswer';
import { productsByIds } from '../shopify/products';
import { perObject } from '../shared/perObject';
import { preparedCart, type LookupCampaignPick, type PreparedCart } from './lookupSnapshot';
import type { PublicShop } from './publicShop';
import { cachedOrStale } from './staleIfError';
import { deliveringUnder, productCollectionsFor } from './storefrontCampaigns';

/** What the storefront asks: product ids, product:variant keys, the shopper's country (public/lookup.ts parses it). */
export interface LookupQuery {
  products: string[];
  variants: Array<[string, string]>;
  country: string | undefined;
}

const targets = (c: LookupCampaignPick, products: readonly string[], productCollections: Record<string, string[]>): boolean => {
  const covered = targetProducts({ id: c.id, active: c.active, target: c.target }, productCollections);
  return covered === 'all' || products.some((p) => covered.has(p));
};

async function compareAtMap(
  deps: AppDeps,
  shop: PublicShop,
  variants: Array<[string, string]>,
): Promise<Record<string, string>> {
  if (variants.length === 0) return {};
  const wanted = new Set(variants.map(([p, v]) => `${p}:${v}`));
  const out: Record<string, string> = {};
  try {
    const products = await productsByIds(deps, shop.id, shop.accessToken, [...new Set(variants.map(([p]) => p))]);
    for (const p of products) {
      for (const v of p.variants) {
        const key = `${p.id}:${v.id}`;
        if (wanted.has(key) && v.compare_at_price) out[key] = v.compare_at_price;
      }
    }
  } catch (err) {
    deps.logger.warn({ err, shop: shop.id }, 'compare-at lookup failed');
  }
  return out;
}

/** Which prepared campaigns multi-currency mode stops (the domain's rule, applied when the campaign was prepared). */
const stopsPick = (c: LookupCampaignPick): boolean => c.stopsInMultiCurrency;

/** The campaigns that deliver in some arm: the live cart's under its settings, the variant's under the variant's. */
function deliveringInEitherArm(shop: PublicShop, cart: PreparedCart): Set<string> {
  const picks = cart.campaigns.map((c) => c.pick);
  const ids = (list: LookupCampaignPick[]) => list.map((c) => c.id);
  const variant = cart.experiment?.variant;
  if (!cart.experiment) return new Set(ids(deliveringUnder(shop.settings, shop, picks, stopsPick)));
  const control = deliveringUnder(shop.settings, shop, picks.filter((c) => c.active), stopsPick);
  const inVariant = variant
    ? deliveringUnder(variant.settings, shop, picks.filter((c) => variant.campaignIds.includes(c.id)), stopsPick)
    : [];
  return new Set([...ids(control), ...ids(inVariant)]);
}

/** The answer's fields that depend on the shop alone, in the order StorefrontLookup lists them. */
type ShopPart = Pick<StorefrontLookup, 'shop' | 'settings' | 'cod_settings' | 'sticky_cart' | 'custom_links' | 'custom_atcs'>;

/** The encoded shop part per cached PublicShop (a new PublicShop, after a write, gets its own). */
const encodedShopPart = perObject((shop: PublicShop): string => {
  const part: ShopPart = {
    shop: {
      id: shop.id,
      money_format: shop.money_format,
      currency: shop.currency,
      enabled_presentment_currencies: shop.enabled_presentment_currencies,
      can_write_discounts: shop.can_write_discounts,
    },
    settings: upgradeShopSettings(shop.settings),
    cod_settings: overlay(defaultCodSettings(), shop.cod_settings),
    sticky_cart: overlay(defaultStickyCart(), shop.sticky_cart),
    custom_links: shop.custom_links,
    custom_atcs: shop.custom_atcs,
  };
  // Without its closing brace: the per-query fields follow.
  return JSON.stringify(part).slice(0, -1);
});

/** The lookup cache's key of the answer to `q` (the shop's entries hold it). */
export const lookupCacheKey = (q: LookupQuery): string =>
  `lookup:${q.products.join(',')}|${q.variants.map((v) => v.join(':')).join(',')}|${q.country ?? ''}`;

/**
 * The storefront's campaign lookup as the JSON text of a StorefrontLookup: shop settings, active campaigns that target
 * the given products (and the shopper's country), compare-at prices, and which targeted collections hold the given
 * products (the drawer's bundle tiers). While an experiment runs, `campaigns` holds those either arm has on and
 * `experiment` closes the answer (docs/experiments.md "Storefront lookup answer"). The shop part and each campaign
 * are encoded once (above, and lookupSnapshot.ts) and joined here.
 */
export async function lookupCampaigns(
  deps: AppDeps,
  shop: PublicShop,
  q: LookupQuery,
  snapshot?: LookupSnapshotRead,
): Promise<string> {
  const cart = await preparedCart(deps, shop, snapshot);
  const delivering = deliveringInEitherArm(shop, cart);
  const inCountry = cart.campaigns.filter(
    (c) => delivering.has(c.pick.id) && campaignMatchesCountry(c.pick.target.countries, q.country),
  );
  // Membership of the asked products only, the same the checkout resolves them with: it depends on the query's
  // products, which the cache key holds.
  const productCollections = await productCollectionsFor(deps, shop, inCountry.map((c) => c.pick), q.products);
  const matching = inCountry.filter((c) => targets(c.pick, q.products, productCollections)).map((c) => c.json);
  const compareAt = await compareAtMap(deps, shop, q.variants);
  // Without a running experiment the answer is what it was before experiments, byte for byte.
  const experiment = cart.experiment ? `,${cart.experiment.json}` : '';
  return `${encodedShopPart(shop)},"campaigns":[${matching.join(',')}],"compareAtMap":${JSON.stringify(compareAt)},"productCollections":${JSON.stringify(productCollections)}${experiment}}`;
}

/**
 * The lookup as the JSON bytes sent to the storefront, cached per shop and query until the next write for the shop
 * (or a minute, for compare-at prices that change in Shopify). Caching the encoded bytes, not the object, keeps the hot
 * path free of re-serialising the settings and campaign documents; with them, their compressed copies once made
 * (EncodedAnswer). `snapshot`: the shop's lookup snapshot as read with the shop (loadPublicShop), for preparedCart.
 */
export async function lookupCampaignsJson(
  deps: AppDeps,
  shop: PublicShop,
  q: LookupQuery,
  snapshot?: LookupSnapshotRead,
): Promise<EncodedAnswer> {
  return cachedOrStale(deps, shop.id, lookupCacheKey(q), async () => new EncodedAnswer(Buffer.from(await lookupCampaigns(deps, shop, q, snapshot))));
}
