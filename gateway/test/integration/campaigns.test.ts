import { CAMPAIGN_CAP, cantBeBlank, tooLong, type CampaignSettings, type Target } from '@cartlift/domain';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = () => ctx.db.models.Campaign.count({ where: { shop_id: SHOP_A } });
const wipe = () => ctx.db.models.Campaign.destroy({ where: {} });

describe('createCampaign', () => {
  beforeEach(wipe);

  it('stores a validated campaign, active, cleaned of empty values, and returns it', async () => {
    const input = {
      ...campaignInput('add_to_unlock', 'Free gift over $50'),
      settings: { ...(campaignInput().settings as object), applied_discount_title: '' },
    };
    const res = await ctx.gql(SHOP_A, Q.create, { input });
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.createCampaign;
    expect(created).toMatchObject({
      name: 'Free gift over $50',
      active: true,
      type: 'add_to_unlock',
      targetType: 'all_products',
    });
    expect(created.campaign_key).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const row = await ctx.db.models.Campaign.findByPk(created.id);
    expect('applied_discount_title' in (row?.settings ?? {})).toBe(false);
    expect(row?.shop_id).toBe(SHOP_A);
    expect(row?.active).toBe(true);
  });

  it('ignores client-chosen id, campaign_key and shop', async () => {
    const input = { ...campaignInput(), id: 'mine', campaign_key: 'chosen', shop_id: 'other-shop.myshopify.com' };
    const res = await ctx.gql(SHOP_A, Q.create, { input });
    expect(res.body.data.createCampaign.id).not.toBe('mine');
    expect(res.body.data.createCampaign.campaign_key).not.toBe('chosen');
    expect(await ctx.db.models.Campaign.count({ where: { shop_id: 'other-shop.myshopify.com' } })).toBe(0);
  });

  it('answers every field error with the spec message and its path, storing nothing', async () => {
    const input = { ...campaignInput(), name: '', target: { type: 'nowhere' } };
    const res = await ctx.gql(SHOP_A, Q.create, { input });
    expect(res.status).toBe(200);
    expect(res.body.data.createCampaign).toBeNull();
    const errors = res.body.errors.map((e: { message: string; extensions: { path: string; code: string } }) => [
      e.extensions.path,
      e.message,
      e.extensions.code,
    ]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['name', cantBeBlank('name'), 'BAD_USER_INPUT'],
        ['target.type', 'value is not valid', 'BAD_USER_INPUT'],
      ]),
    );
    expect(await count()).toBe(0);
  });

  it('refuses an oversize name', async () => {
    const res = await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'x'.repeat(51)) });
    expect(res.body.errors[0]).toMatchObject({ message: tooLong(50), extensions: { path: 'name' } });
    expect(await count()).toBe(0);
  });

  it.each([
    ['a string', 'not an object'],
    ['an array', [1, 2]],
    ['a number', 42],
  ])('refuses input that is %s', async (_label, input) => {
    const res = await ctx.gql(SHOP_A, Q.create, { input });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(0);
  });

  /** `n` campaigns of SHOP_A written straight to the table: the rows the cap counts, without a create each. */
  const seedCampaigns = async (n: number) => {
    const now = new Date();
    await ctx.db.models.Campaign.bulkCreate(
      Array.from({ length: n }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        shop_id: SHOP_A,
        name: `c${i}`,
        type: 'add_to_unlock',
        target_type: 'all_products',
        campaign_key: `seeded${i}`,
        target: campaignInput().target as Target,
        settings: campaignInput().settings as CampaignSettings,
        created_at: now,
        updated_at: now,
      })),
    );
  };

  it(`refuses the ${CAMPAIGN_CAP + 1}th campaign with a clear error`, async () => {
    await seedCampaigns(CAMPAIGN_CAP);
    const res = await ctx.gql(SHOP_A, Q.create, { input: campaignInput() });
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'CAMPAIGN_LIMIT' } });
    expect(res.body.errors[0].message).toContain(String(CAMPAIGN_CAP));
    expect(await count()).toBe(CAMPAIGN_CAP);
  });

  it(`is atomic: 20 concurrent creates at ${CAMPAIGN_CAP - 1} campaigns yield exactly one success`, async () => {
    // Seeded, not created one by one: 34 creates through GraphQL took most of the test's 30 s on a loaded machine
    // (a fresh clone's CI, 2026-11-28) and are not what this test is about.
    await seedCampaigns(CAMPAIGN_CAP - 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', `race ${i}`) }),
      ),
    );
    const ok = results.filter((r) => r.body.data?.createCampaign);
    const refused = results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CAMPAIGN_LIMIT');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(await count()).toBe(CAMPAIGN_CAP);
  });
});

describe('campaigns list, campaign, update, remove', () => {
  let ids: string[];
  beforeAll(async () => {
    await wipe();
    ids = [];
    for (let i = 0; i < 5; i++) {
      const r = await ctx.gql(SHOP_A, Q.create, {
        input: campaignInput(i % 2 ? 'bundles' : 'add_to_unlock', `Campaign ${i}`),
      });
      ids.push(r.body.data.createCampaign.id);
    }
  });

  it('pages newest first with an opaque token until none is left', async () => {
    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const res = await ctx.gql(SHOP_A, Q.campaigns, { userId: SHOP_A, nextToken, limit: 2 });
      expect(res.body.errors).toBeUndefined();
      const page = res.body.data.campaigns;
      seen.push(...page.campaigns.map((c: { id: string }) => c.id));
      nextToken = page.nextToken;
      pages++;
    } while (nextToken);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a forged page token', async () => {
    const res = await ctx.gql(SHOP_A, Q.campaigns, { userId: SHOP_A, nextToken: 'garbage!' });
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', path: 'nextToken' } });
  });

  it('reads one campaign with createdAt as epoch milliseconds', async () => {
    const res = await ctx.gql(SHOP_A, Q.campaign, { id: ids[0] });
    const c = res.body.data.campaign;
    expect(c).toMatchObject({ id: ids[0], name: 'Campaign 0', type: 'add_to_unlock' });
    expect(Number(c.createdAt)).toBeGreaterThan(Date.UTC(2024, 0, 1));
  });

  it('toggles {active} and returns id, name, active, target type and settings type', async () => {
    const res = await ctx.gql(SHOP_A, Q.update, { id: ids[1], input: { active: false } });
    expect(res.body.data.updateCampaign).toMatchObject({
      id: ids[1],
      name: 'Campaign 1',
      active: false,
      type: 'bundles',
      targetType: 'specific_products',
    });
    expect((await ctx.db.models.Campaign.findByPk(ids[1]))?.active).toBe(false);
  });

  it('updates the whole campaign after validating it; an invalid update changes nothing', async () => {
    const before = await ctx.db.models.Campaign.findByPk(ids[0]);
    const bad = await ctx.gql(SHOP_A, Q.update, { id: ids[0], input: { name: 'y'.repeat(80) } });
    expect(bad.body.errors[0].extensions.path).toBe('name');
    const after = await ctx.db.models.Campaign.findByPk(ids[0]);
    expect(after?.name).toBe(before?.name);
    expect(after?.updated_at).toEqual(before?.updated_at);
    const good = await ctx.gql(SHOP_A, Q.update, {
      id: ids[0],
      input: { ...campaignInput('add_to_unlock', 'Renamed') },
    });
    expect(good.body.data.updateCampaign).toMatchObject({ id: ids[0], name: 'Renamed', active: true });
  });

  it('accepts a campaign sent back as read (read-only fields ignored) and refuses unknown fields', async () => {
    const read = (await ctx.gql(SHOP_A, Q.campaign, { id: ids[2] })).body.data.campaign;
    const back = await ctx.gql(SHOP_A, Q.update, { id: ids[2], input: { ...read, name: 'Sent back' } });
    expect(back.body.data.updateCampaign).toMatchObject({ id: ids[2], name: 'Sent back' });
    const unknown = await ctx.gql(SHOP_A, Q.update, { id: ids[2], input: { shop_id: 'other-shop.myshopify.com' } });
    expect(unknown.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', path: 'shop_id' });
  });

  it('refuses an active flag that is not a boolean', async () => {
    const res = await ctx.gql(SHOP_A, Q.update, { id: ids[0], input: { active: 'yes' } });
    expect(res.body.errors[0].extensions).toMatchObject({ path: 'active' });
  });

  it('removes a campaign and then reports it not found', async () => {
    const res = await ctx.gql(SHOP_A, Q.remove, { id: ids[4] });
    expect(res.body.data.removeCampaign).toEqual({ id: ids[4] });
    const again = await ctx.gql(SHOP_A, Q.remove, { id: ids[4] });
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a GraphQL variable of the wrong type before running anything', async () => {
    const res = await ctx.gql(SHOP_A, Q.campaigns, { userId: 42 });
    expect(res.status).toBe(400);
  });

  it('never runs mutations over GET', async () => {
    const { default: request } = await import('supertest');
    const res = await request(ctx.app)
      .get('/graphql')
      .query({ query: `mutation { removeCampaign(id: "${ids[0]}") { id } }` })
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`);
    expect(res.status).toBe(405);
    expect(await ctx.db.models.Campaign.findByPk(ids[0])).not.toBeNull();
  });
});
