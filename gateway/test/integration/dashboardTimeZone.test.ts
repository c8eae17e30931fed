import request from 'supertest';
import { dashboardDayNumber, presetRange } from '@cartlift/domain';
import { track } from '../../src/services/track';
import { parseDashboardQuery } from '../../src/rest/dashboardQuery';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';

/**
 * Dashboard days are the shop's calendar days (Shopify's ianaTimezone). Shop B is in Kiritimati, UTC+14: at 10:30 UTC
 * on 26 November it is already 00:30 on the 27th there, while the spec's fallback UTC+10 (shop A) is still on the 26th.
 */
const KIRITIMATI = 'Pacific/Kiritimati';
const PAST_MIDNIGHT = new Date('2026-11-26T10:30:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Shopify tells the app the shop's zone in its shop/update webhook (and its Admin API at install).
  const hook = await ctx.webhook('shop/update', SHOP_B, { domain: SHOP_B, iana_timezone: KIRITIMATI });
  expect(hook.status).toBe(200);
});
afterAll(() => ctx.close());

const count = async (shop: string, query: Record<string, unknown>) =>
  request(ctx.app)
    .get('/analytics/count')
    .query(query)
    .set('Authorization', `Bearer ${await ctx.tokenFor(shop)}`);

/** The shop's Today on `now` as the dashboard sends it (query strings of epoch ms). */
const bounds = (zone: string, now: Date) => {
  const today = presetRange('Today', now, zone);
  return { start: String(today.start!.getTime()), end: String(today.end!.getTime()) };
};

describe('a shop east of UTC, just past its midnight', () => {
  it('stores the zone Shopify gives and answers it with the shop; a shop without one has UTC+10', async () => {
    expect((await ctx.db.models.Shop.findByPk(SHOP_B))?.iana_timezone).toBe(KIRITIMATI);
    const b = await ctx.gql(SHOP_B, `query S($id: String!) { shop(id: $id) { iana_timezone } }`, { id: SHOP_B });
    expect(b.body.data.shop.iana_timezone).toBe(KIRITIMATI);
    const a = await ctx.gql(SHOP_A, `query S($id: String!) { shop(id: $id) { iana_timezone } }`, { id: SHOP_A });
    expect(a.body.data.shop.iana_timezone).toBe('Etc/GMT-10');
    // Something that is not a zone leaves the stored one.
    await ctx.webhook('shop/update', SHOP_B, { domain: SHOP_B, iana_timezone: 'Mars/Olympus' });
    expect((await ctx.db.models.Shop.findByPk(SHOP_B))?.iana_timezone).toBe(KIRITIMATI);
  });

  it("validates the range against the shop's today, in the shop's zone", () => {
    const today = bounds(KIRITIMATI, PAST_MIDNIGHT);
    expect(parseDashboardQuery(today, KIRITIMATI, PAST_MIDNIGHT)).toMatchObject({
      fromDay: Date.UTC(2026, 10, 27) / 86_400_000,
      toDay: Date.UTC(2026, 10, 27) / 86_400_000,
    });
    // The same "today" read at UTC+10 is not a day there, and its day is tomorrow: both refused.
    expect(() => parseDashboardQuery(today, 'Etc/GMT-10', PAST_MIDNIGHT)).toThrow('must be 00:00:00.000 of a day in Etc/GMT-10');
    const tomorrow = bounds(KIRITIMATI, new Date(PAST_MIDNIGHT.getTime() + 86_400_000));
    expect(() => parseDashboardQuery(tomorrow, KIRITIMATI, PAST_MIDNIGHT)).toThrow('The range cannot go beyond today');
  });

  it("counts an event at 00:30 local on the shop's new day, and GET /analytics/count takes the shop's Today", async () => {
    await track({ db: ctx.db }, SHOP_B, { type: 'view_cart', campaigns: [] }, PAST_MIDNIGHT);
    const [row] = await ctx.db.models.AnalyticsDaily.findAll({ where: { shop_id: SHOP_B } });
    expect(Number(row.day)).toBe(dashboardDayNumber(PAST_MIDNIGHT.getTime(), KIRITIMATI));
    expect(Number(row.day)).toBe(Date.UTC(2026, 10, 27) / 86_400_000);
    const day = await count(SHOP_B, bounds(KIRITIMATI, PAST_MIDNIGHT));
    expect(day.status).toBe(200);
    expect(day.body.CartsDisplayed).toBe(1);

    // Today as the shop sees it now (the browser's "now", the shop's zone) is accepted; the day after is not.
    const now = new Date();
    expect((await count(SHOP_B, bounds(KIRITIMATI, now))).status).toBe(200);
    const after = await count(SHOP_B, bounds(KIRITIMATI, new Date(now.getTime() + 86_400_000)));
    expect(after.status).toBe(400);
    expect(after.body.error.errors).toEqual([{ path: 'end', message: 'The range cannot go beyond today' }]);
  });
});
