import request from 'supertest';
import { defaultCodSettings, type CodSettings } from '@cartlift/domain';
import type { App } from '../../src/app';
import { seedShop } from '../../src/db/seed';
import { markCodOrderFailed, markCodOrderPlaced } from '../../src/services/codOrders';
import { appWithEnv, createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';
import { codKeyTag } from '../../src/services/codCheckout';

type CodOrderService = typeof import('../../src/services/codOrders');
const realService = jest.requireActual<CodOrderService>('../../src/services/codOrders');
// The claim's bookkeeping, wrapped (real by default) so a test can make it fail after Shopify placed the order: the
// only way to fail that step alone. SWC's exports cannot be redefined, so jest.spyOn cannot wrap them in place.
jest.mock('../../src/services/codOrders', () => {
  const actual = jest.requireActual<CodOrderService>('../../src/services/codOrders');
  return {
    ...actual,
    markCodOrderPlaced: jest.fn(actual.markCodOrderPlaced),
    markCodOrderFailed: jest.fn(actual.markCodOrderFailed),
  };
});
const mark = jest.mocked(markCodOrderPlaced);
const markFailed = jest.mocked(markCodOrderFailed);

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
  // This file is the payment-pending mode (the order completed through the API); codDraftOrders.test.ts the default.
  await setCod(SHOP_A, { is_active: true, order_mode: 'payment_pending' });
});
afterAll(() => ctx.close());

/** An empty COD order from one client address to a shop (default `shop`): only the limiters' answers matter. */
const codSender = (app: App, shop: string) => (from: string, to = shop) =>
  request(app).post('/public/cod-orders').query({ shop: to }).set('X-Forwarded-For', from).send({});

describe('POST /public/cod-orders', () => {
  it('places one order, payment pending and tagged, with the lines and the answers', async () => {
    const before = orders().length;
    const res = await post(SHOP_A, body(key(1)));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ order: { id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/), name: expect.any(String) }, duplicate: false, awaiting_confirmation: false });
    expect(orders()).toHaveLength(before + 1);
    const order = orders().at(-1)!;
    expect(order).toMatchObject({ financialStatus: 'pending', email: 'ana@example.com', tags: ['cartlift', 'cartlift-cod', 'COD', codKeyTag(key(1))] });
    expect(order.shippingAddress).toMatchObject({ firstName: 'Ana', lastName: 'Silva', phone: '555 0101', address1: '1 Main St' });
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
    const both = await Promise.all([post(SHOP_A, body(key(2))), post(SHOP_A, body(key(2)))]);
    // Which answer the second submit gets depends on timing: 409 while the first is being placed, the replay after.
    const placed = both.filter((r) => r.status === 201);
    expect(placed).toHaveLength(1);
    const other = both.find((r) => r !== placed[0])!;
    if (other.status === 409) expect(other.body.error.code).toBe('ORDER_IN_PROGRESS');
    else expect([other.status, other.body]).toEqual([200, { order: placed[0].body.order, duplicate: true, awaiting_confirmation: false }]);
    const again = await post(SHOP_A, body(key(2)));
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(again.body.order).toEqual(placed[0].body.order);
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

  it('answers success once Shopify placed the order though recording it failed once; a replay adds none', async () => {
    const before = orders().length;
    mark.mockClear().mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:3306'));
    markFailed.mockClear();
    try {
      const res = await post(SHOP_A, body(key(10)));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ order: { id: expect.any(String), name: expect.any(String) }, duplicate: false, awaiting_confirmation: false });
      expect(mark).toHaveBeenCalledTimes(2);
      expect(markFailed).not.toHaveBeenCalled();
      expect(orders()).toHaveLength(before + 1);
      const replay = await post(SHOP_A, body(key(10)));
      expect([replay.status, replay.body]).toEqual([200, { order: res.body.order, duplicate: true, awaiting_confirmation: false }]);
      expect(orders()).toHaveLength(before + 1);
    } finally {
      mark.mockImplementation(realService.markCodOrderPlaced);
    }
  });

  it('never releases the key of a placed order it cannot record: a replay is refused, not placed again', async () => {
    const before = orders().length;
    mark.mockImplementation(() => Promise.reject(new Error('database is down')));
    try {
      const res = await post(SHOP_A, body(key(11)));
      expect(res.status).toBe(201);
      expect(res.body.order.id).toBe(`gid://shopify/Order/${orders().at(-1)!.id}`);
      expect((await ctx.db.models.CodOrder.findOne({ where: { client_key: key(11) } }))?.status).toBe('pending');
      const replay = await post(SHOP_A, body(key(11)));
      expect(replay.status).toBe(409);
      expect(replay.body.error.code).toBe('ORDER_IN_PROGRESS');
      expect(orders()).toHaveLength(before + 1);
    } finally {
      mark.mockImplementation(realService.markCodOrderPlaced);
    }
  });

  it('deletes the draft when completing it fails, touches no cart, and the same key can retry', async () => {
    const store = ctx.store!;
    const shopper = request.agent(store.app);
    await shopper.post('/cart/add.js').send({ id: tee.variant_id, quantity: 1 }).expect(200);
    const lines = async () => {
      const res = await shopper.get('/cart.js');
      return (res.body as { items: Array<{ key: string; quantity: number }> }).items.map((i) => [i.key, i.quantity]);
    };
    const cart = await lines();
    expect(cart).toHaveLength(1);
    const stock = store.state.catalog.variant(tee.variant_id)!.variant.inventoryQuantity;
    const before = orders().length;
    const drafts = store.state.draftOrders.length;
    const fault = (draftOrderComplete: string | null) =>
      request(store.app).post('/__dev/faults').send({ draftOrderComplete }).expect(200);
    await fault('Payment terms are unavailable');
    let res: request.Response;
    try {
      res = await post(SHOP_A, body(key(12)));
    } finally {
      await fault(null);
    }
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Payment terms are unavailable' });
    expect(orders()).toHaveLength(before);
    expect(store.state.draftOrders).toHaveLength(drafts);
    expect(store.state.draftOrders.filter((d) => d.status === 'OPEN')).toHaveLength(0);
    expect(await lines()).toEqual(cart);
    expect(store.state.catalog.variant(tee.variant_id)!.variant.inventoryQuantity).toBe(stock);
    expect((await ctx.db.models.CodOrder.findOne({ where: { client_key: key(12) } }))?.status).toBe('failed');
    const retry = await post(SHOP_A, body(key(12)));
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
    const send = codSender(appWithEnv(ctx, { PUBLIC_RATE_LIMIT: '120' }), SHOP_A);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('10.9.9.9')).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await send('10.9.9.10')).status).toBe(400);
    expect((await send('10.9.9.9', SHOP_B)).status).not.toBe(429);
  });

  it('caps a shop across all client addresses (COD_SHOP_RATE_LIMIT), other shops keep their own budget', async () => {
    // Shops of their own: the shared counters outlive this app, and the other tests' orders count for shops A and B.
    const [capped, other] = ['cod-cap-a.myshopify.com', 'cod-cap-b.myshopify.com'];
    for (const s of [capped, other]) await seedShop(ctx.db, s);
    const send = codSender(appWithEnv(ctx, { COD_SHOP_RATE_LIMIT: '5' }), capped);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(`10.61.0.${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect((await send('10.61.1.1', other)).status).toBe(400);
    // A shop that is not installed is 404 before the shop-wide counter moves.
    const unknown = new Set<number>();
    for (let i = 0; i < 7; i++) unknown.add((await send(`10.61.2.${i}`, 'not-installed.myshopify.com')).status);
    expect([...unknown]).toEqual([404]);
  });
});

describe('shop isolation', () => {
  const formA = (): CodSettings['form'] => {
    const [name, ...rest] = defaultCodSettings().form;
    return [name, { label: 'Company', placeholder: 'Company', isRequired: true, type: 'string', options: [] }, ...rest];
  };
  beforeAll(async () => {
    await setCod(SHOP_A, { is_active: true, form: formA(), error_message: 'Shop A needs this' });
    await setCod(SHOP_B, { is_active: true, order_mode: 'payment_pending' });
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
    // Shop B's Admin API calls reach the same dev store here (it accepts B's token), so both orders land in it.
    ctx.store!.state.accessTokens.add('shpat_other_shop');
    const before = orders().length;
    const a = await post(SHOP_A, body(key(13), { answers: ['Ana', 'Acme', '', '555', '1 Main St', ''] }));
    const b = await post(SHOP_B, body(key(13)));
    expect([a.status, a.body.duplicate, b.status, b.body.duplicate]).toEqual([201, false, 201, false]);
    expect(b.body.order.id).not.toBe(a.body.order.id);
    expect(orders()).toHaveLength(before + 2);
    const rows = await ctx.db.models.CodOrder.findAll({ where: { client_key: key(13) } });
    expect(rows.map((r) => [r.shop_id, r.status, r.order_id]).sort()).toEqual(
      [
        [SHOP_A, 'placed', a.body.order.id],
        [SHOP_B, 'placed', b.body.order.id],
      ].sort(),
    );
  });
});
