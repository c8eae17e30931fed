import express, { Router } from 'express';
import { execute, Kind, parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import type { StoreDeps } from '../config';
import type { StoreState } from '../state';
import { requestOrigin } from '../context';
import { adminSchema } from './graphqlSchema';
import { adminRoot } from './resolvers';

/** Shopify's 401 body for a missing or unknown access token. */
export const INVALID_TOKEN = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };
const API_VERSION = /^(\d{4}-(01|04|07|10)|unstable)$/;
const MAX_COST = 2000;

/** The mutation fields an operation calls (top level only: what the dropAnswer fault names). */
const mutationFields = (document: DocumentNode): string[] =>
  document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation'
      ? d.selectionSet.selections.flatMap((f) => (f.kind === Kind.FIELD ? [f.name.value] : []))
      : [],
  );

/** True (and one use spent) when the dropAnswer fault names a mutation this operation ran. */
function dropsAnswer(state: StoreState, document: DocumentNode): boolean {
  const fault = state.faults.dropAnswer;
  if (!fault || !mutationFields(document).includes(fault.mutation)) return false;
  state.faults.dropAnswer = fault.times > 1 ? { ...fault, times: fault.times - 1 } : null;
  return true;
}

const formatError = (e: GraphQLError) => ({ message: e.message, locations: e.locations, path: e.path, extensions: { code: e.originalError ? 'INTERNAL_SERVER_ERROR' : 'GRAPHQL_VALIDATION_FAILED' } });

/**
 * The installation an Admin API token stands for: a non-expiring token is its own; an expiring one its chain's, while
 * it is the chain's current access token and unexpired (an expired or replaced one is refused like an unknown one).
 */
export function installationOf(deps: StoreDeps, token: string | undefined): string | undefined {
  if (!token) return undefined;
  if (deps.state.tokensFor(deps.config.shopDomain).has(token)) return token;
  const check = deps.state.expiringTokensFor(deps.config.shopDomain).check(token, Date.now());
  return 'installation' in check ? check.installation : undefined;
}

/** POST /admin/api/{version}/graphql.json with X-Shopify-Access-Token, answered like Shopify (data, errors, extensions.cost). */
export function adminRoutes(deps: StoreDeps): Router {
  const router = Router();
  router.post('/admin/api/:version/graphql.json', express.json({ limit: '1mb' }), async (req, res) => {
    if (!API_VERSION.test(String(req.params.version))) {
      res.status(404).json({ errors: 'Not Found' });
      return;
    }
    const installation = installationOf(deps, req.get('X-Shopify-Access-Token'));
    deps.state.expiringTokensFor(deps.config.shopDomain).adminCalls[installation ? 'accepted' : 'refused']++;
    if (!installation) {
      res.status(401).json(INVALID_TOKEN);
      return;
    }
    const body = (req.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string' || !body.query.trim()) {
      res.status(400).json({ errors: { query: 'Required parameter missing or invalid' } });
      return;
    }
    let document: DocumentNode;
    try {
      document = parse(body.query);
    } catch (error) {
      res.json({ errors: [formatError(error as GraphQLError)] });
      return;
    }
    const invalid = validate(adminSchema(), document);
    if (invalid.length) {
      res.json({ errors: invalid.map(formatError) });
      return;
    }
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined;
    const ctx = { deps, origin: requestOrigin(deps, req), installation };
    const result = await execute({ schema: adminSchema(), document, rootValue: adminRoot(ctx), contextValue: ctx, variableValues: variables, operationName: typeof body.operationName === 'string' ? body.operationName : undefined });
    // The work is done; the app never hears of it (a timeout after Shopify completed the call looks the same to it).
    if (dropsAnswer(deps.state, document)) {
      req.socket.destroy();
      return;
    }
    const cost = 10;
    res.json({
      ...(result.errors ? { errors: result.errors.map(formatError) } : {}),
      data: result.data ?? null,
      extensions: { cost: { requestedQueryCost: cost, actualQueryCost: cost, throttleStatus: { maximumAvailable: MAX_COST, currentlyAvailable: MAX_COST - cost, restoreRate: 100 } } },
    });
  });
  return router;
}
