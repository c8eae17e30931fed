import { canWriteDiscounts, type CustomAtc, type CustomLink } from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { LookupSnapshotRead } from '../db/lookupSnapshots';
import { publicShopRead, type PublicShopRead, type PublicShopRow } from '../db/publicReads';
import { storefrontOrigins } from '../shopify/storefrontOrigins';
import { staleOnOutage } from './staleIfError';

/** What the public API needs of a shop; cached with the shop's lookups and dropped on any write. */
export interface PublicShop {
  id: string;
  accessToken: string;
  origins: string[];
  settings: Record<string, unknown> | null;
  cod_settings: Record<string, unknown> | null;
  sticky_cart: Record<string, unknown> | null;
  /** Manual Setup selections the storefront intercepts (cart links, add-to-cart buttons). */
  custom_links: CustomLink[];
  custom_atcs: CustomAtc[];
  money_format: string;
  currency: string;
  enabled_presentment_currencies: string[];
  can_write_discounts: boolean;
  /** Shopify's discount holds the campaigns as saved (shops.discount_sync_state); otherwise the lookup asks for a sync. */
  discount_synced: boolean;
}

/** The cache key of the shop's PublicShop (null: a shop that is not installed). */
export const SHOP_KEY = 'shop';

/** The installed shop named by ?shop= (undefined: none), and what the shop's read found of its lookup snapshot. */
export interface LoadedPublicShop {
  shop: PublicShop | undefined;
  /**
   * Only when asked for and the shop was read (the process held nothing for it): the shop's public version in that
   * read and its lookup snapshot's body if one answered for it, for preparedCart to use instead of a read of its own.
   */
  snapshot?: LookupSnapshotRead;
}

function toPublicShop(row: PublicShopRow): PublicShop | null {
  return row.installed && row.access_token
    ? {
        id: row.id,
        accessToken: row.access_token,
        origins: storefrontOrigins(row),
        settings: row.settings,
        cod_settings: row.cod_settings,
        sticky_cart: row.sticky_cart,
        custom_links: row.custom_links ?? [],
        custom_atcs: row.custom_atcs ?? [],
        money_format: row.money_format,
        currency: row.currency,
        enabled_presentment_currencies: row.enabled_presentment_currencies ?? [row.currency],
        can_write_discounts: canWriteDiscounts(row.scope),
        discount_synced: row.discount_sync_state === 'synced',
      }
    : null;
}

/**
 * The shop named by ?shop=. A process that holds it checks the shop's version first (at most once per
 * publicVersionCheckMs; a moved version drops what it holds). A process that holds nothing reads the version, the row
 * and, with `withSnapshot` (the lookup), the shop's lookup snapshot in one statement, and that read counts as its
 * version check; the shop is kept only while that version is still the one the process knows.
 */
export async function loadPublicShop(deps: AppDeps, shop: string, withSnapshot = false): Promise<LoadedPublicShop> {
  const held = deps.lookupCache.get<PublicShop | null>(shop, SHOP_KEY);
  if (held !== undefined) {
    // Checked within publicVersionCheckMs: answered without a wait (the cached lookup's path).
    if (!deps.shopVersions.due(shop)) return { shop: held ?? undefined };
    await deps.shopVersions.refresh(shop);
    const still = deps.lookupCache.get<PublicShop | null>(shop, SHOP_KEY);
    if (still !== undefined) return { shop: still ?? undefined };
  }
  const readStartedAt = Date.now();
  let read: PublicShopRead;
  try {
    // The snapshot within the lookup cache's time to live, as preparedCart's own read takes it.
    read = await publicShopRead(deps.db, shop, withSnapshot ? readStartedAt - deps.config.lookupCacheTtlMs : undefined);
  } catch (err) {
    return { shop: staleOnOutage<PublicShop | null>(deps, shop, SHOP_KEY, err) ?? undefined };
  }
  deps.shopVersions.observe(shop, read.version, readStartedAt);
  const found = read.row ? toPublicShop(read.row) : null;
  if (deps.shopVersions.current(shop) === read.version) deps.lookupCache.set(shop, SHOP_KEY, found);
  if (!found) return { shop: undefined };
  return withSnapshot && read.version !== undefined
    ? { shop: found, snapshot: { version: read.version, body: read.snapshot } }
    : { shop: found };
}
