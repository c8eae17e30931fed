import request from 'supertest';
import { DASHBOARD_DEFAULT_ZONE, dashboardDayNumber } from '@cartlift/domain';

/** These shops have no time zone from Shopify: their days are the spec's UTC+10. */
const Z = DASHBOARD_DEFAULT_ZONE;
import { pruneAnalyticsEvents } from '../../src/services/analyticsRetention';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let ctx: TestContext;
let atu: { id: string; campaign_key: string };

beforeAll(async () => {
  ctx = await createTestContext({ env: { TRACK_RATE_LIMIT: '8', TRACK_SHOP_RATE_LIMIT: '60' } });
  atu = (await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'ATU') })).body.data.createCampaign;
});
afterAll(() => ctx.close());

const post = (shop: string, body: unknown, contentType = 'application/json', ip = '10.0.0.1') =>
  request(ctx.app)
    .post('/public/track')
    .query({ shop })
    .set('User-Agent', BROWSER)
    .set('X-Forwarded-For', ip)
    .set('Content-Type', contentType)
    .send(typeof body === 'string' ? body : JSON.stringify(body));
const today = () => dashboardDayNumber(Date.now(), Z);
const rollup = (shop: string, campaign = '') =>
  ctx.db.models.AnalyticsDaily.findOne({ where: { shop_id: shop, campaign_id: campaign, day: today() } });

describe('POST /public/track ingestion', () => {
  it('takes a sendBeacon batch (text/plain) and adds it to the rollups with the raw rows', async () => {
    const res = await post(
      SHOP_A,
      {
        events: [
          { type: 'view_cart', campaigns: [atu.campaign_key] },
          { type: 'upsell_added', campaign: atu.campaign_key, kind: 'fbt' },
          { type: 'checkout_started', campaigns: [atu.campaign_key, 'unknownkey'] },
        ],
      },
      'text/plain;charset=UTF-8',
    );
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ recorded: 3, campaigns: 3 });
    expect(await rollup(SHOP_A)).toMatchObject({ carts_displayed: 1, upsells_added: 1, checkouts_started: 1 });
    expect(await rollup(SHOP_A, atu.id)).toMatchObject({ carts_displayed: 1, upsells_added: 1, checkouts_started: 1 });
    const raw = await ctx.db.models.AnalyticsEvent.findAll({ where: { shop_id: SHOP_A }, order: [['id', 'ASC']] });
    expect(raw.map((e) => [e.type, e.campaign_id, e.kind])).toEqual([
      ['view_cart', atu.id, null],
      ['upsell_added', atu.id, 'fbt'],
      ['checkout_started', atu.id, null],
    ]);
  });

  it.each([
    ['an unknown type', { type: 'purchase' }],
    ['an empty batch', { events: [] }],
    ['51 events', { events: Array.from({ length: 51 }, () => ({ type: 'view_cart' })) }],
    ['a bad kind', { type: 'upsell_added', campaign: 'abc', kind: 'bogus' }],
    ['a key with markup', { type: 'checkout_started', campaigns: ['<img>'] }],
    ['21 keys on one event', { type: 'view_cart', campaigns: Array.from({ length: 21 }, (_, i) => `k${i}`) }],
    ['extra fields', { type: 'view_cart', campaigns: [], email: 'a@b.c' }],
    ['garbage', 'AAAA%%%'],
  ])('answers 400 to %s and stores nothing', async (_what, body) => {
    const before = await ctx.db.models.AnalyticsEvent.count();
    const res = await post(SHOP_A, body, typeof body === 'string' ? 'text/plain' : 'application/json', '10.0.0.2');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBeTruthy();
    expect(await ctx.db.models.AnalyticsEvent.count()).toBe(before);
  });

  it('answers 403 to crawlers, 4xx to unknown shops and 413 to oversize bodies, never 5xx', async () => {
    const bot = await request(ctx.app)
      .post('/public/track')
      .query({ shop: SHOP_A })
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
      .send({ type: 'view_cart' });
    expect(bot.status).toBe(403);
    expect(
      (await post('nobody.myshopify.com', { type: 'view_cart' }, 'application/json', '10.0.0.3')).status,
    ).toBeLessThan(500);
    const big = await post(
      SHOP_A,
      { type: 'view_cart', campaigns: ['x'.repeat(20_000)] },
      'application/json',
      '10.0.0.3',
    );
    expect(big.status).toBe(413);
  });

  it('is rate limited per shop and IP: the 9th request in a minute is 429, another IP or shop is not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await post(SHOP_A, { type: 'view_cart' }, 'application/json', '10.9.9.9')).status);
    expect(statuses.slice(0, 8).every((s) => s === 202)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect((await post(SHOP_B, { type: 'view_cart' }, 'application/json', '10.9.9.9')).status).toBe(202);
    expect((await post(SHOP_A, { type: 'view_cart' }, 'application/json', '10.9.9.10')).status).toBe(202);
  });

  it('caps a shop across all IPs (TRACK_SHOP_RATE_LIMIT), leaving other shops their own budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= 60; i++)
      statuses.push((await post(SHOP_B, { type: 'view_cart' }, 'application/json', `10.60.0.${i}`)).status);
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(statuses.slice(0, first).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
    expect((await post(SHOP_A, { type: 'view_cart' }, 'application/json', '10.60.1.1')).status).toBe(202);
  });

  it('answers 404 to a shop that is not installed before counting: a bogus shop never reaches 429', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 12; i++)
      statuses.add(
        (await post('bogus-shop.myshopify.com', { type: 'view_cart' }, 'application/json', '10.7.7.7')).status,
      );
    expect([...statuses]).toEqual([404]);
  });
});

describe('retention and privacy', () => {
  it('prunes raw events past the window and keeps the rollups the dashboard reads', async () => {
    const old = new Date(Date.now() - 100 * 86_400_000);
    await ctx.db.models.AnalyticsEvent.bulkCreate(
      Array.from({ length: 12 }, () => ({
        shop_id: SHOP_A,
        type: 'view_cart',
        campaign_id: null,
        campaign_key: null,
        createdAt: old,
      })),
    );
    const auth = `Bearer ${await ctx.tokenFor(SHOP_A)}`;
    const before = (await request(ctx.app).get('/analytics/count').set('Authorization', auth)).body;
    const recent = await ctx.db.models.AnalyticsEvent.count({ where: { shop_id: SHOP_A } });
    expect(await pruneAnalyticsEvents(ctx.db, 90)).toBe(12);
    expect(await ctx.db.models.AnalyticsEvent.count({ where: { shop_id: SHOP_A } })).toBe(recent - 12);
    expect((await request(ctx.app).get('/analytics/count').set('Authorization', auth)).body).toEqual(before);
  });

  it('keeps the old milestone events (first_cart_turn_on, trial_started) past the window; prunes every dashboard type', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const types = ['first_cart_turn_on', 'trial_started', 'view_cart', 'checkout_started', 'upsell_added'];
    await ctx.db.models.AnalyticsEvent.bulkCreate(
      types.map((type) => ({ shop_id: SHOP_B, type, campaign_id: null, campaign_key: null, createdAt: old })),
    );
    expect(await pruneAnalyticsEvents(ctx.db, 90)).toBe(3);
    const left = await ctx.db.models.AnalyticsEvent.findAll({ where: { shop_id: SHOP_B, createdAt: old } });
    expect(left.map((e) => e.type).sort()).toEqual(['first_cart_turn_on', 'trial_started']);
  });

  it("app/uninstalled purges the shop's events and rollups; another shop's stay", async () => {
    const bRollups = await ctx.db.models.AnalyticsDaily.count({ where: { shop_id: SHOP_B } });
    expect(bRollups).toBeGreaterThan(0);
    expect((await ctx.webhook('app/uninstalled', SHOP_A, { id: 1 })).status).toBe(200);
    const m = ctx.db.models;
    const where = { shop_id: SHOP_A };
    const left = [await m.AnalyticsEvent.count({ where }), await m.AnalyticsDaily.count({ where })];
    expect([...left, await m.AnalyticsOrder.count({ where })]).toEqual([0, 0, 0]);
    expect(await ctx.db.models.AnalyticsDaily.count({ where: { shop_id: SHOP_B } })).toBe(bRollups);
  });

  it('shop/redact purges them too', async () => {
    expect((await ctx.webhook('shop/redact', SHOP_B, { shop_domain: SHOP_B })).status).toBe(200);
    expect(await ctx.db.models.AnalyticsDaily.count({ where: { shop_id: SHOP_B } })).toBe(0);
    expect(await ctx.db.models.AnalyticsEvent.count({ where: { shop_id: SHOP_B } })).toBe(0);
  });
});
