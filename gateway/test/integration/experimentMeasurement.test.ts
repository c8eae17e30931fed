import request from 'supertest';
import { assignArm, dashboardDayNumber, encodeArm, type Arm } from '@cartlift/domain';
import type { ExperimentAttributes } from '../../src/db/models/experiment.model';
import { readShopTimeZone } from '../../src/services/shopTimeZone';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

// docs/experiments.md "Data", "Visitor, arm, attributes" and "Orders": what the track endpoint and orders/create add
// to experiment_visitors and experiment_daily, read back from the tables themselves.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let ctx: TestContext;
let today: number;
let upsell: { id: string; campaign_key: string };

beforeAll(async () => {
  ctx = await createTestContext({ env: { TRACK_RATE_LIMIT: '1000', TRACK_SHOP_RATE_LIMIT: '1000' } });
  today = dashboardDayNumber(Date.now(), await readShopTimeZone(ctx.db, SHOP_A));
  upsell = (await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Upsell') })).body.data
    .createCampaign;
});
afterAll(() => ctx.close());

let made = 0;
/** The shop's one running experiment (the rows the experiments service writes at start); earlier ones stopped. */
async function experiment(over: Partial<ExperimentAttributes> = {}): Promise<string> {
  await ctx.db.models.Experiment.update({ status: 'stopped' }, { where: { shop_id: SHOP_A, status: 'running' } });
  made += 1;
  const id = `x_m${made}`;
  await ctx.db.models.Experiment.create({
    id,
    shop_id: SHOP_A,
    name: `Test ${made}`,
    variant_kind: 'theme',
    draft_id: null,
    split_percent: 50,
    goal: 'conversion_rate',
    planned_visitors: 10_000,
    status: 'running',
    started_at: new Date(),
    ...over,
  });
  return id;
}
const stop = (id: string) => ctx.db.models.Experiment.update({ status: 'stopped' }, { where: { id } });

/** Visitor ids (22 URL-safe characters) that assignArm puts in `arm` of experiment `id`. */
function visitors(id: string, arm: Arm, count: number, split = 50): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const v = `vis${id}n${i}`
      .replace(/[^A-Za-z0-9_-]/g, '')
      .padEnd(22, 'q')
      .slice(0, 22);
    if (assignArm(id, v, split) === arm) out.push(v);
  }
  return out;
}

const track = (body: unknown, shop = SHOP_A) =>
  request(ctx.app)
    .post('/public/track')
    .query({ shop })
    .set('User-Agent', BROWSER)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(JSON.stringify(body));

const daily = async (id: string) =>
  (
    await ctx.db.models.ExperimentDaily.findAll({ where: { experiment_id: id }, order: [['arm', 'ASC']], raw: true })
  ).map((r) => ({ ...r, revenue_cents: Number(r.revenue_cents), added_revenue_cents: Number(r.added_revenue_cents) }));

let orderIds = 700_000;
/** An orders/create payload as Shopify sends it, with the experiment's note attributes. */
function order(arm: string, visitor: string, totalPrice: string, extra: Array<{ name: string; value: string }> = []) {
  orderIds += 1;
  return {
    id: orderIds,
    currency: 'USD',
    total_price: totalPrice,
    created_at: new Date().toISOString(),
    note_attributes: [{ name: '__cartlift_arm', value: arm }, { name: '__cartlift_vid', value: visitor }, ...extra],
    line_items: [{ id: 1, variant_id: 111, product_id: 11, title: 'Mug', quantity: 2, price: '15.00', properties: [] }],
  };
}

describe('experiment visits (POST /public/track with experiment)', () => {
  it('counts a visitor once, its cart view once, every cart opening as an impression; the dashboard as before', async () => {
    const id = await experiment();
    const [v] = visitors(id, 'variant', 1);
    const claim = { id, arm: 'variant', visitorId: v };
    expect((await track({ type: 'experiment_visit', experiment: claim })).status).toBe(202);
    expect((await track({ type: 'experiment_visit', experiment: claim })).status).toBe(202);
    const before = await ctx.db.models.AnalyticsDaily.findOne({
      where: { shop_id: SHOP_A, campaign_id: '', day: today },
    });
    const res = await track({
      events: [
        { type: 'view_cart', campaigns: [upsell.campaign_key] },
        { type: 'view_cart', campaigns: [] },
      ],
      experiment: claim,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ recorded: 2, campaigns: 1 });
    await track({ type: 'view_cart', campaigns: [], experiment: claim });
    expect(await daily(id)).toEqual([
      expect.objectContaining({ arm: 'variant', day: today, visitors: 1, cart_views: 1, impressions: 3, orders: 0 }),
    ]);
    expect(await ctx.db.models.ExperimentVisitor.findAll({ where: { experiment_id: id }, raw: true })).toEqual([
      expect.objectContaining({ visitor_id: v, arm: 'variant', first_day: today, orders: 0 }),
    ]);
    expect(await ctx.db.models.ExperimentVisitor.findOne({ where: { experiment_id: id } })).toMatchObject({
      cart_viewed: true,
    });
    // The dashboard still counts the three cart views; experiment_visit leaves no raw row and no counter.
    const after = await ctx.db.models.AnalyticsDaily.findOne({
      where: { shop_id: SHOP_A, campaign_id: '', day: today },
    });
    expect((after?.carts_displayed ?? 0) - (before?.carts_displayed ?? 0)).toBe(3);
    expect(await ctx.db.models.AnalyticsEvent.count({ where: { type: 'experiment_visit' } })).toBe(0);
  });

  it('ignores a forged arm, another experiment, a stopped one and another shop; refuses malformed claims', async () => {
    const id = await experiment();
    const [c] = visitors(id, 'control', 1);
    const forged = [
      { id, arm: 'variant', visitorId: c },
      { id: 'x_other', arm: 'control', visitorId: c },
    ];
    for (const experimentClaim of forged)
      expect((await track({ type: 'experiment_visit', experiment: experimentClaim })).status).toBe(202);
    expect(
      (await track({ type: 'experiment_visit', experiment: { id, arm: 'control', visitorId: c } }, SHOP_B)).status,
    ).toBe(202);
    expect(await daily(id)).toEqual([]);
    await stop(id);
    expect((await track({ type: 'experiment_visit', experiment: { id, arm: 'control', visitorId: c } })).status).toBe(
      202,
    );
    expect(await daily(id)).toEqual([]);
    for (const body of [
      { type: 'experiment_visit' },
      { type: 'experiment_visit', experiment: { id, arm: 'both', visitorId: c } },
      { type: 'experiment_visit', experiment: { id, arm: 'control', visitorId: 'short' } },
      { type: 'experiment_visit', experiment: { id: 'x id', arm: 'control', visitorId: c } },
      { type: 'view_cart', campaigns: [], experiment: { id, arm: 'control', visitorId: c, extra: 1 } },
      { events: [{ type: 'view_cart', experiment: { id, arm: 'control', visitorId: c } }] },
    ])
      expect([JSON.stringify(body), (await track(body)).status]).toEqual([JSON.stringify(body), 400]);
  });
});

describe('experiment orders (orders/create)', () => {
  it("adds a returning buyer's orders to its visitor and arm, Σr² of the visitor's total, added revenue", async () => {
    const id = await experiment();
    const [v] = visitors(id, 'control', 1);
    await track({ type: 'experiment_visit', experiment: { id, arm: 'control', visitorId: v } });
    const attribution = {
      name: '__cartlift',
      value: JSON.stringify({ v: 1, u: [{ c: upsell.campaign_key, v: 111, k: 'upsell', q: 1 }] }),
    };
    // 30.00 with one 15.00 mug added by Cartlift, then 12.34 from the theme's cart page (no Cartlift checkout).
    expect(
      (await ctx.webhook('orders/create', SHOP_A, order(encodeArm(id, 'control'), v, '30.00', [attribution]))).status,
    ).toBe(200);
    expect((await ctx.webhook('orders/create', SHOP_A, order(encodeArm(id, 'control'), v, '12.34'))).status).toBe(200);
    expect(await daily(id)).toEqual([
      expect.objectContaining({
        arm: 'control',
        visitors: 1,
        orders: 2,
        converting_visitors: 1,
        revenue_cents: 4234,
        // (3000 + 1234)², not 3000² + 1234²: the visitor's total squared
        revenue_sq_cents: 4234 ** 2,
        added_revenue_cents: 1500,
      }),
    ]);
    expect(
      await ctx.db.models.ExperimentVisitor.findOne({ where: { experiment_id: id, visitor_id: v }, raw: true }),
    ).toMatchObject({
      orders: 2,
    });
  });

  it('ignores forged or unreadable attributes, and an experiment that is not running', async () => {
    const id = await experiment();
    const [v] = visitors(id, 'variant', 1);
    for (const [arm, visitor] of [
      [encodeArm(id, 'control'), v],
      [`${id}:variant `, v],
      [encodeArm('x_other', 'variant'), v],
      [encodeArm(id, 'variant'), 'not-a-visitor'],
    ])
      expect((await ctx.webhook('orders/create', SHOP_A, order(arm, visitor, '20.00'))).status).toBe(200);
    expect((await ctx.webhook('orders/create', SHOP_B, order(encodeArm(id, 'variant'), v, '20.00'))).status).toBe(200);
    await stop(id);
    expect((await ctx.webhook('orders/create', SHOP_A, order(encodeArm(id, 'variant'), v, '20.00'))).status).toBe(200);
    expect(await daily(id)).toEqual([]);
    expect(await ctx.db.models.ExperimentVisitor.count({ where: { experiment_id: id } })).toBe(0);
  });

  it('counts a redelivered order once, under the same or a new delivery id', async () => {
    const id = await experiment({ split_percent: 30 });
    const [v] = visitors(id, 'variant', 1, 30);
    const payload = order(encodeArm(id, 'variant'), v, '25.00');
    for (const deliveryId of ['delivery-1', 'delivery-1', 'delivery-2'])
      expect((await ctx.webhook('orders/create', SHOP_A, payload, { id: deliveryId })).status).toBe(200);
    // first seen at its order: counted as a visitor that day
    expect(await daily(id)).toEqual([
      expect.objectContaining({ arm: 'variant', visitors: 1, orders: 1, converting_visitors: 1, revenue_cents: 2500 }),
    ]);
    expect(await ctx.db.models.ExperimentOrder.count({ where: { experiment_id: id } })).toBe(1);
  });
});

describe('the horizon', () => {
  it('freezes the totals once each arm has its planned visitors: no visitor, view or order after it', async () => {
    // 4 planned at 50 %: 2 a side.
    const id = await experiment({ planned_visitors: 4 });
    const control = visitors(id, 'control', 3);
    const variant = visitors(id, 'variant', 2);
    for (const v of [...control.slice(0, 2), variant[0]])
      await track({ type: 'experiment_visit', experiment: { id, arm: assignArm(id, v, 50), visitorId: v } });
    // Not yet: the variant has 1 of 2, so its orders and the control's third visitor still count.
    await ctx.webhook('orders/create', SHOP_A, order(encodeArm(id, 'variant'), variant[0], '10.00'));
    await track({ type: 'experiment_visit', experiment: { id, arm: 'control', visitorId: control[2] } });
    await track({ type: 'experiment_visit', experiment: { id, arm: 'variant', visitorId: variant[1] } });
    const atHorizon = await daily(id);
    expect(atHorizon.map((r) => [r.arm, r.visitors, r.orders])).toEqual([
      ['control', 3, 0],
      ['variant', 2, 1],
    ]);
    // Reached: nothing moves any more.
    await track({ type: 'view_cart', campaigns: [], experiment: { id, arm: 'control', visitorId: control[0] } });
    await track({
      type: 'experiment_visit',
      experiment: { id, arm: 'variant', visitorId: visitors(id, 'variant', 3)[2] },
    });
    await ctx.webhook('orders/create', SHOP_A, order(encodeArm(id, 'control'), control[1], '99.00'));
    expect(await daily(id)).toEqual(atHorizon);
  });
});
