import request from 'supertest';
import { QueryTypes } from 'sequelize';
import type { CodSettings } from '@cartlift/domain';
import { codKeyTag, COD_NOTE } from '../../src/services/codCheckout';
import { createMigrator, migrate } from '../../src/db/umzug';
import { seedShop } from '../../src/db/seed';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';

/**
 * Issue 24 item 4, against the dev store over HTTP: a COD order is a draft order the merchant confirms (the default)
 * or a draft completed as payment pending, with the shopper's details in the draft's customer and shipping address;
 * and an attempt whose answer was lost after the store did the work (the dev store's dropAnswer fault) is read back
 * on the retry, never placed twice.
 */
let ctx: TestContext;
let tee: { product_id: number; variant_id: number };
let ip = 0;
const post = (body: Record<string, unknown>) =>
  request(ctx.app).post('/public/cod-orders').query({ shop: SHOP_A }).set('X-Forwarded-For', `10.24.0.${++ip}`).send(body);
const key = (n: number) => `draft-key-${String(n).padStart(8, '0')}`;
const body = (k: string) => ({
  client_key: k,
  country: 'PT',
  items: [{ ...tee, quantity: 1 }],
  answers: ['Ana Silva', 'ana@example.com', '555 0101', '1 Main St', 'Ring twice'],
});
const setCod = async (cod: Partial<CodSettings>) => {
  const res = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { cod_settings: cod } });
  expect(res.body.errors).toBeUndefined();
};
const state = () => ctx.store!.state;
const withKey = (k: string) => ({
  drafts: state().draftOrders.filter((d) => d.tags.includes(codKeyTag(k))),
  orders: state().orders.filter((o) => o.tags.includes(codKeyTag(k))),
});
const dropNext = (mutation: 'draftOrderCreate' | 'draftOrderComplete') =>
  request(ctx.store!.app).post('/__dev/faults').send({ dropAnswer: { mutation, times: 1 } }).expect(200);

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  const p = state().catalog.productByHandle('classic-tee')!;
  tee = { product_id: p.id, variant_id: p.variants[0].id };
});
afterAll(() => ctx.close());
afterEach(() => request(ctx.store!.app).post('/__dev/faults').send({ dropAnswer: null }).expect(200));

describe('draft order mode (the default)', () => {
  beforeAll(() => setCod({ is_active: true }));

  it('is what a shop that switches COD on gets', async () => {
    const shop = await ctx.gql(SHOP_A, 'query S($id: String!) { shop(id: $id) { cod_settings } }', { id: SHOP_A });
    expect(shop.body.data.shop.cod_settings.order_mode).toBe('draft_order');
  });

  it("creates one open draft, tagged and noted as cash on delivery, with the shopper in its customer and address fields", async () => {
    const orders = state().orders.length;
    const res = await post(body(key(1)));
    expect(res.status).toBe(201);
    const { drafts } = withKey(key(1));
    expect(drafts).toHaveLength(1);
    const draft = drafts[0];
    expect(res.body).toEqual({ order: { id: `gid://shopify/DraftOrder/${draft.id}`, name: draft.name }, duplicate: false, awaiting_confirmation: true });
    expect(draft).toMatchObject({
      status: 'OPEN',
      email: 'ana@example.com',
      tags: ['cartlift', 'cartlift-cod', 'COD', codKeyTag(key(1))],
      shippingAddress: { firstName: 'Ana', lastName: 'Silva', phone: '555 0101', address1: '1 Main St', countryCode: 'PT' },
    });
    expect(draft.note?.startsWith(`${COD_NOTE}\n\nFirst name: Ana Silva`)).toBe(true);
    expect(draft.note).toContain('Note: Ring twice');
    expect(state().orders).toHaveLength(orders);
    const replay = await post(body(key(1)));
    expect([replay.status, replay.body]).toEqual([200, { order: res.body.order, duplicate: true, awaiting_confirmation: true }]);
    expect(withKey(key(1)).drafts).toHaveLength(1);
  });

  it('a draft created but whose answer was lost is found by its key tag on the retry, not created again', async () => {
    await dropNext('draftOrderCreate');
    const first = await post(body(key(2)));
    expect(first.status).toBe(502);
    expect(withKey(key(2)).drafts).toHaveLength(1);
    const retry = await post(body(key(2)));
    expect(retry.status).toBe(200);
    const draft = withKey(key(2)).drafts[0];
    expect(retry.body).toEqual({ order: { id: `gid://shopify/DraftOrder/${draft.id}`, name: draft.name }, duplicate: true, awaiting_confirmation: true });
    expect(withKey(key(2)).drafts).toHaveLength(1);
    expect(withKey(key(2)).orders).toHaveLength(0);
  });
});

describe('payment pending mode', () => {
  beforeAll(() => setCod({ is_active: true, order_mode: 'payment_pending' }));

  it('completes the draft as a payment-pending order carrying the shipping address', async () => {
    const res = await post(body(key(3)));
    expect(res.status).toBe(201);
    const { drafts, orders } = withKey(key(3));
    expect(orders).toHaveLength(1);
    expect(res.body.order).toEqual({ id: `gid://shopify/Order/${orders[0].id}`, name: orders[0].name });
    expect(orders[0]).toMatchObject({ financialStatus: 'pending', shippingAddress: { lastName: 'Silva', address1: '1 Main St' } });
    expect(drafts.map((d) => d.status)).toEqual(['COMPLETED']);
  });

  it('a completion that timed out after the store completed it returns the same order on retry, never a second one', async () => {
    await dropNext('draftOrderComplete');
    const first = await post(body(key(4)));
    expect(first.status).toBe(502);
    expect(withKey(key(4)).orders).toHaveLength(1);
    const retry = await post(body(key(4)));
    const { drafts, orders } = withKey(key(4));
    expect(orders).toHaveLength(1);
    expect(drafts).toHaveLength(1);
    expect([retry.status, retry.body]).toEqual([200, { order: { id: `gid://shopify/Order/${orders[0].id}`, name: orders[0].name }, duplicate: true, awaiting_confirmation: false }]);
    const again = await post(body(key(4)));
    expect(again.body.order).toEqual(retry.body.order);
    expect(withKey(key(4)).orders).toHaveLength(1);
  });

  it("a draft whose create answer was lost is found by its tag and completed on the retry: one order, no draft left open", async () => {
    await dropNext('draftOrderCreate');
    expect((await post(body(key(5)))).status).toBe(502);
    expect(withKey(key(5)).drafts.map((d) => d.status)).toEqual(['OPEN']);
    const retry = await post(body(key(5)));
    const { drafts, orders } = withKey(key(5));
    expect(orders).toHaveLength(1);
    expect(drafts.map((d) => d.status)).toEqual(['COMPLETED']);
    expect([retry.status, retry.body.order]).toEqual([200, { id: `gid://shopify/Order/${orders[0].id}`, name: orders[0].name }]);
  });
});

describe('migration 007-cod-order-mode', () => {
  const stored = async (shop: string) => {
    const [row] = await ctx.db.sequelize.query<{ cod_settings: string | null }>('SELECT cod_settings FROM shops WHERE id = ?', {
      replacements: [shop],
      type: QueryTypes.SELECT,
    });
    return row.cod_settings === null ? null : (JSON.parse(row.cod_settings) as Record<string, unknown>);
  };
  const write = (shop: string, cod: Record<string, unknown> | null) =>
    ctx.db.sequelize.query('UPDATE shops SET cod_settings = ? WHERE id = ?', {
      replacements: [cod === null ? null : JSON.stringify(cod), shop],
    });

  it('keeps shops that already offer COD on payment pending; the others take the draft-order default', async () => {
    const explicit = 'cod-explicit.myshopify.com';
    const never = 'cod-never.myshopify.com';
    for (const s of [explicit, never]) await seedShop(ctx.db, s);
    await createMigrator(ctx.db).down({ to: '007-cod-order-mode' });
    await write(SHOP_A, { is_active: true, error_message: 'Required' });
    await write(SHOP_B, { is_active: false });
    await write(explicit, { is_active: true, order_mode: 'draft_order' });
    await write(never, null);
    await migrate(ctx.db);
    expect(await stored(SHOP_A)).toEqual({ is_active: true, error_message: 'Required', order_mode: 'payment_pending' });
    expect(await stored(SHOP_B)).toEqual({ is_active: false });
    expect(await stored(explicit)).toEqual({ is_active: true, order_mode: 'draft_order' });
    expect(await stored(never)).toBeNull();
    const read = await ctx.gql(SHOP_B, 'query S($id: String!) { shop(id: $id) { cod_settings } }', { id: SHOP_B });
    expect(read.body.data.shop.cod_settings.order_mode).toBe('draft_order');
  });
});
