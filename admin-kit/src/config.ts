import type { Session } from './session/session';

/** What the shell (or a remote running alone) tells the kit at start-up; every api call reads it. */
export interface AdminConfig {
  /** Base URL of the gateway, '/gateway' when the static server proxies it same-origin. */
  gatewayUrl: string;
  shop: string;
  session: Session;
  /** Injected for tests; defaults to the global fetch. */
  fetchFn?: typeof fetch;
}

let current: AdminConfig | null = null;

/** Sets the configuration; called once by the shell's bootstrap (admin-kit is a singleton, so remotes see it too). */
export function configureAdmin(config: AdminConfig): void {
  current = config;
}

/** The configuration set by {@link configureAdmin}; throws when a call is made before start-up finished. */
export function adminConfig(): AdminConfig {
  if (!current) throw new Error('admin-kit: configureAdmin() has not been called');
  return current;
}

/** The shop domain from the admin's query string (`?shop=`), or null: the admin only runs with one. */
export function shopFromSearch(search: string): string | null {
  const shop = new URLSearchParams(search).get('shop')?.trim().toLowerCase();
  return shop && /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(shop) ? shop : null;
}
