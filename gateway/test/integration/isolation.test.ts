import request from 'supertest';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

let ctx: TestContext;
let campaignA: { id: string; campaign_key: string };

/** Every row that belongs to shop A, serialised: compared before and after shop B's attempts. */
async function snapshotA(): Promise<string> {
  const m = ctx.db.models;
  const where = { where: { shop_id: SHOP_A } };
  const rows = await Promise.all([
    m.Shop.findByPk(SHOP_A),
    m.Campaign.findAll(where),
    m.AnalyticsEvent.findAll(where),
    m.UpsellAttribution.findAll(where),
    m.UploadedImage.findAll(where),
  ]);
  return JSON.stringify(rows);
}

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  const r = await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'A only') });
  campaignA = r.body.data.createCampaign;
  await ctx.db.models.UpsellAttribution.create({
    shop_id: SHOP_A,
    order_id: '1',
    campaign_id: campaignA.id,
    kind: 'upsell',
    variant_id: '1',
    quantity: 3,
    amount_cents: 4500,
    currency: 'USD',
  });
});
afterAll(() => ctx.close());

describe("shop B's token against every shop A operation", () => {
  let before: string;
  beforeAll(async () => {
    before = await snapshotA();
  });

  const codeOf = (res: request.Response) => res.body.errors?.[0]?.extensions?.code;

  it.each([
    ['campaigns(userId: A)', Q.campaigns, () => ({ userId: SHOP_A })],
    ['campaign(id of A)', Q.campaign, () => ({ id: campaignA.id })],
    ['updateCampaign toggle', Q.update, () => ({ id: campaignA.id, input: { active: false } })],
    ['updateCampaign full', Q.update, () => ({ id: campaignA.id, input: campaignInput('add_to_unlock', 'hijacked') })],
    ['removeCampaign', Q.remove, () => ({ id: campaignA.id })],
    ['shop(id: A)', Q.shop, () => ({ id: SHOP_A })],
    ['updateShopSettings(A)', Q.updateShopSettings, () => ({ id: SHOP_A, input: { active: true } })],
    ['updateShopProp(A)', Q.updateShopProp, () => ({ id: SHOP_A, input: { review_clicked: true } })],
    ['updatePlanSettings(A)', Q.updatePlanSettings, () => ({ id: SHOP_A, input: { auto_upgrade: true } })],
  ])('%s → not found, no data', async (_label, query, vars) => {
    const res = await ctx.gql(SHOP_B, query, vars());
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(Object.values(res.body.data ?? {}).every((v) => v === null)).toBe(true);
  });

  it("createCampaign always creates for the token's shop", async () => {
    const res = await ctx.gql(SHOP_B, Q.create, { input: { ...campaignInput(), shop_id: SHOP_A, userId: SHOP_A } });
    const row = await ctx.db.models.Campaign.findByPk(res.body.data.createCampaign.id);
    expect(row?.shop_id).toBe(SHOP_B);
  });

  it("B's campaign list never contains A's campaigns", async () => {
    const res = await ctx.gql(SHOP_B, Q.campaigns, { userId: SHOP_B });
    expect(res.body.data.campaigns.campaigns.map((c: { id: string }) => c.id)).not.toContain(campaignA.id);
  });

  const auth = async () => `Bearer ${await ctx.tokenFor(SHOP_B)}`;

  it("POST /analytics/campaigns omits A's campaigns", async () => {
    const res = await request(ctx.app)
      .post('/analytics/campaigns')
      .set('Authorization', await auth())
      .send({ campaigns: [campaignA.id], one_tick_campaigns: [[campaignA.id, '1', '10.00']] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it("GET /campaigns/search finds only B's campaigns", async () => {
    const res = await request(ctx.app)
      .get('/campaigns/search')
      .query({ keyword: 'A only' })
      .set('Authorization', await auth());
    expect(res.body.campaigns).toEqual([]);
  });

  it.each([
    ['/products', { limit: 5 }],
    ['/products', { query: 'hoodie', limit: 5 }],
    ['/collections', {}],
    ['/collections', { query: 'coffee', limit: 2 }],
  ])("GET %s %j uses B's own access token (which the store refuses), never A's", async (path, query) => {
    const from = ctx.adminTokens.length;
    const res = await request(ctx.app).get(path).query(query).set('Authorization', await auth());
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('UPSTREAM');
    expect(ctx.adminTokens.slice(from)).toEqual(['shpat_other_shop']);
  });

  it("B's refused searches are not answered from A's cached results", async () => {
    const a = await request(ctx.app)
      .get('/collections')
      .query({ query: 'coffee' })
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`);
    expect(a.body.collections.map((c: { handle: string }) => c.handle)).toEqual(['coffee']);
    const b = await request(ctx.app).get('/collections').query({ query: 'coffee' }).set('Authorization', await auth());
    expect(b.status).toBe(502);
  });

  it("the public lookup for B never returns A's campaigns, and tracking A's keys under B records nothing", async () => {
    const lookup = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_B, products: '1' });
    expect(lookup.body.campaigns.map((c: { id: string }) => c.id)).not.toContain(campaignA.id);
    const track = await request(ctx.app)
      .post('/public/track')
      .query({ shop: SHOP_B })
      .send({ type: 'view_cart', campaigns: [campaignA.campaign_key] });
    expect(track.body).toEqual({ recorded: 1, campaigns: 0 });
    expect(await ctx.db.models.AnalyticsEvent.count({ where: { campaign_id: campaignA.id, shop_id: SHOP_B } })).toBe(0);
  });

  it("orders/create for B naming A's campaign keys attributes nothing", async () => {
    const res = await ctx.webhook('orders/create', SHOP_B, {
      id: 77,
      currency: 'USD',
      note_attributes: [
        { name: '__cartlift', value: JSON.stringify({ v: 1, u: [{ c: campaignA.campaign_key, v: 5, k: 'upsell' }] }) },
      ],
      line_items: [{ variant_id: 5, product_id: 4, quantity: 1, price: '10.00' }],
    });
    expect(res.status).toBe(200);
    expect(await ctx.db.models.UpsellAttribution.count({ where: { order_id: '77' } })).toBe(0);
  });

  it('webhooks for B (uninstall, redact) leave A alone', async () => {
    expect((await ctx.webhook('app/uninstalled', SHOP_B, {})).status).toBe(200);
    expect((await ctx.webhook('shop/redact', SHOP_B, { shop_domain: SHOP_B })).status).toBe(200);
  });

  it("changed nothing of shop A's rows", async () => {
    expect(await snapshotA()).toBe(before);
  });
});
