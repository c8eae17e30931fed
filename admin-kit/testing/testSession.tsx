import { useLocation } from 'react-router-dom';
import type { Session } from '../src';

/** A standalone session that is always signed in and hands out a fixed token (component tests' fake gateways). */
export function signedInSession(shop: string): Session {
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

/** Shows the router's current path and query so a test can assert where a screen navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}
