import { jwtExpiry } from './jwt';

/** The part of App Bridge (v4, `window.shopify`) the session uses. */
export interface AppBridgeLike {
  idToken(): Promise<string>;
}

/** A merchant session: hands out a valid bearer token for every gateway call. */
export interface Session {
  /** 'embedded' inside the Shopify admin (App Bridge), 'standalone' with the gateway's local /login. */
  readonly mode: 'embedded' | 'standalone';
  readonly shop: string;
  /** A token valid for at least a few more seconds; refreshes it first when it is about to expire. */
  getToken(): Promise<string>;
  /** Drops the cached token (the gateway rejected it) so the next getToken fetches a new one. */
  invalidate(): void;
  /** Standalone: fetches a first token from /login and remembers that the merchant signed in. */
  signIn(): Promise<void>;
  /** Forgets the token and the signed-in mark. */
  signOut(): void;
  /** Embedded sessions are always signed in; standalone ones after signIn until signOut. */
  isSignedIn(): boolean;
}

/** Options of {@link createSession}; everything environmental is injectable so tests run without a browser. */
export interface SessionOptions {
  gatewayUrl: string;
  shop: string;
  fetchFn?: typeof fetch;
  appBridge?: AppBridgeLike | null;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
}

/** Tokens last about 60 s; refresh this long before `exp` so a request never leaves with a token about to die. */
export const TOKEN_REFRESH_MARGIN_MS = 15_000;
/** Used when a token carries no readable `exp`. */
const FALLBACK_TOKEN_LIFETIME_MS = 30_000;

/** Thrown when the gateway refuses to sign the merchant in. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** Creates the session for one shop: App Bridge idToken() when embedded, the gateway's POST /login otherwise. */
export function createSession(options: SessionOptions): Session {
  const { gatewayUrl, shop, appBridge = null } = options;
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const storage = options.storage ?? null;
  const signedInKey = `cartlift:signed-in:${shop}`;
  let cached: CachedToken | null = null;
  let inFlight: Promise<string> | null = null;

  async function login(): Promise<string> {
    const res = await fetchFn(`${gatewayUrl}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ shop }),
    });
    const body = (await res.json().catch(() => ({}))) as { token?: unknown; error?: unknown; message?: unknown };
    if (!res.ok || typeof body.token !== 'string') {
      const reason = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : '';
      throw new SignInError(reason || `Sign-in failed (${res.status})`, res.status);
    }
    const exp = jwtExpiry(body.token);
    cached = { token: body.token, expiresAt: exp ? exp * 1000 : now() + FALLBACK_TOKEN_LIFETIME_MS };
    return body.token;
  }

  if (appBridge) {
    return {
      mode: 'embedded',
      shop,
      getToken: () => appBridge.idToken(),
      invalidate: () => undefined,
      signIn: async () => undefined,
      signOut: () => undefined,
      isSignedIn: () => true,
    };
  }

  return {
    mode: 'standalone',
    shop,
    async getToken() {
      if (cached && cached.expiresAt - now() > TOKEN_REFRESH_MARGIN_MS) return cached.token;
      // Parallel requests share one refresh rather than each signing in again.
      inFlight ??= login().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate() {
      cached = null;
    },
    async signIn() {
      await login();
      storage?.setItem(signedInKey, '1');
    },
    signOut() {
      cached = null;
      storage?.removeItem(signedInKey);
    },
    isSignedIn() {
      return storage?.getItem(signedInKey) === '1';
    },
  };
}
