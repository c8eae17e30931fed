import {
  ALREADY_STARTED,
  CART_LOCKED,
  DRAFT_GONE,
  EXPERIMENT_LOCKED,
  NOT_VALID,
  ONE_RUNNING_EXPERIMENT,
  ONLY_RUNNING_STOPS,
  planTooSmallForSplit,
  PROMOTE_RUNNING_OR_STOPPED,
} from '@cartlift/domain';
import request from 'supertest';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { activeIds, D, experimentInput, ok, publicVersion, refused, X } from '../helpers/experiments';
import { readsBeforeFirstWrite } from '../helpers/queries';
import { campaignInput, Q } from '../helpers/fixtures';

// Experiments (issue 26, docs/experiments.md): the domain's rules behind GraphQL, one running experiment per shop, the
// locks on both carts while one runs (refused with CART_LOCKED, nothing written), and promote.

let ctx: TestContext;
let live: string;
let variantOnly: string;
let offInBoth: string;
let draftId: string;
let otherDraftId: string;

type Experiment = { id: string; status: string; startedAt: string | null; stoppedAt: string | null };
const createCampaign = async (name: string) =>
  (await ok<{ createCampaign: { id: string } }>(ctx, SHOP_A, Q.create, { input: campaignInput('add_to_unlock', name) })).createCampaign.id;
const createDraft = async (name: string) =>
  (await ok<{ createCartDraft: { id: string } }>(ctx, SHOP_A, D.create, { input: { name } })).createCartDraft.id;
const createExperiment = async (input: Record<string, unknown>) =>
  (await ok<{ createExperiment: Experiment }>(ctx, SHOP_A, X.create, { input })).createExperiment;
const act = async (doc: string, id: string) => Object.values(await ok<Record<string, Experiment>>(ctx, SHOP_A, doc, { id }))[0];
const liveSettings = async () => (await ok<{ shop: { settings: Record<string, unknown> } }>(ctx, SHOP_A, Q.shop, { id: SHOP_A })).shop.settings;

beforeAll(async () => {
  ctx = await createTestContext();
  await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { active: true, show_coupon: false } });
  live = await createCampaign('Live goal');
  variantOnly = await createCampaign('Variant goal');
  offInBoth = await createCampaign('Spare');
  await ok(ctx, SHOP_A, Q.update, { id: variantOnly, input: { active: false } });
  await ok(ctx, SHOP_A, Q.update, { id: offInBoth, input: { active: false } });
  draftId = await createDraft('Variant');
  otherDraftId = await createDraft('Not under test');
  await ok(ctx, SHOP_A, D.update, { id: draftId, input: { settings: { show_coupon: true }, campaignIds: [variantOnly] } });
});
afterAll(() => ctx.close());

test('create and update are validated by the domain; the variant must be one of the shop’s drafts', async () => {
  expect(await refused(ctx, SHOP_A, X.create, { input: { ...experimentInput(draftId), splitPercent: 1, plannedVisitors: 500 } })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'plannedVisitors', message: planTooSmallForSplit(1, 10000) },
  ]);
  expect(await refused(ctx, SHOP_A, X.create, { input: experimentInput('d_missing') })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'variant.draftId', message: NOT_VALID },
  ]);
  const made = await createExperiment(experimentInput(draftId, 'First'));
  expect(made).toMatchObject({ status: 'draft', startedAt: null, variant: { kind: 'draft', draftId }, splitPercent: 50 });
  expect(made.id).toMatch(/^x_[A-Za-z0-9_-]{12}$/);
  const updated = await ok<{ updateExperiment: { name: string; splitPercent: number } }>(ctx, SHOP_A, X.update, {
    id: made.id,
    input: { name: 'Renamed', splitPercent: 30 },
  });
  expect(updated.updateExperiment).toMatchObject({ name: 'Renamed', splitPercent: 30 });
  expect((await ok<{ experiments: Experiment[] }>(ctx, SHOP_A, X.list)).experiments.map((e) => e.id)).toContain(made.id);
  await ok(ctx, SHOP_A, X.remove, { id: made.id });
  expect(await ctx.db.models.Experiment.findByPk(made.id)).toBeNull();
});

test('start, stop and promote follow the domain; one running experiment per shop; every change bumps the public version', async () => {
  const first = await createExperiment(experimentInput(draftId, 'One'));
  const second = await createExperiment(experimentInput(null, 'Two'));
  let version = await publicVersion(ctx, SHOP_A);
  const started = await act(X.start, first.id);
  expect(started.status).toBe('running');
  expect(started.startedAt).not.toBeNull();
  expect(await publicVersion(ctx, SHOP_A)).toBe(version + 1);
  expect(await refused(ctx, SHOP_A, X.start, { id: second.id })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'status', message: ONE_RUNNING_EXPERIMENT },
  ]);
  expect(await refused(ctx, SHOP_A, X.update, { id: first.id, input: { name: 'Late' } })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'status', message: EXPERIMENT_LOCKED },
  ]);
  expect(await refused(ctx, SHOP_A, X.remove, { id: first.id })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'status', message: EXPERIMENT_LOCKED },
  ]);
  expect((await ok<{ cartDraft: { lockedBy: string } }>(ctx, SHOP_A, D.draft, { id: draftId })).cartDraft.lockedBy).toBe(first.id);
  version = await publicVersion(ctx, SHOP_A);
  expect((await act(X.stop, first.id)).status).toBe('stopped');
  expect(await publicVersion(ctx, SHOP_A)).toBe(version + 1);
  expect(await refused(ctx, SHOP_A, X.stop, { id: first.id })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'status', message: ONLY_RUNNING_STOPS },
  ]);
  expect(await refused(ctx, SHOP_A, X.start, { id: first.id })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'status', message: ALREADY_STARTED },
  ]);
  expect(await refused(ctx, SHOP_A, X.promote, { id: second.id })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'status', message: PROMOTE_RUNNING_OR_STOPPED },
  ]);
  expect((await ok<{ cartDraft: { lockedBy: string | null } }>(ctx, SHOP_A, D.draft, { id: draftId })).cartDraft.lockedBy).toBeNull();
  await ok(ctx, SHOP_A, X.remove, { id: second.id });
});

test('two starts at once in one shop: exactly one runs', async () => {
  const a = await createExperiment(experimentInput(draftId, 'Race A'));
  const b = await createExperiment(experimentInput(null, 'Race B'));
  const results = await Promise.all([a, b].map((e) => ctx.gql(SHOP_A, X.start, { id: e.id })));
  expect(results.filter((r) => r.body.errors === undefined)).toHaveLength(1);
  expect(await ctx.db.models.Experiment.count({ where: { shop_id: SHOP_A, status: 'running' } })).toBe(1);
  const running = await ctx.db.models.Experiment.findOne({ where: { shop_id: SHOP_A, status: 'running' } });
  await act(X.stop, running!.id);
});

describe('while an experiment runs, both carts are locked', () => {
  let running: string;
  let version: number;
  let snapshot: string;
  const state = async () =>
    JSON.stringify([
      await ctx.db.models.Shop.findByPk(SHOP_A, { attributes: ['settings', 'public_version'] }),
      await ctx.db.models.Campaign.findAll({ where: { shop_id: SHOP_A }, order: [['id', 'ASC']] }),
      await ctx.db.models.CartDraft.findAll({ where: { shop_id: SHOP_A }, order: [['id', 'ASC']] }),
      await ctx.db.models.Experiment.findAll({ where: { shop_id: SHOP_A }, order: [['id', 'ASC']] }),
    ]);
  beforeAll(async () => {
    running = (await createExperiment(experimentInput(draftId, 'Locked'))).id;
    await act(X.start, running);
    version = await publicVersion(ctx, SHOP_A);
    snapshot = await state();
  });
  afterAll(() => act(X.stop, running));

  const locked = [{ code: 'CART_LOCKED', message: CART_LOCKED }];
  it.each([
    ['saving the live cart’s settings', () => [Q.updateShopSettings, { id: SHOP_A, input: { show_coupon: true } }]],
    ['turning a live campaign off', () => [Q.update, { id: live, input: { active: false } }]],
    ['turning a campaign on', () => [Q.update, { id: offInBoth, input: { active: true } }]],
    ['editing a live campaign', () => [Q.update, { id: live, input: { name: 'Changed' } }]],
    ['editing a campaign on in the variant only', () => [Q.update, { id: variantOnly, input: { name: 'Changed' } }]],
    ['deleting a campaign on in the variant', () => [Q.remove, { id: variantOnly }]],
    ['creating a campaign (created on, in the live cart)', () => [Q.create, { input: campaignInput() }]],
    ['updating the draft under test', () => [D.update, { id: draftId, input: { name: 'Changed' } }]],
    ['deleting the draft under test', () => [D.remove, { id: draftId }]],
    ['publishing a draft', () => [D.publish, { id: otherDraftId }]],
    ['rolling back', () => [D.rollback, {}]],
  ] as Array<[string, () => [string, Record<string, unknown>]]>)('%s → CART_LOCKED', async (_label, call) => {
    const [query, variables] = call();
    expect(await refused(ctx, SHOP_A, query, variables)).toEqual(locked);
    expect(await state()).toBe(snapshot);
  });

  it('promoting a stopped experiment while another runs → CART_LOCKED', async () => {
    const stopped = (await createExperiment(experimentInput(null, 'Stopped before'))).id;
    await act(X.stop, running);
    await act(X.start, stopped);
    await act(X.stop, stopped);
    await act(X.start, (running = (await createExperiment(experimentInput(draftId, 'Locked again'))).id));
    const locked = await state();
    expect(await refused(ctx, SHOP_A, X.promote, { id: stopped })).toEqual([{ code: 'CART_LOCKED', message: CART_LOCKED }]);
    expect(await state()).toBe(locked);
    snapshot = await state();
  });

  it('the cart switch (POST /cart/activate) → 409 CART_LOCKED', async () => {
    const res = await request(ctx.app)
      .post('/cart/activate')
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
      .send({ active: false });
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 409, error: { code: 'CART_LOCKED', message: CART_LOCKED } });
    expect(await state()).toBe(snapshot);
  });

  it('what neither arm uses stays editable: a campaign off in both, another draft, the COD settings', async () => {
    await ok(ctx, SHOP_A, Q.update, { id: offInBoth, input: { name: 'Spare, renamed' } });
    await ok(ctx, SHOP_A, D.update, { id: otherDraftId, input: { name: 'Free to edit' } });
    await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { cod_settings: { is_active: false } } });
    expect(await publicVersion(ctx, SHOP_A)).toBeGreaterThan(version);
  });
});

test('a write of the live cart reads the shop row once, locked, before the running-experiment check and any change', async () => {
  const auth = `Bearer ${await ctx.tokenFor(SHOP_A)}`;
  const activate = (active: boolean) => request(ctx.app).post('/cart/activate').set('Authorization', auth).send({ active }).expect(200);
  let created: string | undefined;
  // Each changes what it writes (a save that changes nothing writes no row): its first write is its own.
  const writes: Array<[string, () => Promise<unknown>]> = [
    ['a settings save', () => ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { show_coupon: true } })],
    ['the cart switch', () => activate(false)],
    ['a campaign create', async () => (created = await createCampaign('Created under the lock'))],
  ];
  try {
    for (const [label, write] of writes) {
      const reads = await readsBeforeFirstWrite(ctx, write);
      const shopReads = reads.filter((sql) => /FROM `shops`/.test(sql));
      // SQLite has no FOR UPDATE: its write transactions take the database's write lock when they begin.
      const locked = ctx.dialect === 'sqlite' || /FOR UPDATE/.test(shopReads[0]);
      expect({ label, shopReads: shopReads.length, locked }).toEqual({ label, shopReads: 1, locked: true });
      // The check runs under the lock, so no experiment can start between it and the write.
      expect(reads.indexOf(shopReads[0])).toBeLessThan(reads.findIndex((sql) => /FROM `experiments`/.test(sql)));
    }
  } finally {
    if (created) await ok(ctx, SHOP_A, Q.remove, { id: created });
    await activate(true);
    await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { show_coupon: false } });
  }
});

test('promoting a draft variant makes it the live cart (the previous live cart kept for rollback)', async () => {
  const before = await liveSettings();
  const e = await createExperiment(experimentInput(draftId, 'Promote draft'));
  await act(X.start, e.id);
  const version = await publicVersion(ctx, SHOP_A);
  const promoted = await act(X.promote, e.id);
  expect(promoted.status).toBe('promoted');
  expect(promoted.stoppedAt).not.toBeNull();
  expect(await liveSettings()).toMatchObject({ show_coupon: true });
  expect(await activeIds(ctx, SHOP_A)).toEqual([variantOnly]);
  expect(await publicVersion(ctx, SHOP_A)).toBe(version + 1);
  await ok(ctx, SHOP_A, D.rollback);
  expect(await liveSettings()).toEqual(before);
  expect(await activeIds(ctx, SHOP_A)).toEqual([live]);
});

test('promoting the theme’s own cart switches Cartlift’s cart off (settings.active) and every campaign off', async () => {
  const e = await createExperiment(experimentInput(null, 'Promote theme'));
  await act(X.start, e.id);
  await act(X.stop, e.id);
  expect((await act(X.promote, e.id)).status).toBe('promoted');
  expect(await liveSettings()).toMatchObject({ active: false });
  expect(await activeIds(ctx, SHOP_A)).toEqual([]);
  await ok(ctx, SHOP_A, D.rollback);
  expect(await liveSettings()).toMatchObject({ active: true });
  expect(await activeIds(ctx, SHOP_A)).toEqual([live]);
});

test('a stopped experiment whose draft was deleted since cannot be promoted; nothing changes', async () => {
  const gone = await createDraft('Deleted later');
  const e = await createExperiment(experimentInput(gone, 'Orphan'));
  await act(X.start, e.id);
  await act(X.stop, e.id);
  await ok(ctx, SHOP_A, D.remove, { id: gone });
  const before = [await liveSettings(), await activeIds(ctx, SHOP_A)];
  expect(await refused(ctx, SHOP_A, X.promote, { id: e.id })).toEqual([
    { code: 'BAD_USER_INPUT', path: 'variant.draftId', message: DRAFT_GONE },
  ]);
  expect([await liveSettings(), await activeIds(ctx, SHOP_A)]).toEqual(before);
  expect((await ctx.db.models.Experiment.findByPk(e.id))?.status).toBe('stopped');
});
