import type { IncomingMessage, ServerResponse } from 'http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * One `request` line per answer, written when it has been sent: method, path, status and milliseconds taken. The
 * lookup's replay (public/lookupReplay.ts) answers without Express and logs through this too, so every answer has
 * the same line whichever way it went.
 */
export function logWhenFinished(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  // Read now, before any router: a router mounted at a path (app.use('/public', …)) takes its prefix off `req.url`
  // while its routes run, so read at 'finish' it was '/campaigns' for /public/campaigns and '/' for every /graphql call.
  // `path` is Express's getter, on every request the gateway's server makes (http/server.ts), replayed ones too.
  const { path } = req as Request;
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  });
}

/** The access log as the app's middleware. */
export const accessLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    logWhenFinished(logger, req, res);
    next();
  };
