import { TOO_DEEP, withinDepth } from '@cartlift/domain';
import express, { type RequestHandler } from 'express';
import { badRequest, UnsupportedMediaTypeError } from '../shared/errors';

const hasBody = (req: express.Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The one way a route reads a JSON body: at most `limit` bytes (after gzip/deflate), sent as application/json (a
 * body of another type gets 415 instead of being read as "no body"), and nested no deeper than the domain's
 * MAX_JSON_DEPTH, checked without recursion before any recursive helper sees it.
 */
export function jsonBody(limit: string): RequestHandler {
  const parse = express.json({ limit });
  return (req, res, next) => {
    if (hasBody(req) && !req.is('application/json')) {
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
