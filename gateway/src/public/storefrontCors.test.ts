import cors from 'cors';
import express from 'express';
import request from 'supertest';
import { storefrontCors } from './storefrontCors';

const SHOP_ORIGIN = 'https://shop-a.myshopify.com';
const allowed = (origin: string | undefined): boolean => origin === SHOP_ORIGIN;

/** An app answering GET, POST and OPTIONS on /x behind the given CORS middleware. */
function appWith(middleware: express.RequestHandler): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.options('/x', middleware);
  app.get('/x', middleware, (_req, res) => {
    res.json({ ok: true });
  });
  app.post('/x', middleware, (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

const byCors = appWith(
  cors({ origin: (origin, done) => done(null, allowed(origin)), methods: 'GET,POST,OPTIONS', allowedHeaders: 'Content-Type', maxAge: 600 }),
);
const byStorefrontCors = appWith(storefrontCors(allowed));

/** The answer's status and headers but the date. */
async function answer(app: express.Express, method: 'get' | 'post' | 'options', origin?: string) {
  let req = request(app)[method]('/x');
  if (origin !== undefined) req = req.set('Origin', origin);
  if (method === 'options') req = req.set('Access-Control-Request-Method', 'POST');
  const res = await req;
  const { date: _date, ...headers } = res.headers;
  return { status: res.status, headers };
}

describe('storefrontCors', () => {
  it.each([
    ['get', SHOP_ORIGIN],
    ['get', 'https://elsewhere.example'],
    ['get', undefined],
    ['post', SHOP_ORIGIN],
    ['post', 'https://elsewhere.example'],
    ['options', SHOP_ORIGIN],
    ['options', 'https://elsewhere.example'],
    ['options', undefined],
  ] as const)('answers %s from %s as the cors package does', async (method, origin) => {
    const expected = await answer(byCors, method, origin);
    expect(await answer(byStorefrontCors, method, origin)).toEqual(expected);
  });

  it('allows only the given origins, and says the answer varies by origin', async () => {
    const ok = await answer(byStorefrontCors, 'get', SHOP_ORIGIN);
    expect([ok.headers['access-control-allow-origin'], ok.headers.vary]).toEqual([SHOP_ORIGIN, 'Origin']);
    const other = await answer(byStorefrontCors, 'get', 'https://elsewhere.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
