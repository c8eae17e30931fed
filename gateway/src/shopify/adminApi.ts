import { upstreamError } from '../shared/errors';

/**
 * The Admin API version the gateway speaks: Shopify's stable release of October 2026 (each version is supported for
 * twelve months; shopify.app.toml's webhook api_version is the same, deployConfig.test.ts holds them equal).
 */
export const ADMIN_API_VERSION = '2026-10';

/**
 * An offline access token and its granted scopes. An expiring one (asked with `expiring=1`) also carries its lifetime
 * and a refresh token with its own, all in seconds as Shopify answers them.
 */
export interface AccessTokenGrant {
  access_token: string;
  scope: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
}

/** The subset of Shopify's Admin API the gateway calls (OAuth, token exchange and refresh, GraphQL). */
export interface AdminApi {
  /** Runs an Admin GraphQL operation; throws on transport errors, 401 or top-level GraphQL errors. */
  graphql<T>(shop: string, accessToken: string, query: string, variables?: Record<string, unknown>): Promise<T>;
  /** Where OAuth begins for shop. */
  authorizeUrl(shop: string, params: { scope: string; redirectUri: string; state: string }): string;
  /** Authorization-code grant. */
  exchangeCode(shop: string, code: string): Promise<AccessTokenGrant>;
  /** Token exchange: a valid session token for an offline access token. */
  exchangeSessionToken(shop: string, sessionToken: string): Promise<AccessTokenGrant>;
  /** `grant_type=refresh_token`: a new expiring pair for the refresh token (which Shopify then retires). */
  refreshAccessToken(shop: string, refreshToken: string): Promise<AccessTokenGrant>;
}

/** What the shopify helpers need from the app's dependencies (AppDeps satisfies it). */
export interface AdminApiDeps {
  adminApi: AdminApi;
}

/** What the Admin API said when it refused; `oauthError` is the token endpoint's `error` (e.g. invalid_grant). */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly oauthError?: string,
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
    const grant = json as (Partial<AccessTokenGrant> & { error?: unknown }) | undefined;
    if (status !== 200 || typeof grant?.access_token !== 'string') {
      const error = typeof grant?.error === 'string' ? grant.error : undefined;
      throw new AdminApiError(`Access token request failed (${status}${error ? ` ${error}` : ''})`, status, error);
    }
    const seconds = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);
    return {
      access_token: grant.access_token,
      scope: typeof grant.scope === 'string' ? grant.scope : '',
      expires_in: seconds(grant.expires_in),
      refresh_token: typeof grant.refresh_token === 'string' ? grant.refresh_token : undefined,
      refresh_token_expires_in: seconds(grant.refresh_token_expires_in),
    };
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
    // expiring=1: public apps created from 2026-04-01 must use expiring offline tokens (all public apps from 2027).
    exchangeCode: (shop, code) => token(shop, { code, expiring: '1' }),
    exchangeSessionToken: (shop, sessionToken) =>
      token(shop, {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: sessionToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
        requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
        expiring: '1',
      }),
    refreshAccessToken: (shop, refreshToken) =>
      token(shop, { grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}

/** Shopify refused a refresh token for good (revoked, expired or already replaced): only a new install helps. */
export const isInvalidGrant = (err: unknown): boolean => err instanceof AdminApiError && err.oauthError === 'invalid_grant';

/** Turns an Admin API failure into a 502 for the client; other errors pass through. */
export function asUpstream(err: unknown): Error {
  return err instanceof AdminApiError ? upstreamError() : (err as Error);
}
