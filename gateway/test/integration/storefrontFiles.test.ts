import fs from 'fs';
import http, { type IncomingHttpHeaders, type Server } from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { CACHE_CONTROL } from '../../src/http/storefrontFiles';
import { createTestContext, type TestContext } from '../helpers/context';

// A storefront build of our own, laid out as storefront-cart's build writes it: an unhashed loader and a hashed chunk,
// each with its brotli and gzip copies, a preview page without copies, the build stamp, and a file outside the folder.
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-storefront-files-'));
const dir = path.join(parent, 'dist');
const LOADER = Buffer.from(`(function(){${'var cartlift = "loader";'.repeat(40)}})();`);
const CHUNK = Buffer.from(`(self.__cartliftChunks=self.__cartliftChunks||[]).push([[1],{${'"drawer":1,'.repeat(60)}}]);`);
const PREVIEW = Buffer.from('<!doctype html><title>Preview</title>');
const CHUNK_NAME = 'cartlift-drawer.0123abcd.js';
const write = (name: string, body: Buffer) => fs.writeFileSync(path.join(dir, name), body);
fs.mkdirSync(dir);
write('loader.js', LOADER);
write('loader.js.br', zlib.brotliCompressSync(LOADER));
write('loader.js.gz', zlib.gzipSync(LOADER, { level: 9 }));
write(CHUNK_NAME, CHUNK);
write(`${CHUNK_NAME}.br`, zlib.brotliCompressSync(CHUNK));
write(`${CHUNK_NAME}.gz`, zlib.gzipSync(CHUNK, { level: 9 }));
write('preview.html', PREVIEW);
write('.inputs-sha256', Buffer.from('stamp'));
fs.writeFileSync(path.join(parent, 'secret.txt'), 'not for the web');
// Larger than the socket buffers, so a download cut after its first bytes leaves most of the file unsent.
const BIG_NAME = 'cartlift-big.89abcdef.js';
write(BIG_NAME, Buffer.alloc(8 * 1024 * 1024, 'a'));
const copy = (name: string) => fs.readFileSync(path.join(dir, name));

let ctx: TestContext;
let server: Server;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { STOREFRONT_DIR: dir } });
  server = await new Promise<Server>((resolve) => {
    const s = ctx.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await ctx.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, not decoded. */
  body: Buffer;
}

/** One request over a real socket; the body is kept as bytes (an HTTP client library would decode it). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /storefront/*: the build precompressed, as the client accepts', () => {
  it('sends the brotli copy byte for byte to a browser that takes br, with its own length and the JavaScript type', async () => {
    const res = await get('/storefront/loader.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(copy('loader.js.br'))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(copy('loader.js.br').length);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    expect(zlib.brotliDecompressSync(res.body).equals(LOADER)).toBe(true);
  });

  it('sends the gzip copy to a client without brotli, or that refuses it, and follows quality values', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5', 'GZIP']) {
      const res = await get('/storefront/loader.js', { 'Accept-Encoding': accept });
      expect([accept, res.headers['content-encoding'], Number(res.headers['content-length'])]).toEqual([
        accept,
        'gzip',
        copy('loader.js.gz').length,
      ]);
      expect(res.body.equals(copy('loader.js.gz'))).toBe(true);
    }
    const anyCoding = await get('/storefront/loader.js', { 'Accept-Encoding': '*' });
    expect(anyCoding.headers['content-encoding']).toBe('br');
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const accepts: Array<Record<string, string>> = [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, br;q=0' }, { 'Accept-Encoding': 'deflate' }];
    for (const headers of accepts) {
      const res = await get('/storefront/loader.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(LOADER)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(LOADER.length);
      expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    }
  });

  it('sends a file the build left without copies as it is, whatever the client accepts', async () => {
    const res = await get('/storefront/preview.html', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(PREVIEW)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(PREVIEW.length);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The preview page keeps the storefront policy the admin frames it under.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches content-hashed chunks for a year and revalidates the unhashed names after a minute', async () => {
    const chunk = await get(`/storefront/${CHUNK_NAME}`, { 'Accept-Encoding': 'br' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.body.equals(copy(`${CHUNK_NAME}.br`))).toBe(true);
    for (const name of ['loader.js', 'preview.html'])
      expect((await get(`/storefront/${name}`)).headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(CACHE_CONTROL.unhashed).toBe('public, max-age=60, must-revalidate');
  });

  it('answers 304 without a body to a matching If-None-Match, per representation', async () => {
    const br = await get('/storefront/loader.js', { 'Accept-Encoding': 'br' });
    const gz = await get('/storefront/loader.js', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/storefront/loader.js');
    const etags = [br, gz, plain].map((r) => r.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const again = await get('/storefront/loader.js', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(again.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    // The gzip copy's validator does not stand for the brotli copy.
    const other = await get('/storefront/loader.js', { 'Accept-Encoding': 'br', 'If-None-Match': gz.headers.etag! });
    expect(other.status).toBe(200);
    expect(other.body.equals(copy('loader.js.br'))).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await get('/storefront/loader.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(copy('loader.js.gz').length);
    expect(res.body.length).toBe(0);
  });

  it('refuses paths out of the folder, dotfiles and the copies themselves; a missing file is 404', async () => {
    const refused = [
      '/storefront/..%2fsecret.txt',
      '/storefront/..%2F..%2Fdist%2F..%2Fsecret.txt',
      '/storefront/%2e%2e%2fsecret.txt',
      '/storefront/..%5csecret.txt',
      '/storefront/.inputs-sha256',
      '/storefront/loader.js.gz',
      '/storefront/loader.js.br',
      '/storefront/%00loader.js',
      '/storefront/%E0%A4%A',
      '/storefront/missing.js',
    ];
    for (const p of refused) {
      const res = await get(p, { 'Accept-Encoding': 'gzip, br' });
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.body.toString()).not.toContain('not for the web');
      expect(res.body.toString()).not.toContain('stamp');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('a shopper who leaves mid-download closes the file with the response (no descriptor left open per cut download)', async () => {
    const big = path.join(dir, BIG_NAME);
    const openOnBig = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`) === big;
        } catch {
          return false;
        }
      }).length;
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`${base}/storefront/${BIG_NAME}`, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)));
      });
    }
    // The server sees each cut as its socket closes; wait for that signal, not a fixed time (the test's timeout bounds it).
    while (openOnBig() > 0) await new Promise((r) => setTimeout(r, 20));
    expect(openOnBig()).toBe(0);
  });

  it('names no file at the mount point: GET /storeFront (the admin\'s storefront frame; routes ignore case) reaches its route', async () => {
    for (const p of ['/storeFront', '/storefront', '/storefront/']) {
      const res = await get(p, { 'Accept-Encoding': 'gzip, br' });
      // The admin route's answer without a session token, not the files' 404.
      expect([p, res.status]).toEqual([p, 401]);
    }
  });
});
