import { DEFAULT_APPLIED_DISCOUNT_TITLE } from '../campaign/constants';
import {
  campaignsFromFunctionConfig,
  functionConfigBytes,
  functionConfigFor,
  FUNCTION_CONFIG_VERSION,
  hasAmbiguousCollectionTargets,
  readFunctionConfig,
} from './functionConfig';
import { computeCartRewards } from './rewards';
import { DEFAULT_DISCOUNT_TITLE } from './titles';
import type { CampaignLike, RewardLine } from './types';

const line = (
  variant: number,
  price: number,
  quantity = 1,
  product = variant * 10,
  product_type = 'shirt',
): RewardLine => ({
  variant_id: variant,
  product_id: product,
  price,
  quantity,
  product_type,
});

const gid = (kind: string, n: number): string => `gid://shopify/${kind}/${n}`;

/** One campaign of each type with every field the math reads: stored shapes (gids, strings, both target lists). */
const campaigns: CampaignLike[] = [
  {
    id: 'atu-fr',
    active: true,
    target: {
      type: 'all_products',
      countries: { include_active: true, include: ['FR'], exclude_active: false, exclude: [] },
    },
    settings: {
      type: 'add_to_unlock',
      applied_discount_title: 'France rewards',
      add_to_unlock: {
        isActive: true,
        multi_goal_type: 'quantity',
        goals: [{ goal: '3', reward_type: 'discount', discount: { type: 'percentage', reward: '20' } }],
      },
    },
  },
  {
    id: 'atu',
    active: true,
    target: {
      type: 'all_products',
      countries: { include_active: false, include: [], exclude_active: true, exclude: ['de'] },
    },
    settings: {
      type: 'add_to_unlock',
      add_to_unlock: {
        isActive: true,
        multi_goal_type: 'amount',
        goals: [
          {
            goal: 40,
            specific_goals: [{ currency: 'EUR', goal: 35, main: false }],
            reward_type: 'free_shipping',
            free_shipping: { manual: false },
          },
          {
            goal: '60.5',
            specific_goals: [
              { currency: 'eur', goal: '', main: false },
              { currency: 'EUR', goal: 50 },
            ],
            reward_type: 'discount',
            discount: { type: 'fixed_amount', reward: 12.5 },
          },
          {
            goal: 80,
            goal_type: 'relative',
            specific_goals: [{ currency: 'EUR', goal: 10 }],
            reward_type: 'gift',
            gift: {
              products: [
                { id: gid('Product', 90), variant_id: gid('ProductVariant', 902) },
                { id: 90, variant_id: '903' },
              ],
              previous_gift: 'keep',
            },
          },
          { goal: 150, reward_type: 'gift', gift: { product: { id: 90, variant_id: 903 }, previous_gift: 'remove' } },
          { goal: 120, reward_type: 'manual' },
        ],
      },
    },
  },
  {
    id: 'bmsm',
    active: true,
    target: {
      type: 'specific_products',
      ids: [gid('Product', 71)],
      selected: [{ id: gid('Product', 71) }, { id: gid('Product', 55) }],
    },
    settings: {
      type: 'bundles',
      applied_discount_title: 'Tiers',
      bundles: {
        tiers: [
          { type: 'percentage', quantity: 2, reward: 10 },
          { type: 'fixed_amount', quantity: 4, reward: '7.5' },
        ],
      },
    },
  },
  {
    id: 'ocu',
    active: true,
    settings: {
      type: 'one_check_up_sell',
      one_check_up_sell: {
        include_in_atu: false,
        product: { id: gid('Product', 72), variant_id: gid('ProductVariant', 2) },
      },
      multi_one_check_upsell: { products: [{ include_in_atu: true, product: { id: 55 } }] },
    },
  },
];

describe('functionConfigFor', () => {
  it('drops inactive campaigns, the Add To Unlock campaigns after one that applies everywhere, and keeps order', () => {
    const atu = (id: string, countries?: CampaignLike['target']): CampaignLike => ({
      id,
      active: true,
      target: countries,
      settings: {
        type: 'add_to_unlock',
        add_to_unlock: { goals: [{ goal: 10, reward_type: 'discount', discount: { reward: 5 } }] },
      },
    });
    const config = functionConfigFor(
      [
        { ...atu('off'), active: false },
        {
          ...atu('switched-off'),
          settings: { type: 'add_to_unlock', add_to_unlock: { isActive: false, goals: [{ goal: 1 }] } },
        },
        atu('fr', { countries: { include_active: true, include: [' fr '] } }),
        atu('everywhere'),
        atu('never reached'),
      ],
      { multiCurrencyMode: false },
    );
    expect(config.a).toEqual([{ c: { i: ['FR'] }, g: [{ r: 'd', v: 10, p: 5 }] }, { g: [{ r: 'd', v: 10, p: 5 }] }]);
  });

  it('leaves out Buy More Save More on all products in multi-currency mode, and every bundle after one on all products', () => {
    const bundle = (target: CampaignLike['target']): CampaignLike => ({
      active: true,
      target,
      settings: {
        type: 'bundles',
        bundles: {
          tiers: [
            { quantity: 2, reward: 10 },
            { quantity: 0, reward: 5 },
            { quantity: 3, reward: '' },
          ],
        },
      },
    });
    const campaigns = [
      bundle({ type: 'all_products' }),
      bundle({ type: 'specific_products', ids: [gid('Product', 7)] }),
    ];
    expect(functionConfigFor(campaigns, { multiCurrencyMode: true }).b).toEqual([{ p: [7], r: [[2, 10]] }]);
    expect(functionConfigFor(campaigns, { multiCurrencyMode: false }).b).toEqual([{ r: [[2, 10]] }]);
  });

  it('lists the collections of Buy More Save More campaigns as gids, titles only when not the default', () => {
    const config = functionConfigFor(
      [
        {
          active: true,
          target: {
            type: 'specific_collections',
            ids: [gid('Collection', 5)],
            selected: [{ id: gid('Collection', 5) }, { id: 6 }],
          },
          settings: {
            type: 'bundles',
            applied_discount_title: 'Bulk deal',
            bundles: { tiers: [{ type: 'fixed_amount', quantity: 2, reward: 3 }] },
          },
        },
        {
          active: true,
          target: { type: 'specific_collections', ids: [gid('Collection', 9)] },
          settings: {
            type: 'add_to_unlock',
            applied_discount_title: DEFAULT_DISCOUNT_TITLE,
            add_to_unlock: { goals: [{ goal: 5, reward_type: 'manual' }] },
          },
        },
      ],
      { multiCurrencyMode: false },
    );
    expect(config).toEqual({
      v: FUNCTION_CONFIG_VERSION,
      a: [{ g: [{ r: 'm', v: 5 }] }],
      b: [{ t: 'Bulk deal', k: [5, 6], r: [[2, 3, 1]] }],
      collectionIds: [gid('Collection', 5), gid('Collection', 6)],
    });
  });

  it('tells when collection-targeted Buy More Save More campaigns use different collection lists', () => {
    const onCollections = (...ids: number[]): CampaignLike => ({
      active: true,
      target: { type: 'specific_collections', ids: ids.map((id) => gid('Collection', id)) },
      settings: { type: 'bundles', bundles: { tiers: [{ quantity: 2, reward: 5 }] } },
    });
    const ambiguous = (list: CampaignLike[]) =>
      hasAmbiguousCollectionTargets(functionConfigFor(list, { multiCurrencyMode: false }));
    expect(ambiguous([onCollections(1, 2), onCollections(2, 1), campaigns[2]])).toBe(false);
    expect(ambiguous([onCollections(1), onCollections(1, 2)])).toBe(true);
  });

  it('counts its bytes as UTF-8, as Shopify does', () => {
    const config = functionConfigFor(
      [
        {
          active: true,
          settings: {
            type: 'bundles',
            applied_discount_title: 'Rabais spécial 🎁 ×2',
            bundles: { tiers: [{ quantity: 2, reward: 5 }] },
          },
        },
      ],
      { multiCurrencyMode: false },
    );
    expect(functionConfigBytes(config)).toBe(Buffer.byteLength(JSON.stringify(config), 'utf8'));
    expect(functionConfigBytes(config)).toBeGreaterThan(JSON.stringify(config).length);
  });

  it('uses the campaigns default discount title', () => {
    expect(DEFAULT_DISCOUNT_TITLE).toBe(DEFAULT_APPLIED_DISCOUNT_TITLE);
  });

  it('gives computeCartRewards the same rewards once read back (goals, gifts, currencies, One Check, countries)', () => {
    const config = readFunctionConfig(
      JSON.parse(JSON.stringify(functionConfigFor(campaigns, { multiCurrencyMode: false }))),
    );
    expect(config).not.toBeNull();
    const back = campaignsFromFunctionConfig(config!).map((c) => c.campaign);
    const items = [
      line(1, 6000, 2, 71),
      line(2, 2500, 1, 72),
      line(902, 1500, 2, 90, 'free_gift'),
      line(903, 1500, 1, 90, 'free_gift'),
      line(3, 9900, 1, 55),
    ];
    const strip = (r: ReturnType<typeof computeCartRewards>) => ({
      ...r,
      campaignId: null,
      goals: r.goals.map((g) => [g.index, g.threshold, g.total, g.unlocked]),
      unlockedGoals: [],
      storeCredit: r.storeCredit.map((g) => g.index),
      discount: r.discount && [r.discount.goalIndex, r.discount.total, r.discount.lines],
      bundleDiscounts: r.bundleDiscounts.map((d) => [d.line, d.amount]),
    });
    let rewarded = 0;
    for (const country of ['US', 'FR']) {
      for (const [currency, rate] of [
        ['USD', 1],
        ['EUR', 0.92],
      ] as const) {
        for (const n of [1, 2, 4]) {
          const input = { items: items.map((i) => ({ ...i, quantity: i.quantity * n })), currency, rate, country };
          const stored = computeCartRewards({ ...input, campaigns });
          expect(strip(computeCartRewards({ ...input, campaigns: back }))).toEqual(strip(stored));
          rewarded += stored.summary.finalDiscount > 0 ? 1 : 0;
        }
      }
    }
    expect(rewarded).toBeGreaterThan(6);
  });
});

describe('readFunctionConfig', () => {
  it('accepts its own shape and refuses anything else', () => {
    const config = functionConfigFor(campaigns, { multiCurrencyMode: false });
    expect(readFunctionConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
    for (const bad of [
      null,
      'x',
      [],
      {},
      { v: 2, collectionIds: [] },
      { v: 1 },
      { v: 1, collectionIds: [], a: [{}] },
      { v: 1, collectionIds: [], b: [{ r: [1] }] },
      { v: 1, collectionIds: [], o: [{}] },
      { v: 1, collectionIds: [], a: 'x' },
    ]) {
      expect(readFunctionConfig(bad)).toBeNull();
    }
  });
});

describe('functionConfigFor with a running experiment (docs/experiments.md "Checkout")', () => {
  const settings = { multiCurrencyMode: false };
  const onCollection = (id: string, collection: number, reward: number): CampaignLike => ({
    id,
    active: true,
    target: { type: 'specific_collections', ids: [gid('Collection', collection)] },
    settings: { type: 'bundles', bundles: { tiers: [{ quantity: 2, reward }] } },
  });

  it('without one is byte for byte the configuration written before experiments existed', () => {
    // Written by functionConfigFor at 8cffb3d, before the experiment block: a shop without an experiment keeps its
    // digest, so no discount is rewritten when this ships.
    const before =
      '{"v":1,"a":[{"t":"France rewards","c":{"i":["FR"]},"q":1,"g":[{"r":"d","v":3,"p":20}]},{"c":{"x":["DE"]},"g":[{"r":"s","v":40,"s":{"EUR":35}},{"r":"d","v":60.5,"s":{"EUR":50},"a":12.5},{"r":"g","v":80,"gv":[902,903]},{"r":"g","v":150,"gv":[903],"rm":1},{"r":"m","v":120}]}],"b":[{"t":"Tiers","r":[[2,10],[4,7.5,1]],"p":[71,55]}],"o":[{"x":[72]}],"collectionIds":[]}';
    expect(JSON.stringify(functionConfigFor(campaigns, settings))).toBe(before);
    expect(JSON.stringify(functionConfigFor(campaigns, settings, null))).toBe(before);
    expect(JSON.stringify(functionConfigFor(campaigns, settings, undefined))).toBe(before);
  });

  it("adds the experiment's id and the variant's rewards after the live cart's, the variant's collections shared", () => {
    const live = [...campaigns, onCollection('live-socks', 5, 10)];
    const draft = [campaigns[2], onCollection('draft-socks', 6, 20), { ...campaigns[1], active: true }];
    const config = functionConfigFor(live, settings, { id: 'x_abc', variant: { campaigns: draft, settings } });
    const alone = functionConfigFor(live, settings);
    const variantAlone = functionConfigFor(draft, settings);
    expect(Object.keys(config)).toEqual(['v', 'a', 'b', 'o', 'collectionIds', 'x']);
    // The control's lists are the live cart's as they are without an experiment.
    expect({ a: config.a, b: config.b, o: config.o }).toEqual({ a: alone.a, b: alone.b, o: alone.o });
    expect(config.x).toEqual({ i: 'x_abc', v: { a: variantAlone.a, b: variantAlone.b } });
    expect(config.collectionIds).toEqual([gid('Collection', 5), gid('Collection', 6)]);
    // Different collection lists in the two arms: inAnyCollection answers for both together.
    expect(hasAmbiguousCollectionTargets(config)).toBe(true);
    expect(hasAmbiguousCollectionTargets(alone)).toBe(false);
    expect(readFunctionConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
  });

  it("gives the theme's own cart 0 (no rewards), and a variant on the live cart's collections stays exact", () => {
    const live = [onCollection('live-socks', 5, 10)];
    const theme = functionConfigFor(live, settings, { id: 'x_t', variant: null });
    expect(theme).toEqual({ ...functionConfigFor(live, settings), x: { i: 'x_t', v: 0 } });
    expect(readFunctionConfig(JSON.parse(JSON.stringify(theme)))).toEqual(theme);
    const same = functionConfigFor(live, settings, {
      id: 'x_s',
      variant: { campaigns: [onCollection('draft-socks', 5, 25)], settings },
    });
    expect(same.collectionIds).toEqual([gid('Collection', 5)]);
    expect(hasAmbiguousCollectionTargets(same)).toBe(false);
  });

  it("applies the variant's own multi-currency mode and counts both arms' bytes", () => {
    const everywhere: CampaignLike = {
      active: true,
      target: { type: 'all_products' },
      settings: { type: 'bundles', bundles: { tiers: [{ quantity: 2, reward: 10 }] } },
    };
    const config = functionConfigFor([everywhere], settings, {
      id: 'x_m',
      variant: { campaigns: [everywhere], settings: { multiCurrencyMode: true } },
    });
    expect(config.b).toEqual([{ r: [[2, 10]] }]);
    expect(config.x).toEqual({ i: 'x_m', v: {} });
    expect(functionConfigBytes(config)).toBe(
      functionConfigBytes(functionConfigFor([everywhere], settings)) + ',"x":{"i":"x_m","v":{}}'.length,
    );
  });

  it('reads back only a well-formed experiment block', () => {
    const base = { v: 1, collectionIds: [] };
    expect(readFunctionConfig({ ...base, x: { i: 'x_1', v: 0 } })).not.toBeNull();
    expect(readFunctionConfig({ ...base, x: { i: 'x_1', v: { b: [{ r: [[2, 10]] }] } } })).not.toBeNull();
    for (const x of [
      null,
      1,
      { v: 0 },
      { i: 7, v: 0 },
      { i: 'x_1' },
      { i: 'x_1', v: 1 },
      { i: 'x_1', v: { a: [{}] } },
      { i: 'x_1', v: { b: [{ r: [1] }] } },
      { i: 'x_1', v: { o: 'x' } },
    ]) {
      expect(readFunctionConfig({ ...base, x })).toBeNull();
    }
  });
});
