import { TOAST_SOMETHING_WENT_WRONG, type RestErrorBody } from '@cartlift/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable, RETRY_AFTER_S } from '../db/unavailable';
import type { Logger } from '../logger';
import {
  ConflictError,
  DiscountNotFoundError,
  DomainError,
  LimitError,
  NotFoundError,
  ReauthRequiredError,
  UnauthenticatedError,
  UnavailableError,
  UnsupportedMediaTypeError,
  UpstreamError,
  ValidationError,
} from '../shared/errors';

/** What a client is sent for a known error. */
interface ErrorResponse {
  status: number;
  code: string;
  message: string;
}

interface BodyParserError {
  type?: string;
  status?: number;
  code?: string;
}

/** The one mapping from domain errors to HTTP status codes; undefined for a kind it does not know (answered 500). */
export function httpStatusOf(err: DomainError): number | undefined {
  if (err instanceof ValidationError || err instanceof DiscountNotFoundError) return 400;
  if (err instanceof UnauthenticatedError || err instanceof ReauthRequiredError) return 401;
  if (err instanceof NotFoundError) return 404;
  if (err instanceof LimitError || err instanceof ConflictError) return 409;
  if (err instanceof UnsupportedMediaTypeError) return 415;
  if (err instanceof UpstreamError) return 502;
  if (err instanceof UnavailableError) return 503;
  return undefined;
}

/**
 * body-parser's errors (http-errors with a 4xx status). Decompression failures carry zlib's error and no `type`, and
 * are the client's fault like the rest: a body that says gzip but is not.
 */
function fromBodyParser(err: unknown): ErrorResponse | undefined {
  const e = err as BodyParserError;
  if (typeof e?.status !== 'number' || e.status < 400 || e.status >= 500) return undefined;
  if (e.type === 'entity.parse.failed') return { status: 400, code: 'BAD_JSON', message: 'Malformed JSON body' };
  if (e.type === 'entity.too.large') return { status: 413, code: 'TOO_LARGE', message: 'Request body is too large' };
  if (e.type === 'encoding.unsupported') {
    return {
      status: 415,
      code: 'UNSUPPORTED_ENCODING',
      message: 'Content-Encoding must be gzip, deflate, br or identity',
    };
  }
  if (typeof e.code === 'string' && e.code.startsWith('Z_')) {
    return { status: 400, code: 'BAD_ENCODING', message: 'The body is not valid for its Content-Encoding' };
  }
  return { status: e.status, code: 'BAD_REQUEST', message: 'Bad request' };
}

function fromDomain(err: DomainError): ErrorResponse | undefined {
  const status = httpStatusOf(err);
  return status === undefined ? undefined : { status, code: err.code, message: err.message };
}

/** The one place errors become responses: {error: {code, message, errors?}}; internals are logged, never sent. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    // A lost or refused database connection is nobody's input error: 503 with Retry-After, like UnavailableError.
    const error = isDatabaseUnavailable(err) ? new UnavailableError() : err;
    const known = error instanceof DomainError ? fromDomain(error) : fromBodyParser(error);
    if (!known) {
      logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
      res.status(500).json({ error: { code: 'INTERNAL', message: TOAST_SOMETHING_WENT_WRONG } } satisfies RestErrorBody);
      return;
    }
    if (known.status >= 500) logger.warn({ err, url: req.originalUrl }, known.message);
    const body: RestErrorBody['error'] = { code: known.code, message: known.message };
    if (err instanceof ValidationError) body.errors = err.errors;
    if (known.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_S));
    res.status(known.status).json({ error: body } satisfies RestErrorBody);
  };
}

/** 404 JSON for unknown routes. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Route not found' } } satisfies RestErrorBody);
};
