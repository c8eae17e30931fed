import { INVALID_EMAIL, REFERRAL_CODE_TAKEN } from '@cartlift/domain';
import request from 'supertest';
import { UniqueConstraintError } from 'sequelize';
import { acceptedDaysAgo, asShop, decide } from '../helpers/billing';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  ctx.store!.state.accessTokens.add('shpat_other_shop');
  await ctx.db.models.Shop.update({ installed_at: new Date('2023-01-01') }, { where: {} });
  await ctx.db.models.Invitation.bulkCreate([
    { id: 'inv-open', discount_percent: 30 },
    { id: 'inv-for-b', discount_percent: 25, shop_domain: SHOP_B },
    { id: 'inv-old', discount_percent: 50, expires_at: new Date(Date.now() - 1000) },
  ]);
});
afterAll(() => ctx.close());

const A = () => asShop(ctx, SHOP_A);
const B = () => asShop(ctx, SHOP_B);

describe('referral settings (GET/POST /aff/settings)', () => {
  it("a first read gives the cart-and-shop.md §9 terms and a code of the shop's own", async () => {
    const res = await A().get('/aff/settings', 200);
    expect(res.body.settings).toEqual({ commission: 15, discount: 5, paypal_email: '', code: 'cartlift-demo' });
    expect(res.body.code).toBe('cartlift-demo');
    expect(res.body.data.link).toBe(`${ctx.config.appUrl}/ref/cartlift-demo`);
  });
  it.each([
    [{ settings: { paypal_email: 'not-an-email' } }, 'settings.paypal_email', INVALID_EMAIL],
    [{ settings: { paypal_email: 'a b@c.de' } }, 'settings.paypal_email', INVALID_EMAIL],
    [{ aff_code: 'ab' }, 'aff_code', 'is too short (minimum is 3 characters)'],
    [{ aff_code: 'x'.repeat(31) }, 'aff_code', 'is too long (maximum is 30 characters)'],
    [{ aff_code: 'no spaces!' }, 'aff_code', 'value is not valid'],
  ])('%j → 400 at %s: %s', async (body, path, message) => {
    const res = await A().post('/aff/settings', body, 400);
    expect(res.body.error.errors).toEqual([{ path, message }]);
  });
  it("the programme terms are not the partner's to change", async () => {
    await A()
      .post('/aff/settings', { settings: { commission: 90 } }, 400);
    expect((await A().get('/aff/settings')).body.settings.commission).toBe(15);
  });
  it('saves a PayPal e-mail and a new code', async () => {
    const res = await A()
      .post('/aff/settings', { settings: { paypal_email: ' pay@shop.com ' }, aff_code: 'DemoFriends' }, 200);
    expect(res.body.settings).toMatchObject({ paypal_email: 'pay@shop.com', code: 'DemoFriends' });
  });
  it('codes are unique across shops whatever the case, by the server and by the database', async () => {
    const res = await B().post('/aff/settings', { aff_code: 'demofriends' }, 400);
    expect(res.body.error.errors).toEqual([{ path: 'aff_code', message: REFERRAL_CODE_TAKEN }]);
    const b = (await B().get('/aff/settings')).body;
    expect(b.code).not.toBe('DemoFriends');
    await expect(
      ctx.db.models.ReferralPartner.update(
        { code: 'DEMOFRIENDS', code_key: 'demofriends' },
        { where: { shop_id: SHOP_B } },
      ),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
  });
  it("shop B never sees shop A's settings", async () => {
    const b = await B().get('/aff/settings', 200);
    expect(b.body.settings.paypal_email).toBe('');
    expect(JSON.stringify(b.body)).not.toContain('pay@shop.com');
  });
});

describe('landings: POST /aff/events view and GET /invitations (public)', () => {
  it('a view of a known code counts for its partner only; unknown codes count nothing', async () => {
    await request(ctx.app)
      .post('/aff/events')
      .send({ aff_code: 'DEMOFRIENDS', event: 'view' })
      .expect(202, { recorded: true });
    await request(ctx.app)
      .post('/aff/events')
      .send({ aff_code: 'nobody', event: 'view' })
      .expect(202, { recorded: false });
    await request(ctx.app).post('/aff/events').send({ aff_code: 'DemoFriends', event: 'click' }).expect(400);
    expect((await A().get('/aff/events')).body.stats).toEqual({ views: 1, active_referrals: 0 });
    expect((await B().get('/aff/events')).body.stats).toEqual({ views: 0, active_referrals: 0 });
  });
  it.each([
    ['inv-for-b', { redirect: `${'http://127.0.0.1:4000'}/auth?shop=${SHOP_B}`, valid: true, discount: 25 }],
    ['inv-open', { redirect: null, valid: true, discount: 30 }],
    ['inv-old', { redirect: null, valid: false, discount: 0 }],
    ['missing', { redirect: null, valid: false, discount: 0 }],
  ])('GET /invitations?id=%s', async (id, body) => {
    await request(ctx.app).get(`/invitations?id=${id}`).expect(200, body);
  });
  it('a malformed id is a 400', async () => {
    await request(ctx.app).get('/invitations?id=../../etc').expect(400);
    await request(ctx.app).get('/invitations').expect(400);
  });
});

describe('a referred install', () => {
  it("shop B installing with A's code gets the 5% invitation price and shows in A's stats; A's own code is no coupon for A", async () => {
    expect((await A().post('/aff/coupon', { coupon: 'DemoFriends' }, 200)).body.found).toBe(false);
    const res = await B().post('/aff/coupon', { coupon: 'demofriends' }, 200);
    expect(res.body).toMatchObject({ found: true, discount: 5 });
    const r = await decide(ctx, res.body.chargeConfirmationUrl, 'approve');
    expect(r.location).toContain('source=charge-accepted');
    expect((await ctx.db.models.Shop.findByPk(SHOP_B))?.invitation).toEqual({ type: 'discount_percentage', value: 5 });
    const plan = (await B().get('/shop/get_plan')).body;
    expect(plan.plans[1]).toMatchObject({ name: 'Big', price: 7, discountedPrice: 6.65 });
    const a = (await A().get('/aff/events')).body;
    expect(a).toEqual({ stats: { views: 1, active_referrals: 1 }, data: [{ referral: SHOP_B, earnings: 0 }] });
    expect((await B().get('/aff/events')).body.data).toEqual([]);
  });
  it('its paid usage earns A 15 % commission', async () => {
    await acceptedDaysAgo(ctx, SHOP_B, 12);
    for (let i = 1; i <= 51; i++) {
      expect(
        (await ctx.webhook('orders/create', SHOP_B, { id: 5000 + i, created_at: new Date().toISOString() })).status,
      ).toBe(200);
    }
    const a = (await A().get('/aff/events')).body;
    // Big at 5 % off is 6.65; 15 % of it is 0.9975, rounded to the cent.
    expect(a.data).toEqual([{ referral: SHOP_B, earnings: 1 }]);
  });
  it('an invitation id gives its discount when larger, and one addressed to another shop gives nothing', async () => {
    const open = await A().post('/shop/get_plan', { invitation: 'inv-open' }, 200);
    expect(open.body.confirmation_url).toBeTruthy();
    expect((await ctx.db.models.AppSubscription.findByPk(SHOP_A))?.discount_percent).toBe(30);
    await A().post('/shop/get_plan', { invitation: 'inv-for-b' }, 200);
    expect((await ctx.db.models.AppSubscription.findByPk(SHOP_A))?.discount_percent).toBe(0);
    await A().post('/shop/get_plan', { invitation: '../x' }, 400);
  });
});

describe('the public landing calls are rate limited per IP', () => {
  it('answers 429 once a visitor exceeds 1/20 of PUBLIC_RATE_LIMIT a minute', async () => {
    const limit = Math.ceil(ctx.config.publicRateLimit / 20);
    const statuses: number[] = [];
    for (let i = 0; i <= limit + 1; i++) statuses.push((await request(ctx.app).get('/invitations?id=missing')).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(limit);
    expect(statuses.at(-1)).toBe(429);
  });
});
