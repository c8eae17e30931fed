import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import cors from 'cors';
import { createStore, type DevStore, type StoreOptions } from '../../../dev-store/src/app';
import { ensureBuilt } from '../../../storefront-cart/scripts/build';

/** storefront-cart/dist: what a theme loads (loader.js, drawer chunks, preview.html). */
export const WIDGET_DIST = path.resolve(__dirname, '../../../storefront-cart/dist');


/**
 * Makes sure dist/ is the build of the current widget sources: the run's build (npm test builds every package first,
 * and the journeys' global setup checks once before any worker starts) is read as it is; only sources changed since
 * make it build again. `cache: false` for runners (tsx) whose module loading cannot read webpack's filesystem cache.
 */
export async function buildWidget(opts: { cache?: boolean } = {}): Promise<void> {
  await ensureBuilt({ cacheName: 'jest', cache: opts.cache ?? true });
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.map': 'application/json' };

/**
 * Where Shopify's CDN serves a theme app extension's assets (`asset_url`): a folder per extension version, and a query
 * the loader must ignore when it resolves its chunks.
 */
export const SHOPIFY_ASSETS = { path: '/extensions/019a7c4e-0b1d-7d3e-9f10-2a3b4c5d6e7f/12/assets', query: '?v=1764201234' };

/**
 * The theme app extension's assets/ as `npm run build` writes them from dist/ (scripts/theme-extension/build.js), in a
 * folder of its own (the developer's extensions/cartlift-cart stays as their build left it); remove() deletes it.
 */
export function extensionAssets(): { dir: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-extension-'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const extension = require('../../../scripts/theme-extension/build.js') as { build(env: object, dir: string, dist: string): unknown };
  extension.build({}, root, WIDGET_DIST);
  return { dir: path.join(root, 'assets'), remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * A tiny static server for a folder on an ephemeral port, standing in for a CDN (any origin may load it); `prefix` is
 * the path the folder is served under (Shopify's extension asset folder, for one).
 */
export async function serveDir(dir: string, prefix = ''): Promise<{ url: string; server: Server }> {
  const anyOrigin = cors();
  const server = http.createServer((req, res) => anyOrigin(req, res, () => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    const inside = pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
    const file = inside === null ? '' : path.join(dir, path.normalize(inside).replace(/^(\.\.[/\\])+/, ''));
    if (!file || !file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A running dev store with the Cartlift app embed pointing at the given loader URL. */
export async function startStore(options: StoreOptions): Promise<{ url: string; store: DevStore; server: Server }> {
  const store = createStore({ appEmbedEnabled: true, ...options });
  const server = await new Promise<Server>((resolve) => {
    const s = store.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, store, server };
}

/** Closes servers, ignoring ones already closed. */
export async function closeAll(...servers: (Server | undefined)[]): Promise<void> {
  await Promise.all(
    servers.map((s) => (s ? new Promise<void>((r) => (s.closeAllConnections?.(), s.close(() => r()))) : Promise.resolve())),
  );
}
