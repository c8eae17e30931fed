import { Op } from 'sequelize';
import {
  campaignMatchesCountry,
  defaultCodSettings,
  defaultStickyCart,
  NOT_VALID,
  overlay,
  targetProducts,
  upgradeCampaign,
  upgradeShopSettings,
  type CampaignLike,
  type StorefrontCampaign,
  type StorefrontExperiment,
  type StorefrontLookup,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import { campaignLike, type CampaignInstance, type StoredCampaign } from '../db/models/campaign.model';
import { activeCampaignRows, runningExperimentRow, type RunningExperimentRow } from '../db/publicReads';
import { badRequest } from '../shared/errors';
import type { PublicShop } from '../services/publicShop';
import { cachedOrStale } from '../services/staleIfError';
import { deliveringCampaigns, deliveringUnder, productCollectionsFor } from '../services/storefrontCampaigns';
import { productsByIds } from '../shopify/products';
import { perObject } from '../shared/perObject';

/** Most product ids and variant keys one lookup may name. */
export const MAX_LOOKUP_PRODUCTS = 50;
export const MAX_LOOKUP_VARIANTS = 100;

/** What the storefront asks: product ids, product:variant keys, the shopper's country. */
export interface LookupQuery {
  products: string[];
  variants: Array<[string, string]>;
  country: string | undefined;
}

const list = (v: unknown): string[] =>
  typeof v === 'string' && v !== '' ? v.split(',') : Array.isArray(v) ? v.map(String) : [];

/** Parses ?products=1,2&variants=1:11,2:22&country=US; 400 on anything else. */
export function parseLookupQuery(q: Record<string, unknown>): LookupQuery {
  const products = [...new Set(list(q.products))];
  const variantKeys = [...new Set(list(q.variants))];
  if (products.length > MAX_LOOKUP_PRODUCTS || products.some((p) => !/^\d{1,20}$/.test(p)))
    throw badRequest(NOT_VALID, 'products');
  if (variantKeys.length > MAX_LOOKUP_VARIANTS || variantKeys.some((k) => !/^\d{1,20}:\d{1,20}$/.test(k)))
    throw badRequest(NOT_VALID, 'variants');
  const country = q.country === undefined || q.country === '' ? undefined : String(q.country).toUpperCase();
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) throw badRequest(NOT_VALID, 'country');
  return {
    products: products.sort(),
    variants: variantKeys.sort().map((k) => k.split(':') as [string, string]),
    country,
  };
}

function targets(
  c: StoredCampaign,
  products: readonly string[],
  productCollections: Record<string, string[]>,
): boolean {
  const covered = targetProducts(campaignLike(c), productCollections);
  return covered === 'all' || products.some((p) => covered.has(p));
}

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

/** An active campaign as the lookup uses it: its stored shape (targeting, country) and its part of the answer, encoded. */
interface PreparedCampaign {
  stored: StoredCampaign;
  json: string;
}

/** The running experiment as the lookup uses it: its part of the answer, encoded, and which campaigns each arm has on. */
interface PreparedExperiment {
  /** `"experiment":{...}`, the StorefrontExperiment. */
  json: string;
  /** The variant's settings and campaign ids; null for the theme's own cart (no campaigns). */
  variant: { settings: unknown; campaignIds: Set<string> } | null;
}

/** The shop's campaigns as the lookup reads them, and the running experiment when one runs. */
interface PreparedCart {
  campaigns: PreparedCampaign[];
  experiment?: PreparedExperiment;
}

function prepareCampaign(c: StoredCampaign): PreparedCampaign {
  // Upgraded here, on read: the storefront draws the answer as sent (today's shape, obsolete fields migrated).
  const up = upgradeCampaign({ target: c.target, settings: c.settings, modules: c.modules });
  const answer: StorefrontCampaign = {
    id: c.id,
    campaign_key: c.campaign_key,
    name: c.name,
    type: c.type,
    target: up.target,
    settings: up.settings,
    modules: up.modules,
  };
  return { stored: c, json: JSON.stringify(answer) };
}

function prepareExperiment(running: RunningExperimentRow, rows: readonly StoredCampaign[], liveOn: boolean): PreparedExperiment {
  const existing = new Set(rows.map((c) => c.id));
  // Ids of campaigns deleted since the draft was saved are left out: the storefront gets only campaigns it can draw.
  // The on/off switch is the shop's, not the draft's (a draft copied while the cart was off still tests a cart that is
  // on; publishing keeps the live switch too: services/liveCart.ts).
  const variant = running.variant && {
    settings: { ...upgradeShopSettings(running.variant.settings), active: liveOn },
    campaignIds: running.variant.campaignIds.filter((id) => existing.has(id)),
  };
  const answer: StorefrontExperiment = {
    id: running.id,
    split: running.split,
    controlCampaignIds: rows.filter((c) => c.active).map((c) => c.id),
    variant,
  };
  return {
    json: `"experiment":${JSON.stringify(answer)}`,
    variant: variant && { settings: variant.settings, campaignIds: new Set(variant.campaignIds) },
  };
}

/**
 * The shop's active campaigns (and, while an experiment runs, its variant's too, with the experiment), read, upgraded
 * and encoded once and cached with the shop's other entries (dropped on any write for the shop, in every process
 * through the shop's public version). A lookup for products not asked before then costs no database read and no
 * re-encoding of the campaign documents: it picks and joins. A miss costs one more indexed read than before the
 * experiments (whether one runs); a hit costs nothing more.
 */
function preparedCart(deps: AppDeps, shop: PublicShop): Promise<PreparedCart> {
  return cachedOrStale(deps, shop.id, 'campaigns', async () => {
    const running = await runningExperimentRow(deps.db, shop.id);
    const rows = await activeCampaignRows(deps.db, shop.id, running?.variant?.campaignIds ?? []);
    const campaigns = rows.map(prepareCampaign);
    return running ? { campaigns, experiment: prepareExperiment(running, rows, shop.settings?.active === true) } : { campaigns };
  });
}

/** The campaigns that deliver in some arm: the live cart's under its settings, the variant's under the variant's. */
function deliveringInEitherArm(shop: PublicShop, cart: PreparedCart): Set<StoredCampaign> {
  const stored = cart.campaigns.map((c) => c.stored);
  const variant = cart.experiment?.variant;
  if (!cart.experiment) return new Set(deliveringCampaigns(shop, stored));
  const control = deliveringCampaigns(shop, stored.filter((c) => c.active));
  const inVariant = variant ? deliveringUnder(variant.settings, shop, stored.filter((c) => variant.campaignIds.has(c.id))) : [];
  return new Set([...control, ...inVariant]);
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

/**
 * The storefront's campaign lookup as the JSON text of a StorefrontLookup: shop settings, active campaigns that target
 * the given products (and the shopper's country), compare-at prices, and which targeted collections hold the given
 * products (the drawer's bundle tiers). While an experiment runs, `campaigns` holds those either arm has on and
 * `experiment` closes the answer (docs/experiments.md "Storefront lookup answer"). The shop part and each campaign are encoded once (above) and joined here.
 */
export async function lookupCampaigns(deps: AppDeps, shop: PublicShop, q: LookupQuery): Promise<string> {
  const cart = await preparedCart(deps, shop);
  const delivering = deliveringInEitherArm(shop, cart);
  const inCountry = cart.campaigns.filter(
    (c) =>
      delivering.has(c.stored) &&
      campaignMatchesCountry((c.stored.target as CampaignLike['target'])?.countries, q.country),
  );
  const stored = inCountry.map((c) => c.stored);
  const productCollections = await productCollectionsFor(deps, shop, stored, q.products);
  const matching = inCountry.filter((c) => targets(c.stored, q.products, productCollections)).map((c) => c.json);
  const compareAt = await compareAtMap(deps, shop, q.variants);
  // Membership of the asked products only, the same the checkout resolves them with: it depends on the query's
  // products, which the cache key holds.
  // Without a running experiment the answer is what it was before experiments, byte for byte.
  const experiment = cart.experiment ? `,${cart.experiment.json}` : '';
  return `${encodedShopPart(shop)},"campaigns":[${matching.join(',')}],"compareAtMap":${JSON.stringify(compareAt)},"productCollections":${JSON.stringify(productCollections)}${experiment}}`;
}

/**
 * The lookup as the JSON bytes sent to the storefront, cached per shop and query until the next write for the shop
 * (or a minute, for compare-at prices that change in Shopify). Caching the encoded bytes, not the object, keeps the hot
 * path free of re-serialising the settings and campaign documents.
 */
export async function lookupCampaignsJson(deps: AppDeps, shop: PublicShop, q: LookupQuery): Promise<Buffer> {
  const key = `lookup:${q.products.join(',')}|${q.variants.map((v) => v.join(':')).join(',')}|${q.country ?? ''}`;
  return cachedOrStale(deps, shop.id, key, async () => Buffer.from(await lookupCampaigns(deps, shop, q)));
}

/** Active campaigns of the shop by campaign_key (track, checkout). */
export function campaignsByKeys(
  deps: Pick<AppDeps, 'db'>,
  shop: string,
  keys: readonly string[],
): Promise<CampaignInstance[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return deps.db.models.Campaign.findAll({
    where: { shop_id: shop, active: true, campaign_key: { [Op.in]: [...keys] } },
  });
}
