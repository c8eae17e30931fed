import { bundleDiscounts, bundleTierFor, discountPlan, rewardCents, splitPerUnit, spreadDiscount, type BundleRule } from './discount';
import type { BundleTierLike, GoalLike, RewardLine } from './types';
import { mulberry32 } from '../testing/seeded';

const line = (variant: number, price: number, quantity = 1, product = variant * 10, product_type = 'shirt'): RewardLine => ({
  variant_id: variant,
  product_id: product,
  price,
  quantity,
  product_type,
});

describe('spreadDiscount', () => {
  it.each<[number, number[], number[]]>([
    [100, [100, 100, 100], [34, 33, 33]], // remainder to the earlier line on ties
    [10, [3000, 1000], [8, 2]],
    [1, [1, 1], [1, 0]],
    [0, [500, 500], [0, 0]],
    [999, [500, 400], [500, 400]], // capped at the sum of weights
    [50, [0, 100, -5, NaN], [0, 50, 0, 0]],
    [7, [], []],
    [-5, [10], [0]],
    [NaN, [10], [0]],
    [2, [1, 1, 1], [1, 1, 0]],
    [5, [2.9, 3.7], [2, 3]],
  ])('%d over %j → %j', (total, weights, shares) => expect(spreadDiscount(total, weights)).toEqual(shares));

  it('stays exact where amount × weight passes 2^53', () => {
    const weights = [9_000_000_001, 3_000_000_007, 1];
    const shares = spreadDiscount(5_000_000_003, weights);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(5_000_000_003);
    shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]));
  });

  it('property: shares are whole cents, sum exactly, stay within their weight and within 1 cent of proportional', () => {
    const random = mulberry32(20261122);
    const failures: Array<{ total: number; weights: number[]; shares: number[] }> = [];
    for (let run = 0; run < 5000; run += 1) {
      const n = 1 + Math.floor(random() * 8);
      const weights = Array.from({ length: n }, () => (random() < 0.1 ? 0 : Math.floor(random() * 200000)));
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = Math.floor(random() * (sum + 1000));
      const shares = spreadDiscount(total, weights);
      const expected = Math.min(total, sum);
      const ok =
        shares.reduce((a, b) => a + b, 0) === expected &&
        shares.every(
          (s, i) =>
            Number.isInteger(s) &&
            s >= 0 &&
            s <= weights[i] &&
            (sum === 0 || Math.abs(s - (expected * weights[i]) / sum) < 1),
        );
      if (!ok) failures.push({ total, weights, shares });
    }
    expect(failures).toEqual([]);
  });
});

describe('rewardCents', () => {
  it.each<[string | undefined, number, number, number | undefined, number]>([
    ['percentage', 10, 4999, undefined, 499], // percent discounts round down
    ['percentage', 15, 1999, undefined, 299],
    [undefined, 10, 1000, undefined, 100], // percentage is the default type
    ['percentage', 150, 1000, undefined, 1000], // clamped to 100%
    ['fixed_amount', 5, 4000, undefined, 500], // main units → cents
    ['fixed_amount', 5, 4000, 1.5, 750], // converted with the rate
    ['fixed_amount', 50, 4000, undefined, 4000], // capped at the base
    ['percentage', 0, 4000, undefined, 0],
    ['percentage', -10, 4000, undefined, 0],
    ['percentage', 10, 0, undefined, 0],
  ])('%s %d on %d (rate %s) → %d', (type, reward, base, rate, expected) => {
    expect(rewardCents(type, reward, base, rate)).toBe(expected);
  });
});

describe('bundleTierFor (largest tier at or under the item count)', () => {
  const tiers: BundleTierLike[] = [
    { type: 'percentage', quantity: 2, reward: 10 },
    { type: 'percentage', quantity: 3, reward: 15 },
    { type: 'percentage', quantity: 5, reward: '' }, // unfinished tier: ignored
    { type: 'percentage', quantity: 0, reward: 50 }, // invalid quantity: ignored
  ];
  it.each<[number, number | undefined]>([
    [0, undefined],
    [1, undefined],
    [2, 10],
    [3, 15],
    [4, 15],
    [100, 15],
  ])('%d items → %s%%', (count, reward) => expect(bundleTierFor(tiers, count)?.reward).toBe(reward));
  it('works whatever the tier order and with string fields', () => {
    expect(bundleTierFor([{ quantity: '3', reward: '15' }, { quantity: '2', reward: '10' }], 2)?.reward).toBe('10');
    expect(bundleTierFor(null, 5)).toBeUndefined();
  });
});

describe('bundleDiscounts', () => {
  const defaults: BundleTierLike[] = [
    { type: 'percentage', quantity: 2, reward: 10 },
    { type: 'percentage', quantity: 3, reward: 15 },
  ];
  const rule: BundleRule = { tiers: defaults, appliesTo: new Set(['100']) };

  it('counts variants of the same product together and discounts each line (percent rounded down)', () => {
    const items = [line(1, 1999, 1, 100), line(2, 1999, 2, 100), line(3, 5000, 3, 200)];
    expect(bundleDiscounts([rule], items)).toEqual([
      { line: 0, variant_id: 1, amount: 299, tier: defaults[1] },
      { line: 1, variant_id: 2, amount: 599, tier: defaults[1] },
    ]);
  });

  it('gives nothing below the first tier, to gifts, or to products outside the campaign', () => {
    expect(bundleDiscounts([rule], [line(1, 1000, 1, 100), line(2, 1000, 5, 300)])).toEqual([]);
    expect(bundleDiscounts([rule], [line(1, 1000, 1, 100), line(2, 0, 1, 100, 'free_gift')])).toEqual([]);
    expect(bundleDiscounts([{ ...rule, appliesTo: 'all' }], [line(2, 1000, 2, 300)])).toHaveLength(1);
  });

  it('takes a fixed_amount tier once off the product’s lines, spread and converted', () => {
    const fixed: BundleRule = { tiers: [{ type: 'fixed_amount', quantity: 2, reward: 5 }], appliesTo: 'all' };
    const items = [line(1, 1000, 1, 100), line(2, 3000, 1, 100)];
    expect(bundleDiscounts([fixed], items).map((d) => d.amount)).toEqual([125, 375]);
    expect(bundleDiscounts([fixed], items, 2).map((d) => d.amount)).toEqual([250, 750]);
  });

  it('the first rule covering a product wins', () => {
    const other: BundleRule = { tiers: [{ quantity: 2, reward: 50 }], appliesTo: 'all' };
    expect(bundleDiscounts([rule, other], [line(1, 1000, 2, 100)])[0].amount).toBe(200);
    expect(bundleDiscounts([other, rule], [line(1, 1000, 2, 100)])[0].amount).toBe(1000);
  });
});

describe('discountPlan (largest qualifying discount wins, spread proportionally)', () => {
  const goals: GoalLike[] = [
    { goal: 20, reward_type: 'discount', discount: { type: 'percentage', reward: 10 } },
    { goal: 40, reward_type: 'discount', discount: { type: 'percentage', reward: 15 } },
    { goal: 60, reward_type: 'discount', discount: { type: 'fixed_amount', reward: 20 } },
    { goal: 10, reward_type: 'free_shipping' },
  ];

  it('none when no discount goal is unlocked', () => {
    expect(discountPlan(goals, [line(1, 1999)])).toBeNull();
    expect(discountPlan([], [line(1, 1999)])).toBeNull();
  });

  it('applies the best unlocked goal to non-gift lines, rounded down, summing exactly', () => {
    const items = [line(1, 1999, 1), line(2, 2499, 1), line(3, 0, 1, 30, 'free_gift')];
    const plan = discountPlan(goals, items);
    expect(plan).toMatchObject({ goalIndex: 1, type: 'percentage', reward: 15, total: 674 }); // floor(4498 × 0.15)
    expect(plan?.lines).toEqual([
      { line: 0, variant_id: 1, amount: 300 },
      { line: 1, variant_id: 2, amount: 374 },
    ]);
  });

  it('compares discounts in cents: a fixed $20 beats 15% of $65', () => {
    const plan = discountPlan(goals, [line(1, 6500)]);
    expect(plan).toMatchObject({ goalIndex: 2, type: 'fixed_amount', total: 2000 });
  });

  it('keeps the percentage when it is larger than a higher goal’s fixed amount', () => {
    const big = [line(1, 20000)];
    expect(discountPlan(goals, big)).toMatchObject({ goalIndex: 1, total: 3000 });
  });

  it('applies after bundle discounts and skips products excluded from goals', () => {
    const items = [line(1, 3000, 1), line(2, 2000, 1), line(3, 1000, 1, 999)];
    const plan = discountPlan(goals, items, {
      bundleDiscounts: [{ line: 0, variant_id: 1, amount: 1000 }],
      excludedProductIds: new Set(['999']),
    });
    expect(plan).toMatchObject({ goalIndex: 1, total: 600 }); // 15% of (2000 + 2000)
    expect(plan?.lines.map((l) => l.line)).toEqual([0, 1]);
  });

  it('reads goals in the presentment currency', () => {
    // rate 2: goals are €40, €80, €120; €70 reaches only the first, €90 the second
    expect(discountPlan(goals, [line(1, 7000)], { currency: 'EUR', rate: 2 })).toMatchObject({ goalIndex: 0, total: 700 });
    expect(discountPlan(goals, [line(1, 9000)], { currency: 'EUR', rate: 2 })).toMatchObject({ goalIndex: 1, total: 1350 });
  });
});

describe('splitPerUnit', () => {
  it.each<[number, number, Array<{ quantity: number; unitAmount: number }>]>([
    [900, 3, [{ quantity: 3, unitAmount: 300 }]],
    [1000, 3, [{ quantity: 2, unitAmount: 333 }, { quantity: 1, unitAmount: 334 }]],
    [2, 3, [{ quantity: 2, unitAmount: 1 }]],
    [1, 3, [{ quantity: 1, unitAmount: 1 }]],
    [0, 3, []],
    [500, 0, []],
  ])('%d over %d units → %j', (total, quantity, groups) => {
    expect(splitPerUnit(total, quantity)).toEqual(groups);
  });
  it('always sums exactly', () => {
    for (let total = 1; total < 400; total += 7) {
      for (let q = 1; q < 9; q += 1) {
        const groups = splitPerUnit(total, q);
        expect(groups.reduce((n, g) => n + g.quantity * g.unitAmount, 0)).toBe(total);
        expect(groups.reduce((n, g) => n + g.quantity, 0)).toBeLessThanOrEqual(q);
      }
    }
  });
});
