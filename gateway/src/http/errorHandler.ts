import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { HttpError, ValidationError } from './errors';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

function fromBodyParser(err: unknown): HttpError | undefined {
  const e = err as BodyParserError;
  if (typeof e?.type !== 'string' || typeof e.status !== 'number') return undefined;
  if (e.type === 'entity.parse.failed') return new HttpError(400, 'BAD_JSON', 'Malformed JSON body');
  if (e.type === 'entity.too.large') return new HttpError(413, 'TOO_LARGE', 'Request body is too large');
  return new HttpError(e.status, 'BAD_REQUEST', 'Bad request');
}

/** The one place errors become responses: {error: {code, message, errors?}}; internals are logged, never sent. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = err instanceof HttpError ? err : fromBodyParser(err);
    if (!known) {
      logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
      res.status(500).json({ error: { code: 'INTERNAL', message: 'Something went wrong' } });
      return;
    }
    if (known.status >= 500) logger.warn({ err, url: req.originalUrl }, known.message);
    const body: Record<string, unknown> = { code: known.code, message: known.message };
    if (known instanceof ValidationError) body.errors = known.errors;
    res.status(known.status).json({ error: body });
  };
}

/** 404 JSON for unknown routes. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Route not found' } });
};
