import { TOO_DEEP, withinDepth } from '@cartlift/domain';
import express, { type RequestHandler } from 'express';
import { badRequest, UnsupportedMediaTypeError } from '../shared/errors';

const hasBody = (req: express.Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The one way a route reads a JSON body: at most `limit` bytes (after gzip/deflate), sent as application/json (a
 * body of another type gets 415 instead of being read as "no body"), and nested no deeper than the domain's
 * MAX_JSON_DEPTH, checked without recursion before any recursive helper sees it. `types` widens the accepted
 * content types (navigator.sendBeacon can only send text/plain without a CORS preflight).
 */
export function jsonBody(limit: string, types: readonly string[] = ['application/json']): RequestHandler {
  const parse = express.json({ limit, type: [...types] });
  return (req, res, next) => {
    if (hasBody(req) && !req.is([...types])) {
      next(new UnsupportedMediaTypeError());
      return;
    }
    parse(req, res, (err?: unknown) => {
      if (err) next(err);
      else if (!withinDepth(req.body)) next(badRequest(TOO_DEEP));
      else next();
    });
  };
}
