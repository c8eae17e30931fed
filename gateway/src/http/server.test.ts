import http from 'http';
import type { AddressInfo } from 'net';
import express from 'express';
import { createServer } from './server';

let server: http.Server;
let port: number;
/** What each request and response were made as, seen before Express's own first middleware runs. */
const made: { request: boolean; response: boolean }[] = [];
const app = express();
app.set('query parser', 'simple');
app.get('/echo', (req, res) => {
  res.status(203).set('X-Seen', String(req.query.q)).json({ q: req.query.q, ip: req.ip, path: req.path });
});
app.post('/body', express.json(), (req, res) => {
  res.json(req.body);
});

beforeAll(async () => {
  server = createServer(app);
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    made.push({ request: Object.getPrototypeOf(req) === app.request, response: Object.getPrototypeOf(res) === app.response });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function call(method: string, path: string, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('createServer', () => {
  it("makes every request and response with the app's prototypes, so Express's first middleware changes none", async () => {
    made.length = 0;
    await call('GET', '/echo?q=1');
    await call('GET', '/echo?q=2');
    expect(made).toEqual([
      { request: true, response: true },
      { request: true, response: true },
    ]);
  });

  it('serves Express as a plain server does: query, ip, status, headers, JSON bodies, 404s, keep-alive', async () => {
    const got = await call('GET', '/echo?q=hello');
    expect(got.status).toBe(203);
    expect(got.headers['x-seen']).toBe('hello');
    expect(JSON.parse(got.body)).toEqual({ q: 'hello', ip: '127.0.0.1', path: '/echo' });
    expect(got.headers.connection).toBe('keep-alive');
    const posted = await call('POST', '/body', JSON.stringify({ a: [1, 2] }));
    expect(JSON.parse(posted.body)).toEqual({ a: [1, 2] });
    expect((await call('GET', '/nowhere')).status).toBe(404);
  });
});
