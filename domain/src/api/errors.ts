/**
 * How the gateway's REST routes refuse (gateway/src/http/errorHandler.ts): one envelope for every status, the field
 * errors only on a 400 from validation. The admin reads it once (admin-kit/src/api/gatewayErrors.ts); GraphQL refusals
 * are GraphQL errors instead, one per field with extensions {code, path} (gateway/src/graphql/formatErrors.ts).
 */
import type { FieldError } from '../common/errors';

/** The body of every REST error answer: {error: {code, message, errors?}}. */
export interface RestErrorBody {
  error: {
    /** BAD_USER_INPUT, NOT_FOUND, INTERNAL, ... (the error's kind; never internals). */
    code: string;
    message: string;
    /** One per refused field, with its dotted path. */
    errors?: FieldError[];
  };
}
