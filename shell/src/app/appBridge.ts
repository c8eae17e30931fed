import type { AppBridgeLike } from '@cartlift/admin-kit';

declare global {
  interface Window {
    shopify?: AppBridgeLike;
  }
}

/** How long to wait for App Bridge before carrying on without it. */
const APP_BRIDGE_TIMEOUT_MS = 5000;

/**
 * Inside the Shopify admin (a `host` query parameter and an API key) returns App Bridge. The static server normally
 * wrote it as the first script of `<head>` (Built for Shopify checks that, see admin-kit's appBridgeHead), so it is
 * already on `window`; a document served without it (webpack's dev server) gets it injected here. Standalone returns
 * null without touching the network.
 */
export function loadAppBridge(search: string, apiKey: string | undefined): Promise<AppBridgeLike | null> {
  if (!apiKey || !new URLSearchParams(search).get('host')) return Promise.resolve(null);
  if (window.shopify) return Promise.resolve(window.shopify);
  return new Promise((resolve) => {
    const meta = document.createElement('meta');
    meta.name = 'shopify-api-key';
    meta.content = apiKey;
    document.head.prepend(meta);
    const script = document.createElement('script');
    script.src = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';
    const timer = setTimeout(() => resolve(null), APP_BRIDGE_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve(window.shopify ?? null);
    };
    script.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    meta.after(script);
  });
}
