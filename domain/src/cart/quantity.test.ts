import {
  INVALID_QUANTITY_MESSAGE,
  isVariantAvailable,
  lineMaxQuantity,
  maxQuantity,
  quantityControls,
  stockLimitFromRefusal,
  validateQuantityInput,
  variantQuantity,
} from './quantity';
import type { StorefrontVariant } from './types';

const v = (inventory_management: string | null, inventory_policy: string, inventory_quantity: number | null): StorefrontVariant => ({
  id: 1,
  inventory_management,
  inventory_policy,
  inventory_quantity,
});

describe('stock from Admin-API data (cart-and-shop.md §5: inventory quantity, policy, management)', () => {
  it.each<[StorefrontVariant, number, boolean]>([
    [v(null, 'deny', 0), Infinity, true], // not tracked
    [v('', 'deny', -3), Infinity, true],
    [v('shopify', 'continue', 0), Infinity, true], // overselling allowed
    [v('shopify', 'deny', 5), 5, true],
    [v('shopify', 'deny', 1), 1, true],
    [v('shopify', 'deny', 0), 0, false],
    [v('shopify', 'deny', -2), 0, false],
    [v('shopify', 'deny', null), 0, false],
    [v('shopify', 'deny', 2.7), 2, true],
  ])('%j → max %d, available %s', (variant, max, available) => {
    expect(maxQuantity(variant)).toBe(max);
    expect(isVariantAvailable(variant)).toBe(available);
  });
});

/** A variant exactly as Shopify's products/{handle}.js serves it: `available`, inventory_management, quantity_rule. */
const served = (available: boolean, max: number | null = null, management: string | null = 'shopify'): StorefrontVariant => ({
  id: 2,
  title: 'M',
  price: 2500,
  available,
  inventory_management: management,
  quantity_rule: { min: 1, max, increment: 1 },
});

describe('stock from storefront data (products/{handle}.js serves `available`, never the inventory quantity)', () => {
  it.each<[string, StorefrontVariant, number, boolean]>([
    ['sold out', served(false), 0, false],
    ['in stock: how many is not served, so no limit yet', served(true), Infinity, true],
    ['a quantity rule maximum', served(true, 4), 4, true],
    ['sold out under a rule maximum', served(false, 4), 0, false],
    ['untracked', served(true, null, null), Infinity, true],
  ])('%s', (_, variant, max, available) => {
    expect(maxQuantity(variant)).toBe(max);
    expect(isVariantAvailable(variant)).toBe(available);
  });

  it('`available` wins over a tracked variant with no quantity served (the old rule read it as in stock)', () => {
    expect(isVariantAvailable({ id: 3, inventory_management: 'shopify', available: false })).toBe(false);
  });
});

describe("stockLimitFromRefusal: the store's 422 on a quantity increase", () => {
  it.each<[string, string, number, number | null, number, number | null]>([
    ['2025 partial add', 'Only 2 items were added to your cart.', 3, 5, 7, 5],
    ['2025 partial add, longer text', 'Only 1 item was added to your cart due to availability.', 4, null, 9, 5],
    ['2025 nothing more fits', 'The maximum quantity of this item is already in your cart.', 5, 5, 6, 5],
    ['sold out', "The product 'Pocket Tee - M' is already sold out.", 1, 0, 2, 0],
    ['before 2025: the cart kept what stock allowed', 'You can only add 3 of this item to your cart', 2, 3, 5, 3],
    ['before 2025, nothing kept beyond the limit', 'All 4 Pocket Tee - S are in your cart.', 4, 4, 5, 4],
    ['another language: the cart kept less than asked', 'Seuls 2 articles ont été ajoutés.', 1, 3, 6, 3],
    ['another language, the cart kept what was asked', 'Erreur', 1, 6, 6, null],
    ['an unrelated refusal, no cart', 'The selling plan is not available for this variant.', 1, null, 2, null],
  ])('%s', (_, message, before, after, asked, limit) => expect(stockLimitFromRefusal(message, before, after, asked)).toBe(limit));
});

describe('lineMaxQuantity: the variant limit less its other lines', () => {
  const lines = [
    { key: 'a', variant_id: 7, quantity: 2 },
    { key: 'b', variant_id: 7, quantity: 1 },
    { key: 'c', variant_id: 8, quantity: 5 },
  ];
  it('counts the same variant on other lines', () => {
    expect(variantQuantity(lines, '7')).toBe(3);
    expect(lineMaxQuantity(lines[0], lines, 5)).toBe(4);
    expect(lineMaxQuantity(lines[2], lines, 5)).toBe(5);
    expect(lineMaxQuantity(lines[1], lines, 1)).toBe(0);
    expect(lineMaxQuantity(lines[1], lines, Infinity)).toBe(Infinity);
  });
});

describe('validateQuantityInput', () => {
  it('uses the spec’s message', () => expect(INVALID_QUANTITY_MESSAGE).toBe('Please enter a valid quantity'));
  it.each<[string | number | null | undefined, number, number, { quantity: number; error?: string }]>([
    ['3', 1, Infinity, { quantity: 3 }],
    [' 4 ', 1, Infinity, { quantity: 4 }],
    [2, 5, Infinity, { quantity: 2 }],
    ['2.9', 1, Infinity, { quantity: 2 }],
    ['9', 1, 5, { quantity: 5 }], // the stock limit is the maximum
    ['0', 2, Infinity, { quantity: 2, error: 'Please enter a valid quantity' }],
    ['-1', 2, Infinity, { quantity: 2, error: 'Please enter a valid quantity' }],
    ['0.5', 2, Infinity, { quantity: 2, error: 'Please enter a valid quantity' }],
    ['abc', 3, Infinity, { quantity: 3, error: 'Please enter a valid quantity' }],
    ['3abc', 3, Infinity, { quantity: 3, error: 'Please enter a valid quantity' }],
    ['', 3, Infinity, { quantity: 3, error: 'Please enter a valid quantity' }],
    [null, 3, Infinity, { quantity: 3, error: 'Please enter a valid quantity' }],
    [undefined, 3, Infinity, { quantity: 3, error: 'Please enter a valid quantity' }],
    [NaN, 3, Infinity, { quantity: 3, error: 'Please enter a valid quantity' }],
    ['5', 1, 0, { quantity: 1 }], // minimum 1 even when stock reads 0
  ])('%j (old %d, max %d) → %j', (raw, old, max, expected) => expect(validateQuantityInput(raw, old, max)).toEqual(expected));
});

describe('quantityControls', () => {
  it.each<[{ quantity: number; line_price?: number; price?: number }, number, { showStepper: boolean; increaseDisabled: boolean }]>([
    [{ quantity: 1, line_price: 2000 }, Infinity, { showStepper: true, increaseDisabled: false }],
    [{ quantity: 4, line_price: 8000 }, 5, { showStepper: true, increaseDisabled: false }],
    [{ quantity: 5, line_price: 10000 }, 5, { showStepper: true, increaseDisabled: true }], // quantity + 1 > max
    [{ quantity: 1, line_price: 0 }, Infinity, { showStepper: false, increaseDisabled: false }], // hidden at price zero
    [{ quantity: 2, price: 0 }, Infinity, { showStepper: false, increaseDisabled: false }],
    [{ quantity: 2, price: 150 }, 2, { showStepper: true, increaseDisabled: true }],
    [{ quantity: 1 }, Infinity, { showStepper: false, increaseDisabled: false }],
  ])('%j, max %d → %j', (line, max, expected) => expect(quantityControls(line, max)).toEqual(expected));
});
