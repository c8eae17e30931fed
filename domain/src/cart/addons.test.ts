import { HIDDEN_PRODUCT_TYPE, isAddOnLine, orphanedAddOns, type AddOnLine } from './addons';

const line = (key: string, variant: number, product_type = '', quantity = 1): AddOnLine => ({ key, variant_id: variant, product_type, quantity });
const protection = new Set(['77']);

describe('add-ons never stay alone', () => {
  it('knows gifts, hidden products and One Check variants (any id shape) as add-ons', () => {
    expect(isAddOnLine(line('a', 1, 'free_gift'), protection)).toBe(true);
    expect(isAddOnLine(line('a', 1, 'singleton_gift'), protection)).toBe(true);
    expect(isAddOnLine(line('a', 1, HIDDEN_PRODUCT_TYPE), protection)).toBe(true);
    expect(isAddOnLine({ ...line('a', 0), variant_id: 'gid://shopify/ProductVariant/77' }, protection)).toBe(true);
    expect(isAddOnLine(line('a', 11, 'Shirts'), protection)).toBe(false);
  });

  it('removes every add-on once no paying product is left', () => {
    const cart = [line('tee', 11), line('prot', 77), line('gift', 5, 'free_gift'), line('wrap', 9, HIDDEN_PRODUCT_TYPE)];
    expect(orphanedAddOns(cart, protection)).toEqual([]);
    expect(orphanedAddOns(cart, protection, new Set(['tee']))).toEqual(['prot', 'gift', 'wrap']);
    expect(orphanedAddOns(cart.slice(1), protection)).toEqual(['prot', 'gift', 'wrap']);
    expect(orphanedAddOns([line('tee', 11, '', 0), line('prot', 77)], protection)).toEqual(['prot']);
  });

  it('leaves an empty cart, or one with a paying product, alone', () => {
    expect(orphanedAddOns([], protection)).toEqual([]);
    expect(orphanedAddOns([line('tee', 11)], protection, new Set(['x']))).toEqual([]);
    expect(orphanedAddOns([line('tee', 11)], protection, new Set(['tee']))).toEqual([]);
  });
});
