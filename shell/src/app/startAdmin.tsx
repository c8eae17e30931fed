import { configureAdmin, createSession, makeStore, shopFromSearch, type RemoteManifest } from '@cartlift/admin-kit';
import { createRoot } from 'react-dom/client';
import { fetchRemoteManifest, registerManifestRemotes } from '../remotes/loadRemoteRoutes';
import { loadAppBridge } from './appBridge';
import { App, MissingShopApp } from './App';
import { isInstallPath, isPublicLandingPath, PublicLandingApp } from './PublicLandingApp';

/** Used when /remotes.json cannot be read: the shell still runs its own screens, every remote shows its fallback. */
const NO_REMOTES: RemoteManifest = { gatewayUrl: '/gateway', remotes: {} };

/**
 * Starts the admin: reads the shop from the URL (the admin only runs with one), fetches the runtime remote manifest,
 * registers the remotes, sets up the session (App Bridge when embedded, the gateway's /login otherwise) and renders.
 */
export async function startAdmin(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const shop = shopFromSearch(window.location.search);
  if (!shop && !isPublicLandingPath(window.location.pathname)) {
    root.render(<MissingShopApp />);
    return;
  }
  const manifest = await fetchRemoteManifest().catch((e: unknown) => {
    console.error('[cartlift] remote manifest unavailable; remotes will show their fallback', e);
    return NO_REMOTES;
  });
  registerManifestRemotes(manifest);
  if (!shop || isInstallPath(window.location.pathname)) {
    // Landings and the install-redirect page call only public gateway routes; the session is never asked for a token.
    const session = createSession({ gatewayUrl: manifest.gatewayUrl, shop: '', storage: null });
    configureAdmin({ gatewayUrl: manifest.gatewayUrl, shop: '', session });
    root.render(<PublicLandingApp />);
    return;
  }
  const appBridge = await loadAppBridge(window.location.search, manifest.shopifyApiKey);
  const session = createSession({ gatewayUrl: manifest.gatewayUrl, shop, appBridge, storage: window.sessionStorage });
  configureAdmin({ gatewayUrl: manifest.gatewayUrl, shop, session });
  root.render(<App store={makeStore()} shell={{ shop, session, manifest }} />);
}
