import request from 'supertest';
import { DASHBOARD_DEFAULT_ZONE, dashboardDayNumber, dayNumberStart } from '@cartlift/domain';

/** These shops have no time zone from Shopify: their days are the spec's UTC+10. */
const Z = DASHBOARD_DEFAULT_ZONE;
import { createMigrator, migrate } from '../../src/db/umzug';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

/**
 * Migration 006-analytics-backfill: data written the way the gateway wrote it before 006 (raw view_cart rows, one per
 * campaign of a cart opening, and upsell_attributions without a counted order) shows on the Dashboard after migrating.
 * The rows are inserted directly because the code that wrote them that way no longer exists.
 */
let ctx: TestContext;
let c1: string;
let c2: string;
const DAY = dashboardDayNumber(Date.now(), Z) - 40;
const at = (hour: number) => new Date(dayNumberStart(DAY, Z) + hour * 3_600_000);

/**
 * The schema as it is today but without the backfill: down to before 006-analytics-backfill, then every later
 * migration up again, so the app (whose models know the later columns) answers as it would have before the backfill.
 */
async function undoBackfill(): Promise<void> {
  const migrator = createMigrator(ctx.db);
  await migrator.down({ to: '006-analytics-backfill' });
  const later = (await migrator.pending()).map((m) => m.name).filter((name) => name !== '006-analytics-backfill');
  if (later.length > 0) await migrator.up({ migrations: later });
}

beforeAll(async () => {
  ctx = await createTestContext();
  c1 = (await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'One') })).body.data.createCampaign.id;
  c2 = (await ctx.gql(SHOP_A, Q.create, { input: campaignInput('bundles', 'Two') })).body.data.createCampaign.id;
  await undoBackfill();
  const m = ctx.db.models;
  const view = (campaign: string, hour: number) => ({
    shop_id: SHOP_A,
    type: 'view_cart',
    campaign_id: campaign,
    campaign_key: 'k',
    createdAt: at(hour),
  });
  // Three cart openings: one showing both campaigns (two rows, one INSERT), two showing c1 only.
  await m.AnalyticsEvent.bulkCreate([view(c1, 1), view(c2, 1)]);
  await m.AnalyticsEvent.bulkCreate([view(c1, 2)]);
  await m.AnalyticsEvent.bulkCreate([view(c1, 3)]);
  await m.AnalyticsEvent.create({ shop_id: SHOP_A, type: 'trial_started', createdAt: at(4) });
  const line = (order: string, campaign: string, variant: string, quantity: number, cents: number) => ({
    shop_id: SHOP_A,
    order_id: order,
    campaign_id: campaign,
    kind: 'upsell' as const,
    product_id: '1',
    variant_id: variant,
    quantity,
    amount_cents: cents,
    currency: 'USD',
    createdAt: at(5),
  });
  await m.UpsellAttribution.bulkCreate([line('9001', c1, '11', 2, 3000), line('9001', c2, '12', 1, 1500)]);
  await m.UpsellAttribution.bulkCreate([line('9002', c2, '12', 1, 1500)]);
  await m.UpsellAttribution.bulkCreate([{ ...line('9003', c1, '11', 1, 700), shop_id: SHOP_B }]);
});
afterAll(() => ctx.close());

const range = () => ({ start: dayNumberStart(DAY, Z), end: dayNumberStart(DAY + 1, Z) - 1 });
const count = async (shop: string, q: Record<string, unknown> = {}) =>
  request(ctx.app)
    .get('/analytics/count')
    .query(q)
    .set('Authorization', `Bearer ${await ctx.tokenFor(shop)}`);

describe('006-analytics-backfill', () => {
  it('shows events and orders recorded before the rollups existed, per shop and per campaign', async () => {
    expect((await count(SHOP_A, range())).body.CartsDisplayed).toBe(0);
    await migrate(ctx.db);
    const all = (await count(SHOP_A, range())).body;
    expect(all).toMatchObject({ CartsDisplayed: 3, SalesGenerated: 2, UpsellsGenerated: 4, SalesAmount: 60 });
    expect(all.UpsellsTotalAmount).toBe(60);
    const one = (await count(SHOP_A, { ...range(), campaigns: c1 })).body;
    expect(one).toMatchObject({ CartsDisplayed: 3, SalesGenerated: 1, UpsellsGenerated: 2, UpsellsTotalAmount: 30 });
    const two = (await count(SHOP_A, { ...range(), campaigns: c2 })).body;
    expect(two).toMatchObject({ CartsDisplayed: 1, SalesGenerated: 2, UpsellsGenerated: 2, UpsellsTotalAmount: 30 });
    expect((await count(SHOP_B, range())).body).toMatchObject({ SalesGenerated: 1, SalesAmount: 7 });
    expect(await ctx.db.models.AnalyticsEvent.count({ where: { type: 'trial_started' } })).toBe(1);
  });

  it('adds nothing when it runs again', async () => {
    const before = [(await count(SHOP_A, range())).body, (await count(SHOP_B, range())).body];
    const rollups = await ctx.db.models.AnalyticsDaily.count();
    await undoBackfill();
    await migrate(ctx.db);
    expect([(await count(SHOP_A, range())).body, (await count(SHOP_B, range())).body]).toEqual(before);
    expect(await ctx.db.models.AnalyticsDaily.count()).toBe(rollups);
  });
});
