import { canWriteDiscounts, type CustomAtc, type CustomLink } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { publicShopRow } from '../db/publicReads';
import { storefrontOrigins } from '../shopify/storefrontOrigins';
import { cachedOrStale } from './staleIfError';

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

/** The installed shop named by ?shop=, or undefined. */
export async function loadPublicShop(deps: AppDeps, shop: string): Promise<PublicShop | undefined> {
  const value = await cachedOrStale(deps, shop, 'shop', async (): Promise<PublicShop | null> => {
    const row = await publicShopRow(deps.db, shop);
    return row?.installed && row.access_token
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
  });
  return value ?? undefined;
}
