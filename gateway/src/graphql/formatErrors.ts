import {
  JsonTooDeepError,
  TOAST_SOMETHING_WENT_WRONG,
  TOO_DEEP,
  type GraphqlErrorExtensions,
  type GraphqlFieldErrorExtensions,
} from '@cartlift/domain';
import { GraphQLError } from 'graphql';
import type { Logger } from '../logger';
import { DomainError, ValidationError } from '../shared/errors';

/** The error the client gets in place of `e`: at the same place in the operation, with the domain's extensions. */
const answered = (e: GraphQLError, message: string, extensions: GraphqlErrorExtensions): GraphQLError =>
  new GraphQLError(message, e.nodes, e.source, e.positions, e.path, undefined, { ...extensions });

/**
 * The GraphQL side of the one error mapping (http/errorHandler.ts is the HTTP side). A failed validation becomes one
 * GraphQL error per field: message = the spec's message, extensions = {code: 'BAD_USER_INPUT', path: <dotted field
 * path>}. Other domain errors keep their message and code; anything else is logged and hidden as INTERNAL. The
 * extensions are the domain's (domain/src/api/errors.ts), which the admin reads.
 */
export function formatGraphqlErrors(errors: readonly GraphQLError[], logger: Logger): GraphQLError[] {
  return errors.flatMap((e) => {
    const original = e.originalError;
    if (original instanceof ValidationError) {
      return original.errors.map((fe) =>
        answered(e, fe.message, { code: 'BAD_USER_INPUT', path: fe.path } satisfies GraphqlFieldErrorExtensions),
      );
    }
    // A backstop: inputs are depth-checked before resolvers run, but a recursive helper that still meets one too deep
    // was given the client's input, not a server fault.
    if (original instanceof JsonTooDeepError) {
      return [answered(e, TOO_DEEP, { code: 'BAD_USER_INPUT' })];
    }
    if (original instanceof DomainError) {
      return [answered(e, original.message, { code: original.code })];
    }
    if (original) {
      logger.error({ err: original, path: e.path }, 'graphql resolver failed');
      return [answered(e, TOAST_SOMETHING_WENT_WRONG, { code: 'INTERNAL' })];
    }
    return [e];
  });
}
