import { createReadStream, promises as fs } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { frameAncestorOrigins } from '@cartlift/domain';
import cors from 'cors';
import helmet from 'helmet';
import type { RemoteManifest } from '../remote';
import { isEmbeddedRequest, withAppBridge } from './appBridgeHead';

/** Options of {@link createStaticServer}. */
export interface StaticServerOptions {
  /** The webpack output folder. */
  root: string;
  /** Answers GET /remotes.json; the Host header lets defaults follow the host the admin was opened on. */
  manifest: (requestHost: string | undefined) => RemoteManifest;
  /** Where /gateway/* is proxied to (the gateway's base URL); without it /gateway answers 502. */
  gatewayUpstream?: string;
  /**
   * Origins that may read this server's files cross-origin (the shell's origin, for a remote). Unset, any origin may:
   * the files are the public build, identical for everyone and never sent with credentials (see README).
   */
  corsOrigins?: readonly string[];
  /**
   * The app's client id (parse it with parseShopifyApiKey). Set, the app document opened embedded (`host` in the query)
   * starts with App Bridge's meta and script; unset, or opened standalone, the document is served as built.
   */
  shopifyApiKey?: string;
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

/** The ?shop= Shopify opens the embedded app with (validated by frameAncestorOrigins). */
const shopParam = (req: IncomingMessage): string | null =>
  new URL(req.url ?? '/', 'http://localhost').searchParams.get('shop');

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** Runs a connect-style middleware; false when it answered the request itself (cors answers a preflight). */
function run(mw: Middleware, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve, reject) => {
    mw(req, res, (err?: unknown) => (err ? reject(err) : resolve(true)));
    if (res.writableEnded) resolve(false);
  });
}

/**
 * helmet's headers on every file. The app document may be framed only by Shopify's admin and the shop's own admin
 * (Shopify's requirement for embedded apps, against clickjacking): CSP frame-ancestors by the rule the gateway uses,
 * which unlike X-Frame-Options can name both, so frameguard is off. The CSP states only what holds for every page the
 * shell and remotes build (no plugins, no base-URL rewriting); scripts, styles and API calls come from remotes and a
 * gateway whose origins are configured per deploy. Remotes' files are loaded by the shell from another origin, hence
 * CORP cross-origin.
 */
function securityHeaders(): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: [(req) => frameAncestorOrigins(shopParam(req)).join(' ')],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: false,
  });
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

/**
 * A refused connection means nothing reached the gateway (a restart, a deploy): the request is sent again after
 * REFUSED_DELAY_MS, twice that, three times that (0.9 s in all) before the merchant gets a 502.
 */
const REFUSED_RETRIES = 3;
const REFUSED_DELAY_MS = 150;

/**
 * Proxies /gateway/* to the gateway so the admin calls its API same-origin (no CORS). A request is sent again only
 * where the gateway cannot have read it, with its body as it arrived (kept while it streams through, sent once the
 * browser has sent all of it):
 * - on a new connection, when its kept-alive one was reset (ECONNRESET) or already closed (EPIPE) before any answer:
 *   the 4 s idle drop above narrows the window in which the gateway closes a connection as it is reused, but a loaded
 *   machine's late timer can still land in it (Node's documented case for a retry: `reusedSocket` and ECONNRESET);
 * - when the connection was refused (above).
 * Any other failure is a 502. Every failure is logged with its cause (a journey's failed log-in once showed only the
 * 502, 2026-11-28).
 */
function proxy(req: IncomingMessage, res: ServerResponse, upstream: string) {
  const target = new URL(upstream.replace(/\/+$/, '') + (req.url ?? '/').replace(/^\/gateway/, '') || '/');
  const client = target.protocol === 'https:' ? https : http;
  const headers = { ...req.headers, host: target.host };
  const fail = () => {
    if (!res.headersSent) send(res, 502, JSON.stringify({ error: 'The gateway is not reachable' }), TYPES['.json']);
    else res.destroy();
  };
  const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
  const body: Buffer[] = [];
  req.on('data', (chunk: Buffer) => body.push(chunk));
  let refused = 0;
  const forward = (fresh: boolean): http.ClientRequest => {
    const out = client.request(target, { method: req.method, headers, agent: fresh ? false : agent }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.on('error', fail);
      up.pipe(res);
    });
    /** How to send the request again after `err` (undefined: not at all), by the two cases above. */
    const resendPlan = (err: NodeJS.ErrnoException): { fresh: boolean; delay: number } | undefined => {
      if (!fresh && out.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) return { fresh: true, delay: 0 };
      if (err.code === 'ECONNREFUSED' && refused < REFUSED_RETRIES) return { fresh, delay: REFUSED_DELAY_MS * ++refused };
      return undefined;
    };
    out.on('error', (err: NodeJS.ErrnoException) => {
      // A request sent again (or the body still piped into it after it failed) reports again: only the first counts;
      // and a browser that left needs no answer.
      if (out !== current || res.destroyed) return;
      const again = res.headersSent ? undefined : resendPlan(err);
      console.error(
        `gateway proxy: ${req.method} ${target.pathname} failed (${err.code ?? err.message})${again ? ', sending it again' : ''}`,
      );
      if (!again) return fail();
      // unpipe pauses the body when no pipe is left; what is still to come is kept by the 'data' listener above.
      req.unpipe(out);
      req.resume();
      const resend = () =>
        setTimeout(() => {
          if (res.destroyed) return;
          current = forward(again.fresh);
          current.end(Buffer.concat(body));
        }, again.delay);
      if (req.readableEnded) resend();
      else req.once('end', resend);
    });
    return out;
  };
  let current = forward(false);
  // A browser that gives up (navigation, abort) must not leave the upstream request open.
  res.on('close', () => {
    if (!res.writableFinished) current.destroy();
  });
  req.pipe(current);
}

/**
 * A tiny production server for a webpack build: static files (gzip when accepted, long cache for hashed files),
 * /remotes.json from the environment, /gateway/* proxied, and index.html for every other path (client routing).
 */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const root = path.resolve(options.root);
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();
  const middleware: Middleware[] = [
    cors({ origin: options.corsOrigins ? [...options.corsOrigins] : '*', methods: ['GET', 'HEAD'] }),
    securityHeaders(),
  ];

  const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

  /** The app document as an embedded admin needs it: written per request (it is small), never cached by a proxy. */
  async function serveEmbeddedDocument(req: IncomingMessage, res: ServerResponse, file: string, apiKey: string) {
    const html = Buffer.from(withAppBridge(await fs.readFile(file, 'utf8'), apiKey));
    const body = acceptsGzip(req) ? gzipSync(html) : html;
    res.appendHeader('Vary', 'Accept-Encoding');
    res.writeHead(200, {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      ...(body === html ? {} : { 'Content-Encoding': 'gzip' }),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, file: string) {
    const stat = await fs.stat(file);
    const ext = path.extname(file);
    const base = path.basename(file);
    const headers: Record<string, string | number> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(base) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    res.appendHeader('Vary', 'Accept-Encoding');
    if (COMPRESSIBLE.has(ext) && acceptsGzip(req)) {
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
    // pipeline, not pipe: a browser that leaves mid-download closes the file's stream with the response.
    else pipeline(createReadStream(file), res, () => undefined);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/gateway' || url.pathname.startsWith('/gateway/')) {
      if (!options.gatewayUpstream) return send(res, 502, JSON.stringify({ error: 'No gateway configured' }), TYPES['.json']);
      return proxy(req, res, options.gatewayUpstream);
    }
    // The proxied gateway answers with its own CORS and security headers; everything else here gets these.
    for (const mw of middleware) if (!(await run(mw, req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed');
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      return res.end(JSON.stringify(options.manifest(req.headers.host)));
    }
    const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    if (!file.startsWith(root + path.sep) && file !== root) return send(res, 403, 'Forbidden');
    const document = path.join(root, 'index.html');
    const stat = await fs.stat(file).catch(() => null);
    const embedApiKey = options.shopifyApiKey && isEmbeddedRequest(url.searchParams) ? options.shopifyApiKey : undefined;
    if (stat?.isFile() && file !== document) return serveFile(req, res, file);
    // A missing asset is a real 404; any other path is a client route.
    if (!stat?.isFile() && path.extname(url.pathname)) return send(res, 404, 'Not Found');
    return embedApiKey ? serveEmbeddedDocument(req, res, document, embedApiKey) : serveFile(req, res, document);
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, e instanceof Error ? e.message : 'Internal error');
      else res.destroy();
    });
  });
}
