import { campaignMatchesCountry, computeCartRewards, productsExcludedFromGoals, targetProducts } from './rewards';
import type { CampaignLike, CartItem, GoalLike, RewardLine } from './types';

const line = (variant: number, price: number, quantity = 1, product = variant * 10, product_type = 'shirt'): RewardLine => ({
  variant_id: variant,
  product_id: product,
  price,
  quantity,
  product_type,
});

const goals: GoalLike[] = [
  { goal: 40, reward_type: 'free_shipping' },
  { goal: 60, reward_type: 'discount', discount: { type: 'percentage', reward: 10 } },
  { goal: 80, reward_type: 'gift', gift: { product: { id: 9000, variant_id: 900 }, previous_gift: 'keep' } },
  { goal: 100, reward_type: 'manual' },
];
const atu: CampaignLike = {
  id: 'atu-1',
  active: true,
  target: { type: 'all_products' },
  settings: { type: 'add_to_unlock', add_to_unlock: { isActive: true, multi_goal_type: 'amount', goals } },
};
const bundles: CampaignLike = {
  id: 'bmsm-1',
  active: true,
  target: { type: 'specific_products', ids: ['gid://shopify/Product/100'] },
  settings: {
    type: 'bundles',
    bundles: {
      tiers: [
        { type: 'percentage', quantity: 2, reward: 10 },
        { type: 'percentage', quantity: 3, reward: 15 },
      ],
    },
  },
};
const oneCheck: CampaignLike = {
  id: 'ocu-1',
  active: true,
  settings: {
    type: 'one_check_up_sell',
    multi_one_check_upsell: { products: [{ include_in_atu: false, product: { id: 777, variant_id: 7770 } }] },
  },
};

describe('computeCartRewards', () => {
  it('computes every reward from the lines and campaigns', () => {
    const items = [
      line(1, 2000, 3, 100), // bundle product: 3 items → 15% = 900 off
      line(2, 3500, 1, 200),
      line(7770, 300, 1, 777), // shipping protection: not counted toward goals
      line(900, 1500, 1, 9000, 'free_gift'), // the $15 gift, made free
    ];
    const r = computeCartRewards({ campaigns: [atu, bundles, oneCheck], items });
    // amount goals measure 6000 + 3500 − 900 = 8600; free shipping the full 9500; manual 8600 + the $15 gift = 10100
    expect(r.campaignId).toBe('atu-1');
    expect(r.goals.map((g) => [g.index, g.total])).toEqual([
      [0, 9500],
      [1, 8600],
      [2, 8600],
      [3, 10100],
    ]);
    expect(r.unlockedGoals.map((g) => g.index)).toEqual([0, 1, 2, 3]);
    expect(r.freeShipping).toBe(true);
    expect(r.storeCredit.map((g) => g.index)).toEqual([3]);
    expect(r.bundleDiscounts.map((d) => [d.line, d.amount])).toEqual([[0, 900]]);
    expect(r.discount).toMatchObject({ goalIndex: 1, total: 860 }); // 10% of (5100 + 3500)
    expect(r.discount?.lines.map((l) => [l.line, l.amount])).toEqual([
      [0, 510],
      [1, 350],
    ]);
    expect(r.gifts).toEqual([{ line: 3, variant_id: 900, goalIndex: 2, quantity: 1, amount: 1500 }]);
    expect(r.rejectedGifts).toEqual([]);
    expect(r.summary).toEqual({
      original: 6000 + 3500 + 300,
      discount: 900 + 860,
      subtotal: 9800 + 1500,
      autoDiscountGifts: 1500,
      finalDiscount: 1760 + 1500,
      total: 9800 - 1760,
    });
    expect(r.lines.map((l) => l.total)).toEqual([6000 - 900 - 510, 3500 - 350, 300, 0]);
    expect(r.lines.reduce((n, l) => n + l.total, 0)).toBe(r.summary.total);
  });

  it('manual goals count the auto-discount gifts they were given', () => {
    const items = [line(2, 8500, 1, 200), line(900, 1500, 1, 9000, 'free_gift')];
    const r = computeCartRewards({ campaigns: [atu], items });
    // manual: 8500 + 1500 gift = 10000 reaches the 100 goal; the amount goals see 8500
    expect(r.storeCredit.map((g) => g.index)).toEqual([3]);
    expect(r.goals.find((g) => g.index === 3)?.total).toBe(10000);
  });

  it('a manual free-shipping goal unlocks but never makes shipping free', () => {
    const manualShipping: CampaignLike = {
      ...atu,
      settings: {
        type: 'add_to_unlock',
        add_to_unlock: { goals: [{ goal: 40, reward_type: 'free_shipping', free_shipping: { manual: true } }] },
      },
    };
    const r = computeCartRewards({ campaigns: [manualShipping], items: [line(2, 5000, 1, 200)] });
    expect(r.unlockedGoals.map((g) => g.index)).toEqual([0]);
    expect(r.freeShipping).toBe(false);
  });

  it('rejects gift units no goal grants and never trusts their price', () => {
    const items = [line(2, 5000, 1, 200), line(900, 1500, 2, 9000, 'free_gift'), line(901, 0, 1, 9010, 'singleton_gift')];
    const r = computeCartRewards({ campaigns: [atu], items });
    expect(r.gifts).toEqual([]); // $50 does not reach the $80 gift goal
    expect(r.rejectedGifts).toEqual([
      { line: 1, variant_id: 900, quantity: 2 },
      { line: 2, variant_id: 901, quantity: 1 },
    ]);
    expect(r.lines[1]).toMatchObject({ quantity: 0, original: 0, total: 0 });
    expect(r.summary).toMatchObject({ original: 5000, autoDiscountGifts: 0, total: 5000 - 0 });
  });

  it('grants one unit of a gift and rejects extra units', () => {
    const items = [line(2, 9000, 1, 200), line(900, 1500, 3, 9000, 'free_gift')];
    const r = computeCartRewards({ campaigns: [atu], items });
    expect(r.gifts).toHaveLength(1);
    expect(r.rejectedGifts).toEqual([{ line: 1, variant_id: 900, quantity: 2 }]);
    expect(r.lines[1]).toMatchObject({ quantity: 1, original: 1500, giftDiscount: 1500, total: 0 });
  });

  it('grants nothing to a cart of gifts only', () => {
    const r = computeCartRewards({ campaigns: [atu], items: [line(900, 0, 1, 9000, 'free_gift')] });
    expect(r.gifts).toEqual([]);
    expect(r.rejectedGifts).toHaveLength(1);
  });

  it('matches several gift goals to distinct gifts in the cart', () => {
    const multi: CampaignLike = {
      ...atu,
      settings: {
        type: 'add_to_unlock',
        add_to_unlock: {
          goals: [
            { goal: 10, reward_type: 'gift', gift: { products: [{ variant_id: 1 }, { variant_id: 2 }], multi_gift_select: 'random' } },
            { goal: 20, reward_type: 'gift', gift: { product: { variant_id: 1 }, previous_gift: 'keep' } },
          ],
        },
      },
    };
    const items = [line(5, 3000), line(1, 700, 1, 10, 'free_gift'), line(2, 0, 1, 20, 'free_gift')];
    const r = computeCartRewards({ campaigns: [multi], items });
    expect(r.gifts.map((g) => [g.goalIndex, g.variant_id])).toEqual([
      [0, 2],
      [1, 1],
    ]);
    expect(r.summary.autoDiscountGifts).toBe(700);
  });

  it('ignores inactive campaigns, campaigns outside the country, and switched-off progress bars', () => {
    const items = [line(2, 9000, 1, 200)];
    expect(computeCartRewards({ campaigns: [{ ...atu, active: false }], items }).campaignId).toBeNull();
    const fr = { ...atu, target: { type: 'all_products', countries: { include_active: true, include: ['FR'] } } };
    expect(computeCartRewards({ campaigns: [fr], items, country: 'US' }).campaignId).toBeNull();
    expect(computeCartRewards({ campaigns: [fr], items, country: 'fr' }).campaignId).toBe('atu-1');
    const off: CampaignLike = { ...atu, settings: { type: 'add_to_unlock', add_to_unlock: { isActive: false, goals } } };
    expect(computeCartRewards({ campaigns: [off], items }).unlockedGoals).toEqual([]);
  });

  it('reads prices and goals in the presentment currency', () => {
    const items = [line(2, 6000, 1, 200)];
    // rate 1.5: goals become 60, 90, 120, 150 in presentment money
    const r = computeCartRewards({ campaigns: [atu], items, currency: 'CAD', rate: 1.5 });
    expect(r.unlockedGoals.map((g) => g.index)).toEqual([0]);
  });

  it('resolves collection-targeted bundles through productCollections', () => {
    const byCollection: CampaignLike = {
      ...bundles,
      target: { type: 'specific_collections', selected: [{ id: 'gid://shopify/Collection/55' }] },
    };
    const items = [line(1, 1000, 2, 100), line(3, 1000, 2, 300)];
    const r = computeCartRewards({
      campaigns: [byCollection],
      items,
      productCollections: { '300': ['gid://shopify/Collection/55'], 'gid://shopify/Product/100': [56] },
    });
    expect(r.bundleDiscounts.map((d) => [d.line, d.amount])).toEqual([[1, 200]]);
  });

  it('is empty for an empty cart', () => {
    const r = computeCartRewards({ campaigns: [atu, bundles], items: [] });
    expect(r.summary).toEqual({ original: 0, discount: 0, subtotal: 0, autoDiscountGifts: 0, finalDiscount: 0, total: 0 });
    expect(r.unlockedGoals).toEqual([]);
  });

  it('property: line totals always add up to the summary and never go below zero', () => {
    let seed = 12345;
    const random = (): number => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const failures: number[] = [];
    for (let run = 0; run < 1500; run += 1) {
      const items = Array.from({ length: Math.floor(random() * 6) }, (_, i) =>
        random() < 0.2
          ? line(900, random() < 0.5 ? 0 : 1500, 1 + Math.floor(random() * 2), 9000, 'free_gift')
          : line(i + 1, Math.floor(random() * 9000), 1 + Math.floor(random() * 4), random() < 0.5 ? 100 : 200 + i),
      );
      const r = computeCartRewards({ campaigns: [atu, bundles, oneCheck], items, rate: random() < 0.5 ? 1 : 1.3 });
      const s = r.summary;
      const ok =
        r.lines.reduce((n, l) => n + l.total, 0) === s.total &&
        s.total === s.subtotal - s.finalDiscount &&
        s.finalDiscount === s.discount + s.autoDiscountGifts &&
        r.lines.every((l) => l.total >= 0) &&
        (!r.discount || r.discount.lines.reduce((n, l) => n + l.amount, 0) === r.discount.total);
      if (!ok) failures.push(run);
    }
    expect(failures).toEqual([]);
  });
});

describe('campaign targeting helpers', () => {
  it.each<[Parameters<typeof campaignMatchesCountry>[0], string | undefined, boolean]>([
    [null, 'US', true],
    [{ include_active: true, include: [] }, 'US', true], // none selected → everyone
    [{ include_active: true, include: ['FR', 'DE'] }, 'US', false],
    [{ include_active: true, include: ['fr'] }, 'FR', true],
    [{ include_active: true, include: ['WW'] }, 'US', true],
    [{ include_active: false, include: ['FR'] }, 'US', true],
    [{ exclude_active: true, exclude: ['US'] }, 'us', false],
    [{ exclude_active: false, exclude: ['US'] }, 'US', true],
    [{ include_active: true, include: ['FR'] }, undefined, true], // unknown country: shown
  ])('%j for %s → %s', (countries, country, expected) => expect(campaignMatchesCountry(countries, country)).toBe(expected));

  it('lists One Check products kept out of goals (single and multi shapes)', () => {
    const single: CampaignLike = { settings: { one_check_up_sell: { include_in_atu: false, product: { id: 'gid://shopify/Product/5' } } } };
    const counted: CampaignLike = { settings: { one_check_up_sell: { include_in_atu: true, product: { id: 6 } } } };
    expect([...productsExcludedFromGoals([single, counted, oneCheck])].sort()).toEqual(['5', '777']);
  });

  it('resolves target products', () => {
    expect(targetProducts({})).toBe('all');
    expect(targetProducts({ target: { type: 'all_products' } })).toBe('all');
    expect([...(targetProducts(bundles) as Set<string>)]).toEqual(['100']);
    expect([...(targetProducts({ target: { type: 'specific_collections', ids: [1] } }) as Set<string>)]).toEqual([]);
  });
});

describe('input contract', () => {
  it('a storefront cart.js item is a RewardLine as it is', () => {
    const item: CartItem = { id: 5, variant_id: 5, product_id: 50, quantity: 2, price: 1250, product_type: 'mug', line_price: 2500 };
    const lines: RewardLine[] = [item]; // compile-time check: CartItem fits RewardLine structurally
    expect(computeCartRewards({ campaigns: [], items: lines }).summary.total).toBe(2500);
  });
});
