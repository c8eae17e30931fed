import type { RequestHandler } from 'express';

/**
 * CORS for a set of allowed origins decided per request. Preflights are answered here; other requests get the
 * headers and continue. Credentials are never allowed: admin calls carry a bearer token, storefront calls nothing.
 */
export function cors(
  isAllowed: (origin: string, req: Parameters<RequestHandler>[0]) => boolean | Promise<boolean>,
  methods = 'GET,POST,OPTIONS',
): RequestHandler {
  return async (req, res, next) => {
    const origin = req.header('origin');
    if (origin && (await isAllowed(origin, req))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', methods);
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
