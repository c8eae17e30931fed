import type { FieldError } from '@cartlift/domain';

/**
 * An error whose code and message are safe to show a client. Services and routes throw these; only the HTTP error
 * handler (`http/errorHandler.ts`) and the GraphQL error formatting (`graphql/handler.ts`) decide how a client sees
 * them, so the layers below HTTP never pick a status code.
 */
export abstract class DomainError extends Error {
  protected constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input that breaks a rule; one entry per field, with the spec's message. */
export class ValidationError extends DomainError {
  constructor(readonly errors: FieldError[]) {
    super('BAD_USER_INPUT', errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; '));
  }
}

/** Something that does not exist, or belongs to another shop (never said apart, so nothing leaks). */
export class NotFoundError extends DomainError {
  constructor(what = 'Resource') {
    super('NOT_FOUND', `${what} not found`);
  }
}

/** A missing, malformed or failed session token, HMAC or OAuth proof. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Unauthorized') {
    super('UNAUTHENTICATED', message);
  }
}

/** A write refused because the shop reached a limit (e.g. CAMPAIGN_LIMIT); the code names the limit. */
export class LimitError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message);
  }
}

/** A checkout names a discount code the store does not have (cart-and-shop.md §8 DISCOUNTS_NOT_FOUND). */
export class DiscountNotFoundError extends DomainError {
  constructor() {
    super('DISCOUNTS_NOT_FOUND', 'Discount code not found');
  }
}

/** Shopify's Admin API failed us. */
export class UpstreamError extends DomainError {
  constructor(message = 'The store did not answer') {
    super('UPSTREAM', message);
  }
}

/**
 * The shop's offline token can no longer be renewed (its refresh token was revoked or expired): only the merchant
 * opening the app again (a new token exchange) restores access, so the message asks for exactly that.
 */
export class ReauthRequiredError extends DomainError {
  constructor() {
    super('REAUTH_REQUIRED', "Cartlift's access to this store has ended. Open Cartlift again from your Shopify admin to reconnect it.");
  }
}

/** A request body in a format the route does not read (it wants application/json). */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'Send the body as application/json') {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** The database cannot be reached right now; nothing was saved and the client may retry shortly. */
export class UnavailableError extends DomainError {
  constructor(message = 'The service is briefly unavailable; nothing was saved. Try again in a few seconds.') {
    super('UNAVAILABLE', message);
  }
}

/** One field error (path '' for the whole input). */
export const badRequest = (message: string, path = ''): ValidationError => new ValidationError([{ path, message }]);
/** Missing, malformed or failed credentials. */
export const unauthorized = (message?: string): UnauthenticatedError => new UnauthenticatedError(message);
/** "<what> not found", also for another shop's things. */
export const notFound = (what?: string): NotFoundError => new NotFoundError(what);
/** The store's Admin API did not answer usefully. */
export const upstreamError = (message?: string): UpstreamError => new UpstreamError(message);
/** The shop's token cannot be renewed; the merchant must open the app again. */
export const reauthRequired = (): ReauthRequiredError => new ReauthRequiredError();

/** A write refused because of the state something is in (e.g. CART_LOCKED while an experiment runs); the code names it. */
export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message);
  }
}
