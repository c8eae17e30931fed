import cors from 'cors';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context';
import { loadPublicShop, type PublicShop } from '../services/publicShop';
import { isShopDomain } from '../shopify/shopDomain';
import { badRequest, notFound } from '../shared/errors';
import { perObject } from '../shared/perObject';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

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
