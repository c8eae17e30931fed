import http from 'http';
import type { AddressInfo } from 'net';
import express from 'express';
import { answerClientErrors } from './clientErrors';

let server: http.Server;
let port: number;
beforeAll(async () => {
  const app = express();
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  server = http.createServer(app);
  answerClientErrors(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

const get = (headers: Record<string, string>): Promise<{ status: number; type?: string; body: string }> =>
  new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/', headers }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
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

  it('leaves normal requests alone', async () => {
    expect(await get({ cookie: 'c=1' })).toMatchObject({ status: 200, body: '{"ok":true}' });
  });
});
