import { INVALID_QUANTITY_MESSAGE, isVariantAvailable, maxQuantity, quantityControls, validateQuantityInput } from './quantity';
import type { StorefrontVariant } from './types';

const v = (inventory_management: string | null, inventory_policy: string, inventory_quantity: number | null): StorefrontVariant => ({
  id: 1,
  inventory_management,
  inventory_policy,
  inventory_quantity,
});

describe('stock (cart-and-shop.md §5)', () => {
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
