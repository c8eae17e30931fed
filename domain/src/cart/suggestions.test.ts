import {
  isProductSoldOut,
  isSuggestionExcluded,
  oneCheckProductIds,
  productTags,
  purchaseOptionsOf,
  storefrontPurchaseOption,
  suggestionExclusion,
  suggestionsFor,
  type SuggestionContext,
} from './suggestions';
import type { StorefrontProduct, StorefrontVariant } from './types';

/** Variants as Shopify's products/{handle}.js serves them: `available`, no inventory quantity or policy. */
const inStock: StorefrontVariant = { id: 11, price: 1000, available: true, inventory_management: 'shopify' };
const soldOut: StorefrontVariant = { id: 12, price: 1000, available: false, inventory_management: 'shopify' };
/** Admin-API variants (the spec's inventory fields). */
const adminSoldOut: StorefrontVariant = { id: 14, price: '10.00', inventory_management: 'shopify', inventory_policy: 'deny', inventory_quantity: 0 };
const p = (id: number, extra: Partial<StorefrontProduct> = {}): StorefrontProduct => ({
  id,
  title: `P${id}`,
  product_type: 'shirt',
  tags: [],
  variants: [inStock],
  ...extra,
});

describe('suggestion exclusions (cart-and-shop.md §5)', () => {
  const ctx: SuggestionContext = {
    cartProductIds: ['gid://shopify/Product/1'],
    excludeTags: ['No-Upsell', ' '],
    oneCheckProductIds: [6],
    purchaseOptions: { '4': 'other', '5': 'subscription_and_onetime', '7': 'onetime_only' },
    canWriteDiscounts: true,
  };
  it.each<[string, StorefrontProduct, string | null]>([
    ['already in the cart', p(1), 'in_cart'],
    ['ship_protect product type', p(2, { product_type: 'ship_protect' }), 'ship_protect'],
    ['every variant sold out (storefront `available`)', p(3, { variants: [soldOut, { ...soldOut, id: 13 }] }), 'sold_out'],
    ['one variant still in stock', p(3, { variants: [soldOut, inStock] }), null],
    ['Admin data: every variant sold out with deny + managed', p(3, { variants: [adminSoldOut, { ...adminSoldOut, id: 13, inventory_quantity: -1 }] }), 'sold_out'],
    ['Admin data: sold out but overselling allowed', p(3, { variants: [{ ...adminSoldOut, inventory_policy: 'continue' }] }), null],
    ['Admin data: sold out but not tracked', p(3, { variants: [{ ...adminSoldOut, inventory_management: null }] }), null],
    ['subscription-only purchase option', p(4), 'subscription_only'],
    ['subscription_and_onetime', p(5), null],
    ['onetime_only', p(7), null],
    ['excluded tag, case-insensitive', p(8, { tags: ['sale', 'no-upsell'] }), 'excluded_tag'],
    ['excluded tag in a comma string', p(8, { tags: 'sale, NO-UPSELL' }), 'excluded_tag'],
    ['already in a one-check campaign', p(6), 'in_one_check'],
    ['a plain product', p(9), null],
  ])('%s', (_, product, reason) => {
    expect(suggestionExclusion(product, ctx)).toBe(reason);
    expect(isSuggestionExcluded(product, ctx)).toBe(reason !== null);
  });

  it('purchase options filter only with the write-discounts permission', () => {
    expect(isSuggestionExcluded(p(4), { ...ctx, canWriteDiscounts: false })).toBe(false);
    expect(isSuggestionExcluded(p(4), { canWriteDiscounts: true })).toBe(false);
  });

  it('a product without variants counts as sold out', () => {
    expect(isProductSoldOut(p(1, { variants: [] }))).toBe(true);
    expect(isProductSoldOut(p(1, { variants: undefined }))).toBe(true);
  });

  it('reads tags from lists and strings', () => {
    expect(productTags(p(1, { tags: ' A , b,,' }))).toEqual(['a', 'b']);
    expect(productTags(p(1, { tags: undefined }))).toEqual([]);
  });
});

describe('suggestionsFor', () => {
  const candidates = [p(1), p(2), p(2), p(3, { product_type: 'ship_protect' }), p(4), p(5), p(6), p(7), p(8)];
  it.each<[number | null | undefined, number[]]>([
    [undefined, [2, 4]], // products_length default 2
    [1, [2]],
    [3, [2, 4, 5]],
    [5, [2, 4, 5, 6, 7]],
    [9, [2, 4, 5, 6, 7]], // at most 5
    [0, [2]], // at least 1
    [NaN, [2, 4]],
  ])('products_length %s → %j', (productsLength, ids) => {
    expect(suggestionsFor(candidates, { cartProductIds: [1], productsLength }).map((x) => x.id)).toEqual(ids);
  });
});

describe('purchase options from what products/{handle}.js serves', () => {
  const plans = [{ id: 'g1', name: 'Subscribe', selling_plans: [{ id: 1, name: 'Monthly' }] }];
  const subscriptionOnly = p(21, { requires_selling_plan: true, selling_plan_groups: plans });
  const both = p(22, { requires_selling_plan: false, selling_plan_groups: plans });
  const oneTime = p(23, { requires_selling_plan: false, selling_plan_groups: [] });
  it('reads requires_selling_plan and selling_plan_groups', () => {
    expect(storefrontPurchaseOption(subscriptionOnly)).toBe('subscription_only');
    expect(storefrontPurchaseOption(both)).toBe('subscription_and_onetime');
    expect(storefrontPurchaseOption(oneTime)).toBe('onetime_only');
    expect(storefrontPurchaseOption(p(24))).toBe('onetime_only');
  });
  it('drops a subscription-only suggestion when the shop can write discounts, keeps the rest', () => {
    const list = [subscriptionOnly, both, oneTime];
    const purchaseOptions = purchaseOptionsOf(list);
    expect(suggestionsFor(list, { purchaseOptions, canWriteDiscounts: true, productsLength: 5 }).map((x) => x.id)).toEqual([22, 23]);
    expect(suggestionsFor(list, { purchaseOptions, canWriteDiscounts: false, productsLength: 5 }).map((x) => x.id)).toEqual([21, 22, 23]);
  });
});

describe('oneCheckProductIds', () => {
  it('collects products of active one-check campaigns, both shapes', () => {
    expect(
      oneCheckProductIds([
        { active: true, settings: { one_check_up_sell: { product: { id: 'gid://shopify/Product/5' } } } },
        { active: true, settings: { multi_one_check_upsell: { products: [{ product: { id: 6 } }, { product: null }] } } },
        { active: false, settings: { one_check_up_sell: { product: { id: 7 } } } },
        { active: true, settings: { type: 'bundles' } },
      ]),
    ).toEqual(['5', '6']);
  });
});
