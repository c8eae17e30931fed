import {
  FUNCTION_CONFIG_KEY,
  functionConfigBytes,
  functionConfigFor,
  MAX_FUNCTION_CONFIG_BYTES,
  upgradeShopSettings,
  type CampaignLike,
} from '@cartlift/domain';
import type { ExperimentAttributes } from '../../src/db/models/experiment.model';
import { checkExperimentDiscountFits } from '../../src/services/discountCarts';
import { stageDiscountConfig, syncDiscount } from '../../src/services/discountSync';
import { LimitError } from '../../src/shared/errors';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { experimentInput, X } from '../helpers/experiments';
import { campaignInput, Q } from '../helpers/fixtures';

// docs/experiments.md "Checkout": while an experiment runs, the shop's discount holds both carts' rewards (the
// variant's under x), written through the dev store's Admin API like every configuration; starting one whose two carts
// do not fit is refused.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true, discountSync: true, env: { DISCOUNT_SYNC_RETRY_MS: '100' } });
});
afterAll(() => ctx.close());

const deps = () => ctx.app.locals.deps;
const shopRow = async () => (await ctx.db.models.Shop.findByPk(SHOP_A))!;
/** The configuration Shopify holds for the shop's discount, as text. */
const heldConfig = async () => {
  const id = (await shopRow()).discount_id;
  const d = ctx.store!.state.appDiscounts.find((x) => id?.endsWith(`/${x.id}`));
  return d?.metafields.find((m) => m.key === FUNCTION_CONFIG_KEY)?.value;
};
const create = async (name: string, product: number) => {
  const res = await ctx.gql(SHOP_A, Q.create, { input: campaignInput('bundles', name, [product]) });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createCampaign as { id: string };
};
const like = async (ids: string[]): Promise<CampaignLike[]> =>
  (await ctx.db.models.Campaign.findAll({ where: { id: ids }, order: [['created_at', 'ASC']] })).map(
    (c) => ({ id: c.id, active: true, target: c.target, settings: c.settings }) as CampaignLike,
  );
/** Marks the shop's configuration changed (what the experiments service does at start and stop) and syncs it. */
const restage = async () => {
  await ctx.db.write((t) => stageDiscountConfig(deps(), t, SHOP_A, { refuseOversize: false }));
  await syncDiscount(deps(), SHOP_A);
};
const running = (over: Partial<ExperimentAttributes>) =>
  ctx.db.models.Experiment.create({
    id: 'x_disc1',
    shop_id: SHOP_A,
    name: 'Checkout test',
    variant_kind: 'theme',
    draft_id: null,
    split_percent: 50,
    goal: 'conversion_rate',
    planned_visitors: 1000,
    status: 'running',
    started_at: new Date(),
    ...over,
  });

describe("the discount configuration of a running experiment's two carts", () => {
  it("holds the live cart's rewards and the draft's under x; the theme's cart 0; byte for byte as before once stopped", async () => {
    const live = await create('Live tiers', 8100000000101);
    const draftOnly = await create('Draft tiers', 8100000000102);
    // Off in the live cart, on in the draft.
    await ctx.db.models.Campaign.update({ active: false }, { where: { id: draftOnly.id } });
    await restage();
    const before = await heldConfig();
    expect(before).toBe(JSON.stringify(functionConfigFor(await like([live.id]), { multiCurrencyMode: false })));

    await ctx.db.models.CartDraft.create({
      id: 'd_disc1',
      shop_id: SHOP_A,
      name: 'Draft',
      kind: 'draft',
      settings: upgradeShopSettings((await shopRow()).settings),
      campaign_ids: [draftOnly.id, 'deleted-campaign'],
    });
    const experiment = await running({ variant_kind: 'draft', draft_id: 'd_disc1' });
    await restage();
    const both = JSON.parse((await heldConfig())!);
    const variant = functionConfigFor(await like([draftOnly.id]), { multiCurrencyMode: false });
    expect(both).toEqual({
      ...JSON.parse(before!),
      x: { i: 'x_disc1', v: { b: variant.b } },
    });
    expect((await shopRow()).discount_sync_state).toBe('synced');

    await experiment.update({ variant_kind: 'theme', draft_id: null });
    await restage();
    expect(JSON.parse((await heldConfig())!)).toEqual({ ...JSON.parse(before!), x: { i: 'x_disc1', v: 0 } });

    await experiment.update({ status: 'stopped' });
    await restage();
    expect(await heldConfig()).toBe(before);
  });

  it('refuses to start an experiment whose two carts do not fit, with a message saying so', async () => {
    // A long title travels in the configuration: one such campaign in the live cart and another in the draft each
    // fit alone, not together.
    const long = 'Our biggest deal ever '.repeat(300);
    const input = campaignInput('bundles', 'Long title', [8100000000103]);
    const ids: string[] = [];
    for (const name of ['Draft long title', 'Live long title']) {
      const res = await ctx.gql(SHOP_A, Q.create, {
        input: { ...input, name, settings: { ...(input.settings as object), applied_discount_title: long } },
      });
      expect(res.body.errors).toBeUndefined();
      ids.push(res.body.data.createCampaign.id);
      if (ids.length === 1) await ctx.db.models.Campaign.update({ active: false }, { where: { id: ids[0] } });
    }
    const [draftLong] = ids;
    expect(functionConfigBytes(functionConfigFor(await like([draftLong]), { multiCurrencyMode: false }))).toBeLessThan(
      MAX_FUNCTION_CONFIG_BYTES,
    );
    await ctx.db.models.CartDraft.create({
      id: 'd_disc2',
      shop_id: SHOP_A,
      name: 'Big draft',
      kind: 'draft',
      settings: upgradeShopSettings((await shopRow()).settings),
      campaign_ids: [draftLong],
    });
    const candidate = await ctx.db.models.Experiment.create({
      id: 'x_disc2',
      shop_id: SHOP_A,
      name: 'Too big',
      variant_kind: 'draft',
      draft_id: 'd_disc2',
      split_percent: 50,
      goal: 'conversion_rate',
      planned_visitors: 1000,
    });
    const refused = await ctx.db
      .write((t) => checkExperimentDiscountFits(deps(), t, SHOP_A, candidate))
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(LimitError);
    expect(refused).toMatchObject({ code: 'DISCOUNT_CONFIG_LIMIT' });
    expect((refused as Error).message).toMatch(
      new RegExp(
        `^Not started: checkout needs the campaigns of both carts at once, 1\\d,\\d{3} bytes of discount settings, and Shopify allows a discount ${MAX_FUNCTION_CONFIG_BYTES.toLocaleString('en-US')}\\.`,
      ),
    );
    // The live cart alone is what Shopify holds; the theme's own cart adds a few bytes only.
    await syncDiscount(deps(), SHOP_A);
    expect(Buffer.byteLength((await heldConfig())!)).toBeLessThan(MAX_FUNCTION_CONFIG_BYTES);
    await candidate.update({ variant_kind: 'theme', draft_id: null });
    const bytes = await ctx.db.write((t) => checkExperimentDiscountFits(deps(), t, SHOP_A, candidate));
    expect(bytes).toBeLessThan(MAX_FUNCTION_CONFIG_BYTES);

    // Through the admin's startExperiment: refused with the same message, nothing started, Shopify's config as it was.
    const held = await heldConfig();
    const created = await ctx.gql(SHOP_A, X.create, { input: experimentInput('d_disc2', 'Too big to start') });
    const id = created.body.data.createExperiment.id as string;
    const start = await ctx.gql(SHOP_A, X.start, { id });
    expect(start.body.errors[0]).toMatchObject({ extensions: { code: 'DISCOUNT_CONFIG_LIMIT' } });
    expect(start.body.errors[0].message).toMatch(/^Not started: checkout needs the campaigns of both carts at once/);
    expect((await ctx.db.models.Experiment.findByPk(id))?.status).toBe('draft');
    expect(await heldConfig()).toBe(held);
  });
});
