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
