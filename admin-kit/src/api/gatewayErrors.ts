import type { FieldError, GraphqlFieldErrorExtensions } from '@cartlift/domain';
// By path, not from the barrel: admin-kit is a singleton every admin route loads, and the barrel would bring zod.
import { TOAST_SOMETHING_WENT_WRONG } from '@cartlift/domain/common/messages';
import type { ApiError } from './baseQuery';

/**
 * Reading what the gateway refused, once for every remote. It answers GraphQL errors one per field, extensions
 * {code, path} (code BAD_USER_INPUT for a field), and REST errors as {error: {code, message, errors?: [{path, message}]}}
 * (gateway/src/http/errorHandler.ts); both shapes are declared in domain/src/api/errors.ts, and baseQuery turns both
 * into an ApiError.
 */

/** The code of a GraphQL error that refuses one field (typed by the domain's declaration, so spelt as the gateway does). */
const FIELD_CODE: GraphqlFieldErrorExtensions['code'] = 'BAD_USER_INPUT';

/** What a screen says when a failure carries no message of the gateway's. */
export const SOMETHING_WENT_WRONG = TOAST_SOMETHING_WENT_WRONG;

/** Whether a failed call's error is the kit's ApiError (anything else is a bug or a network failure). */
export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && 'status' in e && 'message' in e;

interface RestEnvelope {
  error?: { code?: unknown; message?: unknown; errors?: unknown };
}

const restError = (error: ApiError) =>
  error.graphqlErrors ? undefined : ((error.data ?? {}) as RestEnvelope).error;

/**
 * The per-field errors of a refused save. With `within`, paths under that document or argument are made relative to
 * it ("cod_settings.error_message" → "error_message", "input.name" → "name").
 */
export function fieldErrorsOf(error: unknown, within?: string): FieldError[] {
  if (!isApiError(error)) return [];
  const relative = (path: string) => (within && path.startsWith(`${within}.`) ? path.slice(within.length + 1) : path);
  const rest = restError(error)?.errors;
  const found = error.graphqlErrors
    ? error.graphqlErrors
        .filter((e) => e.extensions?.code === FIELD_CODE)
        .map((e) => ({ path: e.extensions?.path, message: e.message }))
    : Array.isArray(rest)
      ? (rest as Array<{ path?: unknown; message?: unknown }>).filter((e) => typeof e?.message === 'string')
      : [];
  return found.map((e) => ({ path: relative(typeof e.path === 'string' ? e.path : ''), message: String(e.message) }));
}

/** The gateway's message for the error with this code (a campaign limit, a locked cart), or null when it is not that. */
export function errorCodeMessage(error: unknown, code: string): string | null {
  if (!isApiError(error)) return null;
  if (error.graphqlErrors) return error.graphqlErrors.find((e) => e.extensions?.code === code)?.message ?? null;
  const rest = restError(error);
  return rest?.code === code && typeof rest.message === 'string' ? rest.message : null;
}

/** What to tell the merchant of a failed call: the first field's message, else the gateway's, else a plain fallback. */
export function errorMessageOf(error: unknown): string {
  if (!isApiError(error)) return SOMETHING_WENT_WRONG;
  return fieldErrorsOf(error)[0]?.message ?? error.message ?? SOMETHING_WENT_WRONG;
}
