import request from 'supertest';
import { assignArm, defaultCampaign, upgradeShopSettings, type Arm, type ShopSettings } from '@cartlift/domain';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { D, experimentInput, ok, X } from '../helpers/experiments';
import { Q } from '../helpers/fixtures';
import { spyDriverReads } from '../helpers/queries';

// Every driver read still runs; spyDriverReads counts them.
jest.mock('../../src/db/driverSelect', () => {
  const actual = jest.requireActual<typeof import('../../src/db/driverSelect')>('../../src/db/driverSelect');
  return { ...actual, driverSelect: jest.fn(actual.driverSelect) };
});

// The draft-order checkout, the store's checkout and the COD order while an experiment runs (docs/experiments.md
// "Checkout"): the body's experiment claim is recomputed, a confirmed variant gets the draft's campaigns (here a spend
// goal off in the live cart), control and every unconfirmed claim the live cart, and the draft order (or, for the
// store's checkout, the answer's attributes) carries the arm and the visitor for orders/create. Two shops on one dev
// store: shop A runs the experiment, shop B has its own live cart.

let ctx: TestContext;
let tee: { product_id: number; variant_id: number };
let experimentId: string;
let draftId: string;
let ip = 0;

/** An Add To Unlock campaign: `percent` off once the cart reaches `goal` dollars. */
function spendGoal(name: string, goal: number, percent: number): Record<string, unknown> {
  const base = defaultCampaign('add_to_unlock') as unknown as {
    settings: { add_to_unlock: { goals: Array<Record<string, unknown>> } };
  } & Record<string, unknown>;
  const g = base.settings.add_to_unlock.goals[0];
  const goals = [{ ...g, goal, reward_type: 'discount', discount: { ...(g.discount as object), type: 'percentage', reward: percent } }];
  const { active: _active, ...rest } = base;
  return { ...rest, name, settings: { ...base.settings, add_to_unlock: { ...base.settings.add_to_unlock, goals } } };
}

const createCampaign = async (shop: string, input: Record<string, unknown>): Promise<string> =>
  (await ok<{ createCampaign: { id: string } }>(ctx, shop, Q.create, { input })).createCampaign.id;

/** A visitor id (22 URL-safe characters) that assignArm puts in `arm` of experiment `id` (and of `alsoId`) at 50 %. */
function visitorIn(id: string, arm: Arm, alsoId = id): string {
  for (let n = 0; ; n++) {
    const visitorId = `visitor-${n}`.padEnd(22, 'v');
    if (assignArm(id, visitorId, 50) === arm && assignArm(alsoId, visitorId, 50) === arm) return visitorId;
  }
}

/** Two classic tees: $50.00, which reaches both the live goal ($50, 10 % off) and the draft's ($40, 20 % off). */
const items = () => [{ ...tee, quantity: 2 }];
const LIVE_DISCOUNT = 500;
const DRAFT_DISCOUNT = 1000;

const checkout = (extra: Record<string, unknown> = {}, shop = SHOP_A) =>
  request(ctx.app)
    .post('/public/checkout')
    .query({ shop })
    .set('X-Forwarded-For', `10.2.0.${++ip}`)
    .send({ items: items(), ...extra });
const lastDraft = () => ctx.store!.state.draftOrders.at(-1)!;
const attributesOf = (list: Array<{ key: string; value: string }>) => Object.fromEntries(list.map((a) => [a.key, a.value]));
const claim = (arm: Arm, visitorId: string, id = experimentId) => ({ experiment: { id, arm, visitorId } });

/** What a draft order is, apart from what differs on every checkout (ids, token, time, esid). */
function draftShape() {
  const { id: _id, name: _name, token: _token, createdAt: _createdAt, customAttributes, lines, ...rest } = lastDraft();
  return {
    ...rest,
    lines: lines.map(({ id: _lineId, ...line }) => line),
    customAttributes: customAttributes.map((a) => (a.key === '__cartlift_esid' ? { ...a, value: 'esid' } : a)),
  };
}

/** Shop B installs on the dev store (authorization code grant at its own /shops/{shop}), as Shopify would issue it. */
async function installShopB(): Promise<void> {
  const client = { client_id: ctx.config.shopifyApiKey, client_secret: ctx.config.shopifyApiSecret };
  const auth = await request(ctx.store!.app)
    .get(`/shops/${SHOP_B}/admin/oauth/authorize`)
    .query({ ...client, scope: ctx.config.scopes, redirect_uri: 'http://gateway.test/auth/shopify/callback', state: 's' })
    .expect(302);
  const code = new URL(auth.headers.location as string).searchParams.get('code');
  const token = await request(ctx.store!.app)
    .post(`/shops/${SHOP_B}/admin/oauth/access_token`)
    .send({ client_id: client.client_id, client_secret: client.client_secret, code })
    .expect(200);
  await ctx.db.models.Shop.update({ access_token: token.body.access_token as string }, { where: { id: SHOP_B } });
}

/** Before any experiment: the answer and draft order of a body without a claim, to compare with later ones. */
let before: { answer: Record<string, unknown>; draft: ReturnType<typeof draftShape> };

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true, extraShops: [SHOP_B] });
  const p = ctx.store!.state.catalog.productByHandle('classic-tee')!;
  tee = { product_id: p.id, variant_id: p.variants[0].id };
  await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { draft_checkout: true } });
  await ok(ctx, SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { cod_settings: { is_active: true, order_mode: 'payment_pending' } } });
  await createCampaign(SHOP_A, spendGoal('Live goal', 50, 10));
  const draftOnly = await createCampaign(SHOP_A, spendGoal('Draft goal', 40, 20));
  await ok(ctx, SHOP_A, Q.update, { id: draftOnly, input: { active: false } });
  draftId = (await ok<{ createCartDraft: { id: string } }>(ctx, SHOP_A, D.create, { input: { name: 'Lower goal' } })).createCartDraft.id;
  await ok(ctx, SHOP_A, D.update, { id: draftId, input: { campaignIds: [draftOnly] } });

  const res = await checkout();
  expect(res.status).toBe(200);
  const { esid: _esid, invoice_url: _url, ...answer } = res.body;
  before = { answer, draft: draftShape() };
  expect(before.answer.summary).toMatchObject({ discount: LIVE_DISCOUNT });

  experimentId = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(draftId) })).createExperiment.id;
  await ok(ctx, SHOP_A, X.start, { id: experimentId });
});
afterAll(() => ctx.close());

describe('a draft-order checkout while an experiment runs', () => {
  it("gives a variant visitor the draft's spend goal and puts the arm and visitor on the draft order", async () => {
    const visitorId = visitorIn(experimentId, 'variant');
    const res = await checkout(claim('variant', visitorId));
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ original: 5000, discount: DRAFT_DISCOUNT, total: 5000 - DRAFT_DISCOUNT });
    expect(lastDraft().total).toBe(5000 - DRAFT_DISCOUNT);
    const attributes = attributesOf(lastDraft().customAttributes);
    expect(attributes).toMatchObject({ __cartlift_arm: `${experimentId}:variant`, __cartlift_vid: visitorId, __cartlift_esid: res.body.esid });
    expect(Object.keys(attributes).sort()).toEqual(['__cartlift', '__cartlift_arm', '__cartlift_esid', '__cartlift_vid']);
    // The answer carries them too: the store checkout path writes them to the cart with the attribution attribute.
    expect(res.body.attributes).toMatchObject({ __cartlift_arm: `${experimentId}:variant`, __cartlift_vid: visitorId });
  });

  it('gives a control visitor the live cart, with its arm on the draft order', async () => {
    const visitorId = visitorIn(experimentId, 'control');
    const res = await checkout(claim('control', visitorId));
    expect(res.body.summary).toMatchObject({ discount: LIVE_DISCOUNT });
    expect(attributesOf(lastDraft().customAttributes)).toMatchObject({ __cartlift_arm: `${experimentId}:control`, __cartlift_vid: visitorId });
  });

  it('answers a body without a claim exactly as before the experiment started (the same draft order)', async () => {
    const res = await checkout();
    const { esid: _esid, invoice_url: _url, ...answer } = res.body;
    expect(answer).toEqual(before.answer);
    expect(draftShape()).toEqual(before.draft);
  });

  it.each([
    ['the other arm than the visitor hashes to', () => claim('variant', visitorIn(experimentId, 'control'))],
    // A visitor in the variant of both, so only the id tells them apart.
    ['an experiment id that is not the shop’s', () => claim('variant', visitorIn('x_unknown', 'variant', experimentId), 'x_unknown')],
  ])('prices a forged claim (%s) as the live cart, with no arm on the order', async (_what, forged) => {
    const res = await checkout(forged());
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ discount: LIVE_DISCOUNT });
    expect(res.body.attributes).toEqual(before.answer.attributes);
    expect(draftShape()).toEqual(before.draft);
  });

  it('reads the running experiment once for a claim, and not at all without one', async () => {
    const reads = spyDriverReads();
    const experimentReads = () => reads.count(/FROM experiments/);
    await checkout(claim('variant', visitorIn(experimentId, 'variant')));
    expect(experimentReads()).toBe(1);
    await checkout();
    expect(experimentReads()).toBe(1);
  });

  it('refuses a claim that is not one (400): the shape is checked at the boundary', async () => {
    const visitorId = visitorIn(experimentId, 'variant');
    for (const experiment of [
      { id: experimentId, arm: 'both', visitorId },
      { id: experimentId, arm: 'variant', visitorId: 'short' },
      { id: 'x:1', arm: 'variant', visitorId },
      { id: experimentId, arm: 'variant', visitorId, extra: 1 },
    ]) {
      const res = await checkout({ experiment });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('experiment');
    }
  });

  it("follows the variant draft's own draft_checkout: off there, the variant visitor goes to the store's checkout", async () => {
    const visitorId = visitorIn(experimentId, 'variant');
    // Written under the running experiment's lock (the admin would need a stop and a new experiment): only the setting
    // read at checkout matters here.
    await ctx.db.models.CartDraft.update(
      { settings: { ...(await ctx.db.models.CartDraft.findByPk(draftId))!.settings, draft_checkout: false } },
      { where: { id: draftId } },
    );
    try {
      const drafts = ctx.store!.state.draftOrders.length;
      const res = await checkout(claim('variant', visitorId));
      expect(res.status).toBe(200);
      expect(res.body.invoice_url).toBeUndefined();
      expect(res.body.summary).toMatchObject({ original: 5000, discount: DRAFT_DISCOUNT });
      // The store checkout path writes these to the cart, where the Discount Function reads the arm.
      expect(res.body.attributes).toMatchObject({ __cartlift_arm: `${experimentId}:variant`, __cartlift_vid: visitorId });
      expect(ctx.store!.state.draftOrders.length).toBe(drafts);
    } finally {
      await ctx.db.models.CartDraft.update(
        { settings: { ...(await ctx.db.models.CartDraft.findByPk(draftId))!.settings, draft_checkout: true } },
        { where: { id: draftId } },
      );
    }
  });
});

describe("the store's checkout while an experiment runs (the live cart's draft_checkout off)", () => {
  let stored: ShopSettings | null;
  // Written past the running experiment's lock, like the draft's draft_checkout above; the public shop is cached with
  // the lookups, so the cache is dropped as a save would drop it.
  const writeLiveSettings = async (settings: ShopSettings | null) => {
    await ctx.db.models.Shop.update({ settings }, { where: { id: SHOP_A } });
    ctx.app.locals.deps.lookupCache.invalidate(SHOP_A);
  };
  beforeAll(async () => {
    stored = (await ctx.db.models.Shop.findByPk(SHOP_A))!.settings;
    await writeLiveSettings({ ...upgradeShopSettings(stored), draft_checkout: false });
  });
  afterAll(() => writeLiveSettings(stored));

  it('answers the live cart with its arm to control, and the live cart with no arm to no claim and to a forged one', async () => {
    const drafts = ctx.store!.state.draftOrders.length;
    const none = await checkout();
    expect(none.status).toBe(200);
    expect(none.body.invoice_url).toBeUndefined();
    expect(none.body.summary).toMatchObject({ original: 5000, discount: LIVE_DISCOUNT });
    expect(Object.keys(none.body.attributes)).toEqual(['__cartlift']);

    const control = visitorIn(experimentId, 'control');
    const asControl = await checkout(claim('control', control));
    expect(asControl.status).toBe(200);
    expect(asControl.body.summary).toMatchObject({ discount: LIVE_DISCOUNT });
    expect(asControl.body.attributes).toMatchObject({ __cartlift_arm: `${experimentId}:control`, __cartlift_vid: control });

    for (const forged of [claim('variant', control), claim('variant', visitorIn(experimentId, 'variant'), 'x_other')]) {
      const res = await checkout(forged);
      expect(res.status).toBe(200);
      expect(res.body.summary).toMatchObject({ discount: LIVE_DISCOUNT });
      expect(Object.keys(res.body.attributes)).toEqual(['__cartlift']);
    }
    expect(ctx.store!.state.draftOrders.length).toBe(drafts);
  });
});

describe('a COD order while an experiment runs', () => {
  const cod = (extra: Record<string, unknown>) =>
    request(ctx.app)
      .post('/public/cod-orders')
      .query({ shop: SHOP_A })
      .set('X-Forwarded-For', `10.3.0.${++ip}`)
      .send({
        client_key: `experiment-key-${String(ip).padStart(8, '0')}`,
        items: items(),
        answers: ['Ana Silva', 'ana@example.com', '555 0101', '1 Main St', ''],
        ...extra,
      });
  const lastOrder = () => ctx.store!.state.orders.at(-1)!;
  const noteAttributes = () => Object.fromEntries(lastOrder().noteAttributes.map((a) => [a.name, a.value]));

  it("gives a variant visitor the draft's reward and the order the arm and visitor", async () => {
    const visitorId = visitorIn(experimentId, 'variant');
    expect((await cod(claim('variant', visitorId))).status).toBe(201);
    expect(lastOrder().total).toBe(5000 - DRAFT_DISCOUNT);
    expect(noteAttributes()).toMatchObject({ __cartlift_arm: `${experimentId}:variant`, __cartlift_vid: visitorId });
  });

  it('prices a forged arm as the live cart, with no arm on the order', async () => {
    expect((await cod(claim('variant', visitorIn(experimentId, 'control')))).status).toBe(201);
    expect(lastOrder().total).toBe(5000 - LIVE_DISCOUNT);
    expect(Object.keys(noteAttributes())).not.toContain('__cartlift_arm');
    expect(Object.keys(noteAttributes())).not.toContain('__cartlift_vid');
  });
});

describe("another shop's checkout", () => {
  beforeAll(async () => {
    await installShopB();
    await ok(ctx, SHOP_B, Q.updateShopSettings, { id: SHOP_B, input: { draft_checkout: true } });
    await createCampaign(SHOP_B, spendGoal("B's goal", 30, 5));
  });

  it("prices shop A's experiment and variant visitor on shop B as B's live cart", async () => {
    const res = await checkout(claim('variant', visitorIn(experimentId, 'variant')), SHOP_B);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ discount: 250 });
    const attributes = attributesOf(lastDraft().customAttributes);
    expect(Object.keys(attributes).sort()).toEqual(['__cartlift', '__cartlift_esid']);
  });
});

describe('after the experiment', () => {
  it('prices a claim of a stopped experiment as the live cart', async () => {
    await ok(ctx, SHOP_A, X.stop, { id: experimentId });
    const res = await checkout(claim('variant', visitorIn(experimentId, 'variant')));
    expect(res.body.summary).toMatchObject({ discount: LIVE_DISCOUNT });
    expect(draftShape()).toEqual(before.draft);
  });

  it("gives the theme's own cart arm no Cartlift reward, refusing nothing", async () => {
    const theme = (await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, { input: experimentInput(null, 'No cart') })).createExperiment.id;
    await ok(ctx, SHOP_A, X.start, { id: theme });
    try {
      const visitorId = visitorIn(theme, 'variant');
      const res = await checkout(claim('variant', visitorId, theme));
      expect(res.status).toBe(200);
      expect(res.body.summary).toMatchObject({ original: 5000, discount: 0, total: 5000 });
      expect(lastDraft().total).toBe(5000);
      expect(attributesOf(lastDraft().customAttributes)).toMatchObject({ __cartlift_arm: `${theme}:variant`, __cartlift_vid: visitorId });
      expect((await checkout(claim('control', visitorIn(theme, 'control'), theme))).body.summary).toMatchObject({ discount: LIVE_DISCOUNT });
    } finally {
      await ok(ctx, SHOP_A, X.stop, { id: theme });
    }
  });
});
