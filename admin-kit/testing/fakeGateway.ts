import type { FieldError, GatewayGraphqlError, GraphqlFieldErrorExtensions, RestErrorBody } from '@cartlift/domain';
import { configureAdmin, type Session } from '../src';

/** The demo shop component tests run as. */
export const TEST_SHOP = 'cartlift-demo.myshopify.com';
/** Where a fake gateway "lives". */
export const TEST_GATEWAY = 'http://gateway.test';

/**
 * A minimal fetch Response: jsdom has no fetch API, and the kit only reads ok, status and json(). Each json() is a
 * copy, as from a network: RTK Query freezes what it caches while a fake keeps changing its own state.
 */
export function fakeResponse(status: number, body: unknown): Response {
  const copy = body === undefined ? undefined : JSON.stringify(body);
  const answer: Pick<Response, 'ok' | 'status' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => (copy === undefined ? undefined : JSON.parse(copy)),
  };
  return answer as Response;
}

/** A standalone session that is always signed in with a fixed token: what component tests run as. */
export function signedInTestSession(shop: string): Session {
  return {
    mode: 'standalone',
    shop,
    getToken: async () => 'test-token',
    invalidate: () => undefined,
    signIn: async () => undefined,
    signOut: () => undefined,
    isSignedIn: () => true,
  };
}

/** One request as a fake gateway sees it. */
export interface FakeRequest {
  url: URL;
  method: string;
  /** "METHOD /path", the way fakes name a REST route. */
  route: string;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
  /** For /graphql: the operation's name ('' otherwise) and its variables. */
  operation: string;
  variables: Record<string, unknown>;
}

function readRequest(input: RequestInfo | URL, init?: RequestInit): FakeRequest {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
  const graphql = url.pathname === '/graphql' && typeof body === 'object' && body !== null ? (body as { query?: unknown; variables?: unknown }) : {};
  return {
    url,
    method,
    route: `${method} ${url.pathname}`,
    body,
    operation: /(?:query|mutation)\s+(\w+)/.exec(String(graphql.query ?? ''))?.[1] ?? '',
    variables: (graphql.variables as Record<string, unknown> | undefined) ?? {},
  };
}

/** A REST refusal in the gateway's one envelope (domain RestErrorBody): {error: {code, message, errors?}}. */
export function restError(status: number, code: string, message: string, errors?: FieldError[]): Response {
  const body: RestErrorBody = { error: errors ? { code, message, errors } : { code, message } };
  return fakeResponse(status, body);
}

/** A GraphQL answer with data. */
export const graphqlData = (data: unknown): Response => fakeResponse(200, { data });

/** A GraphQL answer with errors of the gateway's shape (domain GatewayGraphqlError). */
const graphqlErrors = (errors: GatewayGraphqlError[], data: unknown): Response => fakeResponse(200, { data, errors });

/** A GraphQL answer with one error carrying extensions.code (NOT_FOUND, CAMPAIGN_LIMIT, ...). */
export const graphqlError = (message: string, code: string, data: unknown = null): Response =>
  graphqlErrors([{ message, extensions: { code } }], data);

/** A refused input as the gateway answers it: one GraphQL error per field, extensions {code: BAD_USER_INPUT, path}. */
export const graphqlFieldErrors = (errors: readonly FieldError[], data: unknown = null): Response =>
  graphqlErrors(
    errors.map((e): GatewayGraphqlError<GraphqlFieldErrorExtensions> => ({
      message: e.message,
      extensions: { code: 'BAD_USER_INPUT', path: e.path },
    })),
    data,
  );

/**
 * Points the admin kit at a fake gateway: every request to TEST_GATEWAY is answered by `answer`, signed in as `shop`.
 * Each remote's fake keeps its own state and answer shapes; this is the plumbing they share.
 */
export function installFakeGateway(answer: (request: FakeRequest) => Response | Promise<Response>, shop: string = TEST_SHOP): void {
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => answer(readRequest(input, init))) as typeof fetch;
  configureAdmin({ gatewayUrl: TEST_GATEWAY, shop, session: signedInTestSession(shop), fetchFn });
}
