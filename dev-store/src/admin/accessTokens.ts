import { randomBytes } from 'node:crypto';

/** How long an expiring offline token lives, in seconds (Shopify: about an hour; the refresh token about 90 days). */
export interface TokenLifetimes {
  accessSeconds: number;
  refreshSeconds: number;
}

/** Shopify's lifetimes for expiring offline tokens. */
export const SHOPIFY_TOKEN_LIFETIMES: TokenLifetimes = { accessSeconds: 3600, refreshSeconds: 90 * 24 * 3600 };

/** The body of an access-token answer for an expiring offline token, as Shopify sends it. */
export interface ExpiringGrant {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
}

/** Why an Admin API call's token was refused, or the installation it stands for. */
export type TokenCheck = { installation: string } | { refused: 'expired' | 'unknown' };

interface Pair {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  /** The access token has been used on the Admin API: the refresh token that produced it is refused from then on. */
  used: boolean;
}

interface Installation {
  id: string;
  current: Pair;
  /** The refresh token that produced `current`, usable again until `current`'s access token is first used. */
  previousRefresh: { token: string; expiresAt: number } | null;
}

const token = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * The expiring offline tokens one shop has issued (Shopify's `expiring=1` grants), one chain per installation. A refresh
 * rotates both tokens: the previous access token stops working at once (the strictest reading; Shopify only promises the
 * new pair) and the previous refresh token stays usable until the new access token is first used, then is refused
 * (Shopify's grace since 2026-08-28). An access token past its expiry is refused (401), a refresh token past its own
 * expiry or revoked answers `invalid_grant`.
 */
export class ExpiringTokens {
  private readonly installations = new Map<string, Installation>();
  /** Successful refreshes and refused ones, so a test can count what the gateway asked for. */
  readonly counts = { refreshed: 0, refused: 0 };
  /**
   * Admin API calls to this shop whose token was accepted, and those refused with 401 (any token, expiring or not): an
   * app that renews its tokens right never meets a 401, so a test can count them from outside (GET /__dev/tokens).
   */
  readonly adminCalls = { accepted: 0, refused: 0 };
  /** Dev-only fault: the next refreshes rotate the pair but answer 503, as if the answer were lost on the way back. */
  loseRefreshAnswers = 0;

  /** A new installation's first pair (token exchange or code grant with expiring=1). */
  issue(now: number, lifetimes: TokenLifetimes): ExpiringGrant {
    const id = token('inst_');
    const inst: Installation = { id, current: this.pair(now, lifetimes), previousRefresh: null };
    this.installations.set(id, inst);
    return this.grantOf(inst.current, now);
  }

  /** `grant_type=refresh_token`: the new pair, or why not (Shopify answers `invalid_grant`). */
  refresh(refreshToken: string, now: number, lifetimes: TokenLifetimes): ExpiringGrant | 'invalid_grant' {
    for (const inst of this.installations.values()) {
      const { current, previousRefresh } = inst;
      const isCurrent = current.refreshToken === refreshToken && current.refreshExpiresAt > now;
      const inGrace = previousRefresh?.token === refreshToken && previousRefresh.expiresAt > now && !current.used;
      if (!isCurrent && !inGrace) continue;
      // Used in grace, the old refresh token keeps its place: it stays usable until the newest pair is first used.
      if (isCurrent) inst.previousRefresh = { token: current.refreshToken, expiresAt: current.refreshExpiresAt };
      inst.current = this.pair(now, lifetimes);
      this.counts.refreshed++;
      return this.grantOf(inst.current, now);
    }
    this.counts.refused++;
    return 'invalid_grant';
  }

  /** Checks an Admin API call's token; the first use of a pair's access token ends its predecessor's grace. */
  check(accessToken: string, now: number): TokenCheck {
    for (const inst of this.installations.values()) {
      if (inst.current.accessToken !== accessToken) continue;
      if (inst.current.accessExpiresAt <= now) return { refused: 'expired' };
      inst.current.used = true;
      inst.previousRefresh = null;
      return { installation: inst.id };
    }
    return { refused: 'unknown' };
  }

  /** Whether this shop issued the installation (its charges open under this shop only). */
  owns(installation: string): boolean {
    return this.installations.has(installation);
  }

  /** The pair an installation holds now (tests compare it with what the gateway stored). */
  currentPairs(): { accessToken: string; refreshToken: string }[] {
    return [...this.installations.values()].map(({ current }) => ({ accessToken: current.accessToken, refreshToken: current.refreshToken }));
  }

  /** Dev-only: every current access token expires at `now`, as if its hour had passed (refresh tokens unchanged). */
  expireAccessTokens(now: number): void {
    for (const inst of this.installations.values()) inst.current.accessExpiresAt = Math.min(inst.current.accessExpiresAt, now);
  }

  /** Dev-only: every current refresh token (and one still in grace) expires at `now`, as if its 90 days had passed. */
  expireRefreshTokens(now: number): void {
    for (const inst of this.installations.values()) {
      inst.current.refreshExpiresAt = Math.min(inst.current.refreshExpiresAt, now);
      if (inst.previousRefresh) inst.previousRefresh.expiresAt = Math.min(inst.previousRefresh.expiresAt, now);
    }
  }

  /** Revokes every token (as an uninstall or a merchant revoking access does): both tokens are refused from now on. */
  revokeAll(): void {
    this.installations.clear();
  }

  private pair(now: number, lifetimes: TokenLifetimes): Pair {
    return {
      accessToken: token('shpat_'),
      accessExpiresAt: now + lifetimes.accessSeconds * 1000,
      refreshToken: token('shprt_'),
      refreshExpiresAt: now + lifetimes.refreshSeconds * 1000,
      used: false,
    };
  }

  private grantOf(p: Pair, now: number): ExpiringGrant {
    return {
      access_token: p.accessToken,
      expires_in: Math.round((p.accessExpiresAt - now) / 1000),
      refresh_token: p.refreshToken,
      refresh_token_expires_in: Math.round((p.refreshExpiresAt - now) / 1000),
    };
  }
}
