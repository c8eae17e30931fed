import type { GatewayGraphqlError, GraphqlErrorExtensions } from '@cartlift/domain';
import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { adminConfig } from '../config';

/** A GraphQL call: the document plus its variables (values never go into the document text). */
export interface GraphqlArgs {
  document: string;
  variables?: Record<string, unknown>;
}

/** A REST call on the gateway, relative to its base URL. */
export interface RestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
}

/** Either kind of gateway call. */
export type ApiArgs = GraphqlArgs | RestArgs;

/**
 * One GraphQL error as it arrives: the gateway's (domain GatewayGraphqlError), read as untrusted JSON, so its
 * extensions may be missing or partial (an error the gateway's formatter did not write, such as a malformed query's).
 */
export interface GraphqlErrorEntry extends Omit<GatewayGraphqlError, 'extensions'> {
  extensions?: Partial<GraphqlErrorExtensions>;
}

/** The error shape every endpoint sees. */
export interface ApiError {
  /** HTTP status, or why no usable answer came back. */
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'GRAPHQL_ERROR';
  message: string;
  graphqlErrors?: GraphqlErrorEntry[];
  data?: unknown;
}

function isGraphql(args: ApiArgs): args is GraphqlArgs {
  return 'document' in args;
}

/** Whether repeating the call is safe: reads always are; writes only when the gateway certainly did not run them. */
function isIdempotent(args: ApiArgs): boolean {
  if (isGraphql(args)) return !/^\s*mutation\b/.test(args.document);
  return (args.method ?? 'GET') === 'GET';
}

function queryString(params: RestArgs['params']): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown; errors?: unknown };
    if (typeof b.error === 'string') return b.error;
    // The gateway's error handler answers {error: {code, message}}.
    const nested = b.error && typeof b.error === 'object' ? (b.error as { message?: unknown }).message : undefined;
    if (typeof nested === 'string') return nested;
    if (typeof b.message === 'string') return b.message;
    if (typeof b.errors === 'string') return b.errors;
    if (Array.isArray(b.errors) && typeof (b.errors[0] as { message?: unknown })?.message === 'string') {
      return (b.errors[0] as { message: string }).message;
    }
  }
  return fallback;
}

/** One attempt at a gateway call with the session's bearer token; no retry here. */
export const rawBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiError> = async (args, { signal }) => {
  const { gatewayUrl, session, fetchFn } = adminConfig();
  const doFetch = fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let token: string;
  try {
    token = await session.getToken();
  } catch (e) {
    return { error: { status: 401, message: e instanceof Error ? e.message : 'Not signed in' } };
  }
  const graphql = isGraphql(args);
  const url = graphql ? `${gatewayUrl}/graphql` : `${gatewayUrl}${args.url}${queryString(args.params)}`;
  const method = graphql ? 'POST' : (args.method ?? 'GET');
  const payload = graphql ? { query: args.document, variables: args.variables ?? {} } : args.body;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await doFetch(url, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal,
    });
  } catch (e) {
    return { error: { status: 'FETCH_ERROR', message: e instanceof Error ? e.message : 'Network error' } };
  }
  if (res.status === 401) session.invalidate();
  let body: unknown;
  try {
    body = res.status === 204 ? null : await res.json();
  } catch {
    if (!res.ok) return { error: { status: res.status, message: `Request failed (${res.status})` } };
    return { error: { status: 'PARSE_ERROR', message: 'The gateway answered with something that is not JSON' } };
  }
  if (!res.ok) return { error: { status: res.status, message: errorMessage(body, `Request failed (${res.status})`), data: body } };
  if (graphql) {
    const { data, errors } = (body ?? {}) as { data?: unknown; errors?: GraphqlErrorEntry[] };
    if (errors?.length) {
      return { error: { status: 'GRAPHQL_ERROR', message: errors[0].message, graphqlErrors: errors, data } };
    }
    return { data };
  }
  return { data: body };
};

/** Pause before the single retry; short, the admin is interactive. */
export const RETRY_DELAY_MS = 300;

/**
 * The base query of the admin api: bearer token on every call and exactly one retry when it can help: a rejected token
 * (a fresh one is fetched first), a network failure or a 5xx on an idempotent call. Validation and GraphQL errors are final.
 */
export const baseQuery = retry(rawBaseQuery, {
  backoff: () => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)),
  retryCondition: (error, args, { attempt }) => {
    if (attempt > 1) return false;
    const { status } = error as ApiError;
    if (status === 401) return true;
    if (!isIdempotent(args as ApiArgs)) return false;
    return status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500);
  },
});
