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

const auth = () => `Bearer ${ctx.tokenFor(SHOP_A)}`;

describe('POST /uploadImage', () => {
  it('stores the image under a generated name and serves it back at public_url', async () => {
    const res = await request(ctx.app)
      .post('/uploadImage')
      .set('Authorization', auth())
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
      .set('Authorization', auth())
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
      .set('Authorization', auth());
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
      .set('Authorization', auth());
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
      .set('Authorization', auth())
      .send({ ...body, image: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual([{ path: 'image', message: "Image can't be blank" }]);
    const created = await request(ctx.app).post('/products').set('Authorization', auth()).send(body);
    expect(created.status).toBe(201);
    expect(created.body.product).toMatchObject({ title: 'Extended warranty', product_type: 'cartlift_hidden' });
    expect(created.body.product.variants[0].price).toBe('4.19');
    const hidden = await request(ctx.app)
      .get('/products')
      .query({ type: 'hidden', limit: 4 })
      .set('Authorization', auth());
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
      const res = await request(ctx.app).get('/products').query(q).set('Authorization', auth());
      expect([JSON.stringify(q), res.status]).toEqual([JSON.stringify(q), 400]);
    }
  });
});

describe('GET /campaigns/search', () => {
  it('matches names case-insensitively, treating % and _ literally', async () => {
    await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Summer 100% deal') });
    const hit = await request(ctx.app)
      .get('/campaigns/search')
      .query({ keyword: 'SUMMER 100%' })
      .set('Authorization', auth());
    expect(hit.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Summer 100% deal']);
    const none = await request(ctx.app).get('/campaigns/search').query({ keyword: '_%' }).set('Authorization', auth());
    expect(none.body.campaigns).toEqual([]);
  });
});
