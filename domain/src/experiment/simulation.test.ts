/**
 * The first "Done when": seeded visitors through assignment, and the method's power and false-positive rate
 * over simulated experiments. Everything is seeded (mulberry32), so every run sees the same numbers; the bounds are
 * statistical ones (below), chosen so that a correct method fails them for about one seed in 500, while a wrong
 * statistic (a halved p-value, peeking, a horizon sized without the power term) lands far outside them.
 *
 * Bounds. Over N independent simulated experiments the number of winners called is Binomial(N, π), π the method's
 * true rate. We accept the observed rate within 3.09 standard errors of the stated rate (a one-in-a-thousand miss per
 * side for a correct method): power 0.8 over 1,000 experiments → 0.761 to 0.839 (the upper bound catches a
 * horizon larger than needed, or a test that calls too easily); alpha 0.05 → at most 0.0713 (and at least 0.0287, so a
 * test that never calls anything cannot pass either). The sample-size formulas are normal approximations, so a
 * method's true power may sit a point off 0.8; the bounds leave room for that.
 */
import { ensureVisitorId, assignArm, decodeArm, encodeArm, type Arm } from './assignment';
import { conversionTest, EXPERIMENT_ALPHA, EXPERIMENT_POWER, plannedPerArm, sampleSizePerArm } from './statistics';
import { type ArmTotals, verdict } from './verdict';
import { mulberry32 } from '../testing/seeded';

// Math's functions read once: each global lookup is slow inside jest's vm context, and the loops below run millions.
const { log, round } = Math;

const bytesFrom = (random: () => number) => (bytes: Uint8Array) => bytes.map(() => Math.floor(random() * 256));

const Z = 3.09;
const bounds = (rate: number, n: number) => {
  const se = Math.sqrt((rate * (1 - rate)) / n);
  return { low: rate - Z * se, high: rate + Z * se };
};

describe('20,000 seeded visitors through assignment, 30 % to the variant', () => {
  const random = mulberry32(2026);
  const experimentId = 'exp30';
  const storage = new Map<number, string>();
  const arms = new Map<number, Set<Arm>>();
  let visits = 0;
  for (let visitor = 0; visitor < 20000; visitor++) {
    const visitCount = 1 + Math.floor(random() * 5);
    for (let v = 0; v < visitCount; v++) {
      // The loader: keep the first-party id (made on the first visit), assign, put the arm on the cart; checkout and
      // orders/create read the attribute back.
      const id = ensureVisitorId(storage.get(visitor), bytesFrom(random));
      storage.set(visitor, id);
      const attribute = encodeArm(experimentId, assignArm(experimentId, id, 30));
      const decoded = decodeArm(attribute);
      if (!decoded) throw new Error(`undecodable ${attribute}`);
      if (!arms.has(visitor)) arms.set(visitor, new Set());
      arms.get(visitor)?.add(decoded.arm);
      visits++;
    }
  }
  const variantShare = [...arms.values()].filter((s) => s.has('variant')).length / arms.size;

  it('gives every visitor exactly one arm on all their visits', () => {
    expect(visits).toBeGreaterThan(50000);
    expect(new Set(storage.values()).size).toBe(20000);
    expect([...arms.values()].every((s) => s.size === 1)).toBe(true);
  });

  it('puts each arm within ±1.5 points of its share', () => {
    console.log(
      `assignment: ${visits} visits of 20,000 visitors; variant ${(variantShare * 100).toFixed(2)} %, control ${((1 - variantShare) * 100).toFixed(2)} %`,
    );
    expect(Math.abs(variantShare - 0.3)).toBeLessThanOrEqual(0.015);
    expect(Math.abs(1 - variantShare - 0.7)).toBeLessThanOrEqual(0.015);
  });
});

/** One simulated shop's experiment: visitors arrive and are assigned by the real hash until the horizon is reached. */
interface Scenario {
  /** Conversion rates of the two arms. */
  rates: Record<Arm, number>;
  /** Multiplies the variant's order values (1 = none). */
  orderLift: number;
  /** The horizon and split. */
  plannedVisitors: number;
  splitPercent: number;
}

const ORDER_MEAN = 6000;

interface Run {
  control: ArmTotals;
  variant: ArmTotals;
  /** Whether any of ten evenly spaced looks before the horizon had p < alpha (the peeking trap). */
  peekedWinner: boolean;
}

function runExperiment(id: string, s: Scenario, random: () => number): Run {
  const totals: Record<Arm, ArmTotals> = {
    control: { visitors: 0, conversions: 0, revenue: 0, revenueSquares: 0 },
    variant: { visitors: 0, conversions: 0, revenue: 0, revenueSquares: 0 },
  };
  const plan = plannedPerArm(s.plannedVisitors, s.splitPercent);
  const look = Math.ceil(s.plannedVisitors / 10);
  let peekedWinner = false;
  for (let i = 1; totals.control.visitors < plan.control || totals.variant.visitors < plan.variant; i++) {
    const arm = assignArm(id, `v${i}`, s.splitPercent);
    const t = totals[arm];
    t.visitors++;
    if (random() < s.rates[arm]) {
      const value = round(-log(1 - random()) * ORDER_MEAN * (arm === 'variant' ? s.orderLift : 1));
      t.conversions++;
      t.revenue += value;
      t.revenueSquares += value * value;
    }
    if (i % look === 0 && !peekedWinner)
      peekedWinner = conversionTest(totals.control, totals.variant).pValue < EXPERIMENT_ALPHA;
  }
  return { ...totals, peekedWinner };
}

const BASELINE = 0.2;
const EFFECT = 0.3;
const SPLIT = 30;
const conversionPlan = sampleSizePerArm({
  metric: 'conversion_rate',
  baselineRate: BASELINE,
  minimumDetectableEffect: EFFECT,
  splitPercent: SPLIT,
});

describe('with no true difference: false positives over 1,000 simulated experiments', () => {
  const random = mulberry32(7);
  const N = 1000;
  const runs = Array.from({ length: N }, (_, j) =>
    runExperiment(
      `null-${j}`,
      {
        rates: { control: BASELINE, variant: BASELINE },
        orderLift: 1,
        plannedVisitors: conversionPlan.total,
        splitPercent: SPLIT,
      },
      random,
    ),
  );
  const rate = (called: (r: Run) => boolean) => runs.filter(called).length / N;
  const calls = (goal: 'conversion_rate' | 'revenue_per_visitor') => (r: Run) =>
    verdict({
      goal,
      plannedVisitors: conversionPlan.total,
      splitPercent: SPLIT,
      control: r.control,
      variant: r.variant,
    }).kind !== 'no_clear_difference';
  const { low, high } = bounds(EXPERIMENT_ALPHA, N);
  const conversion = rate(calls('conversion_rate'));
  const revenue = rate(calls('revenue_per_visitor'));
  const halvedP = rate((r) => conversionTest(r.control, r.variant).pValue / 2 < EXPERIMENT_ALPHA);
  const peeking = rate((r) => r.peekedWinner);

  it(`calls a winner in at most alpha + 3.09 SE (${high.toFixed(4)}) and at least ${low.toFixed(4)}, on both goals`, () => {
    console.log(
      `no difference, ${N} experiments of ${conversionPlan.total} planned visitors: winners called ${(conversion * 100).toFixed(1)} % (conversion), ${(revenue * 100).toFixed(1)} % (revenue); one-sided p read as two-sided ${(halvedP * 100).toFixed(1)} %; a winner at any of 10 looks ${(peeking * 100).toFixed(1)} %`,
    );
    expect(conversion).toBeLessThanOrEqual(high);
    expect(conversion).toBeGreaterThanOrEqual(low);
    expect(revenue).toBeLessThanOrEqual(high);
    expect(revenue).toBeGreaterThanOrEqual(low);
  });

  it('fails the bound with a wrong statistic: a one-sided p-value read as two-sided', () => {
    expect(halvedP).toBeGreaterThan(high);
  });

  it('fails the bound when peeking: calling a winner at any of ten looks inflates false positives far above alpha', () => {
    expect(peeking).toBeGreaterThan(high);
    expect(peeking).toBeGreaterThan(2 * EXPERIMENT_ALPHA);
  });
});

describe('with a true uplift of the planned size: power over 1,000 simulated experiments', () => {
  const N = 1000;
  const { low, high } = bounds(EXPERIMENT_POWER, N);

  it(`calls the variant in ${EXPERIMENT_POWER} ± 3.09 SE of conversion-rate experiments (+30 % on 20 %)`, () => {
    const random = mulberry32(11);
    const lifted = { control: BASELINE, variant: BASELINE * (1 + EFFECT) };
    let called = 0;
    for (let j = 0; j < N; j++) {
      const r = runExperiment(
        `lift-${j}`,
        { rates: lifted, orderLift: 1, plannedVisitors: conversionPlan.total, splitPercent: SPLIT },
        random,
      );
      const v = verdict({ goal: 'conversion_rate', plannedVisitors: conversionPlan.total, splitPercent: SPLIT, ...r });
      if (v.kind === 'variant_ahead') called++;
    }
    console.log(
      `conversion uplift, ${N} experiments of ${conversionPlan.total} planned visitors (${conversionPlan.control}/${conversionPlan.variant}): variant called in ${((called / N) * 100).toFixed(1)} %`,
    );
    expect(called / N).toBeGreaterThanOrEqual(low);
    expect(called / N).toBeLessThanOrEqual(high);
  });

  it(`calls the variant in ${EXPERIMENT_POWER} ± 3.09 SE of revenue-per-visitor experiments (+40 % order value)`, () => {
    const random = mulberry32(13);
    const lift = 0.4;
    // One visitor's revenue: 0 with probability 1 − BASELINE, else exponential with mean ORDER_MEAN.
    const mean = BASELINE * ORDER_MEAN;
    const sd = Math.sqrt(BASELINE * 2 * ORDER_MEAN ** 2 - mean ** 2);
    const plan = sampleSizePerArm({
      metric: 'revenue_per_visitor',
      baselineMean: mean,
      baselineSd: sd,
      minimumDetectableEffect: lift,
      splitPercent: SPLIT,
    });
    let called = 0;
    for (let j = 0; j < N; j++) {
      const r = runExperiment(
        `rev-${j}`,
        {
          rates: { control: BASELINE, variant: BASELINE },
          orderLift: 1 + lift,
          plannedVisitors: plan.total,
          splitPercent: SPLIT,
        },
        random,
      );
      const v = verdict({ goal: 'revenue_per_visitor', plannedVisitors: plan.total, splitPercent: SPLIT, ...r });
      if (v.kind === 'variant_ahead') called++;
    }
    console.log(
      `revenue uplift, ${N} experiments of ${plan.total} planned visitors: variant called in ${((called / N) * 100).toFixed(1)} %`,
    );
    expect(called / N).toBeGreaterThanOrEqual(low);
    expect(called / N).toBeLessThanOrEqual(high);
  });
});
