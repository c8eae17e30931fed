import type { RequestHandler } from 'express';
import { graphqlHTTP } from 'express-graphql';
import { execute, GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { sessionOf } from '../auth/requireSession';
import type { AppDeps } from '../context';
import { DomainError, ValidationError } from '../shared/errors';
import type { GraphqlContext } from './context';
import { buildAdminSchema } from './schema';

/**
 * A failed validation becomes one GraphQL error per field: message = the spec's message, extensions =
 * {code: 'BAD_USER_INPUT', path: <dotted field path>}. Other known errors keep their code; unknown ones are hidden.
 */
function expandErrors(errors: readonly GraphQLError[], deps: AppDeps): GraphQLError[] {
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
    if (original instanceof DomainError) {
      return [
        new GraphQLError(original.message, e.nodes, e.source, e.positions, e.path, undefined, { code: original.code }),
      ];
    }
    if (original) {
      deps.logger.error({ err: original, path: e.path }, 'graphql resolver failed');
      return [
        new GraphQLError('Something went wrong', e.nodes, e.source, e.positions, e.path, undefined, {
          code: 'INTERNAL',
        }),
      ];
    }
    return [e];
  });
}

/** The one module that knows about express-graphql (deprecated upstream; swapping to graphql-http touches this file). */
export function graphqlHandler(deps: AppDeps): RequestHandler {
  const schema = buildAdminSchema();
  return graphqlHTTP((_req, res) => ({
    schema,
    graphiql: false,
    context: { deps, session: sessionOf(res as Parameters<typeof sessionOf>[0]) } satisfies GraphqlContext,
    customExecuteFn: async (args: ExecutionArgs): Promise<ExecutionResult> => {
      const result = await execute(args);
      if (!('data' in result) && result.errors) {
        // Variable coercion failed (wrong types): a bad request, not a server error (express-graphql says 500).
        throw Object.assign(new Error('GraphQL request error'), { status: 400, graphqlErrors: result.errors });
      }
      return result.errors ? { ...result, errors: expandErrors(result.errors, deps) } : result;
    },
  })) as RequestHandler;
}
