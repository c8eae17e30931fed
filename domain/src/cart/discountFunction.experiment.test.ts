import { encodeArm } from '../experiment/assignment';
import { armFunctionConfig, deliveryDiscountOperations, linesDiscountOperations } from './discountFunction';
import type { DeliveryFunctionInput, FunctionCartLine } from './discountFunctionTypes';
import { functionConfigFor } from './functionConfig';
import type { FunctionConfig } from './functionConfigTypes';
import type { CampaignLike } from './types';

const gid = (kind: string, n: number): string => `gid://shopify/${kind}/${n}`;
const settings = { multiCurrencyMode: false };

const line = (n: number, price: string, quantity = 1): FunctionCartLine => ({
  id: gid('CartLine', n),
  q: quantity,
  c: { u: { a: price } },
  m: { id: gid('ProductVariant', n), p: { id: gid('Product', n * 10), t: 'Goods', k: false } },
});

function input(config: FunctionConfig, arm: string | null, lines = [line(1, '70.00'), line(2, '20.00', 2)]) {
  const base: DeliveryFunctionInput = {
    cart: {
      cost: { subtotalAmount: { currencyCode: 'USD' } },
      lines,
      a: arm === null ? null : { value: arm },
      deliveryGroups: [{ id: gid('CartDeliveryGroup', 0) }],
    },
    discount: {
      discountClasses: ['PRODUCT', 'ORDER', 'SHIPPING'],
      metafield: { jsonValue: JSON.parse(JSON.stringify(config)) },
    },
    localization: { country: { isoCode: 'US' } },
    presentmentCurrencyRate: '1.0',
  };
  return base;
}

const goals = (title: string, threshold: number, reward: 'free_shipping' | 'discount'): CampaignLike => ({
  active: true,
  settings: {
    type: 'add_to_unlock',
    applied_discount_title: title,
    add_to_unlock: {
      goals: [
        reward === 'discount'
          ? { goal: threshold, reward_type: 'discount', discount: { type: 'percentage', reward: 20 } }
          : { goal: threshold, reward_type: 'free_shipping' },
      ],
    },
  },
});

/** The live cart: free shipping from $50 and 10 % off two of product 20 (line 2). */
const live: CampaignLike[] = [
  goals('Live goals', 50, 'free_shipping'),
  {
    active: true,
    target: { type: 'specific_products', ids: [gid('Product', 20)] },
    settings: {
      type: 'bundles',
      applied_discount_title: 'Live tiers',
      bundles: { tiers: [{ quantity: 2, reward: 10 }] },
    },
  },
];
/** The draft: a different spend goal, 20 % off from $100, and no tiers. */
const draft: CampaignLike[] = [goals('Draft goals', 100, 'discount')];

const withDraft = functionConfigFor(live, settings, { id: 'x_test1', variant: { campaigns: draft, settings } });
const withTheme = functionConfigFor(live, settings, { id: 'x_test1', variant: null });

/** Every operation's message, by target: which arm's rewards a run gave. */
function given(config: FunctionConfig, arm: string | null): string[] {
  const run = input(config, arm);
  const lines = linesDiscountOperations(run).operations.flatMap((op): Array<{ message?: string }> =>
    'productDiscountsAdd' in op ? op.productDiscountsAdd.candidates : op.orderDiscountsAdd.candidates,
  );
  const delivery = deliveryDiscountOperations(run).operations.flatMap((op) => op.deliveryDiscountsAdd.candidates);
  return [...lines.map((c) => `lines:${c.message}`), ...delivery.map((c) => `delivery:${c.message}`)];
}

const CONTROL = ['lines:Live tiers', 'delivery:Live goals'];
const VARIANT = ['lines:Draft goals'];

describe('the Discount Function with a running experiment', () => {
  it("gives each arm its own rewards: the live cart's to control, the draft's to the variant", () => {
    expect(given(withDraft, encodeArm('x_test1', 'control'))).toEqual(CONTROL);
    expect(given(withDraft, encodeArm('x_test1', 'variant'))).toEqual(VARIANT);
    // the variant's 20 % of $110, as an order discount
    const order = linesDiscountOperations(input(withDraft, 'x_test1:variant')).operations[0];
    expect(order).toMatchObject({
      orderDiscountsAdd: { candidates: [{ value: { fixedAmount: { amount: '22.00' } } }] },
    });
    // without an experiment block the live cart's rewards, as before experiments
    expect(given(functionConfigFor(live, settings), 'x_test1:variant')).toEqual(CONTROL);
  });

  it("gives the theme's own cart nothing, and its control the live cart's rewards", () => {
    expect(given(withTheme, 'x_test1:variant')).toEqual([]);
    expect(given(withTheme, 'x_test1:control')).toEqual(CONTROL);
    expect(given(withTheme, null)).toEqual(CONTROL);
  });

  it("gives a forged or garbled attribute the control's offer, or the variant's when it names it, never both", () => {
    const forged = [
      null,
      '',
      'x_other:variant',
      'x_test1',
      'x_test1:Variant',
      'x_test1:variant ',
      ' x_test1:variant',
      'x_test1:variant:variant',
      'x_test1:control,variant',
      'x_test1:both',
      '{"x_test1":"variant"}',
      'x_test1:variantx_test1:control',
    ];
    for (const value of forged) expect([value, given(withDraft, value)]).toEqual([value, CONTROL]);
    for (let seed = 0; seed < 200; seed++) {
      const value = `x_test1:${seed % 2 ? 'variant' : 'control'}${'::,; '.charAt(seed % 5)}`.trim();
      expect([CONTROL, VARIANT]).toContainEqual(given(withDraft, value));
    }
  });

  it('armFunctionConfig keeps one arm only: the control without the block, the variant with the shared collections', () => {
    const { x, ...control } = withDraft;
    expect(x).toBeDefined();
    expect(armFunctionConfig(withDraft, 'x_test1:control')).toEqual(control);
    expect(armFunctionConfig(withDraft, 'x_test1:variant')).toEqual({
      ...functionConfigFor(draft, settings),
      collectionIds: withDraft.collectionIds,
    });
    expect(armFunctionConfig(withTheme, 'x_test1:variant')).toBeNull();
    const plain = functionConfigFor(live, settings);
    expect(armFunctionConfig(plain, 'x_test1:variant')).toBe(plain);
  });
});
