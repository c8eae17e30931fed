import fs from 'fs';
import os from 'os';
import path from 'path';
import request from 'supertest';
import { createApp, type App } from '../../src/app';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createLogger } from '../../src/logger';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';

let ctx: TestContext;
/** The same app over a database connection that is closed: every answer that needs the database is 503. */
let down: App;
let closed: Database;
// A storefront folder of our own, so the static route exists whatever has been built.
const storefrontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-storefront-'));
fs.writeFileSync(path.join(storefrontDir, 'loader.js'), 'void 0;');
beforeAll(async () => {
  ctx = await createTestContext({ env: { STOREFRONT_DIR: storefrontDir } });
  closed = await connectDatabase(ctx.config.databaseUrl);
  await closed.close();
  down = createApp({ config: ctx.config, db: closed, logger: createLogger('silent') });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(storefrontDir, { recursive: true, force: true });
});

/** One request of every kind the gateway answers: success, each error class, preflight, static file, webhook. */
const requests: Array<[string, () => PromiseLike<request.Response>]> = [
  ['GET /health', () => request(ctx.app).get('/health')],
  ['unknown route 404', () => request(ctx.app).get('/nope')],
  ['GraphQL without token 401', () => request(ctx.app).post('/graphql').send({ query: '{ __typename }' })],
  ['GraphQL 200', () => ctx.gql(SHOP_A, '{ __typename }')],
  ['malformed JSON 400', () => request(ctx.app).post('/public/track').query({ shop: SHOP_A }).type('json').send('{x')],
  ['public lookup 200', () => request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A, products: '1' })],
  [
    'public preflight 204',
    () => request(ctx.app).options('/public/campaigns').query({ shop: SHOP_A }).set('Origin', `https://${SHOP_A}`),
  ],
  ['admin preflight 204', () => request(ctx.app).options('/graphql').set('Origin', 'http://127.0.0.1:8080')],
  [
    'webhook with a bad HMAC 401',
    () => request(ctx.app).post('/webhooks').set('X-Shopify-Topic', 'app/uninstalled').send('{}'),
  ],
  ['OAuth start redirect', () => request(ctx.app).get('/auth').query({ shop: SHOP_A })],
];

/** The database-down answers (databaseDown.test.ts): REST, GraphQL and the public API, each 503 UNAVAILABLE. */
const unavailable: Array<[string, () => PromiseLike<request.Response>]> = [
  [
    'REST 503',
    async () =>
      request(down)
        .get('/aff/settings')
        .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`),
  ],
  [
    'GraphQL 503',
    async () =>
      request(down)
        .post('/graphql')
        .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
        .send({ query: '{ campaigns { id } }' }),
  ],
  ['public track 503', () => request(down).post('/public/track').query({ shop: SHOP_A }).send({ type: 'view_cart' })],
];

function expectHelmetHeaders(res: request.Response): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
  // frame-ancestors instead of X-Frame-Options (which cannot allow both the shop admin and admin.shopify.com).
  expect(res.headers['x-frame-options']).toBeUndefined();
  const csp = res.headers['content-security-policy'];
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/frame-ancestors https:\/\/admin\.shopify\.com/);
}

describe('helmet headers on every response', () => {
  it.each(requests)('%s', async (_label, send) => {
    const res = await send();
    expect(res.status).toBeLessThan(500);
    expectHelmetHeaders(res);
  });

  it.each(unavailable)('%s while the database is down', async (_label, send) => {
    const res = await send();
    expect([res.status, res.headers['retry-after']]).toEqual([503, '5']);
    expectHelmetHeaders(res);
  });

  it('names the shop in frame-ancestors on a 503 of the public API too', async () => {
    const res = await request(down).get('/public/products').query({ shop: SHOP_A, ids: '1' });
    expect(res.status).toBe(503);
    expect(res.headers['content-security-policy']).toContain(
      `frame-ancestors https://admin.shopify.com https://${SHOP_A}`,
    );
  });

  it("names the shop's own admin in frame-ancestors when the request names a shop", async () => {
    const res = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A, products: '1' });
    expect(res.headers['content-security-policy']).toContain(
      `frame-ancestors https://admin.shopify.com https://${SHOP_A}`,
    );
    const other = await request(ctx.app).get('/public/campaigns').query({ shop: '<evil>' });
    expect(other.headers['content-security-policy']).not.toContain('<evil>');
  });

  it('storefront files carry them with a policy the admin can frame the preview page under', async () => {
    const res = await request(ctx.app).get('/storefront/loader.js');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-ancestors ${ctx.config.appUrl} https://admin.shopify.com`);
    expect(csp).not.toContain('unsafe-eval');
  });
});
