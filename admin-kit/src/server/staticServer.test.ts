/** @jest-environment node */
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { APP_BRIDGE_SRC, parseShopifyApiKey } from './appBridgeHead';
import { manifestFromEnv } from './manifestFromEnv';
import { createStaticServer } from './staticServer';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('static server', () => {
  let dir: string;
  let base: string;
  let upstreamBase: string;
  const servers: Server[] = [];
  const seen: { method?: string; url?: string; auth?: string; body: string }[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(dir, 'main.abc12345.js'), 'console.log("hello");'.repeat(50));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfe_campaigns;');
    const upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    servers.push(upstream);
    upstreamBase = await listen(upstream);
    const server = createStaticServer({
      root: dir,
      manifest: (host) =>
        manifestFromEnv({ REMOTE_MFE_BILLING_URL: 'https://billing.example.com/v2/' } as NodeJS.ProcessEnv, host),
      gatewayUpstream: upstreamBase,
    });
    servers.push(server);
    base = await listen(server);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves /remotes.json from the environment, defaulting to the request host and default ports', async () => {
    const res = await get(`${base}/remotes.json`, { Host: 'admin.local:8080' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body.toString())).toEqual({
      gatewayUrl: '/gateway',
      remotes: {
        mfe_campaigns: 'http://admin.local:8081/remoteEntry.js',
        mfe_cart_setup: 'http://admin.local:8082/remoteEntry.js',
        mfe_analytics: 'http://admin.local:8083/remoteEntry.js',
        mfe_billing: 'https://billing.example.com/v2/remoteEntry.js',
      },
    });
  });

  it('proxies /gateway/* to the gateway with method, headers and body', async () => {
    const res = await get(`${base}/gateway/graphql?x=1`, { Authorization: 'Bearer t' }, 'POST', '{"query":"{a}"}');
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/graphql?x=1', auth: 'Bearer t', body: '{"query":"{a}"}' });
  });

  it('gzips assets, caches hashed files for a year and never caches remoteEntry.js', async () => {
    const js = await get(`${base}/main.abc12345.js`, { 'Accept-Encoding': 'gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(js.body).toString()).toContain('hello');
    expect(js.headers['cache-control']).toContain('immutable');
    const entry = await get(`${base}/remoteEntry.js`);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('lets any origin read the public build by default (the cors middleware), and only the configured ones when set', async () => {
    const shell = { Origin: 'https://admin.cartlift.example.com' };
    for (const p of ['/remoteEntry.js', '/main.abc12345.js', '/remotes.json']) {
      const res = await get(`${base}${p}`, shell);
      expect([p, res.headers['access-control-allow-origin'], res.headers['access-control-allow-credentials']]).toEqual([p, '*', undefined]);
    }
    const preflight = await get(`${base}/remoteEntry.js`, { ...shell, 'Access-Control-Request-Method': 'GET' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    const remote = createStaticServer({
      root: dir,
      manifest: () => ({ gatewayUrl: '/gateway', remotes: {} }),
      corsOrigins: ['https://admin.cartlift.example.com'],
    });
    servers.push(remote);
    const remoteBase = await listen(remote);
    const ok = await get(`${remoteBase}/remoteEntry.js`, shell);
    expect(ok.headers['access-control-allow-origin']).toBe('https://admin.cartlift.example.com');
    expect(ok.headers.vary).toMatch(/Origin/);
    const other = await get(`${remoteBase}/remoteEntry.js`, { Origin: 'https://evil.example.com' });
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("puts helmet's security headers on every answer but the proxied gateway's", async () => {
    for (const p of ['/', '/main.abc12345.js', '/remotes.json', '/missing.js']) {
      const res = await get(`${base}${p}`);
      expect([p, res.headers['x-content-type-options'], res.headers['cross-origin-resource-policy']]).toEqual([
        p,
        'nosniff',
        'cross-origin',
      ]);
      expect([p, res.headers['strict-transport-security']]).toEqual([p, expect.stringContaining('max-age=')]);
      // Shopify's admin frames the app, so no X-Frame-Options: frame-ancestors names who may.
      expect([p, res.headers['x-frame-options']]).toEqual([p, undefined]);
    }
    const proxied = await get(`${base}/gateway/graphql`);
    expect(proxied.headers['content-security-policy']).toBeUndefined();
    expect(proxied.headers['x-content-type-options']).toBeUndefined();
  });

  it('answers client routes with index.html, missing assets with 404, and refuses paths outside the folder', async () => {
    const route = await get(`${base}/campaigns/create?shop=a.myshopify.com`);
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<title>shell</title>');
    expect((await get(`${base}/missing.js`)).status).toBe(404);
    expect((await get(`${base}/..%2f..%2fetc/passwd`)).status).toBe(403);
  });

  it('lets only Shopify admin and the shop’s own admin frame the app document', async () => {
    const route = await get(`${base}/campaigns?shop=a-shop.myshopify.com`);
    expect(route.headers['content-security-policy']).toBe(
      "base-uri 'self';object-src 'none';frame-ancestors https://admin.shopify.com https://a-shop.myshopify.com",
    );
    const odd = await get(`${base}/?shop=evil.example.com%20https://evil.example.com`);
    expect(odd.headers['content-security-policy']).toBe("base-uri 'self';object-src 'none';frame-ancestors https://admin.shopify.com");
    const spoof = await get(`${base}/?shop=a.myshopify.com;script-src%20*`);
    expect(spoof.headers['content-security-policy']).toBe("base-uri 'self';object-src 'none';frame-ancestors https://admin.shopify.com");
  });

  /** What the proxy logs to stderr while `fn` runs. */
  async function logged<T>(fn: () => Promise<T>): Promise<{ result: T; log: string[] }> {
    const log: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => void log.push(String(line)));
    try {
      return { result: await fn(), log };
    } finally {
      spy.mockRestore();
    }
  }

  const proxyTo = async (gatewayUpstream: string) => {
    const proxying = createStaticServer({ root: dir, manifest: () => ({ gatewayUrl: '/gateway', remotes: {} }), gatewayUpstream });
    servers.push(proxying);
    return listen(proxying);
  };

  it('answers 502 when the gateway is down, after trying again for a while, and logs why', async () => {
    const url = await proxyTo('http://127.0.0.1:9');
    const started = Date.now();
    const { result: res, log } = await logged(() => get(`${url}/gateway/graphql`));
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body.toString())).toEqual({ error: 'The gateway is not reachable' });
    // Three more tries, 150, 300 and 450 ms apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(log).toEqual([
      ...Array(3).fill('gateway proxy: GET /graphql failed (ECONNREFUSED), sending it again'),
      'gateway proxy: GET /graphql failed (ECONNREFUSED)',
    ]);
  });

  it('sends a request whose connection was refused again, with its body, once the gateway listens (a restart)', async () => {
    // A port nothing listens on, for now.
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise((r) => probe.close(r));
    const url = await proxyTo(`http://127.0.0.1:${port}`);
    const got: string[] = [];
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push(`${req.method} ${req.url} ${body}`);
        res.end('{"ok":true}');
      });
    });
    servers.push(gateway);
    setTimeout(() => gateway.listen(port, '127.0.0.1'), 200);
    const { result: res } = await logged(() => get(`${url}/gateway/login`, { 'Content-Type': 'application/json' }, 'POST', '{"shop":"a"}'));
    expect(res.status).toBe(200);
    expect(got).toEqual(['POST /login {"shop":"a"}']);
  });

  /**
   * A gateway that answers the first request on a connection and resets the connection when a second one comes on it
   * (as a server closing a kept-alive connection at that moment does); on a new connection it answers again.
   */
  async function resettingGateway(resetFresh = false, resetEarly = false) {
    const got: { connection: number; method: string; body: string }[] = [];
    let connections = 0;
    const gateway = net.createServer((socket) => {
      const connection = ++connections;
      let buffered = '';
      let answered = 0;
      socket.on('data', (d: Buffer) => {
        // The second request's first bytes are enough: reset before its body has all come.
        if (resetEarly && answered > 0) return socket.resetAndDestroy();
        buffered += d.toString('latin1');
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        const [method] = buffered.split(' ');
        const requestBody = buffered.slice(end + 4, end + 4 + length);
        buffered = buffered.slice(end + 4 + length);
        if (answered++ > 0 || (resetFresh && connection > 0)) return socket.resetAndDestroy();
        got.push({ connection, method, body: requestBody });
        socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: keep-alive\r\n\r\n{"ok":true}`);
      });
    });
    servers.push(gateway as unknown as Server);
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    return { got, url: await proxyTo(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`) };
  }

  it('sends a request once more on a new connection when its kept-alive one was reset before any answer', async () => {
    const gateway = await resettingGateway();
    expect((await get(`${gateway.url}/gateway/health`)).status).toBe(200);
    const { result: saved, log } = await logged(() =>
      get(`${gateway.url}/gateway/graphql`, { 'Content-Type': 'application/json' }, 'POST', '{"query":"{a}"}'),
    );
    expect(saved.status).toBe(200);
    expect(log).toEqual([expect.stringMatching(/^gateway proxy: POST \/graphql failed \((ECONNRESET|EPIPE)\), sending it again$/)]);
    expect(JSON.parse(saved.body.toString())).toEqual({ ok: true });
    // The POST reached the gateway once, with its body, on the second connection (the first was reset unread).
    expect(gateway.got).toEqual([
      { connection: 1, method: 'GET', body: '' },
      { connection: 2, method: 'POST', body: '{"query":"{a}"}' },
    ]);
  });

  it('sends a request again once all its body has come when its kept-alive connection was reset before that', async () => {
    const gateway = await resettingGateway(false, true);
    expect((await get(`${gateway.url}/gateway/health`)).status).toBe(200);
    const { result: saved, log } = await logged(
      () =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request(`${gateway.url}/gateway/graphql`, { method: 'POST', headers: { 'Content-Length': 15 } }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          // The body in two parts, 150 ms apart: the reset lands between them.
          req.write('{"query":');
          setTimeout(() => req.end('"{a}"}'), 150);
        }),
    );
    expect(saved).toEqual({ status: 200, body: '{"ok":true}' });
    expect(gateway.got).toEqual([
      { connection: 1, method: 'GET', body: '' },
      { connection: 2, method: 'POST', body: '{"query":"{a}"}' },
    ]);
    expect(log).toEqual([expect.stringMatching(/^gateway proxy: POST \/graphql failed \((ECONNRESET|EPIPE)\), sending it again$/)]);
  });

  it('answers 502, and sends nothing again, when a new connection is reset', async () => {
    const gateway = await resettingGateway(true);
    const { result: res, log } = await logged(() => get(`${gateway.url}/gateway/graphql`, {}, 'POST', '{}'));
    expect(res.status).toBe(502);
    expect(log).toEqual(['gateway proxy: POST /graphql failed (ECONNRESET)']);
    expect(gateway.got).toEqual([]);
  });

  describe('App Bridge in the embedded app document', () => {
    const KEY = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4';
    let embedBase: string;
    // The shell's document as its webpack template writes it: charset first, the bundle deferred.
    const shellDocument =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Cartlift</title>' +
      '<script defer="defer" src="/main.js?abc"></script></head><body><div id="root"></div></body></html>';

    beforeAll(async () => {
      const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-shell-'));
      fs.writeFileSync(path.join(shellDir, 'index.html'), shellDocument);
      const server = createStaticServer({ root: shellDir, manifest: () => ({ gatewayUrl: '/gateway', remotes: {} }), shopifyApiKey: KEY });
      servers.push(server);
      embedBase = await listen(server);
    });

    const head = (html: string) => /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
    const firstScriptSrc = (html: string) => /<script\b[^>]*\bsrc="([^"]*)"/i.exec(head(html))?.[1];
    const firstElement = (html: string) => /^<([a-z]+)\b[^>]*>/i.exec(head(html))?.[0];

    it.each(['/', '/campaigns/create', '/index.html'])('writes the api-key meta, then App Bridge, first in <head> of %s opened with host and shop', async (route) => {
      const res = await get(`${embedBase}${route}?embedded=1&host=YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvYQ&shop=a.myshopify.com`);
      const html = res.body.toString();
      expect(res.status).toBe(200);
      expect(firstElement(html)).toBe(`<meta name="shopify-api-key" content="${KEY}"/>`);
      expect(firstScriptSrc(html)).toBe(APP_BRIDGE_SRC);
      // Nothing of the built document is lost: the bundle still follows, deferred.
      expect(head(html)).toContain('<meta charset="utf-8"/><title>Cartlift</title><script defer="defer" src="/main.js?abc"></script>');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('serves it gzipped when asked, as every other document', async () => {
      const res = await get(`${embedBase}/?host=aG9zdA&shop=a.myshopify.com`, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(firstScriptSrc(gunzipSync(res.body).toString())).toBe(APP_BRIDGE_SRC);
    });

    it('leaves the standalone document (no host) and a server without an api key offline', async () => {
      const standalone = await get(`${embedBase}/campaigns?shop=a.myshopify.com`);
      expect(standalone.body.toString()).toBe(shellDocument);
      const keyless = await get(`${base}/?host=aG9zdA&shop=a.myshopify.com`);
      expect(keyless.body.toString()).not.toContain('app-bridge');
    });

    it('refuses an api key that could break out of the attribute, and treats an empty one as unset', () => {
      expect(() => parseShopifyApiKey('x" onload="alert(1)')).toThrow('SHOPIFY_API_KEY must be');
      expect(parseShopifyApiKey('')).toBeUndefined();
      expect(parseShopifyApiKey(KEY)).toBe(KEY);
    });
  });
});
