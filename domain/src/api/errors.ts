/**
 * How the gateway refuses, declared once. REST (gateway/src/http/errorHandler.ts): one envelope for every status, the
 * field errors only on a 400 from validation. GraphQL (gateway/src/graphql/formatErrors.ts): GraphQL errors, one per
 * field with extensions {code, path}. The admin reads both once (admin-kit/src/api/gatewayErrors.ts); the admin's fake
 * gateways (admin-kit/testing/fakeGateway.ts) answer with these types.
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

/**
 * What the gateway writes in every GraphQL error's `extensions` (gateway/src/graphql/formatErrors.ts): the error's kind
 * (BAD_USER_INPUT, NOT_FOUND, CAMPAIGN_LIMIT, CART_LOCKED, INTERNAL, ...), and for a refused field its dotted path.
 */
export interface GraphqlErrorExtensions {
  code: string;
  path?: string;
}

/** A refused field's `extensions`: code BAD_USER_INPUT and the field's dotted path in the operation's input. */
export interface GraphqlFieldErrorExtensions extends GraphqlErrorExtensions {
  code: 'BAD_USER_INPUT';
  path: string;
}

/** One entry of a GraphQL answer's `errors` as the gateway writes it: a validation refusal is one per field. */
export interface GatewayGraphqlError<E extends GraphqlErrorExtensions = GraphqlErrorExtensions> {
  message: string;
  /** Where in the answer's data the error arose (the resolver's path). */
  path?: ReadonlyArray<string | number>;
  extensions: E;
}
