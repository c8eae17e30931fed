import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import {
  functionConfigFor,
  type CampaignLike,
  type DeliveryFunctionInput,
  type LinesFunctionInput,
} from '../../../domain/src/cart';
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
    // the domain's zod schemas stay out of the function: only the cart math is bundled
    expect(fs.readFileSync(out, 'utf8')).not.toMatch(/zod/);
  });
});
