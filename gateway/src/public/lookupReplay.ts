import type { IncomingMessage, OutgoingHttpHeader } from 'http';
import type { Request, Response } from 'express';
import type { AppDeps } from '../context';
import { answerTally } from '../http/accessLog';
import type { HotPathLimiter } from '../http/hotPathLimiter';
import type { HotPath } from '../http/server';
import { kickDiscountSync } from '../services/discountSync';
import { SHOP_KEY, type PublicShop } from '../services/publicShop';
import type { EncodedAnswer, Sending } from '../shared/encodedAnswer';

/** What the replay answers: the storefront lookup, as the storefront asks for it. */
const LOOKUP_URL = '/public/campaigns?';
/**
 * Replays kept before the map starts again (one per URL, Origin and Accept-Encoding asked twice with a kept answer),
 * and as many requests answered once, the doorkeeper's.
 */
const MAX_REPLAYS = 10_000;

/** Where a recorded header's value comes from when it is replayed. */
type Slot = 'rateLimit' | 'policy' | undefined;

/**
 * A lookup answer as Express sent it, for the same request again. The shop and the answer are held weakly: a record
 * keeps nothing alive that the lookup cache has let go (10,000 records would otherwise pin 10,000 answers of ~30 KB).
 */
interface Replay {
  /** The PublicShop and the cached answer it was built from: replayed only while the cache holds these very objects. */
  shop: WeakRef<PublicShop>;
  answer: WeakRef<EncodedAnswer>;
  shopId: string;
  cacheKey: string;
  /** ?shop= as the request spelled it: the rate limiter's partition key is made of it. */
  shopParam: string;
  /** The coding of the kept bytes Express sent (undefined: the body as it is). */
  coding: Sending['coding'];
  /** The answer's headers in the order and spelling Express wrote them; the rate-limit ones are each request's own. */
  headers: Array<[name: string, value: OutgoingHttpHeader, slot: Slot]>;
}

/** The lookup's replay: answers a request Express has answered before with the same cached answer, without Express. */
export interface LookupReplay {
  /** Keeps what Express just sent for the lookup, when the same request would get the same bytes again. */
  record(req: Request, res: Response, shop: PublicShop, cacheKey: string, answer: EncodedAnswer, sent: Sending): void;
  /** The server's hot path (http/server.ts): true when it answered; false leaves the request to Express. */
  answer: HotPath;
}

/** Every OutgoingMessage's since Node 15.13 (the names as written); @types/node declares it on ClientRequest only. */
interface RawHeaderNames {
  getRawHeaderNames(): string[];
}

const replayKey = (url: string, req: IncomingMessage): string =>
  `${url}\n${req.headers.origin ?? ''}\n${req.headers['accept-encoding'] ?? ''}`;

const slotOf = (name: string): Slot => {
  const lower = name.toLowerCase();
  return lower === 'ratelimit' ? 'rateLimit' : lower === 'ratelimit-policy' ? 'policy' : undefined;
};

/**
 * Why: a cached lookup spent more CPU in Express's router and the route's middlewares than in everything Node does
 * for a request (issue 25, bench/RESULTS.md, sixteenth series). Most storefront lookups repeat one of a few URLs from one browser
 * (the same page, Origin and Accept-Encoding), and while the process's cache holds the shop and the answer, Express
 * would write the same bytes and the same headers but the rate limit's. So the answer Express sends a request asked
 * the second time is recorded, and the same request again is answered from the record at the server, before Express:
 * - only while the lookup cache still holds the very PublicShop and answer it was made from, and the shop's version
 *   check is not due (a merchant's write, a moved version or the cache's time to live ends every replay of the shop,
 *   as it ends the cached answer);
 * - counted by the same limiter, once; a request past the limit is left to Express, which answers the 429;
 * - with the rate-limit headers written for that request and the same Discount Function sync kick as the route's;
 *   counted per shop in one access log line a second (http/accessLog.ts answerTally) instead of a line each.
 * Anything else (a first request, another Origin or Accept-Encoding, HEAD, a preflight, an error) is Express's.
 * lookupReplay.test.ts holds a replayed answer equal to Express's, header by header.
 */
export function createLookupReplay(
  deps: AppDeps,
  limiter: HotPathLimiter,
  limitKey: (req: Request, shop: string) => string,
): LookupReplay {
  const replays = new Map<string, Replay>();
  // Requests Express has answered once with a kept answer: recorded only when asked again, so a URL asked once (a cart
  // of its own, a one-off query) costs a set entry instead of a record of every header (bench: 'cached via Express').
  const seenOnce = new Set<string>();
  const tally = answerTally(deps.logger, 'GET', LOOKUP_URL.slice(0, -1));
  return {
    record(req, res, shop, cacheKey, answer, sent) {
      const shopParam = req.query.shop;
      if (!sent.kept || res.statusCode !== 200 || typeof shopParam !== 'string') return;
      const key = replayKey(req.originalUrl, req);
      if (!seenOnce.delete(key)) {
        if (seenOnce.size >= MAX_REPLAYS) seenOnce.clear();
        seenOnce.add(key);
        return;
      }
      if (replays.size >= MAX_REPLAYS) replays.clear();
      const headers = (res as Response & RawHeaderNames)
        .getRawHeaderNames()
        .map((name): Replay['headers'][number] => [name, res.getHeader(name) ?? '', slotOf(name)]);
      replays.set(key, {
        shop: new WeakRef(shop),
        answer: new WeakRef(answer),
        shopId: shop.id,
        cacheKey,
        shopParam,
        coding: sent.coding,
        headers,
      });
    },
    answer(req, res) {
      const url = req.url;
      if (req.method !== 'GET' || url === undefined || !url.startsWith(LOOKUP_URL)) return false;
      const key = replayKey(url, req);
      const r = replays.get(key);
      if (!r) return false;
      const { shopId } = r;
      // The version check is Express's to make (loadPublicShop). The record stays: when the check finds nothing moved,
      // the cache still holds its shop and answer and the next request is replayed again.
      if (deps.shopVersions.due(shopId)) return false;
      const shop = r.shop.deref();
      const answer = r.answer.deref();
      // The cache reads loadPublicShop and the answer's lookup make; a miss (a write, the time to live) ends the record.
      const bytes =
        shop !== undefined &&
        answer !== undefined &&
        deps.lookupCache.get(shopId, SHOP_KEY) === shop &&
        deps.lookupCache.get(shopId, r.cacheKey) === answer
          ? answer.keptBytes(r.coding)
          : undefined;
      if (shop === undefined || bytes === undefined) {
        replays.delete(key);
        return false;
      }
      // The gateway's server makes every request with Express's request prototype (http/server.ts): `ip` is Express's.
      const hit = limiter.count(req, limitKey(req as Request, r.shopParam));
      if (hit.retryAfter !== undefined) return false;
      tally.count(shopId);
      kickDiscountSync(deps, shopId, shop.discount_synced);
      for (const [name, value, slot] of r.headers)
        res.setHeader(name, slot === 'rateLimit' ? hit.rateLimit : slot === 'policy' ? hit.policy : value);
      res.end(bytes);
      return true;
    },
  };
}
