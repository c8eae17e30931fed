import request from 'supertest';
import { computeCartRewards, convertWithRate, defaultCampaign, type RewardLine } from '@cartlift/domain';
import { shopCentsFor } from '../../src/services/presentment';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';

/**
 * A cart in a presentment currency (the dev store's ?currency=EUR at its 0.92 rate) checks out in that currency with
 * the rewards the drawer computed on cart.js: the gateway reads the rate from the Admin API (CurrencySetting
 * manualRate), never from the client, and the dev store's draft order / checkout charge exactly the drawer's total.
 */
let ctx: TestContext;
let tee: { product_id: number; variant_id: number; price: number };
let key: string;

beforeAll(async () => {
  // The campaign is written into the shop's automatic discount, which the dev store's checkout runs (the function).
  ctx = await createTestContext({ devStore: true, discountSync: true });
  const p = ctx.store!.state.catalog.productByHandle('classic-tee')!;
  tee = { product_id: p.id, variant_id: p.variants[0].id, price: p.variants[0].price };
  const base = defaultCampaign('add_to_unlock') as unknown as { settings: { add_to_unlock: { goals: Array<Record<string, unknown>> } } } & Record<string, unknown>;
  const g = base.settings.add_to_unlock.goals[0];
  const goals = [{ ...g, goal: 50, reward_type: 'discount', discount: { ...(g.discount as object), type: 'percentage', reward: 10 } }];
  const { active: _active, ...rest } = base;
  const res = await ctx.gql(SHOP_A, Q.create, { input: { ...rest, name: 'EUR goal', settings: { ...base.settings, add_to_unlock: { ...base.settings.add_to_unlock, goals } } } });
  expect(res.body.errors).toBeUndefined();
  key = res.body.data.createCampaign.campaign_key;
});
afterAll(() => ctx.close());

const setDraftCheckout = (on: boolean) => ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { draft_checkout: on } });
const checkout = (quantity: number, cart_currency?: string) =>
  request(ctx.app)
    .post('/public/checkout')
    .query({ shop: SHOP_A })
    .send({ items: [{ variant_id: tee.variant_id, product_id: tee.product_id, quantity }], schema: { add_to_unlock: [key] }, ...(cart_currency ? { cart_currency } : {}) });

/** What the drawer shows for this cart: the domain's rewards on cart.js's EUR prices at Shopify.currency.rate. */
async function drawerTotal(quantity: number): Promise<{ total: number; discount: number; cartTotal: number }> {
  const agent = request.agent(ctx.store!.app);
  await agent.get('/?currency=EUR').expect(200);
  await agent.post('/cart/add.js').send({ id: tee.variant_id, quantity }).expect(200);
  const cart = (await agent.get('/cart.js')).body as { currency: string; total_price: number; items: Array<RewardLine & { original_price: number }> };
  expect(cart.currency).toBe('EUR');
  const campaign = await ctx.db.models.Campaign.findOne({ where: { campaign_key: key } });
  const rewards = computeCartRewards({
    campaigns: [{ ...campaign!.toJSON(), active: true }],
    items: cart.items.map((i) => ({ variant_id: i.variant_id, product_id: i.product_id, quantity: i.quantity, price: i.original_price, product_type: i.product_type })),
    currency: 'EUR',
    rate: 0.92,
  });
  return { total: rewards.summary.total, discount: rewards.summary.finalDiscount, cartTotal: cart.total_price };
}

describe('checkout in the presentment currency', () => {
  it('a draft checkout of a EUR cart is a EUR draft order charging the total the drawer showed', async () => {
    await setDraftCheckout(true);
    const shown = await drawerTotal(2);
    // Two tees at €23,00 reach the €46,00 goal (the $50 goal at 0.92): 10 % off.
    expect(shown).toMatchObject({ cartTotal: 2 * convertWithRate(tee.price, 0.92), discount: Math.floor(shown.cartTotal / 10) });
    const res = await checkout(2, 'EUR');
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ total: shown.total, finalDiscount: shown.discount });
    const draft = ctx.store!.state.draftOrders.at(-1)!;
    expect(draft).toMatchObject({ currency: 'EUR', total: shown.total });
  });

  it('the same cart in USD stays a USD draft (no presentment currency sent)', async () => {
    await setDraftCheckout(true);
    const res = await checkout(2);
    expect(res.body.summary).toMatchObject({ original: 2 * tee.price, total: 2 * tee.price - Math.floor((2 * tee.price) / 10) });
    expect(ctx.store!.state.draftOrders.at(-1)).toMatchObject({ currency: 'USD', total: res.body.summary.total });
  });

  it("a normal checkout of a EUR cart makes no code: the shop's automatic discount takes off exactly the drawer's discount at the store's checkout", async () => {
    await setDraftCheckout(false);
    const agent = request.agent(ctx.store!.app);
    await agent.get('/?currency=EUR').expect(200);
    await agent.post('/cart/add.js').send({ id: tee.variant_id, quantity: 3 }).expect(200);
    const shown = await drawerTotal(3);
    const res = await checkout(3, 'EUR');
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('code');
    const page = await agent.get('/checkout').expect(200);
    // The store's checkout charges shipping beside the items: the items come to exactly what the drawer showed.
    const cents = (name: string) => Number(new RegExp(`data-checkout-${name}="(\\d+)"`).exec(page.text)?.[1]);
    expect(cents('total') - cents('shipping')).toBe(shown.total);
    expect(page.text).toContain('data-checkout-currency="EUR"');
  });

  it('a cash-on-delivery order from a EUR cart is a EUR order with the same total', async () => {
    const cod = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { cod_settings: { is_active: true, order_mode: 'payment_pending' } } });
    expect(cod.body.errors).toBeUndefined();
    const shown = await drawerTotal(2);
    const res = await request(ctx.app)
      .post('/public/cod-orders')
      .query({ shop: SHOP_A })
      .send({
        client_key: 'client-key-eur-00001',
        items: [{ variant_id: tee.variant_id, product_id: tee.product_id, quantity: 2 }],
        schema: { add_to_unlock: [key] },
        cart_currency: 'EUR',
        answers: ['Ana Silva', 'ana@example.com', '555 0101', '1 Main St', ''],
      });
    expect(res.status).toBe(201);
    expect(ctx.store!.state.orders.at(-1)).toMatchObject({ currency: 'EUR', total: shown.total, financialStatus: 'pending' });
  });

  it('refuses a currency the shop does not sell in, and takes no rate from the client', async () => {
    const res = await checkout(1, 'GBP');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('The shop does not sell in this currency');
    const forged = await request(ctx.app).post('/public/checkout').query({ shop: SHOP_A }).send({ items: [{ variant_id: tee.variant_id, product_id: tee.product_id, quantity: 1 }], cart_currency: 'EUR', rate: 100 });
    expect(forged.status).toBe(400);
  });
});

describe('shopCentsFor', () => {
  it('gives the most shop cents whose conversion is at most the presentment amount', () => {
    for (const rate of [0.92, 1.37, 0.0071, 1])
      for (const cents of [0, 1, 99, 460, 690, 12345]) {
        const shop = shopCentsFor(cents, rate);
        expect(convertWithRate(shop, rate)).toBeLessThanOrEqual(cents);
        expect(convertWithRate(shop + 1, rate)).toBeGreaterThan(cents);
      }
    // Below 1 the rate reaches every cent, so a code converts back to exactly the drawer's discount.
    expect(convertWithRate(shopCentsFor(460, 0.92), 0.92)).toBe(460);
  });
});

describe('goal type in the checkout math (campaigns.md §3; the editor words it the same way, domain GOAL_TYPE_LABELS)', () => {
  /** The EUR goal set to €60 per currency (specific_goals) on the $50 goal, with the given goal type. */
  async function setGoalType(goal_type: 'fixed' | 'relative') {
    const row = (await ctx.db.models.Campaign.findOne({ where: { campaign_key: key } }))!;
    const settings = structuredClone(row.settings) as { add_to_unlock: { goals: Array<Record<string, unknown>> } };
    settings.add_to_unlock.goals[0] = { ...settings.add_to_unlock.goals[0], goal_type, specific_goals: [{ goal: 60, currency: 'EUR', main: false }] };
    await row.update({ settings: settings as typeof row.settings });
  }

  it('fixed: the €60 set for EUR applies, so two tees (€46) unlock nothing at checkout', async () => {
    await setDraftCheckout(true);
    await setGoalType('fixed');
    const res = await checkout(2, 'EUR');
    expect(res.status).toBe(200);
    expect(res.body.summary.finalDiscount).toBe(0);
    expect((await drawerTotal(2)).discount).toBe(0);
  });

  it('relative: the $50 goal converts at the rate (€46), so the same cart gets 10 % off, as the drawer shows', async () => {
    await setDraftCheckout(true);
    await setGoalType('relative');
    const shown = await drawerTotal(2);
    expect(shown.discount).toBe(Math.floor(shown.cartTotal / 10));
    const res = await checkout(2, 'EUR');
    expect(res.body.summary).toMatchObject({ total: shown.total, finalDiscount: shown.discount });
  });
});
