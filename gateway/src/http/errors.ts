import type { FieldError } from '@cartlift/domain';

/** An error meant for the client: status, stable code and a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with the field errors of a failed validation. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldError[]) {
    super(
      400,
      'BAD_USER_INPUT',
      errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; '),
      errors,
    );
    this.name = 'ValidationError';
  }
}

/** 401: missing, malformed or failed session token / HMAC. */
export const unauthorized = (message = 'Unauthorized'): HttpError => new HttpError(401, 'UNAUTHENTICATED', message);
/** 403: authenticated but acting on something not theirs. */
export const forbidden = (message = 'Forbidden'): HttpError => new HttpError(403, 'FORBIDDEN', message);
/** 404 that never reveals whether the thing exists for another shop. */
export const notFound = (what = 'Resource'): HttpError => new HttpError(404, 'NOT_FOUND', `${what} not found`);
/** 400 with one message. */
export const badRequest = (message: string, path = ''): HttpError => new ValidationError([{ path, message }]);
/** 502 when Shopify's Admin API fails us. */
export const upstreamError = (message = 'The store did not answer'): HttpError =>
  new HttpError(502, 'UPSTREAM', message);
