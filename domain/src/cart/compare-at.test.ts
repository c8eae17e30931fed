import { lookupCompareAt } from './compare-at';

describe('lookupCompareAt', () => {
  const map = { '1:11': '25.00', '2:22': '19.99', '3:33': 'n/a' };
  it('reads the line by product:variant and answers cents', () => {
    expect(lookupCompareAt(map, { product_id: 1, variant_id: 11 })).toBe(2500);
    expect(lookupCompareAt(map, { product_id: '2', variant_id: '22' })).toBe(1999);
  });
  it('answers undefined for a variant without one, an unusable value or no map', () => {
    expect(lookupCompareAt(map, { product_id: 1, variant_id: 12 })).toBeUndefined();
    expect(lookupCompareAt(map, { product_id: 3, variant_id: 33 })).toBeUndefined();
    expect(lookupCompareAt(undefined, { product_id: 1, variant_id: 11 })).toBeUndefined();
  });
});
