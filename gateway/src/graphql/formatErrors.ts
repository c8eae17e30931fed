import { JsonTooDeepError, TOAST_SOMETHING_WENT_WRONG, TOO_DEEP } from '@cartlift/domain';
import { GraphQLError } from 'graphql';
import type { Logger } from '../logger';
import { DomainError, ValidationError } from '../shared/errors';

/**
 * The GraphQL side of the one error mapping (http/errorHandler.ts is the HTTP side). A failed validation becomes one
 * GraphQL error per field: message = the spec's message, extensions = {code: 'BAD_USER_INPUT', path: <dotted field
 * path>}. Other domain errors keep their message and code; anything else is logged and hidden as INTERNAL.
 */
export function formatGraphqlErrors(errors: readonly GraphQLError[], logger: Logger): GraphQLError[] {
  return errors.flatMap((e) => {
    const original = e.originalError;
    if (original instanceof ValidationError) {
      return original.errors.map(
        (fe) =>
          new GraphQLError(fe.message, e.nodes, e.source, e.positions, e.path, undefined, {
            code: 'BAD_USER_INPUT',
            path: fe.path,
          }),
      );
    }
    // A backstop: inputs are depth-checked before resolvers run, but a recursive helper that still meets one too deep
    // was given the client's input, not a server fault.
    if (original instanceof JsonTooDeepError) {
      return [
        new GraphQLError(TOO_DEEP, e.nodes, e.source, e.positions, e.path, undefined, { code: 'BAD_USER_INPUT' }),
      ];
    }
    if (original instanceof DomainError) {
      return [
        new GraphQLError(original.message, e.nodes, e.source, e.positions, e.path, undefined, { code: original.code }),
      ];
    }
    if (original) {
      logger.error({ err: original, path: e.path }, 'graphql resolver failed');
      return [
        new GraphQLError(TOAST_SOMETHING_WENT_WRONG, e.nodes, e.source, e.positions, e.path, undefined, {
          code: 'INTERNAL',
        }),
      ];
    }
    return [e];
  });
}
