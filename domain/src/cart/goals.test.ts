import {
  amountLeft,
  BADGE_LOCKED_PROGRESS,
  barColour,
  cartTotals,
  confettiGoals,
  evaluateGoals,
  goalKind,
  goalProgress,
  goalThreshold,
  isGoalUnlocked,
  measuredTotal,
  progressBarWidth,
  nextGoalWidth,
  reachesThreshold,
} from './goals';
import type { GoalLike, RewardLine } from './types';

const line = (variant: number, price: number, quantity = 1, product_type = 'shirt', product = variant * 10): RewardLine => ({
  variant_id: variant,
  product_id: product,
  price,
  quantity,
  product_type,
});

// 2 × $15 shirt, 1 × $10 mug, a zero-price free gift, a $12 gift made free by the automatic discount.
const cart: RewardLine[] = [
  line(1, 1500, 2),
  line(2, 1000, 1, 'mug'),
  line(3, 0, 1, 'free_gift'),
  line(4, 1200, 1, 'singleton_gift'),
];
const bundleDiscounts = [{ line: 0, variant_id: 1, amount: 300 }];

describe('measured totals (cart-and-shop.md §4)', () => {
  it('sums the parts goals compare against', () => {
    expect(cartTotals(cart, { bundleDiscounts })).toEqual({
      quantity: 3,
      original: 4000,
      autoDiscountGifts: 1200,
      bundleDiscount: 300,
    });
  });

  it.each<[Parameters<typeof measuredTotal>[0], number]>([
    ['quantity', 3], // item count excluding free gifts
    ['free_shipping', 4000], // full price excluding gifts (bundle discount not subtracted)
    ['manual', 4000 + 1200 - 300], // original + auto-discount gifts − bundle discounts
    ['amount', 4000 - 300], // original − bundle discounts
  ])('%s → %d', (kind, expected) => {
    expect(measuredTotal(kind, cart, { bundleDiscounts })).toBe(expected);
  });

  it('leaves products excluded from goals (include_in_atu false) out of every total', () => {
    const opts = { bundleDiscounts, excludedProductIds: new Set(['10']) };
    expect(measuredTotal('amount', cart, opts)).toBe(1000);
    expect(measuredTotal('quantity', cart, opts)).toBe(1);
  });

  it('ignores bundle discounts pointing at gift or missing lines', () => {
    const t = cartTotals(cart, { bundleDiscounts: [{ line: 3, variant_id: 4, amount: 50 }, { line: 9, variant_id: 9, amount: 5 }] });
    expect(t.bundleDiscount).toBe(0);
  });

  it.each<[GoalLike, string | undefined, Parameters<typeof measuredTotal>[0]]>([
    [{ reward_type: 'free_shipping' }, 'quantity', 'quantity'],
    [{ reward_type: 'free_shipping' }, 'amount', 'free_shipping'],
    [{ reward_type: 'manual' }, undefined, 'manual'],
    [{ reward_type: 'discount' }, 'amount', 'amount'],
    [{ reward_type: 'gift' }, 'amount', 'amount'],
  ])('goal %j in a %s campaign measures %s', (goal, type, kind) => expect(goalKind(goal, type)).toBe(kind));
});

describe('goal thresholds and multi-currency', () => {
  const goal: GoalLike = {
    goal: 40,
    reward_type: 'discount',
    specific_goals: [
      { goal: 35, currency: 'EUR' },
      { goal: '5000', currency: 'jpy' },
      { goal: '', currency: 'GBP' },
    ],
  };
  it.each<[Parameters<typeof goalThreshold>[1], number | undefined]>([
    [{}, 4000], // amounts compare in cents
    [{ currency: 'USD', rate: 1 }, 4000],
    [{ currency: 'EUR', rate: 0.9 }, 3500], // specific goal for the presentment currency
    [{ currency: 'eur ', rate: 0.9 }, 3500],
    [{ currency: 'JPY', rate: 150 }, 500000],
    [{ currency: 'GBP', rate: 0.8 }, 3200], // unusable specific goal → converted with the rate
    [{ currency: 'CAD', rate: 1.35 }, 5400], // no specific goal → converted
    [{ multiGoalType: 'quantity', currency: 'EUR' }, 40], // quantity goals are item counts
  ])('%j → %s', (ctx, expected) => expect(goalThreshold(goal, ctx)).toBe(expected));

  it('a "relative" goal always converts with the rate', () => {
    expect(goalThreshold({ ...goal, goal_type: 'relative' }, { currency: 'EUR', rate: 0.9 })).toBe(3600);
  });
  it.each([undefined, '', 'abc', -1, NaN])('goal value %j has no threshold', (value) => {
    expect(goalThreshold({ goal: value as number })).toBeUndefined();
    expect(goalThreshold({ goal: value as number }, { multiGoalType: 'quantity' })).toBeUndefined();
  });
});

describe('unlocking', () => {
  it.each<[number, number | undefined, boolean]>([
    [4000, 4000, true], // reaching the goal unlocks it
    [3999, 4000, false],
    [5000, 4000, true],
    [0, 0, false], // an empty cart unlocks nothing
    [1, 0, true],
    [100, undefined, false],
  ])('total %d vs threshold %s → %s', (total, threshold, expected) => {
    expect(reachesThreshold(total, threshold)).toBe(expected);
  });
  it('isGoalUnlocked reads the goal in cents', () => {
    expect(isGoalUnlocked({ goal: 40 }, 4000)).toBe(true);
    expect(isGoalUnlocked({ goal: 40 }, 3999)).toBe(false);
    expect(isGoalUnlocked({ goal: 2 }, 2, { multiGoalType: 'quantity' })).toBe(true);
  });
  it.each<[number | undefined, number, number]>([
    [4000, 2500, 1500],
    [4000, 5000, 0],
    [undefined, 10, 0],
  ])('amount left to %s from %d is %d', (t, total, left) => expect(amountLeft(t, total)).toBe(left));

  it('evaluates goals sorted ascending by threshold, keeping their stored index', () => {
    const goals: GoalLike[] = [
      { goal: 60, reward_type: 'gift' },
      { goal: 20, reward_type: 'discount' },
      { goal: 'x', reward_type: 'manual' },
      { goal: 40, reward_type: 'free_shipping' },
    ];
    const ev = evaluateGoals(goals, cart, { bundleDiscounts });
    expect(ev.map((g) => [g.index, g.threshold, g.total, g.unlocked])).toEqual([
      [1, 2000, 3700, true],
      [3, 4000, 4000, true], // free shipping measures the full price
      [0, 6000, 3700, false],
      [2, undefined, 4900, false],
    ]);
    expect(evaluateGoals(null, cart)).toEqual([]);
  });

  it('fires confetti only for newly unlocked goals that have it', () => {
    const goals: GoalLike[] = [
      { goal: 10, confetti: true },
      { goal: 20, confetti: false },
      { goal: 30, confetti: true },
      { goal: 100, confetti: true },
    ];
    const ev = evaluateGoals(goals, cart);
    expect(confettiGoals(new Set([0]), ev).map((g) => g.index)).toEqual([2]);
  });
});

describe('goalProgress (cart-and-shop.md §4)', () => {
  it('pins the badge values by goal count: 1 → 68, 2 → 45, 3 → 10, 4 → 5', () => {
    expect(BADGE_LOCKED_PROGRESS).toEqual({ 1: 68, 2: 45, 3: 10, 4: 5 });
  });
  it.each<[number | undefined, number, Parameters<typeof goalProgress>[2], number]>([
    [4000, 4000, { goalCount: 1, unlocked: true }, 100],
    [4000, 4000, { showBadges: true, goalCount: 3, unlocked: true }, 100],
    [4000, 1000, { showBadges: true, goalCount: 1, unlocked: false }, 68],
    [4000, 1000, { showBadges: true, goalCount: 2, unlocked: false }, 45],
    [4000, 1000, { showBadges: true, goalCount: 3, unlocked: false }, 10],
    [4000, 1000, { showBadges: true, goalCount: 4, unlocked: false }, 5],
    [4000, 1000, { showBadges: true, goalCount: 7, unlocked: false }, 5],
    [4000, 1000, { showBadges: true, goalCount: 0, unlocked: false }, 68],
    [4000, 1000, { goalCount: 1, unlocked: false }, 25],
    [4000, 3000, { showBadges: false, goalCount: 2, unlocked: false }, 75],
    [4000, 9000, { goalCount: 1, unlocked: false }, 100], // capped at 100
    [4000, 0, { goalCount: 1, unlocked: false }, 0],
    [0, 0, { goalCount: 1, unlocked: false }, 0],
    [undefined, 50, { goalCount: 1, unlocked: false }, 0],
  ])('threshold %s, total %d, %j → %d', (threshold, total, opts, expected) => {
    expect(goalProgress(threshold, total, opts)).toBe(expected);
  });
});

describe('progressBarWidth', () => {
  it.each<[number[], number, number]>([
    [[4000], 1000, 25],
    [[4000], 4000, 100],
    [[4000], 0, 0],
    // the second goal counts only after the first is unlocked; the mean is over all goals
    [[2000, 4000], 1000, 25],
    [[2000, 4000], 3000, 87.5],
    [[4000, 2000], 3000, 87.5], // sorted ascending first
    [[2000, 4000, 6000, 8000], 5000, (100 + 100 + (5000 / 6000) * 100) / 4],
    [[2000, 4000], 9000, 100],
    [[], 1000, 0],
  ])('classic: goals %j, total %d → %d', (goals, total, expected) => {
    expect(progressBarWidth(goals, total)).toBeCloseTo(expected, 10);
  });

  it.each<[number[], number, number]>([
    [[4000], 0, 5], // at least 5% when total is 0 but a threshold exists
    [[4000], 100, 5],
    [[4000], 1000, 25],
    [[4000], 3800, 85], // stops at 85% of a goal until reached
    [[4000], 4000, 100], // 100 when the top goal is reached
    [[2000, 4000], 1999, 42.5],
    [[2000, 4000], 3999, (100 + 85) / 2],
    [[2000, 4000], 4000, 100],
    [[], 0, 0],
  ])('newer: goals %j, total %d → %d', (goals, total, expected) => {
    expect(progressBarWidth(goals, total, 'newer')).toBeCloseTo(expected, 10);
  });

  it('uses each evaluated goal’s own total', () => {
    const goals = [
      { threshold: 4000, total: 4000 }, // free shipping on the full price
      { threshold: 8000, total: 3700 },
    ];
    expect(progressBarWidth(goals, 0)).toBeCloseTo((100 + (3700 / 8000) * 100) / 2, 10);
    expect(barColour(goals, 0)).toBe('progress_primary');
  });

  it('passes show_badges through to locked goals', () => {
    expect(progressBarWidth([2000, 4000], 2500, 'classic', { showBadges: true })).toBeCloseTo((100 + 45) / 2, 10);
  });

  it.each<[Array<number | undefined>, number, string]>([
    [[2000, 4000], 4000, 'progress_complete'],
    [[2000, 4000], 3999, 'progress_primary'],
    [[undefined, 2000], 2000, 'progress_complete'],
    [[], 100, 'progress_primary'],
  ])('barColour(%j, %d) = %s', (goals, total, key) => expect(barColour(goals, total)).toBe(key));
});

describe('nextGoalWidth (where progress_secondary ends)', () => {
  it('is the classic bar once the next goal is reached, the next goal measuring the raised total', () => {
    // Two goals 50 and 100 at 20: reaching 50 fills goal one (100) and half of goal two (50): (100 + 50) / 2.
    expect(nextGoalWidth([50, 100], 20)).toBeCloseTo(75, 10);
    expect(progressBarWidth([50, 100], 20)).toBeCloseTo(20, 10);
    expect(nextGoalWidth([100, 50], 60)).toBe(100);
  });

  it('follows the newer mode: the 85 % stop on the goal after, 100 when the next goal is the top one', () => {
    expect(nextGoalWidth([50, 100, 200], 20, 'newer')).toBeCloseTo((100 + 50 + 0) / 3, 10);
    expect(nextGoalWidth([50, 100], 60, 'newer')).toBe(100);
  });

  it('uses the fixed locked-badge values when badges are shown', () => {
    expect(nextGoalWidth([50, 100], 20, 'classic', { showBadges: true })).toBeCloseTo((100 + 45) / 2, 10);
  });

  it('raises each evaluated goal by what the next goal still lacks', () => {
    // Free shipping measured at 40 against 50 lacks 10; the 100 goal measured at 30 then reads 40.
    const goals = [{ threshold: 100, total: 30 }, { threshold: 50, total: 40 }];
    expect(nextGoalWidth(goals, 0)).toBeCloseTo((100 + 40) / 2, 10);
  });

  it('is null once every goal is reached or when no goal is usable', () => {
    expect(nextGoalWidth([50, 100], 150)).toBeNull();
    expect(nextGoalWidth([50, 100], 150, 'newer')).toBeNull();
    expect(nextGoalWidth([], 10)).toBeNull();
    expect(nextGoalWidth([undefined], 10)).toBeNull();
  });
});
