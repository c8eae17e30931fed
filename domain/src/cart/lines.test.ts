import { cartIdKey, FREE_GIFT_PRODUCT_TYPES, isGiftLine, lineFullCents, lineQuantity, toNumber, unitCents } from './lines';

describe('line helpers', () => {
  it.each<[Parameters<typeof cartIdKey>[0], string]>([
    [123, '123'],
    ['123', '123'],
    [' 42 ', '42'],
    ['gid://shopify/ProductVariant/4455', '4455'],
    ['gid://shopify/Product/77?x=1', '77'],
    [null, ''],
    [undefined, ''],
  ])('cartIdKey(%j) = %j', (id, key) => expect(cartIdKey(id)).toBe(key));

  it.each<[Parameters<typeof toNumber>[0], number | undefined]>([
    [3, 3],
    ['4.5', 4.5],
    [' 7 ', 7],
    ['', undefined],
    ['x', undefined],
    [null, undefined],
    [undefined, undefined],
    [NaN, undefined],
    [Infinity, undefined],
  ])('toNumber(%j) = %s', (v, n) => expect(toNumber(v)).toBe(n));

  it('free gift product types are free_gift and singleton_gift', () => {
    expect(FREE_GIFT_PRODUCT_TYPES).toEqual(['free_gift', 'singleton_gift']);
    expect(isGiftLine({ product_type: 'free_gift' })).toBe(true);
    expect(isGiftLine({ product_type: 'singleton_gift' })).toBe(true);
    expect(isGiftLine({ product_type: 'Free_Gift ' })).toBe(false);
    expect(isGiftLine({ product_type: null })).toBe(false);
    expect(isGiftLine({})).toBe(false);
  });

  it.each<[number, number, number, number, number]>([
    [2, 1999, 2, 1999, 3998],
    [2.7, 100, 2, 100, 200],
    [-1, 100, 0, 100, 0],
    [NaN, 100, 0, 100, 0],
    [1, -5, 1, 0, 0],
    [1, 99.6, 1, 100, 100],
  ])('quantity %d × price %d → %d × %d = %d', (quantity, price, q, unit, full) => {
    const line = { variant_id: 1, product_id: 1, quantity, price };
    expect(lineQuantity(line)).toBe(q);
    expect(unitCents(line)).toBe(unit);
    expect(lineFullCents(line)).toBe(full);
  });
});
