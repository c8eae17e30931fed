import { DISCOUNT_CODE_NOT_FOUND } from '@cartlift/domain';
import request from 'supertest';
import { UniqueConstraintError } from 'sequelize';
import { sendPendingCharges } from '../../src/services/billing/usage';
import { seedAcceptedDaysAgo } from '../../src/db/seed';
import { acceptedDaysAgo, asShop, decide } from '../helpers/billing';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  ctx.store!.state.accessTokens.add('shpat_other_shop');
  await ctx.db.models.BillingCoupon.create({ code_key: 'welcome20', code: 'WELCOME20', discount_percent: 20 });
});
afterAll(() => ctx.close());

const A = () => asShop(ctx, SHOP_A);
const B = () => asShop(ctx, SHOP_B);
const setInstalledAt = (shop: string, at: string) =>
  ctx.db.models.Shop.update({ installed_at: new Date(at) }, { where: { id: shop } });
const order = (id: number, createdAt = new Date()) => ({ id, created_at: createdAt.toISOString(), line_items: [] });

describe("GET /shop/get_plan before the charge: the shop's own cart-and-shop.md §9 price list", () => {
  it.each([
    ['2021-03-04T23:59:59.999Z', ['Mini', 'Big', 'Beast', 'Ultimate'], 7.99, 42],
    ['2021-03-05T00:00:00.000Z', ['Mini', 'Big', 'Beast', 'Ultimate', 'Epic', 'Advanced', 'Monster'], 7.99, 122],
    ['2022-03-01T23:59:59.999Z', ['Mini', 'Big', 'Beast', 'Ultimate', 'Epic', 'Advanced', 'Monster'], 7.99, 122],
    ['2022-03-02T00:00:00.000Z', ['Mini', 'Big', 'Beast', 'Ultimate', 'Epic', 'Advanced', 'Monster'], 12.99, 122],
  ])('installed %s', async (at, names, recurring, capped) => {
    await setInstalledAt(SHOP_A, at);
    const res = await A().get('/shop/get_plan', 200);
    expect(res.body).toMatchObject({ balance_used: 0, status: null, billing_on: null, charge_accepted: false });
    expect(res.body.plans.map((p: { name: string }) => p.name)).toEqual(names);
    expect(res.body.plans[0].listPrice).toBe(res.body.plans[0].discountedListPrice);
    expect([res.body.recurring_price, res.body.capped_amount]).toEqual([recurring, capped]);
  });
});

describe('coupons and vouchers', () => {
  beforeAll(() => setInstalledAt(SHOP_A, '2023-01-01T00:00:00Z'));
  it.each([
    [{}, 'A coupon is required'],
    [{ coupon: '   ' }, 'A coupon is required'],
    [{ coupon: 7 }, 'A coupon is required'],
    [{ coupon: 'x'.repeat(65) }, 'is too long (maximum is 64 characters)'],
  ])('POST /aff/coupon %j → 400 %s', async (body, message) => {
    const res = await A().post('/aff/coupon', body, 400);
    expect(res.body.error.errors).toEqual([{ path: 'coupon', message }]);
  });
  it('an unknown coupon is not found and creates nothing', async () => {
    const res = await A().post('/aff/coupon', { coupon: 'NOPE' }, 200);
    expect(res.body).toEqual({ found: false, discount: 0, chargeConfirmationUrl: null });
    expect(ctx.store!.state.billing.subscriptions).toHaveLength(0);
  });
  it('POST /shop/get_plan with an unknown voucher is a clear 400', async () => {
    const res = await A().post('/shop/get_plan', { voucher: 'NOPE' }, 400);
    expect(res.body.error.errors).toEqual([{ path: 'voucher', message: DISCOUNT_CODE_NOT_FOUND }]);
  });
  it('a found coupon answers its discount and a charge priced with it (any case)', async () => {
    const res = await A().post('/aff/coupon', { coupon: 'welcome20' }, 200);
    expect(res.body).toMatchObject({ found: true, discount: 20 });
    expect(res.body.chargeConfirmationUrl).toMatch(
      /\/admin\/charges\/.+confirm_recurring_application_charge\?signature=/,
    );
    const sub = ctx.store!.state.billing.subscriptions.at(-1)!;
    expect(sub).toMatchObject({ status: 'PENDING', trialDays: 10, name: 'Cartlift (20% off)' });
    expect(sub.lineItems.map((l) => (l.kind === 'recurring' ? l.priceCents : l.cappedCents))).toEqual([1039, 9760]);
  });
});

describe('billing bodies go through the shared JSON reader', () => {
  const plain = async (path: string, body: string): Promise<request.Response> =>
    request(ctx.app)
      .post(path)
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
      .set('Content-Type', 'text/plain')
      .send(body);
  it.each(['/shop/get_plan', '/aff/coupon', '/aff/settings'])(
    'a text/plain POST %s is 415 and starts or stores nothing',
    async (path) => {
      const charges = ctx.store!.state.billing.subscriptions.length;
      const subscription = JSON.stringify(await ctx.db.models.AppSubscription.findByPk(SHOP_A));
      const res = await plain(path, '{"coupon":"welcome20"}');
      expect(res.status).toBe(415);
      expect(res.body.error).toMatchObject({ code: expect.any(String) });
      expect(ctx.store!.state.billing.subscriptions).toHaveLength(charges);
      expect(JSON.stringify(await ctx.db.models.AppSubscription.findByPk(SHOP_A))).toBe(subscription);
    },
  );
  it('JSON nested past the domain depth is 400 before any billing rule runs', async () => {
    const deep = '['.repeat(200) + ']'.repeat(200);
    const res = await request(ctx.app)
      .post('/shop/get_plan')
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
      .set('Content-Type', 'application/json')
      .send(`{"voucher":${deep}}`)
      .expect(400);
    expect(JSON.stringify(res.body)).toMatch(/nested too deeply/);
  });
});

describe('the install charge', () => {
  it('declining comes back to the admin with charge=declined and the shop still unaccepted', async () => {
    const { body } = await A().post('/shop/get_plan', {}, 200);
    const r = await decide(ctx, body.confirmation_url, 'decline');
    expect(r.location).toBe(`${ctx.config.appUrl}/?shop=${SHOP_A}&charge=declined`);
    expect((await ctx.db.models.Shop.findByPk(SHOP_A))?.charge_accepted).toBe(false);
    expect((await ctx.db.models.AppSubscription.findByPk(SHOP_A))?.status).toBe('DECLINED');
  });

  it('the coupon applied before a decline stays applied: the table and the next Get Access keep its price', async () => {
    expect((await A().get('/shop/get_plan')).body).toMatchObject({ discount_percent: 20, status: 'DECLINED' });
    await A().post('/shop/get_plan', {}, 200);
    expect(ctx.store!.state.billing.subscriptions.at(-1)!.name).toBe('Cartlift (20% off)');
  });

  it("a forged return (made-up, pending or another shop's charge id) is refused", async () => {
    const { body } = await A().post('/aff/coupon', { coupon: 'WELCOME20' }, 200);
    const pendingId = new URL(body.chargeConfirmationUrl).pathname.split('/')[4];
    for (const q of [
      `shop=${SHOP_A}&charge_id=${pendingId}`,
      `shop=${SHOP_A}&charge_id=999999`,
      `shop=${SHOP_B}&charge_id=${pendingId}`,
      'shop=evil.com&charge_id=1',
    ]) {
      const res = await request(ctx.app).get(`/billing/return?${q}`).expect(303);
      expect(res.headers.location).toMatch(/charge=declined$/);
    }
    expect((await ctx.db.models.Shop.findByPk(SHOP_A))?.charge_accepted).toBe(false);
    // Approving on Shopify's page still works afterwards.
    const r = await decide(ctx, body.chargeConfirmationUrl, 'approve');
    expect(r.location).toBe(`${ctx.config.appUrl}/?shop=${SHOP_A}&source=charge-accepted`);
  });

  it('after approval the shop is accepted with its discount as invitation, and trial_started is recorded once', async () => {
    const shop = await ctx.db.models.Shop.findByPk(SHOP_A);
    expect(shop).toMatchObject({ charge_accepted: true, charge_confirmation_url: null });
    expect(shop?.invitation).toEqual({ type: 'discount_percentage', value: 20 });
    const sub = await ctx.db.models.AppSubscription.findByPk(SHOP_A);
    const id = sub!.subscription_id.split('/').pop();
    await request(ctx.app).get(`/billing/return?shop=${SHOP_A}&charge_id=${id}`).expect(303);
    expect(await ctx.db.models.AnalyticsEvent.count({ where: { shop_id: SHOP_A, type: 'trial_started' } })).toBe(1);
    const plan = await A().get('/shop/get_plan', 200);
    expect(plan.body).toMatchObject({
      status: 'ACTIVE',
      charge_accepted: true,
      cycle: 'trial',
      discount_percent: 20,
      current_plan: 'Mini',
    });
  });
});

describe('usage: counted from orders/create, charged once per plan and cycle', () => {
  it('orders in the trial are counted, never charged', async () => {
    expect((await ctx.webhook('orders/create', SHOP_A, order(1))).status).toBe(200);
    expect(await ctx.db.models.BillingOrder.count({ where: { shop_id: SHOP_A, cycle: 'trial' } })).toBe(1);
    expect(await ctx.db.models.UsageCharge.count()).toBe(0);
  });

  it('the 51st order of a cycle charges Big once (20% off: 5.60), whatever the retries', async () => {
    await acceptedDaysAgo(ctx, SHOP_A, 11);
    for (let i = 100; i < 150; i++) expect((await ctx.webhook('orders/create', SHOP_A, order(i))).status).toBe(200);
    expect(await ctx.db.models.UsageCharge.count()).toBe(0);
    // The same order again under new delivery ids: still 50 orders, nothing charged.
    expect((await ctx.webhook('orders/create', SHOP_A, order(149))).status).toBe(200);
    expect((await ctx.webhook('orders/create', SHOP_A, order(149), { id: 'same-delivery' })).status).toBe(200);
    expect((await ctx.webhook('orders/create', SHOP_A, order(149), { id: 'same-delivery' })).status).toBe(200);
    expect(await ctx.db.models.UsageCharge.count()).toBe(0);
    expect((await ctx.webhook('orders/create', SHOP_A, order(150))).status).toBe(200);
    expect((await ctx.webhook('orders/create', SHOP_A, order(150))).status).toBe(200);
    const charges = await ctx.db.models.UsageCharge.findAll();
    expect(charges.map((c) => [c.plan, c.amount_cents, c.status])).toEqual([['Big', 560, 'sent']]);
    expect(ctx.store!.state.billing.usageRecords.map((r) => r.priceCents)).toEqual([560]);
  });

  it('the same cycle twice: a re-send reuses the idempotency key and the database refuses a second row', async () => {
    const charge = (await ctx.db.models.UsageCharge.findOne())!;
    await charge.update({ status: 'pending' });
    expect(await sendPendingCharges(ctx.app.locals.deps, SHOP_A)).toBe(1);
    expect(ctx.store!.state.billing.usageRecords).toHaveLength(1);
    await expect(
      ctx.db.models.UsageCharge.create({
        shop_id: SHOP_A,
        cycle: charge.cycle,
        plan: 'Big',
        amount_cents: 560,
        status: 'pending',
      }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
    await expect(
      ctx.db.models.BillingOrder.create({ shop_id: SHOP_A, order_id: '150', cycle: charge.cycle }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('/plan matches balance used (from the store) to the discounted plan (cart-and-shop.md §9)', async () => {
    const res = await A().get('/shop/get_plan', 200);
    expect(res.body).toMatchObject({
      balance_used: 5.6,
      current_plan: 'Big',
      plan_for_orders: 'Big',
      orders_this_cycle: 51,
    });
    expect(Date.parse(res.body.billing_on)).toBeGreaterThan(Date.now());
  });

  it("another shop's plan and orders stay its own", async () => {
    expect((await ctx.webhook('orders/create', SHOP_B, order(150))).status).toBe(200);
    const res = await B().get('/shop/get_plan', 200);
    expect(res.body).toMatchObject({ status: null, balance_used: 0, orders_this_cycle: 0, charge_accepted: false });
    expect(await ctx.db.models.BillingOrder.count({ where: { shop_id: SHOP_B } })).toBe(0);
  });
});

describe('a coupon on an active subscription: a replacement that bills only once approved', () => {
  it('keeps the running discount until Shopify confirms the replacement; declining it changes nothing', async () => {
    await ctx.db.models.BillingCoupon.create({ code_key: 'half', code: 'HALF', discount_percent: 50 });
    const before = (await ctx.db.models.AppSubscription.findByPk(SHOP_A))!;
    const offer = await A().post('/aff/coupon', { coupon: 'HALF' }, 200);
    const pending = (await ctx.db.models.AppSubscription.findByPk(SHOP_A))!;
    expect(pending).toMatchObject({
      status: 'ACTIVE',
      discount_percent: 20,
      subscription_id: before.subscription_id,
      pending_discount_percent: 50,
    });
    const declined = await decide(ctx, offer.body.chargeConfirmationUrl, 'decline');
    expect(declined.location).toMatch(/charge=declined$/);
    expect(await ctx.db.models.AppSubscription.findByPk(SHOP_A)).toMatchObject({
      status: 'ACTIVE',
      discount_percent: 20,
      pending_subscription_id: null,
    });
    const again = await A().post('/aff/coupon', { coupon: 'HALF' }, 200);
    const approved = await decide(ctx, again.body.chargeConfirmationUrl, 'approve');
    expect(approved.location).toMatch(/source=charge-accepted$/);
    const after = (await ctx.db.models.AppSubscription.findByPk(SHOP_A))!;
    expect(after).toMatchObject({ status: 'ACTIVE', discount_percent: 50, pending_subscription_id: null });
    expect(after.subscription_id).not.toBe(before.subscription_id);
    expect(new Date(after.accepted_at!).getTime()).toBe(new Date(before.accepted_at!).getTime());
    expect((await ctx.db.models.Shop.findByPk(SHOP_A))?.invitation).toEqual({ type: 'discount_percentage', value: 50 });
    expect(await ctx.db.models.AnalyticsEvent.count({ where: { shop_id: SHOP_A, type: 'trial_started' } })).toBe(1);
  });
});

describe('uninstall', () => {
  it('Shopify cancels the charge on uninstall: the shop is no longer accepted and usage stops counting', async () => {
    expect((await ctx.webhook('app/uninstalled', SHOP_A, { id: 1 })).status).toBe(200);
    expect(await ctx.db.models.Shop.findByPk(SHOP_A)).toMatchObject({ charge_accepted: false, installed: false });
    expect((await ctx.db.models.AppSubscription.findByPk(SHOP_A))?.status).toBe('CANCELLED');
    const before = await ctx.db.models.BillingOrder.count({ where: { shop_id: SHOP_A } });
    expect((await ctx.webhook('orders/create', SHOP_A, order(9999))).status).toBe(200);
    expect(await ctx.db.models.BillingOrder.count({ where: { shop_id: SHOP_A } })).toBe(before);
  });
});

describe("the seed's --accepted-days-ago (local runs past the trial)", () => {
  it('moves only an approved charge, and refuses a shop without one', async () => {
    // After the uninstall above A's charge is CANCELLED: nothing to move.
    await expect(seedAcceptedDaysAgo(ctx.db, SHOP_A, 12)).rejects.toThrow(`${SHOP_A} has no approved charge to move`);
    const sub = await ctx.db.models.AppSubscription.findByPk(SHOP_A);
    const before = sub?.accepted_at;
    expect(before).toBeTruthy();
    expect((await sub!.reload()).accepted_at).toEqual(before);
    await sub!.update({ status: 'ACTIVE' });
    const now = new Date('2026-06-01T00:00:00Z');
    await seedAcceptedDaysAgo(ctx.db, SHOP_A, 12, now);
    expect((await sub!.reload()).accepted_at?.toISOString()).toBe('2026-05-20T00:00:00.000Z');
    await expect(seedAcceptedDaysAgo(ctx.db, 'never-installed.myshopify.com', 12)).rejects.toThrow(
      'never-installed.myshopify.com has no approved charge to move',
    );
    await expect(seedAcceptedDaysAgo(ctx.db, SHOP_A, -1)).rejects.toThrow('days must be a whole number');
  });
});
