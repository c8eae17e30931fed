import request from 'supertest';
import { FUNCTION_CONFIG_KEY } from '@cartlift/domain';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

// Two shops on one dev store, each with its own installation and its own automatic discount: whatever shop A does
// is written into A's discount with A's token, and shop B's discount keeps exactly B's configuration.

const TOKEN_A = 'shpat_cartlift_demo_local';
let ctx: TestContext;
let tokenB: string;

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true, discountSync: true, extraShops: [SHOP_B] });
  // Shop B installs on the store (authorization code grant at its own /shops/{shop}), as Shopify would issue it.
  const client = { client_id: ctx.config.shopifyApiKey, client_secret: ctx.config.shopifyApiSecret };
  const auth = await request(ctx.store!.app)
    .get(`/shops/${SHOP_B}/admin/oauth/authorize`)
    .query({
      client_id: client.client_id,
      scope: ctx.config.scopes,
      redirect_uri: 'http://gateway.test/auth/shopify/callback',
      state: 's',
    })
    .expect(302);
  const code = new URL(auth.headers.location as string).searchParams.get('code');
  const token = await request(ctx.store!.app)
    .post(`/shops/${SHOP_B}/admin/oauth/access_token`)
    .send({ ...client, code })
    .expect(200);
  tokenB = token.body.access_token as string;
  await ctx.db.models.Shop.update({ access_token: tokenB }, { where: { id: SHOP_B } });
});
afterAll(() => ctx.close());

const discountOf = async (shop: string) => {
  const row = (await ctx.db.models.Shop.findByPk(shop))!;
  const d = ctx.store!.state.appDiscounts.find((x) => row.discount_id?.endsWith(`/${x.id}`));
  return { row, discount: d, config: d?.metafields.find((m) => m.key === FUNCTION_CONFIG_KEY)?.value };
};
const create = async (shop: string, productId: number) => {
  const res = await ctx.gql(shop, Q.create, { input: campaignInput('bundles', `Tiers ${productId}`, [productId]) });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createCampaign as { id: string };
};

it("shop A's changes never reach shop B's discount", async () => {
  await create(SHOP_B, 7_000_000_000_001);
  const b = await discountOf(SHOP_B);
  expect(b.row.discount_sync_state).toBe('synced');
  expect(b.config).toContain('7000000000001');
  const bSnapshot = JSON.stringify(b.discount);

  const calls = ctx.adminTokens.length;
  const a1 = await create(SHOP_A, 7_000_000_000_002);
  const a2 = await create(SHOP_A, 7_000_000_000_003);
  await ctx.gql(SHOP_A, Q.update, { id: a1.id, input: { active: false } });
  await ctx.gql(SHOP_A, Q.remove, { id: a2.id });
  await ctx.gql(SHOP_A, Q.update, { id: a1.id, input: { active: true } });
  await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { multiCurrencyMode: false } });
  const a = await discountOf(SHOP_A);

  // A has a discount of its own, holding A's campaign and nothing of B's.
  expect(a.row.discount_sync_state).toBe('synced');
  expect(a.row.discount_id).not.toBe(b.row.discount_id);
  expect(a.config).toContain('7000000000002');
  expect(a.config).not.toContain('7000000000001');
  // B's discount is exactly as B left it, and every Admin API call A's changes made carried A's token.
  expect(JSON.stringify((await discountOf(SHOP_B)).discount)).toBe(bSnapshot);
  const made = ctx.adminTokens.slice(calls);
  expect(made.length).toBeGreaterThan(0);
  expect(new Set(made)).toEqual(new Set([TOKEN_A]));
  expect(ctx.store!.state.appDiscounts).toHaveLength(2);
});
