import http from 'http';
import type { AddressInfo } from 'net';
import express from 'express';
import { answerClientErrors } from './clientErrors';
import { securityHeaders } from './securityHeaders';

let server: http.Server;
let port: number;
beforeAll(async () => {
  const app = express();
  app.use(securityHeaders());
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  server = http.createServer(app);
  answerClientErrors(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

interface Answer {
  status: number;
  type?: string;
  body: string;
  headers: http.IncomingHttpHeaders;
}
const get = (headers: Record<string, string>): Promise<Answer> =>
  new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/', headers }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body, headers: res.headers }),
        );
      })
      .on('error', reject);
  });

describe('answerClientErrors', () => {
  it('answers headers past Node’s limit with 431 and a JSON error', async () => {
    const res = await get({ cookie: 'c='.concat('x'.repeat(40_000)) });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'Request headers are too large' },
    });
  });

  it('carries the same security headers as an answer that went through Express and helmet', async () => {
    const normal = await get({ cookie: 'c=1' });
    const refused = await get({ cookie: 'c='.concat('x'.repeat(40_000)) });
    expect(refused.status).toBe(431);
    const security = Object.keys(normal.headers).filter(
      (h) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'etag'].includes(h),
    );
    // helmet's whole set, not a hand-picked few: the CSP, HSTS, nosniff, the referrer and cross-origin policies.
    expect(security).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'cross-origin-resource-policy',
        'cross-origin-opener-policy',
      ]),
    );
    for (const h of security) expect([h, refused.headers[h]]).toEqual([h, normal.headers[h]]);
  });

  it('leaves normal requests alone', async () => {
    expect(await get({ cookie: 'c=1' })).toMatchObject({ status: 200, body: '{"ok":true}' });
  });
});
