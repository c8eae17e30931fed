import { createReadStream, promises as fs, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { NotFoundError } from '../shared/errors';
import { CODINGS, codingsFor } from '../shared/contentCoding';

/**
 * Serves storefront-cart's build (/storefront/*: loader, lazy chunks, the admin's preview page) where the gateway still
 * serves it: local development, a self-hosted gateway, the admin preview. Shoppers of a deployed app get the loader and
 * chunks from Shopify's CDN (theme app extension assets), so this path is not on the hot path of a real storefront.
 *
 * The build writes a brotli and a gzip copy next to each file (storefront-cart/scripts/build.js); this sends the copy
 * the client accepts, byte for byte, instead of compressing per request, so what the size test measures is exactly
 * what goes over the wire.
 */

/** Content-hashed names (webpack's `[contenthash:8]`): their bytes never change, so they may be cached for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  /**
   * loader.js, preview.html and preview.js keep their names across builds and name the current chunks: a minute, then
   * revalidated with the ETag (a 304 costs no body), so a deploy reaches browsers within a minute and the loader
   * never names chunks a newer build has removed for longer than that.
   */
  unhashed: 'public, max-age=60, must-revalidate',
} as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

type Next = (err?: unknown) => void;

/**
 * The file a request names; null when the path is not one we serve: dotfiles (the build's stamp), the precompressed
 * copies themselves (they are representations of a file, sent only through negotiation) and anything that would leave
 * the folder (`..`, encoded or not, backslashes, NUL); undefined when it names no file at all (the mount point itself,
 * which is also how Express hands over GET /storeFront, the admin's storefront frame: routes ignore case).
 */
function fileOf(root: string, url: string | undefined): string | null | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length) return undefined;
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return null;
  if (CODINGS.some((p) => pathname.endsWith(p.suffix))) return null;
  const file = path.join(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

const statOf = (file: string): Promise<Stats | null> => fs.stat(file).catch(() => null);

/** A strong validator per representation: the bytes sent change whenever size or modification time does. */
const etagOf = (stat: Stats, coding: string) => `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${coding}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

async function serve(root: string, req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const file = fileOf(root, req.url);
  if (file === undefined) return next();
  if (file === null) throw new NotFoundError('File');
  const stat = await statOf(file);
  if (!stat?.isFile()) return next();

  // The first accepted precompressed copy that exists; a file the build left uncompressed (too small to gain) goes as is.
  let chosen = { file, stat, coding: 'identity' };
  for (const p of codingsFor(req.headers['accept-encoding'])) {
    const copy = await statOf(file + p.suffix);
    if (copy?.isFile()) {
      chosen = { file: file + p.suffix, stat: copy, coding: p.coding };
      break;
    }
  }
  const etag = etagOf(chosen.stat, chosen.coding);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', HASHED.test(path.basename(file)) ? CACHE_CONTROL.hashed : CACHE_CONTROL.unhashed);
  res.setHeader('ETag', etag);
  if (matches(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  if (chosen.coding !== 'identity') res.setHeader('Content-Encoding', chosen.coding);
  res.setHeader('Content-Length', chosen.stat.size);
  res.statusCode = 200;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline, not pipe: a shopper who leaves mid-download closes the response, and the file's stream must close with it
  // (pipe left it paused and open, one descriptor per cut download). A file replaced by a build mid-send cannot be
  // finished honestly either: pipeline destroys the response (the connection drops) rather than send a short body.
  pipeline(createReadStream(chosen.file), res, () => undefined);
}

/**
 * Connect-style handler for the folder `root` (mounted at /storefront, so req.url is the path inside it). A path that
 * is no file goes on to the next handler (the gateway's JSON 404); a path we refuse to serve is a NotFoundError.
 */
export function storefrontFiles(root: string): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const dir = path.resolve(root);
  return (req, res, next) => {
    serve(dir, req, res, next).catch(next);
  };
}
