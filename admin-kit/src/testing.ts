import type { Session } from './session/session';

/** A minimal fetch Response for tests: jsdom has no fetch API, and the kit only reads ok, status and json(). */
export function fakeResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as unknown as Response;
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
