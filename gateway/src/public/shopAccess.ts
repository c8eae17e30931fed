import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context';
import type { LookupSnapshotRead } from '../db/lookupSnapshots';
import { loadPublicShop, type PublicShop } from '../services/publicShop';
import { isShopDomain } from '../shopify/shopDomain';
import { badRequest, notFound } from '../shared/errors';
import { perObject } from '../shared/perObject';
import { storefrontCors } from './storefrontCors';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The shop resolved by requirePublicShop. */
export function publicShopOf(res: Response): PublicShop {
  return res.locals.publicShop as PublicShop;
}

/** What requirePublicShop's read found of the shop's lookup snapshot (asked for, and the process held no shop). */
export function lookupSnapshotOf(res: Response): LookupSnapshotRead | undefined {
  return res.locals.lookupSnapshot as LookupSnapshotRead | undefined;
}

/**
 * Resolves ?shop= to an installed shop (404 otherwise) and answers CORS for that shop's storefront origin only
 * (https://<shop>, its recorded storefront domains, and the local dev store in local mode). `withSnapshot` (the
 * lookup): a process that holds nothing for the shop reads its lookup snapshot in the same statement as the shop.
 */
export function requirePublicShop(deps: AppDeps, withSnapshot = false): RequestHandler {
  // One cors middleware per cached PublicShop (a write for the shop makes a new PublicShop, and with it a new one),
  // instead of one built on every request of the hot path.
  const corsFor = perObject((found: PublicShop): RequestHandler => {
    const allowed = (origin: string | undefined): boolean =>
      !!origin && (found.origins.includes(origin) || (deps.config.localMode && LOCAL_ORIGIN.test(origin)));
    return storefrontCors(allowed);
  });
  return async (req: Request, res: Response, next) => {
    const shop = req.query.shop;
    if (!isShopDomain(shop)) throw badRequest('A valid shop is required', 'shop');
    // Another process's write for the shop drops this process's cached answers (within publicVersionCheckMs).
    const { shop: found, snapshot } = await loadPublicShop(deps, shop, withSnapshot);
    if (!found) throw notFound('Shop');
    res.locals.publicShop = found;
    if (snapshot) res.locals.lookupSnapshot = snapshot;
    // The allowed origins are the shop's, known only now; cors answers preflights (204) and passes the rest on.
    corsFor(found)(req, res, next);
  };
}
