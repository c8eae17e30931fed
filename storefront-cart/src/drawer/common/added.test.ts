import type { Cart } from '../../shared/types';
import { addedOf, noteAdded } from './added';

const cart = (token: string, items: Array<[number, number]>) =>
  ({ token, items: items.map(([variant_id, quantity]) => ({ variant_id, quantity })) }) as unknown as Cart;

describe('units the drawer added (checkout `added`)', () => {
  beforeEach(() => localStorage.clear());

  it('sums what the drawer added per variant, only for variants still in the cart', () => {
    const c = cart('tok-1', [
      [11, 4],
      [22, 1],
    ]);
    noteAdded(c, 11, 2);
    noteAdded(c, 33, 1);
    expect(addedOf(c)).toEqual([{ v: 11, q: 2 }]);
    noteAdded(c, 11, 1);
    expect(addedOf(c)).toEqual([{ v: 11, q: 3 }]);
  });

  it('takes units back when the drawer removes them, never below zero, and keeps carts apart', () => {
    const c = cart('tok-2', [[55, 1]]);
    noteAdded(c, 55, 1);
    noteAdded(c, 55, -3);
    expect(addedOf(c)).toEqual([]);
    noteAdded(c, 55, 1);
    expect(addedOf(cart('tok-3', [[55, 1]]))).toEqual([]);
    expect(addedOf(c)).toEqual([{ v: 55, q: 1 }]);
  });
});
