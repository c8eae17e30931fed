import request from 'supertest';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { FIRST_CART_TURN_ON_EVENT } from '../../src/services/cart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
});
afterAll(() => ctx.close());

const as = async (shop: string) => `Bearer ${await ctx.tokenFor(shop)}`;
const SHOP_QUERY = `query($id: String!) { shop(id: $id) { settings custom_links custom_atcs first_cart_turn_on } }`;
const shopOf = async (shop: string) => (await ctx.gql(shop, SHOP_QUERY, { id: shop })).body.data.shop;
const events = (shop: string) =>
  ctx.db.models.AnalyticsEvent.count({ where: { shop_id: shop, type: FIRST_CART_TURN_ON_EVENT } });
const setEmbed = (enabled: boolean) => {
  ctx.store!.state.appEmbed.enabled = enabled;
};

describe('POST /cart/activate', () => {
  it('turns the cart on, stores first_cart_turn_on and records the event once', async () => {
    expect((await shopOf(SHOP_A)).first_cart_turn_on).toBe(false);
    const on = await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: true, rtl: false });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ success: true, active: true, first_cart_turn_on: true });
    const shop = await shopOf(SHOP_A);
    expect(shop.settings.active).toBe(true);
    expect(shop.first_cart_turn_on).toBe(true);
    expect(await events(SHOP_A)).toBe(1);

    const off = await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: false });
    expect(off.body).toEqual({ success: true, active: false, first_cart_turn_on: true });
    await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: true });
    expect((await shopOf(SHOP_A)).settings.active).toBe(true);
    expect(await events(SHOP_A)).toBe(1);
  });

  it('sets rtl when sent and keeps it when not', async () => {
    await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: true, rtl: true });
    expect((await shopOf(SHOP_A)).settings.rtl).toBe(true);
    await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: true });
    expect((await shopOf(SHOP_A)).settings.rtl).toBe(true);
    await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: true, rtl: false });
    expect((await shopOf(SHOP_A)).settings.rtl).toBe(false);
  });

  it.each([
    ['no body', undefined, 'active'],
    ['active missing', { rtl: true }, 'active'],
    ['active not a boolean', { active: 'yes' }, 'active'],
    ['rtl not a boolean', { active: true, rtl: 1 }, 'rtl'],
    ['an unknown key', { active: true, settings: { active: true } }, ''],
  ])('%s → 400 naming the field, nothing stored', async (_l, body, path) => {
    const before = JSON.stringify(await ctx.db.models.Shop.findByPk(SHOP_A));
    const res = await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    expect(res.body.error.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(JSON.stringify(await ctx.db.models.Shop.findByPk(SHOP_A))).toBe(before);
  });

  it('needs a session token', async () => {
    expect((await request(ctx.app).post('/cart/activate').send({ active: true })).status).toBe(401);
  });

  it("shop B's token changes only shop B", async () => {
    await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: false });
    const res = await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_B)).send({ active: true });
    expect(res.status).toBe(200);
    expect((await shopOf(SHOP_A)).settings.active).toBe(false);
    expect((await shopOf(SHOP_B)).settings.active).toBe(true);
    expect(await events(SHOP_B)).toBe(1);
    expect(await events(SHOP_A)).toBe(1);
  });
});

describe('GET /cart/status', () => {
  it("follows the theme's app embed and the merchant's switch", async () => {
    await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: true });
    setEmbed(false);
    const off = await request(ctx.app).get('/cart/status').set('Authorization', await as(SHOP_A));
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: true, embedEnabled: false, active: false, checkFailed: false, editorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/__dev$/) });
    setEmbed(true);
    const on = await request(ctx.app).get('/cart/status').set('Authorization', await as(SHOP_A));
    expect(on.body).toEqual({ enabled: true, embedEnabled: true, active: true, checkFailed: false, editorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/__dev$/) });
    await request(ctx.app).post('/cart/activate').set('Authorization', await as(SHOP_A)).send({ active: false });
    const disabled = await request(ctx.app).get('/cart/status').set('Authorization', await as(SHOP_A));
    expect(disabled.body).toEqual({ enabled: false, embedEnabled: true, active: false, checkFailed: false, editorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/__dev$/) });
  });

  it("asks the store with the caller's own token; a refused check reads as not installed", async () => {
    setEmbed(true);
    const before = ctx.adminTokens.length;
    const res = await request(ctx.app).get('/cart/status').set('Authorization', await as(SHOP_B));
    expect(res.status).toBe(200);
    // The dev store knows only shop A's token: B's check fails and says so rather than showing A's theme.
    expect(res.body).toMatchObject({ embedEnabled: false, active: false, checkFailed: true });
    expect(ctx.adminTokens.slice(before)).toEqual(['shpat_other_shop']);
  });

  it('needs a session token', async () => {
    expect((await request(ctx.app).get('/cart/status')).status).toBe(401);
  });
});

describe('POST /cart/links', () => {
  const links = [{ selector: '.footer a.cart', action: 'TOGGLE' }];
  const atcs = [{ button: '#buy', id: { type: 'select', name: 'id', selector: '#variant' } }];

  it('stores both lists whole and the shop reads them back', async () => {
    const res = await request(ctx.app)
      .post('/cart/links')
      .set('Authorization', await as(SHOP_A))
      .send({ custom_links: links, custom_atcs: atcs });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ custom_links: links, custom_atcs: atcs });
    const shop = await shopOf(SHOP_A);
    expect(shop.custom_links).toEqual(links);
    expect(shop.custom_atcs).toEqual(atcs);
    await request(ctx.app).post('/cart/links').set('Authorization', await as(SHOP_A)).send({ custom_links: [], custom_atcs: atcs });
    expect((await shopOf(SHOP_A)).custom_links).toEqual([]);
  });

  it.each([
    ['no body', undefined, 'custom_links'],
    ['custom_atcs missing', { custom_links: links }, 'custom_atcs'],
    ['a link with another action', { custom_links: [{ selector: 'a', action: 'OPEN' }], custom_atcs: [] }, 'custom_links.0.action'],
    ['a blank selector', { custom_links: [{ selector: '', action: 'TOGGLE' }], custom_atcs: [] }, 'custom_links.0.selector'],
    ['an atc without id', { custom_links: [], custom_atcs: [{ button: '#b' }] }, 'custom_atcs.0.id'],
    [
      'too many links',
      { custom_links: Array.from({ length: 201 }, (_, i) => ({ selector: `#l${i}`, action: 'TOGGLE' })), custom_atcs: [] },
      'custom_links',
    ],
  ])('%s → 400 at its path, nothing stored', async (_l, body, path) => {
    const before = JSON.stringify((await ctx.db.models.Shop.findByPk(SHOP_A))?.custom_atcs);
    const res = await request(ctx.app).post('/cart/links').set('Authorization', await as(SHOP_A)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(JSON.stringify((await ctx.db.models.Shop.findByPk(SHOP_A))?.custom_atcs)).toBe(before);
  });

  it("reach the storefront's lookup, so the loader intercepts them", async () => {
    await request(ctx.app).post('/cart/links').set('Authorization', await as(SHOP_A)).send({ custom_links: links, custom_atcs: atcs });
    const res = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ custom_links: links, custom_atcs: atcs });
  });

  it("shop B's token changes only shop B; no token is 401", async () => {
    const before = (await shopOf(SHOP_A)).custom_atcs;
    const res = await request(ctx.app)
      .post('/cart/links')
      .set('Authorization', await as(SHOP_B))
      .send({ custom_links: [{ selector: '#b', action: 'TOGGLE' }], custom_atcs: [] });
    expect(res.status).toBe(200);
    expect((await shopOf(SHOP_A)).custom_atcs).toEqual(before);
    expect((await shopOf(SHOP_B)).custom_links).toEqual([{ selector: '#b', action: 'TOGGLE' }]);
    expect((await request(ctx.app).post('/cart/links').send({ custom_links: [], custom_atcs: [] })).status).toBe(401);
  });
});

describe('GET /storeFront', () => {
  it("answers the store's page without scripts, with a <base>, and says whether the loader was on it", async () => {
    setEmbed(true);
    const res = await request(ctx.app)
      .get('/storeFront')
      .query({ shop: SHOP_A, manual_setup: 'true', origin: 'http://localhost:8080' })
      .set('Authorization', await as(SHOP_A));
    expect(res.status).toBe(200);
    expect(res.body.cartScriptFound).toBe(true);
    expect(res.body.html).toContain('cart-icon-bubble');
    expect(res.body.html).not.toMatch(/<script/i);
    expect(res.body.html).toMatch(/<head[^>]*><base href="http:\/\/127\.0\.0\.1:\d+\/">/);
    setEmbed(false);
    const off = await request(ctx.app).get('/storeFront').set('Authorization', await as(SHOP_A));
    expect(off.body.cartScriptFound).toBe(false);
  });

  it('opens another page of the same store by path', async () => {
    const res = await request(ctx.app).get('/storeFront').query({ path: '/collections/all' }).set('Authorization', await as(SHOP_A));
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/\/collections\/all$/);
  });

  it.each([
    ['another host', { path: '//evil.example/' }],
    ['a full URL', { path: 'http://evil.example/' }],
    ['a backslash host', { path: '/\\evil.example' }],
    ['an unknown parameter', { page: '/' }],
  ])('%s → 400', async (_l, query) => {
    const res = await request(ctx.app).get('/storeFront').query(query).set('Authorization', await as(SHOP_A));
    expect(res.status).toBe(400);
  });

  it("shop B naming shop A gets not found; no token is 401", async () => {
    const res = await request(ctx.app).get('/storeFront').query({ shop: SHOP_A }).set('Authorization', await as(SHOP_B));
    expect(res.status).toBe(404);
    expect((await request(ctx.app).get('/storeFront')).status).toBe(401);
  });
});
