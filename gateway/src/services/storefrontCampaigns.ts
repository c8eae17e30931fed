import { isMultiCurrencyMode, stopsInMultiCurrencyMode, upgradeShopSettings } from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { StoredCampaign } from '../db/models/campaign.model';
import { collectionProducts } from '../shopify/products';
import type { PublicShop } from './publicShop';

/*
 * What the storefront lookup and the checkout both resolve a shop's campaigns with, so the drawer and the order
 * agree: which campaigns deliver, and which targeted collections hold the cart's products.
 */

const idOf = (v: unknown): string | undefined => {
  const m = /(\d+)$/.exec(String(v ?? ''));
  return m ? m[1] : undefined;
};

async function collectionMembers(deps: AppDeps, shop: PublicShop, collectionId: string): Promise<Set<string>> {
  const key = `collection:${collectionId}`;
  const cached = deps.lookupCache.get<string[]>(shop.id, key);
  if (cached) return new Set(cached);
  const ids = (await collectionProducts(deps, shop.id, shop.accessToken, collectionId, 250)).map((p) => String(p.id));
  deps.lookupCache.set(shop.id, key, ids);
  return new Set(ids);
}

/**
 * Product id → collection ids, for the given products and the collections the campaigns target (what the domain's
 * targetProducts needs). A collection the Admin API cannot read counts as empty.
 */
export async function productCollectionsFor(
  deps: AppDeps,
  shop: PublicShop,
  campaigns: ReadonlyArray<Pick<StoredCampaign, 'target_type'> & { target: unknown }>,
  products: readonly string[],
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const collections = new Set<string>();
  for (const c of campaigns) {
    if (c.target_type !== 'specific_collections') continue;
    const t = c.target as { ids?: unknown[]; selected?: Array<{ id?: unknown }> };
    for (const v of [...(t.ids ?? []), ...(t.selected ?? []).map((x) => x?.id)]) {
      const id = idOf(v);
      if (id) collections.add(id);
    }
  }
  for (const collection of collections) {
    let members: Set<string>;
    try {
      members = await collectionMembers(deps, shop, collection);
    } catch (err) {
      deps.logger.warn({ err, shop: shop.id, collection }, 'collection lookup failed');
      continue;
    }
    for (const p of products) if (members.has(p)) (out[p] ??= []).push(collection);
  }
  return out;
}

/**
 * The shop's active campaigns that deliver: in multi-currency mode (Cart Setup's setting on and more than one
 * presentment currency) Buy More Save More on all products does not (campaigns.md §2; the admin marks it "Not
 * delivering"). The lookup and the checkout both go through this, so the drawer and the order agree.
 */
export function deliveringCampaigns<T extends StoredCampaign>(shop: PublicShop, rows: T[]): T[] {
  return deliveringUnder(shop.settings, shop, rows, stopsInMultiCurrencyMode);
}

/**
 * deliveringCampaigns under a given cart's settings (a running experiment's variant has its own). `stops` says which
 * campaigns multi-currency mode stops: the domain's rule on a stored campaign, or the flag the lookup prepared from it.
 */
export function deliveringUnder<T>(settings: unknown, shop: PublicShop, rows: T[], stops: (c: T) => boolean): T[] {
  if (!isMultiCurrencyMode(upgradeShopSettings(settings), shop.enabled_presentment_currencies)) return rows;
  return rows.filter((c) => !stops(c));
}
