import request from 'supertest';
import { assignArm, defaultCampaign, type Arm } from '@cartlift/domain';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { D, experimentInput, ok, X } from '../helpers/experiments';
import { Q } from '../helpers/fixtures';

// /public/checkout with the shopper's experiment arm (public/checkoutArm.ts): the server recomputes the rewards of
// that arm's cart, as the Discount Function gives them at Shopify's checkout, and hands back the arm attributes so a
// draft order carries them to orders/create. A claim the running experiment does not confirm gets the live cart's.

let ctx: TestContext;
let tee: { productId: number; variantId: number };
let experimentId: string;

/** An Add To Unlock campaign: `percent` % off from $`goal`, under its own discount title. */
const goalCampaign = (name: string, goal: number, percent: number) => {
  const base = defaultCampaign('add_to_unlock') as unknown as {
    settings: { add_to_unlock: { goals: Array<Record<string, unknown>> } };
  } & Record<string, unknown>;
  const g = base.settings.add_to_unlock.goals[0];
  const { active: _active, ...rest } = base;
  return {
    ...rest,
    name,
    settings: {
      ...base.settings,
      applied_discount_title: name,
      add_to_unlock: {
        ...base.settings.add_to_unlock,
        goals: [
          {
            ...g,
            goal,
            reward_type: 'discount',
            discount: { ...(g.discount as object), type: 'percentage', reward: percent },
          },
        ],
      },
    },
  };
};

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  const p = ctx.store!.state.catalog.productByHandle('classic-tee')!;
  tee = { productId: p.id, variantId: p.variants[0].id };
  const live = await ok<{ createCampaign: { id: string } }>(ctx, SHOP_A, Q.create, {
    input: goalCampaign('Live goals', 50, 10),
  });
  const draftOnly = await ok<{ createCampaign: { id: string } }>(ctx, SHOP_A, Q.create, {
    input: goalCampaign('Draft goals', 30, 20),
  });
  // Off in the live cart (created first, so the live cart's first Add To Unlock campaign stays "Live goals").
  await ctx.db.models.Campaign.update({ active: false }, { where: { id: draftOnly.createCampaign.id } });
  expect(live.createCampaign.id).toBeTruthy();
  const draft = await ok<{ createCartDraft: { id: string } }>(ctx, SHOP_A, D.create, {
    input: { name: 'Bigger deal' },
  });
  await ok(ctx, SHOP_A, D.update, {
    id: draft.createCartDraft.id,
    input: { campaignIds: [draftOnly.createCampaign.id] },
  });
  experimentId = (
    await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, {
      input: experimentInput(draft.createCartDraft.id),
    })
  ).createExperiment.id;
  await ok(ctx, SHOP_A, X.start, { id: experimentId });
});
afterAll(() => ctx.close());

/** A visitor id assignArm puts in `arm` of the running experiment. */
function visitorIn(arm: Arm): string {
  for (let n = 0; ; n++) {
    const v = `checkoutvisitor${n}`.padEnd(22, 'c');
    if (assignArm(experimentId, v, 50) === arm) return v;
  }
}

/** Three tees ($75) checked out with an optional experiment claim. */
const checkout = (experiment?: { id: string; arm: Arm; visitorId: string }) =>
  request(ctx.app)
    .post('/public/checkout')
    .query({ shop: SHOP_A })
    .send({
      items: [{ variant_id: tee.variantId, product_id: tee.productId, quantity: 3 }],
      ...(experiment ? { experiment } : {}),
    });

describe("/public/checkout gives the shopper's arm its own rewards", () => {
  it("the variant's draft campaigns to a confirmed variant visitor, the live cart's to everyone else", async () => {
    const variant = visitorIn('variant');
    const control = visitorIn('control');
    const live = await checkout();
    expect(live.status).toBe(200);
    // $75: the live 10 % from $50
    expect(live.body.summary).toMatchObject({ original: 7500, discount: 750 });
    expect(Object.keys(live.body.attributes)).toEqual(['__cartlift']);

    const mine = await checkout({ id: experimentId, arm: 'variant', visitorId: variant });
    expect(mine.status).toBe(200);
    // the draft's 20 % from $30
    expect(mine.body.summary).toMatchObject({ original: 7500, discount: 1500 });
    expect(mine.body.attributes).toMatchObject({
      __cartlift_arm: `${experimentId}:variant`,
      __cartlift_vid: variant,
    });

    const asControl = await checkout({ id: experimentId, arm: 'control', visitorId: control });
    expect(asControl.body.summary).toMatchObject({ discount: 750 });
    expect(asControl.body.attributes).toMatchObject({ __cartlift_arm: `${experimentId}:control` });

    // A control visitor claiming the variant, or another experiment: the live cart's rewards, no arm attributes.
    for (const forged of [
      { id: experimentId, arm: 'variant' as const, visitorId: control },
      { id: 'x_other', arm: 'variant' as const, visitorId: variant },
    ]) {
      const res = await checkout(forged);
      expect(res.body.summary).toMatchObject({ discount: 750 });
      expect(Object.keys(res.body.attributes)).toEqual(['__cartlift']);
    }
    expect((await checkout({ id: experimentId, arm: 'variant', visitorId: 'bad' })).status).toBe(400);
  });
});
