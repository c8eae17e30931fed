import request from 'supertest';
import { defaultCampaign } from '@cartlift/domain';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';

/**
 * End to end against the dev store: an Add To Unlock campaign (10% off from $50, a free tote from $100), checkout
 * recomputed server-side into a draft order, the invoice completed in the store, and orders/create delivered back to
 * the gateway, which attributes the revenue; analytics then report it.
 */
let ctx: TestContext;
let tee: { productId: number; variantId: number };
let tote: { productId: number; variantId: number };
let campaign: { id: string; campaign_key: string };

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true, storeWebhooksToGateway: true });
  const find = (handle: string) => {
    const p = ctx.store!.state.catalog.productByHandle(handle)!;
    return { productId: p.id, variantId: p.variants[0].id, price: p.variants[0].price, title: p.title };
  };
  tee = find('classic-tee');
  const gift = find('free-tote-gift');
  tote = gift;
  const base = defaultCampaign('add_to_unlock') as unknown as {
    settings: { add_to_unlock: { goals: Array<Record<string, unknown>> } };
  } & Record<string, unknown>;
  const g = base.settings.add_to_unlock.goals[0];
  const goals = [
    {
      ...g,
      goal: 50,
      reward_type: 'discount',
      discount: { ...(g.discount as object), type: 'percentage', reward: 10 },
    },
    {
      ...g,
      goal: 100,
      reward_type: 'gift',
      gift: {
        ...(g.gift as object),
        product: {
          id: String(gift.productId),
          variant_id: String(gift.variantId),
          title: gift.title,
          variant_price: '15.00',
          product_type: 'free_gift',
        },
      },
    },
  ];
  const { active: _active, ...rest } = base;
  const input = {
    ...rest,
    name: 'Spend and unlock',
    settings: { ...base.settings, add_to_unlock: { ...base.settings.add_to_unlock, goals } },
  };
  const res = await ctx.gql(SHOP_A, Q.create, { input });
  expect(res.body.errors).toBeUndefined();
  campaign = res.body.data.createCampaign;
  await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { draft_checkout: true } });
});
afterAll(() => ctx.close());

const checkout = (items: Array<{ variant_id: number; product_id: number; quantity: number }>, fbt?: number[]) =>
  request(ctx.app)
    .post('/public/checkout')
    .query({ shop: SHOP_A })
    .send({ items, fbt, schema: { add_to_unlock: [campaign.campaign_key] } });
const lastDraft = () => ctx.store!.state.draftOrders[ctx.store!.state.draftOrders.length - 1];
const teeLine = (quantity: number) => ({ variant_id: tee.variantId, product_id: tee.productId, quantity });
const toteLine = (quantity: number) => ({ variant_id: tote.variantId, product_id: tote.productId, quantity });

it('drops a free gift the cart has not earned and applies the 10% goal', async () => {
  const res = await checkout([teeLine(2), toteLine(1)]);
  expect(res.status).toBe(200);
  expect(res.body.summary).toMatchObject({ original: 5000, discount: 500, total: 4500 });
  const draft = lastDraft();
  expect(draft.lines.map((l) => l.variantId)).toEqual([tee.variantId]);
  expect(draft.total).toBe(4500);
});

it('grants one gift unit once $100 is reached, charges none of it, and drops the extra unit', async () => {
  const res = await checkout([teeLine(4), toteLine(2)], [tee.variantId]);
  expect(res.body.summary).toMatchObject({ original: 10000, discount: 1000, autoDiscountGifts: 1500, total: 9000 });
  const draft = lastDraft();
  expect(draft.total).toBe(9000);
  expect(draft.lines.find((l) => l.variantId === tote.variantId)?.quantity).toBe(1);
});

it("applies the shopper's discount code to the draft order on top of the rewards (and refuses an unknown one)", async () => {
  const send = (discountCode: string) =>
    request(ctx.app)
      .post('/public/checkout')
      .query({ shop: SHOP_A })
      .send({ items: [teeLine(2)], discountCode, schema: { add_to_unlock: [campaign.campaign_key] } });
  expect((await send('WELCOME10')).status).toBe(200);
  // $50.00 − 10% goal = $45.00; WELCOME10 takes 10% of that: $4.50.
  expect(lastDraft().codeDiscount).toEqual({ code: 'WELCOME10', amount: 450 });
  expect(lastDraft().total).toBe(4050);
  // cart-and-shop.md §8 DISCOUNTS_NOT_FOUND: an unknown code stops the checkout instead of silently dropping the
  // shopper's discount.
  const refused = await send('NOT-A-CODE');
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatchObject({ code: 'DISCOUNTS_NOT_FOUND', message: 'Discount code not found' });
  expect(lastDraft().codeDiscount).toEqual({ code: 'WELCOME10', amount: 450 });
});

it("prices a subscription line at its selling plan's price (from the Admin API), not the variant price", async () => {
  const coffee = ctx.store!.state.catalog.productByHandle('house-blend')!;
  const plan = coffee.sellingPlanGroups[0].sellingPlans[0];
  const adj = plan.priceAdjustments[0];
  const unit = coffee.variants[0].price;
  const planUnit = adj.valueType === 'percentage' ? Math.round(unit * (1 - adj.value / 100)) : adj.valueType === 'fixed_amount' ? unit - adj.value : adj.value;
  expect(planUnit).toBeLessThan(unit);
  const item = { variant_id: coffee.variants[0].id, product_id: coffee.id, quantity: 2 };
  const send = (sp?: number) =>
    request(ctx.app)
      .post('/public/checkout')
      .query({ shop: SHOP_A })
      .send({ items: [{ ...item, ...(sp ? { sp } : {}) }], schema: { add_to_unlock: [campaign.campaign_key] } });
  const res = await send(plan.id);
  expect(res.status).toBe(200);
  expect(res.body.summary).toMatchObject({ original: 2 * planUnit, total: 2 * planUnit });
  expect(lastDraft().total).toBe(2 * planUnit);
  expect((await send()).body.summary).toMatchObject({ original: 2 * unit });
  const unknown = await send(999999);
  expect(unknown.status).toBe(400);
  expect(JSON.stringify(unknown.body)).toContain('Cannot find selling plan');
});

it('completing the invoice sends orders/create back, which attributes gift and FBT revenue to the campaign', async () => {
  const url = (await checkout([teeLine(4), toteLine(1)], [tee.variantId])).body.invoice_url as string;
  expect(url).toContain(lastDraft().token);
  const done = await request(ctx.store!.app).post(`${new URL(url).pathname}/complete`);
  expect(done.status).toBe(303);
  const rows = await ctx.db.models.UpsellAttribution.findAll({
    where: { shop_id: SHOP_A, campaign_id: campaign.id },
    order: [['kind', 'ASC']],
  });
  expect(rows.map((r) => [r.kind, r.variant_id, r.quantity, r.amount_cents])).toEqual([
    ['fbt', String(tee.variantId), 4, 9000],
    ['gift', String(tote.variantId), 1, 0],
  ]);
  const analytics = await request(ctx.app)
    .post('/analytics/campaigns')
    .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
    .send({ campaigns: [campaign.id] });
  expect(analytics.body[campaign.id]).toEqual({
    UpsellsGenerated: 1,
    upsellsTotalAmount: 0,
    fbt: { UpsellsGenerated: 4, subtotal_sum: 90 },
  });
});

describe('discount codes on a draft checkout', () => {
  const withCode = (discountCode: string) =>
    request(ctx.app)
      .post('/public/checkout')
      .query({ shop: SHOP_A })
      .send({ items: [teeLine(1)], schema: { add_to_unlock: [campaign.campaign_key] }, discountCode });

  it('refuses a code the store does not have with DISCOUNTS_NOT_FOUND and creates no draft order', async () => {
    const before = ctx.store!.state.draftOrders.length;
    const res = await withCode('NOPE-123');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'DISCOUNTS_NOT_FOUND', message: 'Discount code not found' });
    expect(ctx.store!.state.draftOrders.length).toBe(before);
  });

  it("goes on with the store's own codes", async () => {
    const res = await withCode('WELCOME10');
    expect(res.status).toBe(200);
    expect(res.body.invoice_url).toBeTruthy();
  });
});
