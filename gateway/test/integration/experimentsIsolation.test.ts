import { NOT_VALID } from '@cartlift/domain';
import request from 'supertest';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { D, experimentInput, ok, refused, X } from '../helpers/experiments';
import { campaignInput, Q } from '../helpers/fixtures';

// Shop isolation of draft carts and experiments (as isolation.test.ts does for campaigns and the shop): shop B's token
// against every new operation naming shop A's drafts and experiments reads "not found" and changes nothing of A's.

let ctx: TestContext;
let campaignA: string;
let draftA: string;
let runningA: string;
let draftExperimentA: string;

async function snapshotA(): Promise<string> {
  const m = ctx.db.models;
  const where = { where: { shop_id: SHOP_A }, order: [['id', 'ASC']] as Array<[string, string]> };
  return JSON.stringify(
    await Promise.all([m.Shop.findByPk(SHOP_A), m.Campaign.findAll(where), m.CartDraft.findAll(where), m.Experiment.findAll(where)]),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  campaignA = (await ok<{ createCampaign: { id: string } }>(ctx, SHOP_A, Q.create, { input: campaignInput() })).createCampaign.id;
  draftA = (await ok<{ createCartDraft: { id: string } }>(ctx, SHOP_A, D.create, { input: { name: 'A draft' } })).createCartDraft.id;
  await ok(ctx, SHOP_A, D.publish, { id: draftA });
  runningA = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(draftA) })).createExperiment.id;
  draftExperimentA = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(null) })).createExperiment.id;
  await ok(ctx, SHOP_A, X.start, { id: runningA });
});
afterAll(() => ctx.close());

describe("shop B's token against shop A's drafts and experiments", () => {
  let before: string;
  beforeAll(async () => {
    before = await snapshotA();
  });
  afterAll(async () => {
    expect(await snapshotA()).toBe(before);
  });

  it.each([
    ['cartDraft', D.draft, () => ({ id: draftA })],
    ['updateCartDraft', D.update, () => ({ id: draftA, input: { name: 'hijacked' } })],
    ['deleteCartDraft', D.remove, () => ({ id: draftA })],
    ['publishCartDraft', D.publish, () => ({ id: draftA })],
    ['experiment', X.one, () => ({ id: runningA })],
    ['updateExperiment', X.update, () => ({ id: draftExperimentA, input: { name: 'hijacked' } })],
    ['deleteExperiment', X.remove, () => ({ id: draftExperimentA })],
    ['startExperiment', X.start, () => ({ id: draftExperimentA })],
    ['stopExperiment', X.stop, () => ({ id: runningA })],
    ['promoteExperiment', X.promote, () => ({ id: runningA })],
  ])('%s → not found, no data', async (_label, query, vars) => {
    const res = await ctx.gql(SHOP_B, query, vars());
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(Object.values(res.body.data ?? {}).every((v) => v === null)).toBe(true);
  });

  it("B's lists, history and rollback are B's own", async () => {
    const lists = await ok<{ cartDrafts: Array<{ id: string }>; experiments: Array<{ id: string }> }>(
      ctx,
      SHOP_B,
      `{ cartDrafts { id } experiments { id } }`,
    );
    expect(lists).toEqual({ cartDrafts: [], experiments: [] });
    expect((await ok<{ liveCartHistory: { canRollback: boolean } }>(ctx, SHOP_B, D.history)).liveCartHistory.canRollback).toBe(false);
    expect((await refused(ctx, SHOP_B, D.rollback))[0].code).toBe('BAD_USER_INPUT');
  });

  it("B cannot test A's draft, nor turn A's campaign on in its own draft", async () => {
    expect(await refused(ctx, SHOP_B, X.create, { input: experimentInput(draftA) })).toEqual([
      { code: 'BAD_USER_INPUT', path: 'variant.draftId', message: NOT_VALID },
    ]);
    const own = (await ok<{ createCartDraft: { id: string } }>(ctx, SHOP_B, D.create, { input: { name: 'B draft' } })).createCartDraft.id;
    expect(await refused(ctx, SHOP_B, D.update, { id: own, input: { campaignIds: [campaignA] } })).toEqual([
      { code: 'BAD_USER_INPUT', path: 'campaignIds.0', message: NOT_VALID },
    ]);
  });

  it("A's running experiment locks nothing of B's and reaches only A's storefront", async () => {
    await ok(ctx, SHOP_B, Q.updateShopSettings, { id: SHOP_B, input: { show_coupon: true } });
    await ok(ctx, SHOP_B, Q.create, { input: campaignInput('add_to_unlock', 'B goal') });
    const a = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A });
    const b = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_B });
    expect(a.body.experiment?.id).toBe(runningA);
    expect(b.body.experiment).toBeUndefined();
  });
});
