import { centsToDecimal, deliveryDiscountOperations, linesDiscountOperations } from './discountFunction';
import type {
  DeliveryFunctionInput,
  DiscountClass,
  FunctionCartLine,
  LinesFunctionInput,
} from './discountFunctionTypes';
import { functionConfigFor } from './functionConfig';
import type { FunctionConfig } from './functionConfigTypes';
import type { CampaignLike } from './types';

const gid = (kind: string, n: number | string): string => `gid://shopify/${kind}/${n}`;
const ALL: DiscountClass[] = ['PRODUCT', 'ORDER', 'SHIPPING'];

interface TestLine {
  variant: number;
  product: number;
  price: string;
  quantity?: number;
  productType?: string;
  inCollection?: boolean;
}

const cartLine = (l: TestLine, i: number): FunctionCartLine => ({
  id: gid('CartLine', i),
  q: l.quantity ?? 1,
  c: { u: { a: l.price } },
  m: {
    id: gid('ProductVariant', l.variant),
    p: { id: gid('Product', l.product), t: l.productType ?? 'Shirts', k: l.inCollection ?? false },
  },
});

function input(
  config: FunctionConfig | null,
  lines: TestLine[],
  opts: { classes?: DiscountClass[]; currency?: string; rate?: string; country?: string } = {},
): DeliveryFunctionInput {
  return {
    cart: {
      cost: { subtotalAmount: { currencyCode: opts.currency ?? 'USD' } },
      lines: lines.map(cartLine),
      a: null,
      deliveryGroups: [{ id: gid('CartDeliveryGroup', 0) }, { id: gid('CartDeliveryGroup', 1) }],
    },
    discount: {
      discountClasses: opts.classes ?? ALL,
      metafield: config && { jsonValue: JSON.parse(JSON.stringify(config)) },
    },
    localization: { country: { isoCode: opts.country ?? 'US' } },
    presentmentCurrencyRate: opts.rate ?? '1.0',
  };
}

/** The demo shop's campaigns: $40 free shipping, $60 15 % off, $80 a $15 tote; tiers on the hoodie; a tick box out of goals. */
const demo: CampaignLike[] = [
  {
    id: 1,
    active: true,
    target: { type: 'all_products' },
    settings: {
      type: 'add_to_unlock',
      applied_discount_title: 'Cart rewards',
      add_to_unlock: {
        goals: [
          { goal: 40, specific_goals: [{ currency: 'EUR', goal: 35 }], reward_type: 'free_shipping' },
          {
            goal: 60,
            specific_goals: [{ currency: 'EUR', goal: 55 }],
            reward_type: 'discount',
            discount: { type: 'percentage', reward: 15 },
          },
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
    id: 2,
    active: true,
    target: { type: 'specific_products', ids: [gid('Product', 100)] },
    settings: {
      type: 'bundles',
      applied_discount_title: 'Hoodie tiers',
      bundles: {
        tiers: [
          { quantity: 2, reward: 10 },
          { quantity: 3, reward: 15 },
        ],
      },
    },
  },
  {
    id: 3,
    active: true,
    settings: {
      type: 'one_check_up_sell',
      multi_one_check_upsell: {
        products: [
          { include_in_atu: false, product: { id: gid('Product', 700), variant_id: gid('ProductVariant', 7000) } },
        ],
      },
    },
  },
];
const config = functionConfigFor(demo, { multiCurrencyMode: false });

const backpack: TestLine = { variant: 1, product: 10, price: '110.00' };
const tote: TestLine = { variant: 9000, product: 900, price: '15.00', productType: 'free_gift' };
const protection: TestLine = { variant: 7000, product: 700, price: '2.99' };

describe('linesDiscountOperations', () => {
  it('gives the goal discount as an order discount, the gift as 100 % off one unit, each with its title', () => {
    const result = linesDiscountOperations(input(config, [backpack, tote, protection]));
    expect(result.operations).toEqual([
      {
        productDiscountsAdd: {
          selectionStrategy: 'ALL',
          candidates: [
            {
              message: 'Cart rewards',
              targets: [{ cartLine: { id: gid('CartLine', 1), quantity: 1 } }],
              value: { percentage: { value: 100 } },
            },
          ],
        },
      },
      {
        orderDiscountsAdd: {
          selectionStrategy: 'FIRST',
          candidates: [
            {
              message: 'Cart rewards',
              // 15 % of the backpack only: the gift and the include_in_atu false tick box are left out
              targets: [{ orderSubtotal: { excludedCartLineIds: [gid('CartLine', 1), gid('CartLine', 2)] } }],
              value: { fixedAmount: { amount: '16.50' } },
            },
          ],
        },
      },
    ]);
  });

  it('gives Buy More Save More tiers as a fixed amount per line, under the bundle campaign title', () => {
    const hoodies: TestLine[] = [
      { variant: 11, product: 100, price: '20.00', quantity: 2 },
      { variant: 12, product: 100, price: '25.00' },
    ];
    const [products] = linesDiscountOperations(input(config, hoodies, { classes: ['PRODUCT'] })).operations;
    // 3 hoodies → 15 %: 600 and 375 cents; the goal discount would be an order discount, not asked for here
    expect(products).toEqual({
      productDiscountsAdd: {
        selectionStrategy: 'ALL',
        candidates: [
          {
            message: 'Hoodie tiers',
            targets: [{ cartLine: { id: gid('CartLine', 0) } }],
            value: { fixedAmount: { amount: '6.00', appliesToEachItem: false } },
          },
          {
            message: 'Hoodie tiers',
            targets: [{ cartLine: { id: gid('CartLine', 1) } }],
            value: { fixedAmount: { amount: '3.75', appliesToEachItem: false } },
          },
        ],
      },
    });
  });

  it('never makes a forged gift free: a gift line of a locked goal, or a product that is not a gift', () => {
    // $30 of goods: the $80 gift goal is locked, so the tote is charged; a "gift" of another product type is a product
    const forged = linesDiscountOperations(input(config, [{ ...backpack, price: '30.00' }, tote]));
    expect(forged.operations).toEqual([]);
    const notGift = linesDiscountOperations(input(config, [backpack, { ...tote, productType: 'Bags' }]));
    expect(JSON.stringify(notGift.operations)).not.toContain('"value":100');
  });

  it('makes only one unit of a granted gift free, and nothing once the cart drops under the goal', () => {
    const two = linesDiscountOperations(input(config, [backpack, { ...tote, quantity: 2 }], { classes: ['PRODUCT'] }));
    expect(two.operations).toEqual([
      {
        productDiscountsAdd: {
          selectionStrategy: 'ALL',
          candidates: [
            {
              message: 'Cart rewards',
              targets: [{ cartLine: { id: gid('CartLine', 1), quantity: 1 } }],
              value: { percentage: { value: 100 } },
            },
          ],
        },
      },
    ]);
    expect(
      linesDiscountOperations(input(config, [{ ...backpack, price: '79.99' }, tote], { classes: ['PRODUCT'] }))
        .operations,
    ).toEqual([]);
  });

  it('reads goals in the presentment currency: the EUR specific goal, a fixed amount converted with the rate', () => {
    const fixed = functionConfigFor(
      [
        {
          active: true,
          settings: {
            type: 'add_to_unlock',
            add_to_unlock: {
              goals: [
                {
                  goal: 60,
                  specific_goals: [{ currency: 'EUR', goal: 50 }],
                  reward_type: 'discount',
                  discount: { type: 'fixed_amount', reward: 10 },
                },
              ],
            },
          },
        },
      ],
      { multiCurrencyMode: false },
    );
    const eur = (price: string) =>
      linesDiscountOperations(input(fixed, [{ ...backpack, price }], { currency: 'EUR', rate: '0.9234' })).operations;
    expect(eur('49.99')).toEqual([]);
    // €50 reaches the EUR goal (not $60 × 0.9234); $10 off is €9.23
    expect(eur('50.00')).toEqual([
      expect.objectContaining({
        orderDiscountsAdd: expect.objectContaining({
          candidates: [expect.objectContaining({ value: { fixedAmount: { amount: '9.23' } } })],
        }),
      }),
    ]);
  });

  it('targets collections through inAnyCollection', () => {
    const byCollection = functionConfigFor(
      [
        {
          active: true,
          target: { type: 'specific_collections', ids: [gid('Collection', 5)] },
          settings: { type: 'bundles', bundles: { tiers: [{ quantity: 2, reward: 50 }] } },
        },
      ],
      { multiCurrencyMode: false },
    );
    const socks: TestLine = { variant: 3, product: 30, price: '8.00', quantity: 2 };
    expect(linesDiscountOperations(input(byCollection, [socks])).operations).toEqual([]);
    expect(linesDiscountOperations(input(byCollection, [{ ...socks, inCollection: true }])).operations).toEqual([
      {
        productDiscountsAdd: {
          selectionStrategy: 'ALL',
          candidates: [
            {
              message: 'Special Discount',
              targets: [{ cartLine: { id: gid('CartLine', 0) } }],
              value: { fixedAmount: { amount: '8.00', appliesToEachItem: false } },
            },
          ],
        },
      },
    ]);
  });

  it('emits only the classes the discount has, and nothing without a configuration or outside the country', () => {
    const lines = [backpack, tote, { variant: 11, product: 100, price: '20.00', quantity: 2 }];
    const kinds = (classes: DiscountClass[]) =>
      linesDiscountOperations(input(config, lines, { classes })).operations.map((o) => Object.keys(o)[0]);
    expect(kinds(ALL)).toEqual(['productDiscountsAdd', 'orderDiscountsAdd']);
    expect(kinds(['ORDER'])).toEqual(['orderDiscountsAdd']);
    expect(kinds(['PRODUCT'])).toEqual(['productDiscountsAdd']);
    expect(kinds(['SHIPPING'])).toEqual([]);
    expect(linesDiscountOperations(input(null, lines)).operations).toEqual([]);
    expect(linesDiscountOperations(input({ ...config, v: 2 } as unknown as FunctionConfig, lines)).operations).toEqual(
      [],
    );
    const franceOnly = functionConfigFor(
      demo.map((c) => ({ ...c, target: { ...c.target, countries: { include_active: true, include: ['FR'] } } })),
      { multiCurrencyMode: false },
    );
    expect(linesDiscountOperations(input(franceOnly, lines, { country: 'DE' })).operations).toEqual([]);
  });

  it('skips custom products (no variant) and reads a line attribute never', () => {
    const custom = input(config, [backpack]);
    custom.cart.lines.push({ id: gid('CartLine', 9), q: 1, c: { u: { a: '500.00' } }, m: {} });
    // the custom line neither counts toward the goal nor takes a share of the discount
    expect(linesDiscountOperations(custom as LinesFunctionInput).operations).toEqual([
      {
        orderDiscountsAdd: {
          selectionStrategy: 'FIRST',
          candidates: [
            {
              message: 'Cart rewards',
              targets: [{ orderSubtotal: { excludedCartLineIds: [gid('CartLine', 9)] } }],
              value: { fixedAmount: { amount: '16.50' } },
            },
          ],
        },
      },
    ]);
  });
});

describe('deliveryDiscountOperations', () => {
  it('makes every delivery group free for an unlocked automatic free-shipping goal', () => {
    expect(deliveryDiscountOperations(input(config, [{ ...backpack, price: '40.00' }])).operations).toEqual([
      {
        deliveryDiscountsAdd: {
          selectionStrategy: 'ALL',
          candidates: [0, 1].map((n) => ({
            message: 'Cart rewards',
            targets: [{ deliveryGroup: { id: gid('CartDeliveryGroup', n) } }],
            value: { percentage: { value: 100 } },
          })),
        },
      },
    ]);
    expect(deliveryDiscountOperations(input(config, [{ ...backpack, price: '39.99' }])).operations).toEqual([]);
    // the tick box counts toward no goal, so it cannot lift the cart to $40
    expect(deliveryDiscountOperations(input(config, [{ ...backpack, price: '39.00' }, protection])).operations).toEqual(
      [],
    );
  });

  it('never for a manual free-shipping goal, nor without the SHIPPING class', () => {
    const manual = functionConfigFor(
      [
        {
          active: true,
          settings: {
            type: 'add_to_unlock',
            add_to_unlock: { goals: [{ goal: 40, reward_type: 'free_shipping', free_shipping: { manual: true } }] },
          },
        },
      ],
      { multiCurrencyMode: false },
    );
    expect(deliveryDiscountOperations(input(manual, [backpack])).operations).toEqual([]);
    expect(deliveryDiscountOperations(input(config, [backpack], { classes: ['PRODUCT', 'ORDER'] })).operations).toEqual(
      [],
    );
  });
});

describe('centsToDecimal', () => {
  it('writes cents exactly', () => {
    expect([0, 5, 99, 100, 1234, 123456789, -250].map(centsToDecimal)).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '12.34',
      '1234567.89',
      '-2.50',
    ]);
  });
});
