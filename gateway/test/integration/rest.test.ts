import fs from 'fs';
import path from 'path';
import request from 'supertest';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, PNG_1x1, Q } from '../helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
});
afterAll(() => ctx.close());

const auth = async () => `Bearer ${await ctx.tokenFor(SHOP_A)}`;

describe('POST /uploadImage', () => {
  it('stores the image under a generated name and serves it back at public_url', async () => {
    const res = await request(ctx.app)
      .post('/uploadImage')
      .set('Authorization', await auth())
      .send({ fileName: 'my photo.png', attachment: `data:image/png;base64,${PNG_1x1.toString('base64')}` });
    expect(res.status).toBe(201);
    expect(res.body.public_url).toMatch(/^http:\/\/127\.0\.0\.1:4000\/uploads\/[0-9a-f-]{36}\.png$/);
    const name = path.basename(res.body.public_url);
    expect(fs.readFileSync(path.join(ctx.uploadDir, name)).equals(PNG_1x1)).toBe(true);
    const served = await request(ctx.app).get(`/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const row = await ctx.db.models.UploadedImage.findOne({ where: { file_name: name } });
    expect(row).toMatchObject({ shop_id: SHOP_A, original_name: 'my photo.png', size_bytes: PNG_1x1.length });
  });
});

describe('POST /analytics/campaigns', () => {
  it('sums attributed revenue per campaign, with the FBT part for Add To Unlock and one entry per one-check product', async () => {
    const atu = (await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'ATU') })).body.data
      .createCampaign;
    const bundles = (await ctx.gql(SHOP_A, Q.create, { input: campaignInput('bundles', 'Tiers') })).body.data
      .createCampaign;
    const oneCheck = { id: '00000000-0000-4000-8000-00000000c0c0', campaign_key: 'onecheck1' };
    const now = new Date();
    await ctx.db.models.Campaign.create({
      ...oneCheck,
      shop_id: SHOP_A,
      name: 'Protect',
      type: 'one_check_up_sell',
      target_type: 'all_products',
      target: { type: 'all_products' },
      settings: { type: 'one_check_up_sell' },
      created_at: now,
      updated_at: now,
    });
    const row = { shop_id: SHOP_A, currency: 'USD', product_id: '11' };
    await ctx.db.models.UpsellAttribution.bulkCreate([
      { ...row, order_id: '1', campaign_id: atu.id, kind: 'gift', variant_id: '1', quantity: 1, amount_cents: 0 },
      { ...row, order_id: '1', campaign_id: atu.id, kind: 'fbt', variant_id: '2', quantity: 2, amount_cents: 3000 },
      { ...row, order_id: '2', campaign_id: atu.id, kind: 'upsell', variant_id: '3', quantity: 1, amount_cents: 1999 },
      {
        ...row,
        order_id: '2',
        campaign_id: bundles.id,
        kind: 'tier',
        variant_id: '4',
        quantity: 3,
        amount_cents: 4500,
      },
      {
        ...row,
        order_id: '3',
        campaign_id: oneCheck.id,
        kind: 'one_check',
        variant_id: '5',
        product_id: '55',
        quantity: 1,
        amount_cents: 255,
      },
    ]);
    const res = await request(ctx.app)
      .post('/analytics/campaigns')
      .set('Authorization', await auth())
      .send({
        campaigns: [atu.id, bundles.id],
        one_tick_campaigns: [
          [oneCheck.id, '55', '2.55'],
          [oneCheck.id, '56', '4.19'],
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body[atu.id]).toEqual({
      UpsellsGenerated: 2,
      upsellsTotalAmount: 19.99,
      fbt: { UpsellsGenerated: 2, subtotal_sum: 30 },
    });
    expect(res.body[bundles.id]).toEqual({ UpsellsGenerated: 3, upsellsTotalAmount: 45 });
    expect(res.body[oneCheck.id]).toEqual([
      { UpsellsGenerated: 1, upsellsTotalAmount: 2.55 },
      { UpsellsGenerated: 0, upsellsTotalAmount: 0 },
    ]);
  });
});

describe('GET /products (proxied to the Admin API)', () => {
  it('finds a product by handle, in the storefront shape', async () => {
    const res = await request(ctx.app)
      .get('/products')
      .query({ limit: 5, handle: 'pocket-tee' })
      .set('Authorization', await auth());
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(1);
    const p = res.body.products[0];
    expect(p).toMatchObject({ handle: 'pocket-tee', title: 'Pocket Tee' });
    expect(typeof p.id).toBe('number');
    expect(p.variants[0]).toMatchObject({ price: '28.00', compare_at_price: '35.00' });
  });

  it('lists a collection by collection_id', async () => {
    const coffee = ctx.store!.state.catalog.collectionByHandle('coffee')!;
    const res = await request(ctx.app)
      .get('/products')
      .query({ limit: 5, collection_id: String(coffee.id) })
      .set('Authorization', await auth());
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.length).toBeLessThanOrEqual(5);
  });

  it('creates a hidden product (price, title, image, body_html all required) and lists it with type=hidden', async () => {
    const body = {
      price: '4.19',
      title: 'Extended warranty',
      image: 'http://127.0.0.1:4000/uploads/x.png',
      body_html: '<p>Two more years.</p>',
    };
    const missing = await request(ctx.app)
      .post('/products')
      .set('Authorization', await auth())
      .send({ ...body, image: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual([{ path: 'image', message: "Image can't be blank" }]);
    const created = await request(ctx.app).post('/products').set('Authorization', await auth()).send(body);
    expect(created.status).toBe(201);
    expect(created.body.product).toMatchObject({ title: 'Extended warranty', product_type: 'cartlift_hidden' });
    expect(created.body.product.variants[0].price).toBe('4.19');
    const hidden = await request(ctx.app)
      .get('/products')
      .query({ type: 'hidden', limit: 4 })
      .set('Authorization', await auth());
    expect(hidden.body.products.map((p: { title: string }) => p.title)).toContain('Extended warranty');
  });

  it('refuses unknown or malformed query parameters', async () => {
    for (const q of [
      { limit: 500 },
      { handle: '../etc' },
      { collection_id: 'abc' },
      { type: 'visible' },
      { sort: 'x' },
    ]) {
      const res = await request(ctx.app).get('/products').query(q).set('Authorization', await auth());
      expect([JSON.stringify(q), res.status]).toEqual([JSON.stringify(q), 400]);
    }
  });
});

describe('GET /products?query= (title search, proxied to the Admin API)', () => {
  const search = async (q: Record<string, unknown>) =>
    request(ctx.app).get('/products').query(q).set('Authorization', await auth());
  const handles = (res: request.Response) => res.body.products.map((p: { handle: string }) => p.handle);

  it('finds products whose title has every word, case-insensitively, up to limit', async () => {
    const hoodies = await search({ query: 'HOODIE', limit: 10 });
    expect(hoodies.status).toBe(200);
    expect(handles(hoodies)).toEqual(['organic-hoodie', 'zip-hoodie']);
    expect(hoodies.body.products[0]).toMatchObject({ title: 'Organic Hoodie', image: { src: expect.any(String) } });
    expect(handles(await search({ query: 'zip hoodie', limit: 10 }))).toEqual(['zip-hoodie']);
    expect(handles(await search({ query: 'o', limit: 3 }))).toHaveLength(3);
    expect(handles(await search({ query: 'no such product anywhere' }))).toEqual([]);
  });

  it('treats Shopify search syntax in the text as plain words, so it cannot become another filter', async () => {
    const gifts = ctx.store!.state.catalog.products.filter((p) => p.productType === 'free_gift').map((p) => p.handle);
    expect(gifts.length).toBeGreaterThan(0);
    for (const query of [
      'x OR product_type:free_gift',
      'x) OR (product_type:free_gift',
      '" OR product_type:free_gift OR "',
      'hoodie OR tag:gift-with-purchase',
      '-title:x',
    ]) {
      const res = await search({ query, limit: 50 });
      expect([query, res.status]).toEqual([query, 200]);
      expect([query, handles(res).filter((h: string) => gifts.includes(h))]).toEqual([query, []]);
    }
    // What is left of the text is still searched: "zip) OR (status:draft" needs zip, status and draft in the title.
    expect(handles(await search({ query: 'zip) OR (status:draft' }))).toEqual([]);
    expect(handles(await search({ query: '(zip)' }))).toEqual(['zip-hoodie']);
  });

  it('lists the first products when the text has nothing searchable', async () => {
    const all = await search({ limit: 4 });
    const blank = await search({ query: ' "*" ', limit: 4 });
    expect(blank.status).toBe(200);
    expect(handles(blank)).toEqual(handles(all));
  });

  it.each([
    [{ query: 'x'.repeat(101) }, 'query', 'is too long (maximum is 100 characters)'],
    [{ query: ['a', 'b'] }, 'query', 'value is not valid'],
    [{ query: 'tee', handle: 'pocket-tee' }, 'query', 'cannot be combined with handle, collection_id or type'],
    [{ query: 'tee', type: 'hidden' }, 'query', 'cannot be combined with handle, collection_id or type'],
    [{ query: 'tee', limit: 0 }, 'limit', undefined],
    [{ query: 'tee', limit: 'ten' }, 'limit', undefined],
  ])('refuses %j with 400 at %s', async (q, path, message) => {
    const res = await search(q);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    const err = res.body.error.errors.find((e: { path: string }) => e.path === path);
    expect(err).toBeDefined();
    if (message) expect(err.message).toBe(message);
  });

  it('accepts exactly 100 characters', async () => {
    expect((await search({ query: 'h'.repeat(100) })).status).toBe(200);
  });
});

describe('GET /collections (proxied to the Admin API)', () => {
  const list = async (q: Record<string, unknown> = {}) =>
    request(ctx.app).get('/collections').query(q).set('Authorization', await auth());

  it("lists the store's collections with numeric string ids, title, handle and image, 20 by default", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const seeded = ctx.store!.state.catalog.collections;
    expect(res.body.collections).toHaveLength(Math.min(seeded.length, 20));
    const coffee = seeded.find((c) => c.handle === 'coffee')!;
    expect(res.body.collections.find((c: { handle: string }) => c.handle === 'coffee')).toEqual({
      id: String(coffee.id),
      title: 'Coffee',
      handle: 'coffee',
      image: { src: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/cdn\/shop\/files\/collection-coffee\.png/) },
    });
    for (const c of res.body.collections) expect(c.id).toMatch(/^\d+$/);
    expect((await list({ limit: 2 })).body.collections.map((c: { handle: string }) => c.handle)).toEqual(
      seeded.slice(0, 2).map((c) => c.handle),
    );
  });

  it("searches titles with Shopify's title:*text* syntax, every word required", async () => {
    const titles = async (query: string) =>
      (await list({ query })).body.collections.map((c: { title: string }) => c.title);
    expect(await titles('liv')).toEqual(['Home & Living']);
    expect(await titles('home living')).toEqual(['Home & Living']);
    expect(await titles('HOME')).toEqual(['Home page', 'Home & Living']);
    expect(await titles('nothing like it')).toEqual([]);
  });

  it('cannot turn the search into another filter', async () => {
    for (const query of ['x OR handle:coffee', 'x) OR (id:1', '" OR title:*', 'x OR collection_type:custom']) {
      const res = await list({ query });
      expect([query, res.status, res.body.collections]).toEqual([query, 200, []]);
    }
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ limit: 'all' }, 'limit'],
    [{ limit: ['1', '2'] }, 'limit'],
    [{ query: 'c'.repeat(101) }, 'query'],
    [{ query: ['a', 'b'] }, 'query'],
    [{ title: 'coffee' }, ''],
  ])('refuses %j with 400', async (q, path) => {
    const res = await list(q);
    expect(res.status).toBe(400);
    expect(res.body.error.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('answers 401 without a session token, or with a bad one', async () => {
    expect((await request(ctx.app).get('/collections')).status).toBe(401);
    const bad = await request(ctx.app)
      .get('/collections')
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A, {}, 'wrong-secret')}`);
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /campaigns/search', () => {
  it('matches names case-insensitively, treating % and _ literally', async () => {
    await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Summer 100% deal') });
    const hit = await request(ctx.app)
      .get('/campaigns/search')
      .query({ keyword: 'SUMMER 100%' })
      .set('Authorization', await auth());
    expect(hit.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Summer 100% deal']);
    const none = await request(ctx.app).get('/campaigns/search').query({ keyword: '_%' }).set('Authorization', await auth());
    expect(none.body.campaigns).toEqual([]);
  });
});
