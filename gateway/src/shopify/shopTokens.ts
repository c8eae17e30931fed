import { AdminApiError, type AdminApi } from './adminApi';

/**
 * Where a shop's offline token lives and how it is renewed (the database implements it: `db/shopTokens.ts`). Callers
 * of the Admin API keep passing the token they read with the shop; this is what turns it into one that works now.
 */
export interface TokenStore {
  /** The token to call the Admin API with for shop now, renewed first when it is close to expiry. */
  usable(shop: string, callerToken: string): Promise<string>;
  /**
   * The Admin API refused `refused` (401): a token stored since by another request or process, or a renewed one; null
   * when nothing newer can exist (a non-expiring token, an uninstalled shop). Throws ReauthRequiredError when the
   * refresh token was refused for good.
   */
  replace(shop: string, refused: string): Promise<string | null>;
}

/**
 * The Admin API with the shop's stored token on every GraphQL call: renewed ahead of expiry, and on a 401 replaced
 * once and the call made once more. Every other method is the wrapped client's.
 */
export function withShopTokens(api: AdminApi, tokens: TokenStore): AdminApi {
  return {
    ...api,
    async graphql<T>(shop: string, callerToken: string, query: string, variables?: Record<string, unknown>): Promise<T> {
      const token = await tokens.usable(shop, callerToken);
      try {
        return await api.graphql<T>(shop, token, query, variables);
      } catch (err) {
        if (!(err instanceof AdminApiError) || err.status !== 401) throw err;
        const next = await tokens.replace(shop, token);
        if (!next) throw err;
        return api.graphql<T>(shop, next, query, variables);
      }
    },
  };
}
