import request from 'supertest';
import { DASHBOARD_DEFAULT_ZONE, dashboardDayAt } from '@cartlift/domain';

/** These shops have no time zone from Shopify: their days are the spec's UTC+10. */
const Z = DASHBOARD_DEFAULT_ZONE;
import { track } from '../../src/services/track';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

/**
 * Hand-computed fixtures over two dashboard days at UTC+10: D1 = 2025-03-10, D2 = 2025-03-11. Events land on the
 * first and last millisecond of D1 and the first of D2, so a range off by the offset counts them on the wrong day.
 */
const D1 = dashboardDayAt(2025, 2, 10, Z).getTime();
const D2 = dashboardDayAt(2025, 2, 11, Z).getTime();
const DAY = 86_400_000;
const endOf = (dayStart: number) => dayStart + DAY - 1;

let ctx: TestContext;
let atu: { id: string; campaign_key: string };
let bundles: { id: string; campaign_key: string };
let otherShops: { id: string; campaign_key: string };

const create = async (shop: string, type: 'add_to_unlock' | 'bundles', name: string) =>
  (await ctx.gql(shop, Q.create, { input: campaignInput(type, name) })).body.data.createCampaign as {
    id: string;
    campaign_key: string;
  };

const order = (id: number, createdAt: number, total: string, entries: unknown[] | null, lines: unknown[] = []) => ({
  id,
  currency: 'USD',
  created_at: new Date(createdAt).toISOString(),
  total_price: total,
  note_attributes: entries ? [{ name: '__cartlift', value: JSON.stringify({ v: 1, u: entries }) }] : [],
  line_items: lines,
});
const mugLine = { id: 1, variant_id: 111, product_id: 11, quantity: 2, price: '15.00' };

const count = async (shop: string, query: Record<string, unknown>) =>
  request(ctx.app)
    .get('/analytics/count')
    .query(query)
    .set('Authorization', `Bearer ${await ctx.tokenFor(shop)}`);
const chart = async (shop: string, query: Record<string, unknown>) =>
  request(ctx.app)
    .get('/analytics/chart')
    .query(query)
    .set('Authorization', `Bearer ${await ctx.tokenFor(shop)}`);

beforeAll(async () => {
  ctx = await createTestContext();
  atu = await create(SHOP_A, 'add_to_unlock', 'ATU');
  bundles = await create(SHOP_A, 'bundles', 'Tiers');
  otherShops = await create(SHOP_B, 'add_to_unlock', 'B ATU');
  const deps = { db: ctx.db };
  await track(deps, SHOP_A, { type: 'view_cart', campaigns: [atu.campaign_key, bundles.campaign_key] }, new Date(D1));
  await track(
    deps,
    SHOP_A,
    {
      events: [
        { type: 'view_cart', campaigns: [] },
        { type: 'checkout_started', campaigns: [atu.campaign_key] },
        { type: 'upsell_added', campaign: atu.campaign_key, kind: 'fbt' },
      ],
    },
    new Date(endOf(D1)),
  );
  await track(deps, SHOP_A, { type: 'view_cart', campaigns: [atu.campaign_key] }, new Date(D2));
  // Shop B's traffic on the same days, including A's campaign keys: never counted for A.
  for (let i = 0; i < 3; i++) {
    await track(
      deps,
      SHOP_B,
      { type: 'view_cart', campaigns: [otherShops.campaign_key, atu.campaign_key] },
      new Date(D1),
    );
  }
  const hooks = [
    [SHOP_A, order(1001, D1 + 3_600_000, '100.00', [{ c: atu.campaign_key, v: 111, k: 'fbt' }], [mugLine])],
    [SHOP_A, order(1002, D2 + 60_000, '50.50', [])],
    [SHOP_A, order(1003, D1 + 60_000, '500.00', null)],
    [SHOP_B, order(2001, D1 + 60_000, '999.00', [{ c: atu.campaign_key, v: 111, k: 'fbt' }], [mugLine])],
  ] as const;
  for (const [shop, payload] of hooks) expect((await ctx.webhook('orders/create', shop, payload)).status).toBe(200);
});
afterAll(() => ctx.close());

/** D1: carts 2, checkouts 1, one order of $100.00 with 2 units / $30.00 of upsells; ROI 30 / 70 = 42.86 %. */
const D1_METRICS = {
  CartsDisplayed: 2,
  SalesGenerated: 1,
  SalesAmount: 100,
  AverageOrderSize: 100,
  CartConversionRate: 50,
  UpsellsGenerated: 2,
  UpsellsTotalAmount: 30,
  TotalROI: 42.86,
};

describe('GET /analytics/count on hand-computed fixtures', () => {
  it('D1 alone: 2 carts, 1 Cartlift order of $100 with $30 of upsells (the un-attributed order is not a sale)', async () => {
    const res = await count(SHOP_A, { start: D1, end: endOf(D1) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(D1_METRICS);
  });

  it('D2 alone starts at its first millisecond: the D2 cart open and the $50.50 order only', async () => {
    expect((await count(SHOP_A, { start: D2, end: endOf(D2) })).body).toEqual({
      CartsDisplayed: 1,
      SalesGenerated: 1,
      SalesAmount: 50.5,
      AverageOrderSize: 50.5,
      CartConversionRate: 0,
      UpsellsGenerated: 0,
      UpsellsTotalAmount: 0,
      TotalROI: 0,
    });
  });

  it('D1..D2 and All Time (null dates) agree', async () => {
    const expected = {
      CartsDisplayed: 3,
      SalesGenerated: 2,
      SalesAmount: 150.5,
      AverageOrderSize: 75.25,
      CartConversionRate: 33.33,
      UpsellsGenerated: 2,
      UpsellsTotalAmount: 30,
      TotalROI: 24.9,
    };
    expect((await count(SHOP_A, { start: D1, end: endOf(D2) })).body).toEqual(expected);
    expect((await count(SHOP_A, {})).body).toEqual(expected);
    expect((await count(SHOP_A, { start: 'null', end: 'null' })).body).toEqual(expected);
  });

  it('filters by campaign: the shares of the named campaigns only', async () => {
    // Every cart open and order of the ATU campaign falls on D1 or is D1's order: the same figures as D1 alone.
    expect((await count(SHOP_A, { campaigns: atu.id, start: D1, end: endOf(D2) })).body).toEqual(D1_METRICS);
    expect((await count(SHOP_A, { 'campaigns[]': [bundles.id] })).body).toMatchObject({
      CartsDisplayed: 1,
      SalesGenerated: 0,
    });
  });

  it("never counts another shop's data, even when it names this shop's campaign ids", async () => {
    expect((await count(SHOP_B, {})).body).toMatchObject({ CartsDisplayed: 3, SalesGenerated: 1, SalesAmount: 999 });
    expect((await count(SHOP_B, { campaigns: atu.id })).body).toMatchObject({ CartsDisplayed: 0, SalesAmount: 0 });
    expect((await count(SHOP_A, { campaigns: otherShops.id })).body).toMatchObject({ CartsDisplayed: 0 });
  });

  it('a replayed order (new delivery id, corrected total) replaces its contribution instead of adding to it', async () => {
    const again = order(1001, D1 + 3_600_000, '120.00', [{ c: atu.campaign_key, v: 111, k: 'fbt' }], [mugLine]);
    expect((await ctx.webhook('orders/create', SHOP_A, again)).status).toBe(200);
    expect((await count(SHOP_A, { start: D1, end: endOf(D1) })).body).toMatchObject({
      SalesGenerated: 1,
      SalesAmount: 120,
      UpsellsTotalAmount: 30,
    });
    const back = order(1001, D1 + 3_600_000, '100.00', [{ c: atu.campaign_key, v: 111, k: 'fbt' }], [mugLine]);
    expect((await ctx.webhook('orders/create', SHOP_A, back)).status).toBe(200);
    expect((await count(SHOP_A, { start: D1, end: endOf(D1) })).body.SalesAmount).toBe(100);
  });
});

describe('GET /analytics/chart', () => {
  it('answers one point per day at the day starts for short ranges, keyed by type', async () => {
    const res = await chart(SHOP_A, { type: 'CartsDisplayed,SalesAmount', start: D1, end: endOf(D2) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      CartsDisplayed: [
        { x: D1, y: 2 },
        { x: D2, y: 1 },
      ],
      SalesAmount: [
        { x: D1, y: 100 },
        { x: D2, y: 50.5 },
      ],
    });
  });

  it('fills empty days with 0 and computes ratios per day', async () => {
    const res = await chart(SHOP_A, { type: 'CartConversionRate', start: D1 - DAY, end: endOf(D2) });
    expect(res.body.CartConversionRate).toEqual([
      { x: D1 - DAY, y: 0 },
      { x: D1, y: 50 },
      { x: D2, y: 0 },
    ]);
  });

  it('answers one point per month past 92 days, and All Time from the first recorded day', async () => {
    const jan = dashboardDayAt(2025, 0, 1, Z).getTime();
    const res = await chart(SHOP_A, {
      type: 'CartsDisplayed',
      start: jan,
      end: dashboardDayAt(2025, 6, 1, Z).getTime() - 1,
    });
    expect(res.body.CartsDisplayed.map((p: { x: number }) => p.x)).toEqual(
      [0, 1, 2, 3, 4, 5].map((m) => dashboardDayAt(2025, m, 1, Z).getTime()),
    );
    expect(res.body.CartsDisplayed[2].y).toBe(3);
    const all = await chart(SHOP_A, { type: 'SalesGenerated' });
    expect(all.body.SalesGenerated[0]).toEqual({ x: dashboardDayAt(2025, 2, 1, Z).getTime(), y: 2 });
    expect(all.body.SalesGenerated.slice(1).every((p: { y: number }) => p.y === 0)).toBe(true);
  });

  it('gives a shop without data empty series', async () => {
    expect((await chart(SHOP_B, { type: 'SalesAmount', campaigns: atu.id })).body).toEqual({ SalesAmount: [] });
  });
});

describe('bad ranges are answered 400 with the field and a clear message', () => {
  const today = new Date();
  const tomorrow = dashboardDayAt(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2, Z).getTime();
  it.each([
    [{ start: D1 }, 'end', 'give both start and end, or neither for All Time'],
    [{ start: D1 + 1, end: endOf(D1) }, 'start', 'must be 00:00:00.000 of a day in Etc/GMT-10'],
    [{ start: D1, end: D2 }, 'end', 'must be the last instant of a day in Etc/GMT-10'],
    [{ start: D2, end: endOf(D1) }, 'end', 'must not be before start'],
    [{ start: 'yesterday', end: endOf(D1) }, 'start', 'must be epoch milliseconds or null'],
    [{ start: D1, end: endOf(tomorrow) }, 'end', 'The range cannot go beyond today'],
    [{ start: dashboardDayAt(2018, 11, 31, Z).getTime(), end: endOf(D1) }, 'start', 'must not be before 2019'],
    [{ campaigns: 'x'.repeat(40) }, 'campaigns', 'not a campaign id'],
  ])('count %j → 400 on %s', async (query, path, message) => {
    const res = await count(SHOP_A, query);
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual([{ path, message }]);
  });

  it.each([[{}], [{ type: 'Revenue' }], [{ type: ['SalesAmount', 'nope'] }]])('chart %j → 400 on type', async (q) => {
    const res = await chart(SHOP_A, q);
    expect(res.status).toBe(400);
    expect(res.body.error.errors[0].path).toBe('type');
  });

  it('refuses both without a session token', async () => {
    expect((await request(ctx.app).get('/analytics/count')).status).toBe(401);
    expect((await request(ctx.app).get('/analytics/chart').query({ type: 'SalesAmount' })).status).toBe(401);
  });
});
