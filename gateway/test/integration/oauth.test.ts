import request from 'supertest';
import { createHmac } from 'crypto';
import { createTestContext, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  // Start from an uninstalled demo shop so the install path is exercised for real.
  await ctx.webhook('app/uninstalled', 'cartlift-demo.myshopify.com', {});
});
afterAll(() => ctx.close());

const SHOP = 'cartlift-demo.myshopify.com';

describe('OAuth install (authorization code against the dev store)', () => {
  it('redirects to the store, comes back with a signed code, stores the offline token and opens the app', async () => {
    const begin = await request(ctx.app).get('/auth').query({ shop: SHOP });
    expect(begin.status).toBe(302);
    const authorize = new URL(begin.headers.location);
    expect(authorize.origin).toBe(ctx.config.shopifyAdminUrl);
    expect(authorize.pathname).toBe('/admin/oauth/authorize');
    expect(authorize.searchParams.get('client_id')).toBe(ctx.config.shopifyApiKey);
    const cookie = String(begin.headers['set-cookie']).split(';')[0];

    const grant = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(grant.headers.get('location')!);
    expect(callback.pathname).toBe('/auth/shopify/callback');

    const forged = await request(ctx.app)
      .get(callback.pathname + callback.search.replace(/hmac=[0-9a-f]+/, 'hmac=00'))
      .set('Cookie', cookie);
    expect(forged.status).toBe(401);
    const noCookie = await request(ctx.app).get(callback.pathname + callback.search);
    expect(noCookie.status).toBe(401);
    expect((await ctx.db.models.Shop.findByPk(SHOP))?.installed).toBe(false);

    const done = await request(ctx.app)
      .get(callback.pathname + callback.search)
      .set('Cookie', cookie);
    expect(done.status).toBe(302);
    expect(done.headers.location).toMatch(new RegExp(`^${ctx.config.appUrl}/\\?shop=${SHOP}`));
    const row = await ctx.db.models.Shop.findByPk(SHOP);
    expect(row?.installed).toBe(true);
    expect(row?.access_token).toMatch(/^shpat_/);
    // expiring=1 on the code grant too: the store answered a refresh token and an expiry.
    expect(row?.refresh_token).toMatch(/^shprt_/);
    expect(row?.access_token_expires_at?.getTime()).toBeGreaterThan(Date.now());
    expect(row?.name).toBe('Cartlift Demo');
    // The shop's time zone as Shopify names it (the dev store's shop is in New York): the dashboard's days.
    expect(row?.iana_timezone).toBe('America/New_York');
    const shop = await ctx.gql(SHOP, Q.shop, { id: SHOP });
    expect(shop.status).toBe(200);
  });

  it('refuses a callback whose hmac does not match the query', async () => {
    const q = { code: 'abc', shop: SHOP, state: 'x', timestamp: String(Math.floor(Date.now() / 1000)) };
    const message = Object.entries(q)
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const hmac = createHmac('sha256', 'wrong-secret').update(message).digest('hex');
    const res = await request(ctx.app)
      .get('/auth/shopify/callback')
      .query({ ...q, hmac });
    expect(res.status).toBe(401);
  });

  it("/install (the admin's install-redirect page, through its proxy) forwards to the public /auth keeping the query", async () => {
    const res = await request(ctx.app).get('/install').query({ shop: SHOP, ref: 'friends' });
    expect(res.status).toBe(302);
    const auth = new URL(res.headers.location);
    expect(auth.origin).toBe(new URL(ctx.config.publicUrl).origin);
    expect(auth.pathname).toBe('/auth');
    expect(Object.fromEntries(auth.searchParams)).toEqual({ shop: SHOP, ref: 'friends' });
    // No state cookie here: it belongs to the origin OAuth starts on.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await request(ctx.app).get('/install').query({ shop: 'evil.com/x' })).status).toBe(400);
    expect((await request(ctx.app).get('/install')).status).toBe(400);
  });

  it('refuses /auth for something that is not a shop domain', async () => {
    expect((await request(ctx.app).get('/auth').query({ shop: 'evil.com/x' })).status).toBe(400);
  });
});

describe('token exchange', () => {
  it('installs a shop on its first valid session token when the store grants an offline token', async () => {
    await ctx.webhook('app/uninstalled', SHOP, {});
    const res = await ctx.gql(SHOP, Q.shop, { id: SHOP });
    expect(res.status).toBe(200);
    expect(res.body.data.shop.id).toBe(SHOP);
    expect((await ctx.db.models.Shop.findByPk(SHOP))?.installed).toBe(true);
  });
});
