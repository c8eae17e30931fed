import fs from 'fs';
import path from 'path';
import { DatabaseError } from 'sequelize';
import request from 'supertest';
import { signWebhook } from '../../src/webhooks/verifyHmac';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const m = () => ctx.db.models;
const reinstall = async () => {
  const { seedShop } = await import('../../src/db/seed');
  await seedShop(ctx.db, SHOP_A);
};

async function createCampaign(shop = SHOP_A, name = 'Gift'): Promise<{ id: string; campaign_key: string }> {
  const r = await ctx.gql(shop, Q.create, { input: campaignInput('add_to_unlock', name) });
  return r.body.data.createCampaign;
}

describe('webhook verification', () => {
  it('answers 401 to a wrong HMAC and changes nothing', async () => {
    const res = await ctx.webhook('app/uninstalled', SHOP_A, { id: 1 }, { secret: 'not-the-secret' });
    expect(res.status).toBe(401);
    expect((await m().Shop.findByPk(SHOP_A))?.installed).toBe(true);
  });

  it('answers 401 when the HMAC header is missing', async () => {
    const res = await request(ctx.app)
      .post('/webhooks')
      .set('X-Shopify-Topic', 'shop/redact')
      .set('X-Shopify-Shop-Domain', SHOP_A)
      .send('{}');
    expect(res.status).toBe(401);
  });

  it('verifies the raw bytes: a re-serialised body with the original HMAC fails', async () => {
    const raw = '{"shop_domain":"x",  "shop_id":1}';
    const res = await request(ctx.app)
      .post('/webhooks')
      .set('Content-Type', 'application/json')
      .set('X-Shopify-Topic', 'shop/redact')
      .set('X-Shopify-Shop-Domain', SHOP_A)
      .set('X-Shopify-Hmac-Sha256', signWebhook(JSON.stringify(JSON.parse(raw)), ctx.config.shopifyApiSecret))
      .send(raw);
    expect(res.status).toBe(401);
  });

  it('answers 400 to a signed body that is not JSON, and to a bad shop domain', async () => {
    const body = 'not json';
    const res = await request(ctx.app)
      .post('/webhooks')
      .set('X-Shopify-Topic', 'orders/create')
      .set('X-Shopify-Shop-Domain', SHOP_A)
      .set('X-Shopify-Hmac-Sha256', signWebhook(body, ctx.config.shopifyApiSecret))
      .send(body);
    expect(res.status).toBe(400);
    expect((await ctx.webhook('app/uninstalled', 'evil.example.com', {})).status).toBe(400);
  });

  it('acknowledges unknown topics without acting', async () => {
    const res = await ctx.webhook('products/update', SHOP_A, {});
    expect(res.status).toBe(200);
    expect(res.body.ignored).toBe(true);
  });

  it("treats a topic named like an object's own property as unknown, not as a handler", async () => {
    for (const topic of ['constructor', 'tostring', '__proto__', 'hasownproperty']) {
      const res = await ctx.webhook(topic, SHOP_A, {});
      expect([topic, res.status, res.body.ignored]).toEqual([topic, 200, true]);
    }
  });
});

describe('app/uninstalled', () => {
  afterAll(reinstall);
  it('marks the shop uninstalled, drops its token, and is idempotent', async () => {
    const first = await ctx.webhook('app/uninstalled', SHOP_A, { id: 1 }, { id: 'uninstall-1' });
    expect(first.status).toBe(200);
    const row = await m().Shop.findByPk(SHOP_A);
    expect(row).toMatchObject({ installed: false, access_token: null });
    const replay = await ctx.webhook('app/uninstalled', SHOP_A, { id: 1 }, { id: 'uninstall-1' });
    expect(replay.body.duplicate).toBe(true);
    expect(await m().WebhookDelivery.count({ where: { id: 'uninstall-1' } })).toBe(1);
  });
  it("then refuses the shop's session tokens (401)", async () => {
    const res = await ctx.gql(SHOP_A, Q.shop, { id: SHOP_A });
    expect(res.status).toBe(401);
  });
});

describe('compliance webhooks', () => {
  it('customers/data_request is acknowledged (no personal data held)', async () => {
    const res = await ctx.webhook('customers/data_request', SHOP_A, {
      shop_domain: SHOP_A,
      customer: { id: 1 },
      orders_requested: [1],
    });
    expect(res.status).toBe(200);
  });

  it('customers/redact removes the attribution of the listed orders only', async () => {
    const c = await createCampaign();
    const base = {
      shop_id: SHOP_A,
      campaign_id: c.id,
      kind: 'upsell' as const,
      variant_id: '1',
      quantity: 1,
      amount_cents: 100,
      currency: 'USD',
    };
    await m().UpsellAttribution.bulkCreate([
      { ...base, order_id: '500' },
      { ...base, order_id: '501' },
    ]);
    const res = await ctx.webhook('customers/redact', SHOP_A, {
      shop_domain: SHOP_A,
      customer: { id: 9 },
      orders_to_redact: [500],
    });
    expect(res.status).toBe(200);
    expect((await m().UpsellAttribution.findAll({ where: { shop_id: SHOP_A } })).map((r) => r.order_id)).toEqual([
      '501',
    ]);
  });

  it('shop/redact purges every row and file of that shop, leaves other shops alone, and is idempotent', async () => {
    const a = await createCampaign(SHOP_A, 'A');
    const b = await createCampaign(SHOP_B, 'B');
    await m().AnalyticsEvent.create({
      shop_id: SHOP_A,
      type: 'view_cart',
      campaign_id: a.id,
      campaign_key: a.campaign_key,
    });
    await m().AnalyticsEvent.create({
      shop_id: SHOP_B,
      type: 'view_cart',
      campaign_id: b.id,
      campaign_key: b.campaign_key,
    });
    fs.mkdirSync(ctx.uploadDir, { recursive: true });
    fs.writeFileSync(path.join(ctx.uploadDir, 'a-file.png'), 'x');
    await m().UploadedImage.create({
      id: 'img-a',
      shop_id: SHOP_A,
      file_name: 'a-file.png',
      original_name: 'a.png',
      mime_type: 'image/png',
      size_bytes: 1,
    });

    const res = await ctx.webhook('shop/redact', SHOP_A, { shop_id: 1, shop_domain: SHOP_A }, { id: 'redact-1' });
    expect(res.status).toBe(200);
    const where = { where: { shop_id: SHOP_A } };
    const left = [
      await m().Campaign.count(where),
      await m().AnalyticsEvent.count(where),
      await m().UpsellAttribution.count(where),
      await m().UploadedImage.count(where),
    ];
    expect(left).toEqual([0, 0, 0, 0]);
    expect(await m().Shop.findByPk(SHOP_A)).toBeNull();
    expect(fs.existsSync(path.join(ctx.uploadDir, 'a-file.png'))).toBe(false);
    expect(await m().Campaign.count({ where: { shop_id: SHOP_B } })).toBe(1);
    expect(await m().AnalyticsEvent.count({ where: { shop_id: SHOP_B } })).toBe(1);

    const replay = await ctx.webhook('shop/redact', SHOP_A, { shop_id: 1, shop_domain: SHOP_A }, { id: 'redact-1' });
    expect(replay.status).toBe(200);
    const again = await ctx.webhook('shop/redact', SHOP_A, { shop_id: 1, shop_domain: SHOP_A }, { id: 'redact-2' });
    expect(again.status).toBe(200);
    await reinstall();
  });
});

describe('orders/create attribution', () => {
  let c: { id: string; campaign_key: string };
  let other: { id: string; campaign_key: string };
  beforeAll(async () => {
    c = await createCampaign(SHOP_A, 'Attributed');
    other = await createCampaign(SHOP_B, 'Not mine');
  });

  const order = (id: number, entries: unknown) => ({
    id,
    name: `#${id}`,
    currency: 'USD',
    total_price: '70.00',
    note_attributes: [{ name: '__cartlift', value: JSON.stringify({ v: 1, u: entries }) }],
    line_items: [
      { id: 1, variant_id: 111, product_id: 11, title: 'Mug', quantity: 2, price: '15.00', properties: [] },
      { id: 2, variant_id: 222, product_id: 22, title: 'Gift', quantity: 1, price: '0.00', properties: [] },
      { id: 3, variant_id: 333, product_id: 33, title: 'Tee', quantity: 1, price: '40.00', properties: [] },
    ],
  });

  it('records revenue per campaign from the order lines named in the __cartlift attribute', async () => {
    const res = await ctx.webhook(
      'orders/create',
      SHOP_A,
      order(9001, [
        { c: c.campaign_key, v: 111, k: 'fbt' },
        { c: c.campaign_key, v: 222, k: 'gift' },
        { c: other.campaign_key, v: 333, k: 'upsell' },
        { c: c.campaign_key, v: 999, k: 'upsell' },
        { c: 'bad key!', v: 333 },
      ]),
    );
    expect(res.status).toBe(200);
    const rows = await m().UpsellAttribution.findAll({ where: { order_id: '9001' }, order: [['variant_id', 'ASC']] });
    expect(rows.map((r) => [r.shop_id, r.campaign_id, r.variant_id, r.kind, r.quantity, r.amount_cents])).toEqual([
      [SHOP_A, c.id, '111', 'fbt', 2, 3000],
      [SHOP_A, c.id, '222', 'gift', 1, 0],
    ]);
  });

  it('counts only the units Cartlift added: the q of a tier or one_check entry, its share of the paid line', async () => {
    const res = await ctx.webhook('orders/create', SHOP_A, {
      id: 9010,
      currency: 'USD',
      total_price: '41.00',
      note_attributes: [
        {
          name: '__cartlift',
          value: JSON.stringify({
            v: 1,
            u: [
              { c: c.campaign_key, v: 444, k: 'tier', q: 2 },
              { c: c.campaign_key, v: 555, k: 'one_check', q: 1 },
            ],
          }),
        },
      ],
      line_items: [
        // 2 tees from the product page + 2 added by "add 2 more": 4 x 10.00 less the 10 % tier (4.00) = 36.00 paid.
        {
          id: 1,
          variant_id: 444,
          product_id: 44,
          quantity: 4,
          price: '10.00',
          discount_allocations: [{ amount: '4.00' }],
        },
        { id: 2, variant_id: 555, product_id: 55, quantity: 1, price: '5.00' },
      ],
    });
    expect(res.status).toBe(200);
    const rows = await m().UpsellAttribution.findAll({ where: { order_id: '9010' }, order: [['variant_id', 'ASC']] });
    // Hand-computed: tier 2 of 4 units of 36.00 = 18.00; one_check 1 x 5.00.
    expect(rows.map((r) => [r.variant_id, r.kind, r.quantity, r.amount_cents])).toEqual([
      ['444', 'tier', 2, 1800],
      ['555', 'one_check', 1, 500],
    ]);
  });

  it('is idempotent across replays, even with a new delivery id', async () => {
    await ctx.webhook('orders/create', SHOP_A, order(9002, [{ c: c.campaign_key, v: 333, k: 'upsell' }]), {
      id: 'order-9002',
    });
    await ctx.webhook('orders/create', SHOP_A, order(9002, [{ c: c.campaign_key, v: 333, k: 'upsell' }]), {
      id: 'order-9002',
    });
    await ctx.webhook('orders/create', SHOP_A, order(9002, [{ c: c.campaign_key, v: 333, k: 'upsell' }]), {
      id: 'order-9002-retry',
    });
    expect(await m().UpsellAttribution.count({ where: { order_id: '9002' } })).toBe(1);
  });

  it('runs a delivery again when its transaction is rolled back as a deadlock victim, and applies it once', async () => {
    // What InnoDB answers the loser when two deliveries of one order insert the same rows at once.
    const deadlock = new DatabaseError(
      Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), {
        code: 'ER_LOCK_DEADLOCK',
        errno: 1213,
        sql: 'INSERT INTO webhook_deliveries ...',
      }),
    );
    const write = ctx.db.write;
    let calls = 0;
    ctx.db.write = (fn) => (++calls === 1 ? Promise.reject(deadlock) : write(fn));
    try {
      const res = await ctx.webhook('orders/create', SHOP_A, order(9005, [{ c: c.campaign_key, v: 333, k: 'upsell' }]));
      expect([res.status, res.body.duplicate]).toEqual([200, false]);
    } finally {
      ctx.db.write = write;
    }
    expect(calls).toBe(2);
    expect(await m().UpsellAttribution.count({ where: { order_id: '9005' } })).toBe(1);
  });

  it('ignores orders without the attribute or with junk in it', async () => {
    expect((await ctx.webhook('orders/create', SHOP_A, { id: 9003, line_items: [] })).status).toBe(200);
    const junk = { ...order(9004, []), note_attributes: [{ name: '__cartlift', value: '{not json' }] };
    expect((await ctx.webhook('orders/create', SHOP_A, junk)).status).toBe(200);
    expect(await m().UpsellAttribution.count({ where: { order_id: ['9003', '9004'] } })).toBe(0);
  });
});
