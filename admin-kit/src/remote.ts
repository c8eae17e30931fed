import type { ComponentType } from 'react';

/**
 * What every remote's `./routes` module exports as default: one component per mount point, keyed by the first path
 * segment the shell mounts it at (`settings` for /settings/*, `sticky` for /sticky). Each component renders its own
 * relative `<Routes>`; the shell owns the mount table, the remote owns everything below it.
 */
export type RemoteRoutes = Readonly<Record<string, ComponentType>>;

/** The shape `loadRemote('<name>/routes')` resolves to. */
export interface RemoteRoutesModule {
  default: RemoteRoutes;
}

/** Federation names of the admin's remotes (snake_case, as in their module-federation.config.js). */
export const REMOTE_NAMES = ['mfe_campaigns', 'mfe_cart_setup', 'mfe_analytics', 'mfe_billing'] as const;

/** One of {@link REMOTE_NAMES}. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Default local ports of the remotes (README); the shell is on 8080. */
export const REMOTE_DEFAULT_PORTS: Readonly<Record<RemoteName, number>> = {
  mfe_campaigns: 8081,
  mfe_cart_setup: 8082,
  mfe_analytics: 8083,
  mfe_billing: 8084,
};

/** The runtime manifest the shell fetches at start (`/remotes.json`): where each remote and the gateway live. */
export interface RemoteManifest {
  gatewayUrl: string;
  /** Remote name to the URL of its remoteEntry.js. */
  remotes: Record<string, string>;
  /** Shopify app API key; when set and the admin is opened embedded (host param), App Bridge is loaded. */
  shopifyApiKey?: string;
  /** Where Open Editor goes to switch the app embed on, `{shop}` replaced; unset: Shopify's theme editor deep link. */
  themeEditorUrl?: string;
}

/** Checks a fetched manifest; throws a readable error naming what is wrong. */
export function parseRemoteManifest(input: unknown): RemoteManifest {
  if (!input || typeof input !== 'object') throw new Error('remotes manifest: not a JSON object');
  const m = input as Record<string, unknown>;
  if (typeof m.gatewayUrl !== 'string' || !m.gatewayUrl) throw new Error('remotes manifest: gatewayUrl must be a string');
  if (!m.remotes || typeof m.remotes !== 'object') throw new Error('remotes manifest: remotes must be an object');
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(m.remotes as Record<string, unknown>)) {
    if (typeof url !== 'string' || !url) throw new Error(`remotes manifest: remotes.${name} must be a URL`);
    remotes[name] = url;
  }
  const optional = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const shopifyApiKey = optional(m.shopifyApiKey);
  const themeEditorUrl = optional(m.themeEditorUrl);
  return {
    gatewayUrl: m.gatewayUrl.replace(/\/+$/, ''),
    remotes,
    ...(shopifyApiKey ? { shopifyApiKey } : {}),
    ...(themeEditorUrl ? { themeEditorUrl } : {}),
  };
}
