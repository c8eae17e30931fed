import { REMOTE_DEFAULT_PORTS, REMOTE_NAMES, type RemoteManifest } from '../remote';

/** `mfe_cart_setup` → `REMOTE_MFE_CART_SETUP_URL`: the env variable holding that remote's base URL. */
export function remoteUrlVariable(name: string): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/**
 * Builds /remotes.json from the environment so a remote moves without a rebuild: REMOTE_<NAME>_URL is the remote's base
 * URL (its remoteEntry.js is under it); unset, the remote is assumed on its default port of the host the admin was
 * opened on. ADMIN_GATEWAY_URL is the gateway base the browser calls ('/gateway', proxied, by default); SHOPIFY_API_KEY
 * and THEME_EDITOR_URL (`{shop}` placeholder; the dev store's app-embed switch locally) pass through for App Bridge
 * and the installation modal.
 */
export function manifestFromEnv(env: NodeJS.ProcessEnv, requestHost: string | undefined): RemoteManifest {
  const hostname = (requestHost ?? 'localhost').replace(/:\d+$/, '');
  const remotes: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    const base = env[remoteUrlVariable(name)] ?? `http://${hostname}:${REMOTE_DEFAULT_PORTS[name]}`;
    remotes[name] = `${base.replace(/\/+$/, '')}/remoteEntry.js`;
  }
  const apiKey = env.SHOPIFY_API_KEY;
  const themeEditorUrl = env.THEME_EDITOR_URL;
  return {
    gatewayUrl: env.ADMIN_GATEWAY_URL ?? '/gateway',
    remotes,
    ...(apiKey ? { shopifyApiKey: apiKey } : {}),
    ...(themeEditorUrl ? { themeEditorUrl } : {}),
  };
}
