import request from 'supertest';
import { defaultCodSettings, type CodSettings } from '@cartlift/domain';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { createLogger } from '../../src/logger';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';

/**
 * POST /public/cod-orders against the dev store: answers checked against the shop's own form, the order placed as a
 * draft completed with payment pending, one order per client key, rate limits, the honeypot, and no half-written order.
 */
let ctx: TestContext;
let tee: { product_id: number; variant_id: number };
let ip = 0;
/** Each test speaks from its own address (the app trusts the loopback proxy), so rate limits do not leak between tests. */
const post = (shop: string, body: Record<string, unknown>, from = `10.0.0.${++ip}`) =>
  request(ctx.app).post('/public/cod-orders').query({ shop }).set('X-Forwarded-For', from).send(body);
const key = (n: number | string) => `client-key-${String(n).padStart(8, '0')}`;
const answers = (over: Record<number, string | string[]> = {}) =>
  Object.assign(['Ana Silva', 'ana@example.com', '555 0101', '1 Main St', ''], over);
const body = (k: string, extra: Record<string, unknown> = {}) => ({
  client_key: k,
  items: [{ ...tee, quantity: 2, properties: { 'Gift message': 'Happy birthday', _cartlift_fbt: '1', Empty: '' } }],
  answers: answers(),
  ...extra,
});
const setCod = async (shop: string, cod: Partial<CodSettings>) => {
  const res = await ctx.gql(shop, Q.updateShopSettings, { id: shop, input: { cod_settings: cod } });
  expect(res.body.errors).toBeUndefined();
};
const orders = () => ctx.store!.state.orders;

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  const p = ctx.store!.state.catalog.productByHandle('classic-tee')!;
  tee = { product_id: p.id, variant_id: p.variants[0].id };
  await setCod(SHOP_A, { is_active: true });
});
afterAll(() => ctx.close());

describe('POST /public/cod-orders', () => {
  it('places one order, payment pending and tagged, with the lines and the answers', async () => {
    const before = orders().length;
    const res = await post(SHOP_A, body(key(1)));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ order: { id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/), name: expect.any(String) }, duplicate: false });
    expect(orders()).toHaveLength(before + 1);
    const order = orders().at(-1)!;
    expect(order).toMatchObject({ financialStatus: 'pending', email: 'ana@example.com', tags: ['cartlift', 'cartlift-cod', 'COD'] });
    expect(order.lines).toEqual([
      expect.objectContaining({ variantId: tee.variant_id, quantity: 2, properties: [{ name: 'Gift message', value: 'Happy birthday' }] }),
    ]);
    expect(order.noteAttributes).toEqual(
      expect.arrayContaining([
        { name: 'First name', value: 'Ana Silva' },
        { name: 'Phone', value: '555 0101' },
        { name: 'Address', value: '1 Main St' },
      ]),
    );
    expect(order.note).toContain('Phone: 555 0101');
    expect(ctx.store!.state.draftOrders.filter((d) => d.status === 'OPEN')).toHaveLength(0);
  });

  it('makes exactly one order for a double submit with the same client key', async () => {
    const before = orders().length;
    const [a, b] = await Promise.all([post(SHOP_A, body(key(2))), post(SHOP_A, body(key(2)))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.error.code).toBe('ORDER_IN_PROGRESS');
    const again = await post(SHOP_A, body(key(2)));
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(again.body.order).toEqual((a.status === 201 ? a : b).body.order);
    expect(orders()).toHaveLength(before + 1);
  });

  it("answers 'This field is required' for an empty required field and places nothing", async () => {
    const before = orders().length;
    const res = await post(SHOP_A, body(key(3), { answers: answers({ 2: '  ' }) }));
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual([{ path: 'answers.2', message: 'This field is required' }]);
    expect(orders()).toHaveLength(before);
    expect(await ctx.db.models.CodOrder.count({ where: { client_key: key(3) } })).toBe(0);
  });

  it('checks e-mails, option answers and the number of answers against the form', async () => {
    const bad = await post(SHOP_A, body(key(4), { answers: answers({ 1: 'not-an-email' }) }));
    expect(bad.body.error.errors).toEqual([{ path: 'answers.1', message: 'Invalid email' }]);
    const short = await post(SHOP_A, body(key(4), { answers: answers().slice(0, 4) }));
    expect(short.status).toBe(400);
    expect(short.body.error.errors[0].path).toBe('answers');
    const list = await post(SHOP_A, body(key(4), { answers: answers({ 0: ['Ana'] }) }));
    expect(list.body.error.errors).toEqual([{ path: 'answers.0', message: 'value is not valid' }]);
    const unknown = await post(SHOP_A, { ...body(key(4)), price: 0 });
    expect(unknown.status).toBe(400);
  });

  it('refuses a filled honeypot without placing anything', async () => {
    const before = orders().length;
    const res = await post(SHOP_A, body(key(5), { website: 'http://spam.example' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Your order could not be placed');
    expect(orders()).toHaveLength(before);
  });

  it('leaves nothing half written when the store refuses the order, and the same key can retry', async () => {
    const before = orders().length;
    const drafts = ctx.store!.state.draftOrders.length;
    const missing = await post(SHOP_A, body(key(6), { items: [{ ...tee, variant_id: 1, quantity: 1 }] }));
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual([{ path: 'items.0.variant_id', message: 'Cannot find variant' }]);
    expect(orders()).toHaveLength(before);
    expect(ctx.store!.state.draftOrders).toHaveLength(drafts);
    expect((await ctx.db.models.CodOrder.findOne({ where: { client_key: key(6) } }))?.status).toBe('failed');
    const retry = await post(SHOP_A, body(key(6)));
    expect(retry.status).toBe(201);
    expect(orders()).toHaveLength(before + 1);
  });

  it('refuses orders while cash on delivery is off', async () => {
    await setCod(SHOP_A, { is_active: false });
    const res = await post(SHOP_A, body(key(7)));
    await setCod(SHOP_A, { is_active: true });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Cash on delivery is not available');
  });

  it('is rate limited per client address and shop', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'sqlite::memory:',
      PUBLIC_RATE_LIMIT: '120',
      SHOPIFY_ADMIN_URL: ctx.config.shopifyAdminUrl,
    });
    const app = createApp({ config, db: ctx.db, logger: createLogger('silent') });
    const send = (from: string, shop = SHOP_A) =>
      request(app).post('/public/cod-orders').query({ shop }).set('X-Forwarded-For', from).send({});
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('10.9.9.9')).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await send('10.9.9.10')).status).toBe(400);
    expect((await send('10.9.9.9', SHOP_B)).status).not.toBe(429);
  });
});

describe('shop isolation', () => {
  const formA = (): CodSettings['form'] => {
    const [name, ...rest] = defaultCodSettings().form;
    return [name, { label: 'Company', placeholder: 'Company', isRequired: true, type: 'string', options: [] }, ...rest];
  };
  beforeAll(async () => {
    await setCod(SHOP_A, { is_active: true, form: formA(), error_message: 'Shop A needs this' });
    await setCod(SHOP_B, { is_active: true });
  });
  afterAll(() => setCod(SHOP_A, { form: defaultCodSettings().form, error_message: 'This field is required' }));

  it("never applies another shop's form: each shop validates against its own fields and message", async () => {
    const a = await post(SHOP_A, body(key(8), { answers: ['Ana', '', 'ana@example.com', '555', '1 Main St', ''] }));
    expect(a.body.error.errors).toEqual([{ path: 'answers.1', message: 'Shop A needs this' }]);
    const bWithA = await post(SHOP_B, body(key(8), { answers: ['Ana', 'Acme', 'ana@example.com', '555', '1 Main St', ''] }));
    expect(bWithA.status).toBe(400);
    expect(bWithA.body.error.errors[0].path).toBe('answers');
    const b = await post(SHOP_B, body(key(8), { answers: answers({ 2: '' }) }));
    expect(b.body.error.errors).toEqual([{ path: 'answers.2', message: 'This field is required' }]);
  });

  it('refuses a body naming another shop, and keeps client keys per shop', async () => {
    const res = await post(SHOP_B, body(key(9), { shop: SHOP_A }));
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual([{ path: 'shop', message: 'value is not valid' }]);
    const placed = await post(SHOP_A, body(key(1), { answers: ['Ana', 'Acme', '', '555', '1 Main St', ''] }));
    expect(placed.status).toBe(200);
    const rows = await ctx.db.models.CodOrder.findAll({ where: { client_key: key(1) } });
    expect(rows.map((r) => r.shop_id)).toEqual([SHOP_A]);
  });
});
