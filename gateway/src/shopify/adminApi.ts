import { upstreamError } from '../shared/errors';

/** The Admin API version the gateway speaks (coordination.md contract). */
export const ADMIN_API_VERSION = '2025-01';

/** An offline access token and its granted scopes. */
export interface AccessTokenGrant {
  access_token: string;
  scope: string;
}

/** The subset of Shopify's Admin API the gateway calls (OAuth, token exchange, GraphQL). */
export interface AdminApi {
  /** Runs an Admin GraphQL operation; throws on transport errors, 401 or top-level GraphQL errors. */
  graphql<T>(shop: string, accessToken: string, query: string, variables?: Record<string, unknown>): Promise<T>;
  /** Where OAuth begins for shop. */
  authorizeUrl(shop: string, params: { scope: string; redirectUri: string; state: string }): string;
  /** Authorization-code grant. */
  exchangeCode(shop: string, code: string): Promise<AccessTokenGrant>;
  /** Token exchange: a valid session token for an offline access token. */
  exchangeSessionToken(shop: string, sessionToken: string): Promise<AccessTokenGrant>;
}

/** What the shopify helpers need from the app's dependencies (AppDeps satisfies it). */
export interface AdminApiDeps {
  adminApi: AdminApi;
}

/** What the Admin API said when it refused. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** Settings for createAdminApi. */
export interface AdminApiOptions {
  /** Base URL; "{shop}" is replaced by the shop domain (real Shopify: https://{shop}). */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
}

interface GraphqlResponse<T> {
  data?: T;
  errors?: unknown;
}

/** An HTTP client for the Admin API at baseUrl (locally the dev store). */
export function createAdminApi(opts: AdminApiOptions): AdminApi {
  const timeoutMs = opts.timeoutMs ?? 10000;
  const base = (shop: string): string => opts.baseUrl.replace('{shop}', shop);

  async function post(
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new AdminApiError(`Admin API unreachable: ${(err as Error).message}`, 0);
    }
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new AdminApiError(`Admin API answered ${res.status} with non-JSON`, res.status);
    }
    return { status: res.status, json };
  }

  async function token(shop: string, body: Record<string, string>): Promise<AccessTokenGrant> {
    const { status, json } = await post(`${base(shop)}/admin/oauth/access_token`, {
      client_id: opts.apiKey,
      client_secret: opts.apiSecret,
      ...body,
    });
    const grant = json as Partial<AccessTokenGrant> | undefined;
    if (status !== 200 || typeof grant?.access_token !== 'string') {
      throw new AdminApiError(`Access token request failed (${status})`, status);
    }
    return { access_token: grant.access_token, scope: typeof grant.scope === 'string' ? grant.scope : '' };
  }

  return {
    async graphql<T>(
      shop: string,
      accessToken: string,
      query: string,
      variables?: Record<string, unknown>,
    ): Promise<T> {
      const url = `${base(shop)}/admin/api/${ADMIN_API_VERSION}/graphql.json`;
      const { status, json } = await post(url, { query, variables }, { 'X-Shopify-Access-Token': accessToken });
      const r = json as GraphqlResponse<T> | undefined;
      if (status !== 200) throw new AdminApiError(`Admin API answered ${status}`, status);
      if (r?.errors) throw new AdminApiError(`Admin API errors: ${JSON.stringify(r.errors).slice(0, 500)}`, status);
      if (!r?.data) throw new AdminApiError('Admin API answered without data', status);
      return r.data;
    },
    authorizeUrl(shop, { scope, redirectUri, state }) {
      const q = new URLSearchParams({ client_id: opts.apiKey, scope, redirect_uri: redirectUri, state });
      return `${base(shop)}/admin/oauth/authorize?${q.toString()}`;
    },
    exchangeCode: (shop, code) => token(shop, { code }),
    exchangeSessionToken: (shop, sessionToken) =>
      token(shop, {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: sessionToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
        requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
      }),
  };
}

/** Turns an Admin API failure into a 502 for the client; other errors pass through. */
export function asUpstream(err: unknown): Error {
  return err instanceof AdminApiError ? upstreamError() : (err as Error);
}
