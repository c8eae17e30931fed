import {
  activeGiftGoals,
  giftCacheKey,
  giftPlan,
  giftVariants,
  isEmptyGiftPlan,
  isGiftGoal,
  RANDOM_GIFT_CACHE_MS,
  type GiftPlanOptions,
} from './gifts';
import { evaluateGoals } from './goals';
import type { GoalLike, RewardLine } from './types';
import { mulberry32 } from '../testing/seeded';

const NOW = 1_790_000_000_000;
const product = (variant: number, price: number, quantity = 1, product_type = 'shirt'): RewardLine => ({
  variant_id: variant,
  product_id: variant * 10,
  price,
  quantity,
  product_type,
});
const gift = (variant: number, quantity = 1, price = 0, type = 'free_gift'): RewardLine => product(variant, price, quantity, type);
const giftGoal = (goal: number, variants: number[], extra: Partial<NonNullable<GoalLike['gift']>> = {}): GoalLike => ({
  goal,
  reward_type: 'gift',
  gift:
    variants.length === 1
      ? { product: { id: variants[0] * 10, variant_id: variants[0] }, ...extra }
      : { products: variants.map((v) => ({ id: v * 10, variant_id: `gid://shopify/ProductVariant/${v}` })), ...extra },
});
const opts = (extra: Partial<GiftPlanOptions> = {}): GiftPlanOptions => ({ now: NOW, random: () => 0, ...extra });

describe('gift candidates', () => {
  it('reads one product or several, as numeric ids, without duplicates', () => {
    expect(giftVariants({ product: { variant_id: 'gid://shopify/ProductVariant/7' } })).toEqual(['7']);
    expect(giftVariants({ products: [{ variant_id: 1 }, { variant_id: '1' }, { variant_id: null }, { variant_id: 2 }] })).toEqual(['1', '2']);
    expect(giftVariants({ products: [], product: { variant_id: 3 } })).toEqual(['3']);
    expect(giftVariants(null)).toEqual([]);
  });
  it('a gift goal needs a configured gift', () => {
    expect(isGiftGoal(giftGoal(10, [5]))).toBe(true);
    expect(isGiftGoal({ goal: 10, reward_type: 'gift', gift: {} })).toBe(false);
    expect(isGiftGoal({ goal: 10, reward_type: 'discount', gift: { product: { variant_id: 5 } } })).toBe(false);
  });
  it('cache keys follow the goal and its candidates, not their order', () => {
    expect(giftCacheKey(1, ['9', '3'])).toBe(giftCacheKey(1, ['3', '9']));
    expect(giftCacheKey(1, ['3'])).not.toBe(giftCacheKey(2, ['3']));
  });
});

describe('giftPlan (cart-and-shop.md §4 gift goals)', () => {
  it('adds the gift at quantity 1 on unlock', () => {
    const plan = giftPlan([giftGoal(30, [101])], [product(1, 3000)], opts());
    expect(plan.updates).toEqual({ '101': 1 });
    expect(plan.active).toEqual([{ goalIndex: 0, variant_id: '101' }]);
  });

  it('removes it (quantity 0) on lock', () => {
    expect(giftPlan([giftGoal(30, [101])], [product(1, 2999), gift(101)], opts()).updates).toEqual({ '101': 0 });
  });

  it('changes nothing when the cart already matches', () => {
    const plan = giftPlan([giftGoal(30, [101])], [product(1, 3000), gift(101)], opts());
    expect(isEmptyGiftPlan(plan)).toBe(true);
  });

  it('gifts never count toward the goal that gives them', () => {
    expect(giftPlan([giftGoal(30, [101])], [product(1, 2000), gift(101, 1, 1500)], opts()).updates).toEqual({ '101': 0 });
  });

  it('quantity campaigns count items excluding gifts', () => {
    const goals = [giftGoal(2, [101])];
    expect(giftPlan(goals, [product(1, 100, 2)], opts({ multiGoalType: 'quantity' })).updates).toEqual({ '101': 1 });
    expect(giftPlan(goals, [product(1, 100, 1), gift(101)], opts({ multiGoalType: 'quantity' })).updates).toEqual({ '101': 0 });
  });

  it('a later goal with previous_gift "remove" replaces the earlier gift', () => {
    const goals = [giftGoal(20, [101]), giftGoal(40, [102], { previous_gift: 'remove' })];
    expect(giftPlan(goals, [product(1, 4000), gift(101)], opts()).updates).toEqual({ '101': 0, '102': 1 });
    // while the later goal is locked the earlier gift stays
    expect(isEmptyGiftPlan(giftPlan(goals, [product(1, 3000), gift(101)], opts()))).toBe(true);
  });

  it('"keep" keeps both gifts', () => {
    const goals = [giftGoal(20, [101]), giftGoal(40, [102], { previous_gift: 'keep' })];
    expect(giftPlan(goals, [product(1, 4000), gift(101)], opts()).updates).toEqual({ '102': 1 });
  });

  it('"remove" replaces every earlier gift, processed in ascending goal order', () => {
    const goals = [giftGoal(60, [103], { previous_gift: 'remove' }), giftGoal(20, [101]), giftGoal(40, [102])];
    const ev = evaluateGoals(goals, [product(1, 6000)]);
    expect(activeGiftGoals(ev).map((g) => g.index)).toEqual([0]);
  });

  it('removes free-gift lines that match no active gift goal, whatever their type', () => {
    const items = [product(1, 5000), gift(101), gift(999), gift(998, 1, 0, 'singleton_gift')];
    expect(giftPlan([giftGoal(30, [101])], items, opts()).updates).toEqual({ '999': 0, '998': 0 });
  });

  it('holds gift lines at quantity 1 (singleton_gift never above 1)', () => {
    const items = [product(1, 5000), gift(101, 3, 0, 'singleton_gift'), gift(102, 2)];
    const goals = [giftGoal(30, [101]), giftGoal(40, [102])];
    expect(giftPlan(goals, items, opts()).updates).toEqual({ '101': 1, '102': 1 });
  });

  it('removes gifts when an update leaves only a zero-price free gift', () => {
    // threshold 0 would unlock on any counted item; with only gifts left nothing stays
    expect(giftPlan([giftGoal(0, [101])], [gift(101)], opts()).updates).toEqual({ '101': 0 });
    expect(giftPlan([giftGoal(0, [101])], [product(1, 0, 0), gift(101)], opts()).updates).toEqual({ '101': 0 });
  });

  describe('several gifts', () => {
    const random = giftGoal(30, [101, 102, 103], { multi_gift_select: 'random' });
    const select = giftGoal(30, [101, 102, 103], { multi_gift_select: 'select' });
    const key = giftCacheKey(0, ['101', '102', '103']);

    it('random: picks one variant and caches it for 72 minutes', () => {
      expect(RANDOM_GIFT_CACHE_MS).toBe(4_320_000);
      const plan = giftPlan([random], [product(1, 3000)], opts({ random: () => 0.5 }));
      expect(plan.updates).toEqual({ '102': 1 });
      expect(plan.cache).toEqual({ [key]: { variant_id: '102', expires: NOW + 4_320_000 } });
    });

    it('random: reuses a live cached pick and re-picks once it expired', () => {
      const cache = { [key]: { variant_id: '103', expires: NOW + 1 } };
      expect(giftPlan([random], [product(1, 3000)], opts({ randomCache: cache, random: () => 0 })).updates).toEqual({ '103': 1 });
      const later = giftPlan([random], [product(1, 3000)], opts({ randomCache: cache, now: NOW + 1, random: () => 0 }));
      expect(later.updates).toEqual({ '101': 1 });
      expect(later.cache[key]).toEqual({ variant_id: '101', expires: NOW + 1 + RANDOM_GIFT_CACHE_MS });
    });

    it('random: a cached variant no longer among the gifts is ignored; random() = 1 stays in range', () => {
      const cache = { [key]: { variant_id: '555', expires: NOW + 1000 } };
      expect(giftPlan([random], [product(1, 3000)], opts({ randomCache: cache, random: () => 1 })).updates).toEqual({ '103': 1 });
    });

    it('random: a gift already in the cart is the choice, whatever the cache says', () => {
      const cache = { [key]: { variant_id: '101', expires: NOW + 1000 } };
      expect(isEmptyGiftPlan(giftPlan([random], [product(1, 3000), gift(103)], opts({ randomCache: cache })))).toBe(true);
    });

    it('prunes expired cache entries', () => {
      const cache = { other: { variant_id: '1', expires: NOW - 1 }, live: { variant_id: '2', expires: NOW + 5 } };
      expect(giftPlan([], [], opts({ randomCache: cache })).cache).toEqual({ live: cache.live });
    });

    it('select: waits for the shopper, then adds the chosen variant', () => {
      const waiting = giftPlan([select], [product(1, 3000)], opts());
      expect(waiting.updates).toEqual({});
      expect(waiting.awaitingSelection).toEqual([0]);
      const chosen = giftPlan([select], [product(1, 3000)], opts({ selected: { 0: 'gid://shopify/ProductVariant/103' } }));
      expect(chosen.updates).toEqual({ '103': 1 });
      expect(giftPlan([select], [product(1, 3000)], opts({ selected: { 0: 999 } })).awaitingSelection).toEqual([0]);
    });

    it('overlapping gift lists: each variant serves one goal, and the next plan keeps both', () => {
      const goals = [
        giftGoal(118, [103, 104], { multi_gift_select: 'random', previous_gift: 'keep' }),
        giftGoal(56, [104, 103], { multi_gift_select: 'random', previous_gift: 'keep' }),
      ];
      const cart = [product(1, 15000)];
      const first = giftPlan(goals, cart, opts({ random: () => 0 }));
      expect(first.updates).toEqual({ '103': 1, '104': 1 });
      // cart order puts 104 first, the reverse of the picks: a greedy choice would drop one of them
      const after = [...cart, gift(104, 1, 0, 'singleton_gift'), gift(103)];
      expect(giftPlan(goals, after, opts({ randomCache: first.cache })).updates).toEqual({});
      expect(giftPlan(goals, after, opts({ now: NOW + 2 * RANDOM_GIFT_CACHE_MS })).updates).toEqual({});
    });

    it('select: keeps the first chosen gift in the cart and removes a second one', () => {
      expect(giftPlan([select], [product(1, 3000), gift(102), gift(101)], opts()).updates).toEqual({ '101': 0 });
    });
  });
});

describe('property: applying the plan then planning again changes nothing', () => {
  const NORMAL = [1, 2, 3, 4, 5, 6];
  const GIFTS = [101, 102, 103, 104, 105, 106, 107];
  const giftType = (v: number): string => (v % 2 === 0 ? 'singleton_gift' : 'free_gift');
  const giftPrice = (v: number): number => (v % 3 === 0 ? 900 : 0);
  const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

  function applyUpdates(items: RewardLine[], updates: Record<string, number>, priceOf: Map<number, number>): RewardLine[] {
    let out = [...items];
    for (const [variant, qty] of Object.entries(updates)) {
      const v = Number(variant);
      out = out.filter((i) => String(i.variant_id) !== variant);
      if (qty > 0) out.push(GIFTS.includes(v) ? gift(v, qty, giftPrice(v), giftType(v)) : product(v, priceOf.get(v) ?? 0, qty));
    }
    return out;
  }

  it('holds for 4000 generated carts and campaigns', () => {
    const random = mulberry32(42);
    let plansWithUpdates = 0;
    const failures: unknown[] = [];
    for (let run = 0; run < 4000; run += 1) {
      const multiGoalType = random() < 0.3 ? 'quantity' : 'amount';
      const goals: GoalLike[] = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const reward = pick(random, ['gift', 'gift', 'gift', 'discount', 'free_shipping', 'manual']);
        const threshold = multiGoalType === 'quantity' ? Math.floor(random() * 6) : Math.floor(random() * 120);
        if (reward !== 'gift') return { goal: threshold, reward_type: reward };
        const variants = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, GIFTS)))];
        return giftGoal(threshold, variants, {
          multi_gift_select: random() < 0.5 ? 'random' : 'select',
          previous_gift: random() < 0.5 ? 'keep' : 'remove',
        });
      });
      const priceOf = new Map(NORMAL.map((v) => [v, Math.floor(random() * 6000)]));
      const items: RewardLine[] = [];
      for (let i = Math.floor(random() * 4); i > 0; i -= 1) {
        const v = pick(random, NORMAL);
        items.push(product(v, priceOf.get(v) ?? 0, 1 + Math.floor(random() * 3)));
      }
      for (let i = Math.floor(random() * 4); i > 0; i -= 1) {
        const v = pick(random, GIFTS);
        items.push(gift(v, 1 + Math.floor(random() * 3), giftPrice(v), giftType(v)));
      }
      const selected = random() < 0.5 ? { 0: pick(random, GIFTS), 1: pick(random, GIFTS) } : undefined;
      const base: GiftPlanOptions = { now: NOW, multiGoalType, selected, random };

      const first = giftPlan(goals, items, base);
      if (!isEmptyGiftPlan(first)) plansWithUpdates += 1;
      const after = applyUpdates(items, first.updates, priceOf);
      const again = giftPlan(goals, after, { ...base, randomCache: first.cache, random: () => 0.999 });
      // after the cache has expired the gifts in the cart still decide
      const later = giftPlan(goals, after, { ...base, now: NOW + 10 * RANDOM_GIFT_CACHE_MS, random: () => 0 });
      const giftLines = after.filter((i) => i.product_type === 'free_gift' || i.product_type === 'singleton_gift');
      const othersLeft = after.some((i) => !giftLines.includes(i) && i.quantity > 0);
      const activeVariants = new Set(first.active.map((a) => a.variant_id));
      const problems = [
        !isEmptyGiftPlan(again) && 'planning again changes the cart',
        !isEmptyGiftPlan(later) && 'planning after the cache expired changes the cart',
        giftLines.some((g) => g.quantity !== 1) && 'a gift line is not at quantity 1',
        !othersLeft && giftLines.length > 0 && 'gifts left alone in the cart',
        giftLines.some((g) => !activeVariants.has(String(g.variant_id))) && 'a gift line no active goal gives',
      ].filter(Boolean);
      if (problems.length > 0) failures.push({ run, problems, goals, items, updates: first.updates });
    }
    expect(failures).toEqual([]);
    // the generator must exercise real work, not mostly empty plans
    expect(plansWithUpdates).toBeGreaterThan(2000);
  });
});
