import request from 'supertest';
import { defaultCampaign } from '@cartlift/domain';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';
import { COD_NOTE } from '../../src/services/codCheckout';

/**
 * A COD order is the same cart at the same price as a checkout: the Add To Unlock reward rides on its lines as an
 * applied discount, the shopper's own discount codes apply on top (an unknown one refuses the order with
 * DISCOUNTS_NOT_FOUND, as /public/checkout does), and the cart's note reaches the order.
 */
let ctx: TestContext;
let tee: { product_id: number; variant_id: number };
let campaignKey: string;
let ip = 0;
const key = (n: number) => `reward-key-${String(n).padStart(8, '0')}`;
const post = (shop: string, body: Record<string, unknown>) =>
  request(ctx.app).post('/public/cod-orders').query({ shop }).set('X-Forwarded-For', `10.1.0.${++ip}`).send(body);
const body = (k: string, extra: Record<string, unknown> = {}) => ({
  client_key: k,
  items: [{ ...tee, quantity: 2 }],
  answers: ['Ana Silva', 'ana@example.com', '555 0101', '1 Main St', ''],
  schema: { add_to_unlock: [campaignKey] },
  ...extra,
});
const orders = () => ctx.store!.state.orders;
const drafts = () => ctx.store!.state.draftOrders;

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  const p = ctx.store!.state.catalog.productByHandle('classic-tee')!;
  tee = { product_id: p.id, variant_id: p.variants[0].id };
  const base = defaultCampaign('add_to_unlock') as unknown as {
    settings: { add_to_unlock: { goals: Array<Record<string, unknown>> } };
  } & Record<string, unknown>;
  const g = base.settings.add_to_unlock.goals[0];
  const goals = [{ ...g, goal: 50, reward_type: 'discount', discount: { ...(g.discount as object), type: 'percentage', reward: 10 } }];
  const { active: _active, ...rest } = base;
  const created = await ctx.gql(SHOP_A, Q.create, {
    input: { ...rest, name: 'COD unlock', settings: { ...base.settings, add_to_unlock: { ...base.settings.add_to_unlock, goals } } },
  });
  expect(created.body.errors).toBeUndefined();
  campaignKey = created.body.data.createCampaign.campaign_key;
  const res = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { cod_settings: { is_active: true, order_mode: 'payment_pending' } } });
  expect(res.body.errors).toBeUndefined();
});
afterAll(() => ctx.close());

describe('COD orders carry the rewards, the discount codes and the note', () => {
  it("puts the Add To Unlock reward on the order's lines as an applied discount", async () => {
    const res = await post(SHOP_A, body(key(1)));
    expect(res.status).toBe(201);
    // 2 x $25.00 reaches the $50 goal: 10% off, $2.50 per unit on the draft line, $5.00 on the order line.
    const draft = drafts().at(-1)!;
    expect(draft.lines).toEqual([expect.objectContaining({ variantId: tee.variant_id, quantity: 2, totalDiscount: 500 })]);
    const order = orders().at(-1)!;
    expect(order).toMatchObject({ financialStatus: 'pending', total: 4500 });
    expect(order.lines).toEqual([expect.objectContaining({ variantId: tee.variant_id, totalDiscount: 500 })]);
  });

  it("applies the shopper's discount code on top of the rewards", async () => {
    const res = await post(SHOP_A, body(key(3), { discountCode: 'WELCOME10' }));
    expect(res.status).toBe(201);
    // $50.00 − 10% goal = $45.00; WELCOME10 takes 10% of that: $4.50.
    expect(drafts().at(-1)!.codeDiscount).toEqual({ code: 'WELCOME10', amount: 450 });
    expect(orders().at(-1)!.total).toBe(4050);
  });

  it('refuses an unknown code with DISCOUNTS_NOT_FOUND and writes nothing; the same key can retry', async () => {
    const before = { orders: orders().length, drafts: drafts().length };
    const res = await post(SHOP_A, body(key(4), { discountCode: 'NOT-A-CODE' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'DISCOUNTS_NOT_FOUND', message: 'Discount code not found' });
    expect({ orders: orders().length, drafts: drafts().length }).toEqual(before);
    expect((await post(SHOP_A, body(key(4)))).status).toBe(201);
  });

  it("puts the cart's note on the order after the shopper's answers", async () => {
    const res = await post(SHOP_A, body(key(5), { note: '  Leave at the back door  ' }));
    expect(res.status).toBe(201);
    expect(orders().at(-1)!.note).toBe(`${COD_NOTE}\n\n` + 'First name: Ana Silva\nEmail: ana@example.com\nPhone: 555 0101\nAddress: 1 Main St\n\nLeave at the back door');
  });
});
