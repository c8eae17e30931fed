import { verdict } from '@cartlift/domain';
import type { ExperimentDailyAttributes } from '../../src/db/models/experimentDaily.model';
import type { ExperimentAttributes } from '../../src/db/models/experiment.model';
import type { GraphqlContext } from '../../src/graphql/context';
import { experimentResultsResolvers } from '../../src/graphql/modules/experimentResults/resolvers';
import { experimentResults, RESULTS_SQL } from '../../src/services/experimentResults';
import { assignArm, encodeArm } from '@cartlift/domain';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { D, experimentInput, ok, X } from '../helpers/experiments';

// services/experimentResults and Experiment.results over seeded experiment_daily rows (docs/experiments.md
// "ExperimentResults"): per-arm figures, the daily series, the domain's verdict and the horizon.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 20_418; // 2025-11-26 (days since 1970-01-01 of the shop's calendar)
const zero = {
  cart_views: 0,
  impressions: 0,
  orders: 0,
  converting_visitors: 0,
  revenue_cents: 0,
  revenue_sq_cents: 0,
  added_revenue_cents: 0,
};

async function seeded(
  id: string,
  over: Partial<ExperimentAttributes>,
  rows: Array<Partial<ExperimentDailyAttributes>>,
) {
  const row = await ctx.db.models.Experiment.create({
    id,
    shop_id: SHOP_A,
    name: id,
    variant_kind: 'theme',
    draft_id: null,
    split_percent: 50,
    goal: 'conversion_rate',
    planned_visitors: 4000,
    status: 'stopped',
    started_at: new Date(),
    ...over,
  });
  await ctx.db.models.ExperimentDaily.bulkCreate(
    rows.map((r) => ({ ...zero, visitors: 0, arm: 'control' as const, day: DAY, ...r, experiment_id: id })),
  );
  return row;
}

describe('experiment results', () => {
  it('sums the daily rows into each arm, the series by day and the verdict at the horizon', async () => {
    const row = await seeded('x_r1', {}, [
      // control: 2,000 visitors, 200 converting (10 %), 230 orders, $9,200.00; variant: 2,000, 300 (15 %), 330, $13,860.00
      {
        arm: 'control',
        day: DAY,
        visitors: 1200,
        cart_views: 900,
        impressions: 1500,
        orders: 130,
        converting_visitors: 110,
        revenue_cents: 520_000,
        revenue_sq_cents: 3.1e9,
        added_revenue_cents: 40_000,
      },
      {
        arm: 'control',
        day: DAY + 1,
        visitors: 800,
        cart_views: 600,
        impressions: 700,
        orders: 100,
        converting_visitors: 90,
        revenue_cents: 400_000,
        revenue_sq_cents: 2.4e9,
        added_revenue_cents: 30_000,
      },
      {
        arm: 'variant',
        day: DAY,
        visitors: 1000,
        cart_views: 800,
        impressions: 1000,
        orders: 160,
        converting_visitors: 150,
        revenue_cents: 672_000,
        revenue_sq_cents: 4.0e9,
        added_revenue_cents: 90_000,
      },
      {
        arm: 'variant',
        day: DAY + 1,
        visitors: 1000,
        cart_views: 850,
        impressions: 1100,
        orders: 170,
        converting_visitors: 150,
        revenue_cents: 714_000,
        revenue_sq_cents: 4.2e9,
        added_revenue_cents: 95_000,
      },
    ]);
    // another experiment's rows are never read
    await seeded('x_r1_other', {}, [
      { arm: 'variant', day: DAY, visitors: 999, orders: 999, converting_visitors: 999 },
    ]);
    const results = await experimentResults(ctx.db, row);
    expect(results.control).toEqual({
      arm: 'control',
      visitors: 2000,
      cartViews: 1500,
      impressions: 2200,
      orders: 230,
      convertingVisitors: 200,
      conversionRate: 0.1,
      revenueCents: 920_000,
      revenuePerVisitorCents: 460,
      aovCents: 4000,
      addedRevenueCents: 70_000,
    });
    expect(results.variant).toMatchObject({
      visitors: 2000,
      convertingVisitors: 300,
      conversionRate: 0.15,
      orders: 330,
      aovCents: 4200,
    });
    expect(results.daily).toEqual([
      { day: '2025-11-26', arm: 'control', visitors: 1200, orders: 130, revenueCents: 520_000 },
      { day: '2025-11-26', arm: 'variant', visitors: 1000, orders: 160, revenueCents: 672_000 },
      { day: '2025-11-27', arm: 'control', visitors: 800, orders: 100, revenueCents: 400_000 },
      { day: '2025-11-27', arm: 'variant', visitors: 1000, orders: 170, revenueCents: 714_000 },
    ]);
    expect(results.plannedPerArm).toEqual({ control: 2000, variant: 2000 });
    expect(results.horizonReached).toBe(true);
    // 10 % against 15 % on 2,000 a side: p about 1e-6, the variant ahead
    expect(results.verdict).toMatchObject({
      kind: 'variant_ahead',
      text: 'Variant ahead, over 99 % likely',
      soFar: null,
      splitWarning: null,
    });
    expect(results.verdict.test.pValue).toBeLessThan(1e-5);
    const expected = verdict({
      goal: 'conversion_rate',
      plannedVisitors: 4000,
      splitPercent: 50,
      control: { visitors: 2000, conversions: 200, revenue: 920_000, revenueSquares: 5.5e9 },
      variant: { visitors: 2000, conversions: 300, revenue: 1_386_000, revenueSquares: 8.2e9 },
    });
    // The domain's verdict, with its probability and p-value also under the names the screen reads.
    expect(results.verdict).toEqual({ ...expected, probability: expected.probabilityVariantBetter, pValue: expected.test.pValue });
  });

  it('before the horizon: "Not enough data yet", the revenue goal read from Σr and Σr²; an empty experiment reads zeros', async () => {
    const row = await seeded('x_r2', { goal: 'revenue_per_visitor', split_percent: 20, planned_visitors: 10_000 }, [
      {
        arm: 'control',
        visitors: 4000,
        orders: 400,
        converting_visitors: 380,
        revenue_cents: 2_000_000,
        revenue_sq_cents: 1.5e10,
      },
      {
        arm: 'variant',
        visitors: 900,
        orders: 100,
        converting_visitors: 95,
        revenue_cents: 550_000,
        revenue_sq_cents: 4.4e9,
      },
    ]);
    const results = await experimentResults(ctx.db, row);
    expect(results.plannedPerArm).toEqual({ control: 8000, variant: 2000 });
    expect(results.horizonReached).toBe(false);
    expect(results.verdict).toMatchObject({ kind: 'not_enough_data', text: 'Not enough data yet' });
    expect(results.verdict.soFar).toMatch(/^So far: /);
    expect(results.variant.revenuePerVisitorCents).toBeCloseTo(611.11, 2);
    const empty = await experimentResults(ctx.db, await seeded('x_r3', {}, []));
    expect(empty.control).toMatchObject({ visitors: 0, conversionRate: 0, revenuePerVisitorCents: 0, aovCents: 0 });
    expect(empty.daily).toEqual([]);
  });

  it("reads only the experiment's daily rows, through their primary key (never the events)", async () => {
    const sql = RESULTS_SQL;
    if (ctx.dialect === 'sqlite') {
      const plan = await ctx.db.sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
        replacements: ['x_r1'],
        type: QueryTypes.SELECT,
      });
      expect(plan.map((p) => p.detail).join(' | ')).toMatch(
        /^SEARCH experiment_daily USING INDEX sqlite_autoindex_experiment_daily_1 \(experiment_id=\?\)/,
      );
    } else {
      const plan = await ctx.db.sequelize.query<{ key: string | null; type: string }>(`EXPLAIN ${sql}`, {
        replacements: ['x_r1'],
        type: QueryTypes.SELECT,
      });
      expect(plan).toEqual([expect.objectContaining({ key: 'PRIMARY', type: 'ref' })]);
    }
  });

  it("Experiment.results answers only for the session's shop", async () => {
    const gqlCtx = async (shop: string): Promise<GraphqlContext> => ({
      deps: ctx.app.locals.deps,
      session: { shop, userId: `user-${shop}`, sessionId: 's', shopRow: (await ctx.db.models.Shop.findByPk(shop))! },
    });
    const resolve = experimentResultsResolvers.Experiment.results;
    const mine = await resolve({ id: 'x_r1' }, {}, await gqlCtx(SHOP_A));
    expect(mine.control.visitors).toBe(2000);
    expect(mine.verdict).toMatchObject({ kind: 'variant_ahead', probability: mine.verdict.probabilityVariantBetter });
    expect(mine.verdict.pValue).toBe(mine.verdict.test.pValue);
    await expect(resolve({ id: 'x_r1' }, {}, await gqlCtx(SHOP_B))).rejects.toThrow(/not found/i);
    await expect(resolve({}, {}, await gqlCtx(SHOP_A))).rejects.toThrow(/not found/i);
  });
});

describe('Experiment.results through the admin GraphQL', () => {
  const RESULTS = `query($id: ID!) { experiment(id: $id) { id status results {
    control { arm visitors cartViews impressions orders convertingVisitors conversionRate revenueCents revenuePerVisitorCents aovCents addedRevenueCents }
    variant { arm visitors orders revenueCents }
    daily { day arm visitors orders revenueCents }
    verdict horizonReached plannedPerArm } } }`;

  it("reads what the storefront and orders/create measured for the shop's running experiment, and only for its shop", async () => {
    const draft = await ok<{ createCartDraft: { id: string } }>(ctx, SHOP_A, D.create, { input: { name: 'Blue' } });
    const { createExperiment } = await ok<{ createExperiment: { id: string } }>(ctx, SHOP_A, X.create, {
      input: experimentInput(draft.createCartDraft.id),
    });
    const id = createExperiment.id;
    await ok(ctx, SHOP_A, X.start, { id });
    // The id is random: the first of these visitor ids assignArm puts on the control.
    let n = 0;
    while (assignArm(id, `resultsvisitor${n}`.padEnd(22, 'z'), 50) !== 'control') n += 1;
    const control = `resultsvisitor${n}`.padEnd(22, 'z');
    await request(ctx.app)
      .post('/public/track')
      .query({ shop: SHOP_A })
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')
      .send({ type: 'view_cart', campaigns: [], experiment: { id, arm: 'control', visitorId: control } })
      .expect(202);
    await ctx.webhook('orders/create', SHOP_A, {
      id: 880001,
      total_price: '42.50',
      created_at: new Date().toISOString(),
      note_attributes: [
        { name: '__cartlift_arm', value: encodeArm(id, 'control') },
        { name: '__cartlift_vid', value: control },
      ],
      line_items: [],
    });
    const { experiment } = await ok<{ experiment: { results: Record<string, unknown> } }>(ctx, SHOP_A, RESULTS, { id });
    expect(experiment.results).toMatchObject({
      control: {
        arm: 'control',
        visitors: 1,
        cartViews: 1,
        impressions: 1,
        orders: 1,
        convertingVisitors: 1,
        conversionRate: 1,
        revenueCents: 4250,
        revenuePerVisitorCents: 4250,
        aovCents: 4250,
        addedRevenueCents: 0,
      },
      variant: { arm: 'variant', visitors: 0, orders: 0, revenueCents: 0 },
      daily: [{ arm: 'control', visitors: 1, orders: 1, revenueCents: 4250 }],
      verdict: { kind: 'not_enough_data', text: 'Not enough data yet' },
      horizonReached: false,
      plannedPerArm: { control: 1000, variant: 1000 },
    });
    // Shop B cannot read A's experiment, nor therefore its results.
    const other = await ctx.gql(SHOP_B, RESULTS, { id });
    expect(other.body.data?.experiment ?? null).toBeNull();
    expect(JSON.stringify(other.body)).not.toContain('4250');
    await ok(ctx, SHOP_A, X.stop, { id });
  });
});
