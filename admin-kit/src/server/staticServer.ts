import { createReadStream, promises as fs } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RemoteManifest } from '../remote';

/** Options of {@link createStaticServer}. */
export interface StaticServerOptions {
  /** The webpack output folder. */
  root: string;
  /** Answers GET /remotes.json; the Host header lets defaults follow the host the admin was opened on. */
  manifest: (requestHost: string | undefined) => RemoteManifest;
  /** Where /gateway/* is proxied to (the gateway's base URL); without it /gateway answers 502. */
  gatewayUpstream?: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Only content-hashed files (name.0123abcd.js) may be cached for good; entries name the chunks of the current deploy. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** A *.myshopify.com domain, as Shopify passes it in ?shop= when it opens the embedded app. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/**
 * The embedded app's document may be framed only by Shopify's admin and the shop's own admin (Shopify's requirement
 * for embedded apps, against clickjacking): CSP frame-ancestors, which unlike X-Frame-Options can name both.
 */
export function frameAncestors(shop: string | null): string {
  const own = shop && SHOP_DOMAIN.test(shop) ? ` https://${shop}` : '';
  return `frame-ancestors https://admin.shopify.com${own}`;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * Upstream connections are kept alive, but an idle one is dropped after 4 s: Node servers (the gateway) close idle
 * connections after 5 s, and a request written on a socket the server is closing fails with ECONNRESET (a POST cannot
 * be replayed), which the merchant would see as a failed save or log-in.
 */
const UPSTREAM_IDLE_MS = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS }),
};

/** Proxies /gateway/* to the gateway so the admin calls its API same-origin (no CORS). */
function proxy(req: IncomingMessage, res: ServerResponse, upstream: string) {
  const target = new URL(upstream.replace(/\/+$/, '') + (req.url ?? '/').replace(/^\/gateway/, '') || '/');
  const client = target.protocol === 'https:' ? https : http;
  const headers = { ...req.headers, host: target.host };
  const fail = () => {
    if (!res.headersSent) send(res, 502, JSON.stringify({ error: 'The gateway is not reachable' }), TYPES['.json']);
    else res.destroy();
  };
  const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
  const out = client.request(target, { method: req.method, headers, agent }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.on('error', fail);
    up.pipe(res);
  });
  out.on('error', fail);
  // A browser that gives up (navigation, abort) must not leave the upstream request open.
  res.on('close', () => {
    if (!res.writableFinished) out.destroy();
  });
  req.pipe(out);
}

/**
 * A tiny production server for a webpack build: static files (gzip when accepted, long cache for hashed files),
 * /remotes.json from the environment, /gateway/* proxied, and index.html for every other path (client routing).
 */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const root = path.resolve(options.root);
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, shop: string | null) {
    const stat = await fs.stat(file);
    const ext = path.extname(file);
    const base = path.basename(file);
    const headers: Record<string, string | number> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(base) ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Remotes' chunks are fetched by the shell from another port.
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(ext === '.html' ? { 'Content-Security-Policy': frameAncestors(shop) } : {}),
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let cached = gzipCache.get(file);
      if (!cached || cached.mtimeMs !== stat.mtimeMs) {
        cached = { mtimeMs: stat.mtimeMs, body: gzipSync(await fs.readFile(file)) };
        gzipCache.set(file, cached);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/gateway' || url.pathname.startsWith('/gateway/')) {
      if (!options.gatewayUpstream) return send(res, 502, JSON.stringify({ error: 'No gateway configured' }), TYPES['.json']);
      return proxy(req, res, options.gatewayUpstream);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed');
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
      return res.end(JSON.stringify(options.manifest(req.headers.host)));
    }
    const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    if (!file.startsWith(root + path.sep) && file !== root) return send(res, 403, 'Forbidden');
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) return serveFile(req, res, file, url.searchParams.get('shop'));
    // A missing asset is a real 404; any other path is a client route.
    if (path.extname(url.pathname)) return send(res, 404, 'Not Found');
    return serveFile(req, res, path.join(root, 'index.html'), url.searchParams.get('shop'));
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, e instanceof Error ? e.message : 'Internal error');
      else res.destroy();
    });
  });
}
