import { createHash } from 'crypto';
import type { IncomingMessage } from 'http';
import type { Request, RequestHandler } from 'express';
import { perKey } from '../shared/perObject';
import { RATE_LIMITED_ANSWER, type DatabaseStore } from './rateLimitStore';

const WINDOW_MS = 60_000;
/** Partition keys kept per limiter before the map starts again (one per client and shop seen). */
const MAX_PARTITION_KEYS = 10_000;

/** One counted hit: the rate-limit headers of its answer, and Retry-After when it is refused. */
export interface HotPathCount {
  rateLimit: string;
  policy: string;
  /** Set when the hit is past the limit: the request is answered 429. */
  retryAfter?: string;
}

/**
 * The limiter as middleware, and its counting alone for the lookup's replay (public/lookupReplay.ts), which answers
 * without Express. A request the replay counted and then left to Express (refused: the 429 is Express's) is not
 * counted again by the middleware: every request is one hit, whichever way it is answered.
 */
export type HotPathLimiter = RequestHandler & { count(req: IncomingMessage, key: string): HotPathCount };

/**
 * limitPerMinute's answers for a batched store, without express-rate-limit's per-request cost (issue 25: about a fifth
 * of a cached lookup's CPU went to its awaits, validations and a sha256 per request). Same window, same IETF draft-8
 * `RateLimit` and `RateLimit-Policy` headers (the policy's partition key hashed once per key), and past the limit the
 * same `Retry-After` and 429 `RATE_LIMITED` answer; test/integration/rateLimits.test.ts holds it equal to express-rate-limit
 * request by request. Counting is the store's countNow: a map update, flushed to the shared counter every second.
 */
export function hotPathLimitPerMinute(
  configured: number,
  store: DatabaseStore,
  keyGenerator: (req: Request) => string,
): HotPathLimiter {
  const limit = Math.max(1, Math.ceil(configured));
  const name = `"${limit}-in-1min"`;
  store.init({ windowMs: WINDOW_MS } as Parameters<DatabaseStore['init']>[0]);
  // The `RateLimit-Policy` header per partition key: the same text on every answer for the key.
  const policyFor = perKey(MAX_PARTITION_KEYS, (key) => {
    const pk = Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
    return `${name}; q=${limit}; w=${WINDOW_MS / 1000}; pk=:${pk}:`;
  });
  // Requests counted by `count` and then handed to Express (at most one hit each).
  const counted = new WeakMap<IncomingMessage, HotPathCount>();
  const tally = (key: string): HotPathCount => {
    const { totalHits, resetTime } = store.countNow(key);
    const resetSeconds = resetTime
      ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
      : WINDOW_MS / 1000;
    const hit: HotPathCount = {
      rateLimit: `${name}; r=${Math.max(limit - totalHits, 0)}; t=${resetSeconds}`,
      policy: policyFor(key),
    };
    if (totalHits > limit) hit.retryAfter = String(resetSeconds);
    return hit;
  };
  const count = (req: IncomingMessage, key: string): HotPathCount => {
    const hit = tally(key);
    counted.set(req, hit);
    return hit;
  };
  const middleware: RequestHandler = (req, res, next) => {
    const hit = counted.get(req) ?? tally(keyGenerator(req));
    res.append('RateLimit', hit.rateLimit);
    res.append('RateLimit-Policy', hit.policy);
    if (hit.retryAfter === undefined) {
      next();
      return;
    }
    res.setHeader('Retry-After', hit.retryAfter);
    res.status(429).json(RATE_LIMITED_ANSWER);
  };
  return Object.assign(middleware, { count });
}
