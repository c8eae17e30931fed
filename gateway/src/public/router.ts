import express, { Router } from 'express';
import { checkoutSchema, codOrderSchema, trackSchema } from '@cartlift/domain';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AppDeps } from '../context';
import { hotPathLimitPerMinute } from '../http/hotPathLimiter';
import { sendEncoded } from '../http/sendEncoded';
import { jsonBody } from '../http/jsonBody';
import { limitPerMinute, sharedStore } from '../http/rateLimitStore';
import { parseOr400 } from '../http/validate';
import { checkout } from '../services/checkout';
import { placeCodOrder } from '../services/codCheckout';
import { kickDiscountSync } from '../services/discountSync';
import { lookupCacheKey, lookupCampaignsJson } from '../services/lookup';
import { track } from '../services/track';
import { refuseBots } from './bots';
import { parseLookupQuery } from './lookup';
import { createLookupReplay, type LookupReplay } from './lookupReplay';
import { publicProducts, publicProductsSchema } from './products';
import { lookupSnapshotOf, publicShopOf, requirePublicShop } from './shopAccess';

/** How often the lookup limiter adds its locally counted hits to the shared counter. */
export const LOOKUP_FLUSH_MS = 1000;

/**
 * The storefront API: no admin token; ?shop= must name an installed shop; CORS for that shop's storefront; rate
 * limited per client and shop (checkout more tightly, it may create a draft order; COD orders most).
 */
export function publicRouter(deps: AppDeps): { router: Router; lookupReplay: LookupReplay } {
  const r = Router();
  // Per client and shop. (express-rate-limit reads a keyGenerator's source for `req.ip` without ipKeyGenerator.)
  const clientKey = (req: express.Request, shop: unknown): string =>
    `${ipKeyGenerator(req.ip ?? '')}|${typeof shop === 'string' ? shop : ''}`;
  const key = (req: express.Request): string => clientKey(req, req.query.shop);
  // Counters shared by every gateway process (rate_limit_hits). Lookups and products are the hot read path: their hits
  // are batched into the shared counter once a second instead of a database write per request.
  const limiter = hotPathLimitPerMinute(deps.config.publicRateLimit, sharedStore(deps, 'public', LOOKUP_FLUSH_MS), key);
  const lookupReplay = createLookupReplay(deps, limiter, clientKey);
  const checkoutLimiter = limitPerMinute(deps.config.publicRateLimit / 20, sharedStore(deps, 'checkout'), key);
  // COD orders: a person places a handful an hour; this bound is what keeps a bot from flooding the store with orders.
  const codLimiter = limitPerMinute(deps.config.publicRateLimit / 60, sharedStore(deps, 'cod'), key);
  // Per IP is not enough for orders: many IPs (a botnet, a proxy pool) would each get a per-IP allowance of their own.
  const codShopLimiter = limitPerMinute(
    deps.config.codShopRateLimit,
    sharedStore(deps, 'cod-shop'),
    (_req, res) => publicShopOf(res).id,
  );
  const json = jsonBody('64kb');
  const trackLimiter = limitPerMinute(deps.config.trackRateLimit, sharedStore(deps, 'track'), key);
  // All clients of one shop together: many IPs (a botnet, a proxy pool) cannot write a shop's events without bound.
  const trackShopLimiter = limitPerMinute(
    deps.config.trackShopRateLimit,
    sharedStore(deps, 'track-shop'),
    (_req, res) => publicShopOf(res).id,
  );
  // navigator.sendBeacon posts text/plain (a JSON content type would need a CORS preflight it cannot make).
  const beaconJson = jsonBody('16kb', ['application/json', 'text/plain']);
  const shop = requirePublicShop(deps);
  const lookupShop = requirePublicShop(deps, true);

  r.options(['/campaigns', '/products', '/track', '/checkout', '/cod-orders'], shop);
  r.get('/campaigns', limiter, lookupShop, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const found = publicShopOf(res);
    // A shopper is about to see rewards: make sure Shopify's checkout will give them (a shop installed before the
    // Discount Function whose merchant has not opened the admin since; at most one try per 30 s per process).
    kickDiscountSync(deps, found.id, found.discount_synced);
    const q = parseLookupQuery(req.query);
    const answer = await lookupCampaignsJson(deps, found, q, lookupSnapshotOf(res));
    // The cached bytes (or their compressed copy) as they are: Express's send would look the type up and check
    // freshness on every answer.
    const sent = sendEncoded(req, res, answer);
    // The same request again, while the cache holds this answer, is answered before Express (lookupReplay.ts).
    lookupReplay.record(req, res, found, lookupCacheKey(q), answer, sent);
  });
  r.get('/products', limiter, shop, async (req, res) => {
    // Accept the array spelling too: ?ids[]=1&ids[]=2 (the simple query parser keeps the brackets in the key).
    const { 'ids[]': bracketed, ...query } = req.query as Record<string, unknown>;
    if (bracketed !== undefined && query.ids === undefined) query.ids = bracketed;
    res.json(await publicProducts(deps, publicShopOf(res), parseOr400(publicProductsSchema, query)));
  });
  // The shop is checked first so requests naming no installed shop are 404 without growing any counter.
  r.post('/track', shop, trackLimiter, trackShopLimiter, refuseBots, beaconJson, async (req, res) => {
    res.status(202).json(await track(deps, publicShopOf(res).id, parseOr400(trackSchema, req.body)));
  });
  r.post('/checkout', checkoutLimiter, shop, json, async (req, res) => {
    res.json(await checkout(deps, publicShopOf(res), parseOr400(checkoutSchema, req.body)));
  });
  // The shop-wide cap counts only once the shop is known to be installed: made-up shops cannot grow its counters.
  r.post('/cod-orders', codLimiter, shop, codShopLimiter, json, async (req, res) => {
    const result = await placeCodOrder(deps, publicShopOf(res), parseOr400(codOrderSchema, req.body));
    res.status(result.duplicate ? 200 : 201).json(result);
  });
  return { router: r, lookupReplay };
}
