import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import {
  functionConfigFor,
  type CampaignLike,
  type DeliveryFunctionInput,
  type LinesFunctionInput,
} from '../../../domain/src/cart';
import { ARM_ATTRIBUTE } from '../../../domain/src/experiment/assignment';
import { functionInput, resultProblems, type StoreCart, type StoreLine } from '../test-support/shopifyInput';
import { cartDeliveryOptionsDiscountsGenerateRun, cartLinesDiscountsGenerateRun } from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { build } = require('../scripts/build.js') as { build(outfile?: string): Promise<number> };

const gid = (kind: string, n: number): string => `gid://shopify/${kind}/${n}`;

const campaigns: CampaignLike[] = [
  {
    active: true,
    settings: {
      type: 'add_to_unlock',
      applied_discount_title: 'Cart rewards',
      add_to_unlock: {
        goals: [
          { goal: 40, reward_type: 'free_shipping' },
          { goal: 60, reward_type: 'discount', discount: { type: 'percentage', reward: 15 } },
          {
            goal: 80,
            reward_type: 'gift',
            gift: { product: { id: gid('Product', 900), variant_id: gid('ProductVariant', 9000) } },
          },
        ],
      },
    },
  },
  {
    active: true,
    target: { type: 'specific_collections', ids: [gid('Collection', 5)] },
    settings: {
      type: 'bundles',
      applied_discount_title: 'Sock tiers',
      bundles: { tiers: [{ quantity: 2, reward: 10 }] },
    },
  },
];

const line = (n: number, over: Partial<StoreLine>): StoreLine => ({
  id: gid('CartLine', n),
  quantity: 1,
  price: '10.00',
  variantId: gid('ProductVariant', n),
  productId: gid('Product', n * 10),
  productType: 'Goods',
  collections: [],
  ...over,
});

const cart = (over: Partial<StoreCart> = {}): StoreCart => ({
  lines: [
    line(1, { price: '110.00' }),
    line(2, { price: '8.00', quantity: 2, collections: [gid('Collection', 5), gid('Collection', 77)] }),
    line(3, {
      price: '15.00',
      variantId: gid('ProductVariant', 9000),
      productId: gid('Product', 900),
      productType: 'free_gift',
      quantity: 2,
    }),
  ],
  currency: 'USD',
  rate: '1.0',
  country: 'US',
  discountClasses: ['PRODUCT', 'ORDER', 'SHIPPING'],
  config: JSON.parse(JSON.stringify(functionConfigFor(campaigns, { multiCurrencyMode: false }))),
  deliveryGroups: [gid('CartDeliveryGroup', 1)],
  ...over,
});

describe('the function on the input its own queries select from Shopify schema', () => {
  it('gives tiers through a collection, the gift, the goal discount and free shipping, all valid results', () => {
    const lines = cartLinesDiscountsGenerateRun(functionInput('lines', cart()) as LinesFunctionInput);
    expect(resultProblems('lines', lines)).toEqual([]);
    expect(lines.operations).toEqual([
      {
        productDiscountsAdd: {
          selectionStrategy: 'ALL',
          candidates: [
            {
              message: 'Sock tiers',
              targets: [{ cartLine: { id: gid('CartLine', 2) } }],
              value: { fixedAmount: { amount: '1.60', appliesToEachItem: false } },
            },
            {
              message: 'Cart rewards',
              targets: [{ cartLine: { id: gid('CartLine', 3), quantity: 1 } }],
              value: { percentage: { value: 100 } },
            },
          ],
        },
      },
      {
        orderDiscountsAdd: {
          selectionStrategy: 'FIRST',
          // 15 % of 110.00 + 16.00 − 1.60 = 124.40 → 18.66
          candidates: [
            {
              message: 'Cart rewards',
              targets: [{ orderSubtotal: { excludedCartLineIds: [gid('CartLine', 3)] } }],
              value: { fixedAmount: { amount: '18.66' } },
            },
          ],
        },
      },
    ]);
    const delivery = cartDeliveryOptionsDiscountsGenerateRun(
      functionInput('delivery', cart()) as DeliveryFunctionInput,
    );
    expect(resultProblems('delivery', delivery)).toEqual([]);
    expect(delivery.operations).toEqual([
      {
        deliveryDiscountsAdd: {
          selectionStrategy: 'ALL',
          candidates: [
            {
              message: 'Cart rewards',
              targets: [{ deliveryGroup: { id: gid('CartDeliveryGroup', 1) } }],
              value: { percentage: { value: 100 } },
            },
          ],
        },
      },
    ]);
  });

  it('gives nothing before the gateway wrote a configuration (the query still runs without $collectionIds)', () => {
    expect(cartLinesDiscountsGenerateRun(functionInput('lines', cart({ config: null })) as LinesFunctionInput)).toEqual(
      { operations: [] },
    );
    expect(
      cartDeliveryOptionsDiscountsGenerateRun(
        functionInput('delivery', cart({ config: null })) as DeliveryFunctionInput,
      ),
    ).toEqual({ operations: [] });
  });

  it("reads the cart's arm attribute: each arm of a running experiment gets its own rewards, the theme's arm none", () => {
    // The variant: 20 % off from $100 and no free shipping or tiers (a different spend goal).
    const draft: CampaignLike[] = [
      {
        active: true,
        settings: {
          type: 'add_to_unlock',
          applied_discount_title: 'Draft rewards',
          add_to_unlock: {
            goals: [{ goal: 100, reward_type: 'discount', discount: { type: 'percentage', reward: 20 } }],
          },
        },
      },
    ];
    const settings = { multiCurrencyMode: false };
    const experimentCart = (variant: CampaignLike[] | null, arm?: string): StoreCart =>
      cart({
        config: JSON.parse(
          JSON.stringify(
            functionConfigFor(campaigns, settings, {
              id: 'x_fn',
              variant: variant && { campaigns: variant, settings },
            }),
          ),
        ),
        attributes: arm === undefined ? {} : { [ARM_ATTRIBUTE]: arm, Gift: 'x_fn:variant' },
      });
    const run = (c: StoreCart) => {
      const lines = cartLinesDiscountsGenerateRun(functionInput('lines', c) as LinesFunctionInput);
      const delivery = cartDeliveryOptionsDiscountsGenerateRun(functionInput('delivery', c) as DeliveryFunctionInput);
      expect([...resultProblems('lines', lines), ...resultProblems('delivery', delivery)]).toEqual([]);
      return { lines: lines.operations, delivery: delivery.operations };
    };
    const control = run(cart());
    expect(run(experimentCart(draft, 'x_fn:control'))).toEqual(control);
    expect(run(experimentCart(draft))).toEqual(control);
    expect(run(experimentCart(draft, 'x_other:variant'))).toEqual(control);
    // 20 % of 110.00 + 16.00 = 25.20, on every line but the gift (a gift of no goal here: charged in full)
    expect(run(experimentCart(draft, 'x_fn:variant'))).toEqual({
      lines: [
        {
          orderDiscountsAdd: {
            selectionStrategy: 'FIRST',
            candidates: [
              {
                message: 'Draft rewards',
                targets: [{ orderSubtotal: { excludedCartLineIds: [gid('CartLine', 3)] } }],
                value: { fixedAmount: { amount: '25.20' } },
              },
            ],
          },
        },
      ],
      delivery: [],
    });
    expect(run(experimentCart(null, 'x_fn:variant'))).toEqual({ lines: [], delivery: [] });
    expect(run(experimentCart(null, 'x_fn:control'))).toEqual(control);
    // The input carries the attribute's value under the query's alias, and nothing else of the cart's attributes.
    const input = functionInput('lines', experimentCart(draft, 'x_fn:variant')) as LinesFunctionInput;
    expect(input.cart.a).toEqual({ value: 'x_fn:variant' });
    expect((functionInput('delivery', cart()) as DeliveryFunctionInput).cart.a).toBeNull();
  });

  it('both input queries read the arm attribute by its domain name', () => {
    for (const file of [
      'cart_lines_discounts_generate_run.graphql',
      'cart_delivery_options_discounts_generate_run.graphql',
    ])
      expect(fs.readFileSync(path.join(__dirname, file), 'utf8')).toContain(`a: attribute(key: "${ARM_ATTRIBUTE}")`);
  });

  it('the schema check refuses a result Shopify would refuse', () => {
    expect(
      resultProblems('lines', { operations: [{ productDiscountsAdd: { candidates: [], selectionStrategy: 'SOME' } }] }),
    ).not.toEqual([]);
    expect(
      resultProblems('lines', {
        operations: [
          {
            productDiscountsAdd: { candidates: [], selectionStrategy: 'ALL' },
            orderDiscountsAdd: { candidates: [], selectionStrategy: 'FIRST' },
          },
        ],
      }),
    ).not.toEqual([]);
    expect(
      resultProblems('delivery', {
        operations: [{ deliveryDiscountsAdd: { candidates: [{ targets: [], value: {} }], selectionStrategy: 'ALL' } }],
      }),
    ).not.toEqual([]);
  });

  it('builds dist/function.js: a CommonJS module exporting both targets with the same answers', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-fn-')), 'function.js');
    expect(await build(out)).toBeGreaterThan(0);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const built = require(out) as {
      cartLinesDiscountsGenerateRun: typeof cartLinesDiscountsGenerateRun;
      cartDeliveryOptionsDiscountsGenerateRun: typeof cartDeliveryOptionsDiscountsGenerateRun;
    };
    const input = functionInput('lines', cart());
    expect(built.cartLinesDiscountsGenerateRun(input as LinesFunctionInput)).toEqual(
      cartLinesDiscountsGenerateRun(input as LinesFunctionInput),
    );
    const delivery = functionInput('delivery', cart());
    expect(built.cartDeliveryOptionsDiscountsGenerateRun(delivery as DeliveryFunctionInput)).toEqual(
      cartDeliveryOptionsDiscountsGenerateRun(delivery as DeliveryFunctionInput),
    );
    // The theme's arm of an experiment: the arm attribute decoded in the bundle too (nothing for it).
    const theme = functionInput(
      'lines',
      cart({
        config: JSON.parse(
          JSON.stringify(functionConfigFor(campaigns, { multiCurrencyMode: false }, { id: 'x_b', variant: null })),
        ),
        attributes: { [ARM_ATTRIBUTE]: 'x_b:variant' },
      }),
    ) as LinesFunctionInput;
    expect(built.cartLinesDiscountsGenerateRun(theme)).toEqual({ operations: [] });
    // the domain's zod schemas stay out of the function: only the cart math is bundled
    expect(fs.readFileSync(out, 'utf8')).not.toMatch(/zod/);
  });
});
