import { DRAFT_CAP, NOT_VALID, NOTHING_TO_ROLL_BACK } from '@cartlift/domain';
import request from 'supertest';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { activeIds, D, ok, publicVersion, refused, X } from '../helpers/experiments';
import { campaignInput, Q } from '../helpers/fixtures';

// Draft carts (issue 26, docs/experiments.md): a copy of the live cart, edited under the live cart's own rules,
// published in one transaction (the previous live cart kept) and rolled back, campaigns' active flags included.

let ctx: TestContext;
let on: string;
let off: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { active: true, show_coupon: false, sold_out: 'Gone' } });
  on = (await ok<{ createCampaign: { id: string } }>(ctx, SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Live goal') })).createCampaign.id;
  off = (await ok<{ createCampaign: { id: string } }>(ctx, SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Draft goal') })).createCampaign.id;
  await ok(ctx, SHOP_A, Q.update, { id: off, input: { active: false } });
});
afterAll(() => ctx.close());

type Draft = { id: string; name: string; settings: Record<string, unknown>; campaignIds: string[]; lockedBy: string | null };
const createDraft = async (name: string) => (await ok<{ createCartDraft: Draft }>(ctx, SHOP_A, D.create, { input: { name } })).createCartDraft;
const liveSettings = async () => (await ok<{ shop: { settings: Record<string, unknown> } }>(ctx, SHOP_A, Q.shop, { id: SHOP_A })).shop.settings;
const lookup = async () => (await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A, products: '1001' })).body;

test('a new draft is a copy of the live cart: its settings as the admin reads them and the campaigns that are on', async () => {
  const draft = await createDraft('Blue cart');
  expect(draft.id).toMatch(/^d_[A-Za-z0-9_-]{12}$/);
  expect(draft).toMatchObject({ name: 'Blue cart', settings: await liveSettings(), campaignIds: [on], lockedBy: null });
  const { cartDrafts } = await ok<{ cartDrafts: Draft[] }>(ctx, SHOP_A, D.drafts);
  expect(cartDrafts.map((d) => d.id)).toContain(draft.id);
  expect((await ok<{ cartDraft: Draft }>(ctx, SHOP_A, D.draft, { id: draft.id })).cartDraft.name).toBe('Blue cart');
});

test('names, settings and campaign ids are validated with the live cart’s own messages; nothing of a refused edit is stored', async () => {
  const draft = await createDraft('To edit');
  expect(await refused(ctx, SHOP_A, D.create, { input: { name: ' ' } })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'name', message: "Name can't be blank" },
  ]);
  expect(await refused(ctx, SHOP_A, D.create, { input: { name: 'x'.repeat(101) } })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'name', message: 'is too long (maximum is 100 characters)' },
  ]);
  // The same invalid settings, saved to the live cart and to the draft: the same messages, under settings. for the draft.
  const bad = { sold_out: 'ab', show_coupon: 'yes' };
  const live = await refused(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: bad });
  const inDraft = await refused(ctx, SHOP_A, D.update, { id: draft.id, input: { name: 'Renamed', settings: bad } });
  expect(live.length).toBe(2);
  expect(inDraft).toEqual(live.map((e) => ({ ...e, path: `settings.${e.path}` })));
  // Another shop's campaign, or none, is not a campaign of this shop.
  const theirs = (await ok<{ createCampaign: { id: string } }>(ctx, SHOP_B, Q.create, { input: campaignInput() })).createCampaign.id;
  expect(await refused(ctx, SHOP_A, D.update, { id: draft.id, input: { campaignIds: [on, theirs, 'nope'] } })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'campaignIds.1', message: NOT_VALID },
    { code: 'BAD_USER_INPUT', path: 'campaignIds.2', message: NOT_VALID },
  ]);
  expect(await refused(ctx, SHOP_A, D.update, { id: draft.id, input: { shop_id: SHOP_B } })).toEqual([
    { code: 'BAD_USER_INPUT', path: '', message: NOT_VALID },
  ]);
  const stored = await ctx.db.models.CartDraft.findByPk(draft.id);
  expect({ name: stored?.name, ids: stored?.campaign_ids }).toEqual({ name: 'To edit', ids: [on] });

  const edited = await ok<{ updateCartDraft: Draft }>(ctx, SHOP_A, D.update, {
    id: draft.id,
    input: { name: 'Edited', settings: { show_coupon: true }, campaignIds: [off, off] },
  });
  expect(edited.updateCartDraft).toMatchObject({ name: 'Edited', campaignIds: [off], settings: { show_coupon: true, sold_out: 'Gone' } });
  await ok(ctx, SHOP_A, D.remove, { id: draft.id });
  expect(await ctx.db.models.CartDraft.findByPk(draft.id)).toBeNull();
});

test('publish and rollback: settings, active flags, the previous live cart and the public version move together', async () => {
  const draft = await createDraft('Coupon cart');
  await ok(ctx, SHOP_A, D.update, { id: draft.id, input: { settings: { show_coupon: true, sold_out: 'All gone' }, campaignIds: [off] } });
  expect((await ok<{ liveCartHistory: unknown }>(ctx, SHOP_A, D.history)).liveCartHistory).toEqual({ canRollback: false, savedAt: null });
  expect(await refused(ctx, SHOP_A, D.rollback)).toEqual([{ code: 'BAD_USER_INPUT', path: '', message: NOTHING_TO_ROLL_BACK }]);
  const before = await liveSettings();
  expect((await lookup()).campaigns.map((c: { id: string }) => c.id)).toEqual([on]);

  let version = await publicVersion(ctx, SHOP_A);
  const published = await ok<{ publishCartDraft: { settings: Record<string, unknown> } }>(ctx, SHOP_A, D.publish, { id: draft.id });
  expect(published.publishCartDraft.settings).toMatchObject({ show_coupon: true, sold_out: 'All gone' });
  expect(await activeIds(ctx, SHOP_A)).toEqual([off]);
  expect(await publicVersion(ctx, SHOP_A)).toBe(version + 1);
  expect((await ok<{ liveCartHistory: { canRollback: boolean } }>(ctx, SHOP_A, D.history)).liveCartHistory.canRollback).toBe(true);
  // The shoppers' answer is the draft's cart now.
  const answer = await lookup();
  expect(answer.settings).toMatchObject({ show_coupon: true, sold_out: 'All gone' });
  expect(answer.campaigns.map((c: { id: string }) => c.id)).toEqual([off]);
  expect(answer.experiment).toBeUndefined();
  // The draft stays as it was.
  expect((await ok<{ cartDraft: Draft }>(ctx, SHOP_A, D.draft, { id: draft.id })).cartDraft.campaignIds).toEqual([off]);

  version = await publicVersion(ctx, SHOP_A);
  await ok(ctx, SHOP_A, D.rollback);
  expect(await liveSettings()).toEqual(before);
  expect(await activeIds(ctx, SHOP_A)).toEqual([on]);
  expect(await publicVersion(ctx, SHOP_A)).toBe(version + 1);
  expect((await lookup()).campaigns.map((c: { id: string }) => c.id)).toEqual([on]);
  // One previous live cart per shop, and rolling back again undoes the rollback.
  expect(await ctx.db.models.CartDraft.count({ where: { shop_id: SHOP_A, kind: 'previous_live' } })).toBe(1);
  await ok(ctx, SHOP_A, D.rollback);
  expect(await liveSettings()).toMatchObject({ show_coupon: true, sold_out: 'All gone' });
  expect(await activeIds(ctx, SHOP_A)).toEqual([off]);
  await ok(ctx, SHOP_A, D.rollback);
  expect(await activeIds(ctx, SHOP_A)).toEqual([on]);
  // previous_live is never listed with the drafts.
  const { cartDrafts } = await ok<{ cartDrafts: Draft[] }>(ctx, SHOP_A, D.drafts);
  expect(cartDrafts.map((d) => d.name)).not.toContain('Previous live cart');
});

test("the cart's on/off switch is the shop's: publishing a draft copied while the cart was off keeps it on, and a draft under test is drawn on", async () => {
  await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { active: false } });
  const draft = await createDraft('Copied while off');
  expect(draft.settings.active).toBe(false);
  await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { active: true } });

  // Under test, the variant's cart is drawn on (the live switch), not with the switch the draft was copied with.
  const { createExperiment } = await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, {
    input: { name: 'Switch', variant: { kind: 'draft', draftId: draft.id }, splitPercent: 50, goal: 'conversion_rate', plannedVisitors: 1000 },
  });
  await ok(ctx, SHOP_A, X.start, { id: createExperiment.id });
  expect((await lookup()).experiment.variant.settings.active).toBe(true);
  await ok(ctx, SHOP_A, X.stop, { id: createExperiment.id });

  await ok(ctx, SHOP_A, D.publish, { id: draft.id });
  expect((await liveSettings()).active).toBe(true);
  // Rolling back restores the cart as it was, its switch included (on here too).
  await ok(ctx, SHOP_A, D.rollback);
  expect((await liveSettings()).active).toBe(true);
});

test(`a shop keeps at most ${DRAFT_CAP} drafts`, async () => {
  const have = await ctx.db.models.CartDraft.count({ where: { shop_id: SHOP_B, kind: 'draft' } });
  for (let i = have; i < DRAFT_CAP; i++) await ok(ctx, SHOP_B, D.create, { input: { name: `Draft ${i}` } });
  const [error] = await refused(ctx, SHOP_B, D.create, { input: { name: 'One more' } });
  expect(error.code).toBe('DRAFT_LIMIT');
  expect(await ctx.db.models.CartDraft.count({ where: { shop_id: SHOP_B, kind: 'draft' } })).toBe(DRAFT_CAP);
});
