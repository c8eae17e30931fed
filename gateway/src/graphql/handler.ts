import type { RequestHandler, Response } from 'express';
import { graphqlHTTP } from 'express-graphql';
import { execute, GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { sessionOf } from '../auth/requireSession';
import type { AppDeps } from '../context';
import { isDatabaseUnavailable, RETRY_AFTER_S } from '../db/unavailable';
import { UnavailableError } from '../shared/errors';
import type { GraphqlContext } from './context';
import { parseWithinDepth } from './depth';
import { formatGraphqlErrors } from './formatErrors';
import { buildAdminSchema } from './schema';

/** The one module that knows about express-graphql (deprecated upstream; swapping to graphql-http touches this file). */
export function graphqlHandler(deps: AppDeps): RequestHandler {
  const schema = buildAdminSchema();
  return graphqlHTTP((_req, res) => ({
    schema,
    graphiql: false,
    customParseFn: parseWithinDepth,
    context: { deps, session: sessionOf(res as Parameters<typeof sessionOf>[0]) } satisfies GraphqlContext,
    customExecuteFn: async (args: ExecutionArgs): Promise<ExecutionResult> => {
      const result = await execute(args);
      const http = res as Response;
      if (result.errors?.some((e) => isDatabaseUnavailable(e.originalError))) {
        // The same answer as every other route while the database is down: 503, Retry-After, nothing saved.
        const unavailable = new UnavailableError();
        http.status(503).setHeader('Retry-After', String(RETRY_AFTER_S));
        const extensions = { code: unavailable.code };
        return {
          errors: [
            new GraphQLError(unavailable.message, undefined, undefined, undefined, undefined, undefined, extensions),
          ],
        };
      }
      if (!('data' in result) && result.errors) {
        // Variable coercion failed (wrong types, a null or missing required variable): a bad request with GraphQL's
        // own reasons. Returned, not thrown: express-graphql would wrap a thrown error and lose them.
        http.status(400);
        return result;
      }
      return result.errors ? { ...result, errors: formatGraphqlErrors(result.errors, deps.logger) } : result;
    },
  })) as RequestHandler;
}
