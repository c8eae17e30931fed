import { canWriteDiscounts, type CustomAtc, type CustomLink } from '@cartlift/domain';
import cors from 'cors';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context';
import { publicShopRow } from '../db/publicReads';
import { cachedOrStale } from './staleIfError';
import { isShopDomain } from '../shopify/shopDomain';
import { storefrontOrigins } from '../shopify/storefrontOrigins';
import { badRequest, notFound } from '../shared/errors';
import { perObject } from '../shared/perObject';

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

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

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

/** The shop resolved by requirePublicShop. */
export function publicShopOf(res: Response): PublicShop {
  return res.locals.publicShop as PublicShop;
}

/**
 * Resolves ?shop= to an installed shop (404 otherwise) and answers CORS for that shop's storefront origin only
 * (https://<shop>, its recorded storefront domains, and the local dev store in local mode).
 */
export function requirePublicShop(deps: AppDeps): RequestHandler {
  // One cors middleware per cached PublicShop (a write for the shop makes a new PublicShop, and with it a new one),
  // instead of one built on every request of the hot path.
  const corsFor = perObject((found: PublicShop): RequestHandler => {
    const allowed = (origin: string | undefined): boolean =>
      !!origin && (found.origins.includes(origin) || (deps.config.localMode && LOCAL_ORIGIN.test(origin)));
    return cors({
      origin: (origin, done) => done(null, allowed(origin)),
      methods: 'GET,POST,OPTIONS',
      allowedHeaders: 'Content-Type',
      maxAge: 600,
    });
  });
  return async (req: Request, res: Response, next) => {
    const shop = req.query.shop;
    if (!isShopDomain(shop)) throw badRequest('A valid shop is required', 'shop');
    // Another process's write for the shop drops this process's cached answers (within publicVersionCheckMs).
    await deps.shopVersions.refresh(shop);
    const found = await loadPublicShop(deps, shop);
    if (!found) throw notFound('Shop');
    res.locals.publicShop = found;
    // The allowed origins are the shop's, known only now; cors answers preflights (204) and passes the rest on.
    corsFor(found)(req, res, next);
  };
}
