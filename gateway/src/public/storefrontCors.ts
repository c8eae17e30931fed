import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * The storefront API's CORS for one shop: the `cors` package's answers with the given origins allowed (preflights
 * answered 204 with the methods, the Content-Type header and a 10-minute max age). A request that is not a preflight
 * gets what `cors` writes for it, written here: the cors middleware copies its options and runs two callbacks on every
 * request, 3.5 % of the cached lookup bench's samples in the 2026-11-27 profile (issue 25). storefrontCors.test.ts holds
 * both equal to `cors` for allowed, other and missing origins.
 */
export function storefrontCors(allowed: (origin: string | undefined) => boolean): RequestHandler {
  const preflight = cors({
    origin: (origin, done) => done(null, allowed(origin)),
    methods: 'GET,POST,OPTIONS',
    allowedHeaders: 'Content-Type',
    maxAge: 600,
  });
  return (req, res, next) => {
    if (req.method === 'OPTIONS') {
      preflight(req, res, next);
      return;
    }
    const origin = req.headers.origin;
    // cors with an origin function: the asking origin and Vary when allowed, nothing at all otherwise.
    if (origin !== undefined && allowed(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.vary('Origin');
    }
    next();
  };
}
