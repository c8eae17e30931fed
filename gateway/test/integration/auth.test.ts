import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { DEMO_SHOP } from '../../src/db/seed';
import { createLogger } from '../../src/logger';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const shopQuery = (auth?: string) => {
  const r = request(ctx.app)
    .post('/graphql')
    .send({ query: Q.shop, variables: { id: SHOP_A } });
  return auth === undefined ? r : r.set('Authorization', auth);
};

describe('session tokens on admin calls', () => {
  it('accepts a valid bearer token', async () => {
    const res = await shopQuery(`Bearer ${await ctx.tokenFor(SHOP_A)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.shop.id).toBe(SHOP_A);
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['missing', async () => undefined],
    ['not bearer', async () => `Basic ${await ctx.tokenFor(SHOP_A)}`],
    ['garbage', async () => 'Bearer not.a.jwt'],
    ['expired', async () => `Bearer ${await ctx.tokenFor(SHOP_A, { exp: now() - 60, nbf: now() - 120 })}`],
    ['not yet valid', async () => `Bearer ${await ctx.tokenFor(SHOP_A, { nbf: now() + 120 })}`],
    ['signed with another secret', async () => `Bearer ${await ctx.tokenFor(SHOP_A, {}, 'some-other-secret')}`],
    ['for another app', async () => `Bearer ${await ctx.tokenFor(SHOP_A, { aud: 'other-app' })}`],
    ['iss/dest mismatch', async () => `Bearer ${await ctx.tokenFor(SHOP_A, { iss: 'https://other-shop.myshopify.com/admin' })}`],
    [
      'tampered payload',
      async () => {
        const [h, , s] = (await ctx.tokenFor('other-shop.myshopify.com')).split('.');
        const body = Buffer.from(
          JSON.stringify({ ...JSON.parse(Buffer.from((await ctx.tokenFor(SHOP_A)).split('.')[1], 'base64url').toString()) }),
        ).toString('base64url');
        return `Bearer ${h}.${body}.${s}`;
      },
    ],
    [
      'for a shop that is not installed (token exchange fails)',
      async () => `Bearer ${await ctx.tokenFor('never-installed.myshopify.com')}`,
    ],
  ])('answers 401 JSON when the token is %s', async (_label, auth) => {
    const res = await shopQuery(await auth());
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(res.body)).not.toContain('stack');
  });

  it('protects the REST admin routes too', async () => {
    for (const [method, path] of [
      ['post', '/analytics/campaigns'],
      ['post', '/uploadImage'],
      ['get', '/products'],
      ['post', '/products'],
      ['get', '/campaigns/search'],
    ] as const) {
      const res = await request(ctx.app)[method](path);
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });
});

describe('local-mode /login', () => {
  it('POST issues a 60-second session token for the demo shop that the API accepts', async () => {
    const res = await request(ctx.app).post('/login');
    expect(res.status).toBe(200);
    expect(res.body.shop).toBe(DEMO_SHOP);
    const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(60);
    const shop = await shopQuery(`Bearer ${res.body.token}`);
    expect(shop.body.data.shop.id).toBe(DEMO_SHOP);
  });

  it("signs in another installed shop named in the body, whose token reads that shop and not the demo's", async () => {
    const res = await request(ctx.app).post('/login').send({ shop: SHOP_B }).expect(200);
    expect(res.body.shop).toBe(SHOP_B);
    const own = await request(ctx.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${res.body.token}`)
      .send({ query: Q.shop, variables: { id: SHOP_B } });
    expect(own.body.data.shop.id).toBe(SHOP_B);
    const demo = await shopQuery(`Bearer ${res.body.token}`);
    expect(demo.body.data.shop).toBeNull();
  });

  it('refuses a shop that is not installed (404) or not a shop domain (400), and a non-JSON body (415)', async () => {
    await request(ctx.app).post('/login').send({ shop: 'never-installed.myshopify.com' }).expect(404);
    const bad = await request(ctx.app).post('/login').send({ shop: 'evil.example.com' }).expect(400);
    expect(bad.body.error.errors).toEqual([{ path: 'shop', message: 'A valid shop domain is required' }]);
    await request(ctx.app).post('/login').set('content-type', 'text/plain').send('shop=x').expect(415);
  });

  it('is not a GET', async () => {
    expect((await request(ctx.app).get('/login')).status).toBe(404);
  });

  it('does not exist when local mode is off', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOCAL_MODE: 'false', DATABASE_URL: 'sqlite::memory:' });
    const off = createApp({ config, db: ctx.db, logger: createLogger('silent') });
    expect((await request(off).post('/login')).status).toBe(404);
  });
});

describe('admin CORS', () => {
  it('answers preflights for the admin app origin only', async () => {
    const ok = await request(ctx.app)
      .options('/graphql')
      .set('Origin', ctx.config.appUrl)
      .set('Access-Control-Request-Method', 'POST');
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ctx.config.appUrl);
    expect(ok.headers['access-control-allow-headers']).toContain('Authorization');
    const evil = await request(ctx.app)
      .options('/graphql')
      .set('Origin', 'https://evil.example.com')
      .set('Access-Control-Request-Method', 'POST');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
