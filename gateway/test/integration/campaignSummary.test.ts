import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SUMMARY = 'query S($userId: String!) { campaignSummary(userId: $userId) { total active } }';
const summary = async (shop: string, userId = shop) => (await ctx.gql(shop, SUMMARY, { userId })).body;

describe('campaignSummary (what Getting started step 3 reads)', () => {
  it("counts every campaign of the shop and the ones on, past the list's first page, and only the shop's own", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', `c${i}`) });
      ids.push(res.body.data.createCampaign.id);
    }
    // Only the oldest is left on: the list's first page (20 newest) has none active.
    for (const id of ids.slice(1)) await ctx.gql(SHOP_A, Q.update, { id, input: { active: false } });
    const page = await ctx.gql(SHOP_A, Q.campaigns, { userId: SHOP_A });
    expect(page.body.data.campaigns.campaigns.some((c: { active: boolean }) => c.active)).toBe(false);
    expect((await summary(SHOP_A)).data.campaignSummary).toEqual({ total: 22, active: 1 });

    await ctx.gql(SHOP_A, Q.update, { id: ids[0], input: { active: false } });
    expect((await summary(SHOP_A)).data.campaignSummary).toEqual({ total: 22, active: 0 });
    await ctx.gql(SHOP_B, Q.create, { input: campaignInput('bundles', 'B') });
    expect((await summary(SHOP_B)).data.campaignSummary).toEqual({ total: 1, active: 1 });
  });

  it("refuses another shop's summary", async () => {
    const res = await summary(SHOP_B, SHOP_A);
    expect(res.data?.campaignSummary ?? null).toBeNull();
    expect(res.errors[0].message).toMatch(/Shop not found/);
  });
});
