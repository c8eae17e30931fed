import { upgradeShopSettings, type StorefrontLookup } from '@cartlift/domain';
import request from 'supertest';
import type { App } from '../../src/app';
import { appWithEnv, createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { D, experimentInput, ok, X } from '../helpers/experiments';
import { spyDriverReads } from '../helpers/queries';

// Every driver read still runs; spyDriverReads counts them.
jest.mock('../../src/db/driverSelect', () => {
  const actual = jest.requireActual<typeof import('../../src/db/driverSelect')>('../../src/db/driverSelect');
  return { ...actual, driverSelect: jest.fn(actual.driverSelect) };
});
import { shopVersionRead } from '../helpers/shopVersions';
import { campaignInput, Q } from '../helpers/fixtures';

// The public lookup while an experiment runs (docs/experiments.md "Storefront lookup answer"): `experiment` closes the
// answer and `campaigns` holds both arms' campaigns; without a running experiment the answer is byte for byte what it
// was before experiments existed. A second app (its own empty cache) reads the database afresh where a test needs it.

let ctx: TestContext;
let live: string;
let variantOnly: string;
let draftId: string;

/** The answer's fields, in order, before experiments. */
const FIELDS = ['shop', 'settings', 'cod_settings', 'sticky_cart', 'custom_links', 'custom_atcs', 'campaigns', 'compareAtMap', 'productCollections'];

const lookupText = async (app: App = ctx.app, products = '1001'): Promise<string> => {
  const res = await request(app).get('/public/campaigns').query({ shop: SHOP_A, products });
  expect(res.status).toBe(200);
  return res.text;
};
const fresh = () => lookupText(appWithEnv(ctx, {}));
const lookup = async (): Promise<StorefrontLookup> => JSON.parse(await lookupText());
const act = (doc: string, id: string) => ok(ctx, SHOP_A, doc, { id });

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { active: true, show_coupon: false } });
  live = (await ok<{ createCampaign: { id: string } }>(ctx, SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Live') })).createCampaign.id;
  variantOnly = (await ok<{ createCampaign: { id: string } }>(ctx, SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Variant') })).createCampaign.id;
  await ok(ctx, SHOP_A, Q.update, { id: variantOnly, input: { active: false } });
  draftId = (await ok<{ createCartDraft: { id: string } }>(ctx, SHOP_A, D.create, { input: { name: 'Variant' } })).createCartDraft.id;
  await ok(ctx, SHOP_A, D.update, { id: draftId, input: { settings: { show_coupon: true }, campaignIds: [variantOnly] } });
});
afterAll(() => ctx.close());

test('without a running experiment the answer is what it was before experiments, byte for byte', async () => {
  const before = await fresh();
  expect(Object.keys(JSON.parse(before))).toEqual(FIELDS);
  // The text is plain JSON.stringify of those fields in that order: nothing added, not even whitespace.
  expect(JSON.stringify(JSON.parse(before))).toBe(before);
  expect(JSON.parse(before).campaigns.map((c: { id: string }) => c.id)).toEqual([live]);

  // An experiment not started changes nothing shoppers get.
  const drafted = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(draftId) })).createExperiment.id;
  expect(await fresh()).toBe(before);
  await ok(ctx, SHOP_A, X.remove, { id: drafted });
});

test('starting an experiment changes the answer; stopping it gives back the same bytes as before', async () => {
  const before = await fresh();
  const stopped = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(null) })).createExperiment.id;
  await act(X.start, stopped);
  expect(await lookupText()).not.toBe(before);
  await act(X.stop, stopped);
  expect(await lookupText()).toBe(before);
  expect(await fresh()).toBe(before);
});

test('while a draft is tested: the experiment, both arms’ campaigns, and the live settings', async () => {
  const id = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: { ...experimentInput(draftId), splitPercent: 30, plannedVisitors: 1000 } })).createExperiment.id;
  await act(X.start, id);
  const answer = await lookup();
  expect(Object.keys(answer)).toEqual([...FIELDS, 'experiment']);
  expect(answer.settings.show_coupon).toBe(false);
  expect(answer.campaigns.map((c) => c.id)).toEqual([live, variantOnly]);
  const draft = await ctx.db.models.CartDraft.findByPk(draftId);
  expect(answer.experiment).toEqual({
    id,
    split: 30,
    controlCampaignIds: [live],
    variant: { settings: upgradeShopSettings(draft!.settings), campaignIds: [variantOnly] },
  });
  expect(answer.experiment?.variant?.settings.show_coupon).toBe(true);
  await act(X.stop, id);
});

test('while the theme’s own cart is tested: variant null, only the live cart’s campaigns', async () => {
  const id = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(null) })).createExperiment.id;
  await act(X.start, id);
  const answer = await lookup();
  expect(answer.experiment).toEqual({ id, split: 50, controlCampaignIds: [live], variant: null });
  expect(answer.campaigns.map((c) => c.id)).toEqual([live]);
  await act(X.stop, id);
});

test('the experiment costs one read per cache miss and none per cached answer', async () => {
  const id = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(draftId) })).createExperiment.id;
  await act(X.start, id);
  // Counted from a process that knows the shop's version (2 reads, not 1, at load 20 without it).
  await shopVersionRead(ctx.app, ctx.db, SHOP_A);
  const reads = spyDriverReads();
  const experimentReads = () => reads.count(/FROM experiments/);
  try {
    expect(JSON.parse(await lookupText(ctx.app, '1001')).experiment.id).toBe(id);
    expect(experimentReads()).toBe(1);
    // Other products (a new answer from the cached campaigns) and the same products again (the cached answer).
    expect(JSON.parse(await lookupText(ctx.app, '1002')).experiment.id).toBe(id);
    expect(JSON.parse(await lookupText(ctx.app, '1001')).experiment.id).toBe(id);
    expect(experimentReads()).toBe(1);
  } finally {
    await act(X.stop, id);
  }
});

test('each arm’s campaigns deliver under its own settings (multi-currency mode)', async () => {
  // Buy More Save More on all products does not deliver in multi-currency mode; only older versions saved it.
  await ctx.db.models.Campaign.create({
    id: 'tiersall',
    shop_id: SHOP_A,
    name: 'Tiers on everything',
    active: false,
    type: 'bundles',
    target_type: 'all_products',
    campaign_key: 'tiersall',
    target: { type: 'all_products' } as never,
    settings: { type: 'bundles', bundles: { tiers: [{ id: 1, type: 'percentage', quantity: 2, reward: 10 }] } } as never,
    modules: null,
  });
  await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { multiCurrencyMode: true } });
  await ctx.db.models.Shop.update({ enabled_presentment_currencies: ['USD', 'EUR'] }, { where: { id: SHOP_A } });
  const inVariant = async (multiCurrencyMode: boolean): Promise<string[]> => {
    await ok(ctx, SHOP_A, D.update, { id: draftId, input: { settings: { multiCurrencyMode }, campaignIds: [variantOnly, 'tiersall'] } });
    const id = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(draftId) })).createExperiment.id;
    await act(X.start, id);
    const answer = await lookup();
    await act(X.stop, id);
    expect(answer.experiment?.variant?.campaignIds).toEqual([variantOnly, 'tiersall']);
    return answer.campaigns.map((c) => c.id);
  };
  expect(await inVariant(false)).toEqual([live, variantOnly, 'tiersall']);
  expect(await inVariant(true)).toEqual([live, variantOnly]);
});
