import type { Logger } from '../logger';
import { reauthRequired } from '../shared/errors';
import { AdminApiError, isInvalidGrant, type AccessTokenGrant } from '../shopify/adminApi';
import type { TokenStore } from '../shopify/shopTokens';
import type { Database } from './connection';
import type { ShopAttributes } from './models/shop.model';

/** A shop's token columns. */
export type TokenColumns = Pick<
  ShopAttributes,
  'access_token' | 'access_token_expires_at' | 'refresh_token' | 'refresh_token_expires_at'
>;

/** The token columns a grant sets, its lifetimes counted from `now`; a non-expiring grant leaves the expiries null. */
export function grantColumns(grant: AccessTokenGrant, now = Date.now()): TokenColumns {
  const after = (seconds: number | undefined) => (seconds === undefined ? null : new Date(now + seconds * 1000));
  return {
    access_token: grant.access_token,
    access_token_expires_at: after(grant.expires_in),
    refresh_token: grant.refresh_token ?? null,
    refresh_token_expires_at: grant.refresh_token ? after(grant.refresh_token_expires_in) : null,
  };
}

/** The token columns of a shop that has no token (uninstalled). */
export const NO_TOKENS: TokenColumns = {
  access_token: null,
  access_token_expires_at: null,
  refresh_token: null,
  refresh_token_expires_at: null,
};

const passed = (at: Date | null, now: number): boolean => at !== null && at.getTime() <= now;

/**
 * Only a new token exchange (the merchant opening the app) can give this shop a working token: its access token has
 * expired and no refresh token is left to renew it (refused by Shopify, or expired itself).
 */
export function reauthNeeded(row: TokenColumns, now = Date.now()): boolean {
  return (
    passed(row.access_token_expires_at, now) && (!row.refresh_token || passed(row.refresh_token_expires_at, now))
  );
}

/** What createShopTokenStore needs. */
export interface ShopTokenStoreOptions {
  /** `grant_type=refresh_token` at Shopify (AdminApi.refreshAccessToken). */
  refresh(shop: string, refreshToken: string): Promise<AccessTokenGrant>;
  /** Renew once less than this is left of the access token's life. */
  marginMs: number;
  logger: Logger;
  now?: () => number;
}

type Renewal = { token: string } | { none: true } | { reauth: true; stillValid: string | null };

const TOKEN_ATTRIBUTES: (keyof ShopAttributes)[] = [
  'installed',
  'access_token',
  'access_token_expires_at',
  'refresh_token',
  'refresh_token_expires_at',
];

const inTransit = (err: unknown): boolean => err instanceof AdminApiError && (err.status === 0 || err.status >= 500);

/**
 * The shop's tokens in the `shops` row, renewed by whichever request (in whichever gateway process) first finds them
 * due. A renewal runs under the row's write lock (SELECT ... FOR UPDATE on MySQL; SQLite's single writer), holding it
 * across Shopify's answer, because a refresh token is single use: a second process waits, then finds the token it saw
 * replaced and takes the new one instead of spending the old refresh token again. Never call the Admin API inside a
 * `db.write` callback: a renewal there would wait on its own lock.
 */
export function createShopTokenStore(db: Database, opts: ShopTokenStoreOptions): TokenStore {
  const now = opts.now ?? Date.now;

  // Shopify may rotate the pair and the answer be lost on the way back; the old refresh token stays usable until the
  // new access token is first used (Shopify's grace), so one more try with it is safe.
  async function refreshWithRetry(shop: string, refreshToken: string): Promise<AccessTokenGrant> {
    try {
      return await opts.refresh(shop, refreshToken);
    } catch (err) {
      if (!inTransit(err)) throw err;
      opts.logger.warn({ err, shop }, 'token refresh got no answer; trying the same refresh token once more');
      return opts.refresh(shop, refreshToken);
    }
  }

  /** Renews the token `seen` unless another request already has; `refused`: Shopify answered 401 to it. */
  function renew(shop: string, seen: string, refused: boolean): Promise<Renewal> {
    return db.write(async (transaction): Promise<Renewal> => {
      const row = await db.models.Shop.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
      if (!row?.installed || !row.access_token) return { none: true };
      const t = now();
      const expiresAt = row.access_token_expires_at;
      const expired = passed(expiresAt, t);
      if (row.access_token !== seen && !expired) return { token: row.access_token };
      // A non-expiring token that Shopify refused has nothing to renew it: the refusal stands.
      if (!expiresAt) return { none: true };
      const stillValid = refused || expired ? null : row.access_token;
      const dead = stillValid ? {} : { access_token_expires_at: new Date(Math.min(t, expiresAt.getTime())) };
      if (!row.refresh_token || passed(row.refresh_token_expires_at, t)) {
        await row.update(dead, { transaction });
        return { reauth: true, stillValid };
      }
      let grant: AccessTokenGrant;
      try {
        grant = await refreshWithRetry(shop, row.refresh_token);
      } catch (err) {
        if (!isInvalidGrant(err)) throw err;
        opts.logger.warn({ shop }, 'Shopify refused the refresh token; the merchant must open the app again');
        await row.update({ refresh_token: null, refresh_token_expires_at: null, ...dead }, { transaction });
        return { reauth: true, stillValid };
      }
      await row.update(grantColumns(grant, now()), { transaction });
      return { token: grant.access_token };
    });
  }

  return {
    async usable(shop, callerToken) {
      const row = await db.models.Shop.findByPk(shop, { attributes: TOKEN_ATTRIBUTES });
      if (!row?.access_token) return callerToken;
      const expiresAt = row.access_token_expires_at?.getTime();
      if (expiresAt === undefined || expiresAt - opts.marginMs > now()) return row.access_token;
      let renewal: Renewal;
      try {
        renewal = await renew(shop, row.access_token, false);
      } catch (err) {
        // A renewal that failed on the way must not fail a call the current token can still make.
        if (expiresAt <= now()) throw err;
        opts.logger.warn({ err, shop }, 'token renewal failed; using the current token while it lasts');
        return row.access_token;
      }
      if ('token' in renewal) return renewal.token;
      if ('reauth' in renewal) {
        if (renewal.stillValid) return renewal.stillValid;
        throw reauthRequired();
      }
      return callerToken;
    },
    async replace(shop, refused) {
      const renewal = await renew(shop, refused, true);
      if ('token' in renewal) return renewal.token;
      if ('reauth' in renewal) throw reauthRequired();
      return null;
    },
  };
}
