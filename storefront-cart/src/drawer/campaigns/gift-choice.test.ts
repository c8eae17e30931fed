/** @jest-environment node */
import { createCartClient } from '../../shared/cart-client';
import { FakeShop } from '../../test-support/fake-shop';
import type { Lookup } from '../../shared/gateway';
import type { StorefrontGoal as Goal } from '@cartlift/domain/storefront';
import { giftReconciler } from './campaigns';
import { saveGiftChoice, selectedGifts } from './gift-choice';

// The node environment has no Web Storage: a Map-backed stand-in with the same methods the widget calls.
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  },
});
beforeEach(() => store.clear());

const goal: Goal = {
  goal: 40,
  reward_type: 'gift',
  gift: {
    multi_gift_select: 'select',
    products: [
      { id: 9, variant_id: 91, title: 'Tote' },
      { id: 8, variant_id: 81, title: 'Socks' },
    ],
  },
};
const lookup: Lookup = {
  settings: {},
  compareAtMap: {},
  campaigns: [{ id: '1', campaign_key: 'atu', settings: { type: 'add_to_unlock', add_to_unlock: { isActive: true, goals: [goal] } } }],
};

function setup() {
  const shop = new FakeShop([
    { id: 11, productId: 1, title: 'Shirt', price: 2500 },
    { id: 91, productId: 9, title: 'Tote', price: 1500, productType: 'free_gift' },
    { id: 81, productId: 8, title: 'Socks', price: 900, productType: 'free_gift', stock: 0 },
    { id: 71, productId: 7, title: 'Pin', price: 500, productType: 'free_gift' },
  ]);
  const client = createCartClient({ root: '/', fetchImpl: shop.fetch, sleep: async () => undefined });
  client.setReconciler(giftReconciler(lookup, { currency: 'USD', currencyRate: 1, country: null }));
  return { shop, client };
}
const gifts = (shop: FakeShop) => shop.lines.filter((l) => l.product_type === 'free_gift').map((l) => [l.variant_id, l.quantity]);

describe('gift choice (multi_gift_select "select")', () => {
  it('adds nothing until the shopper chooses, then the chosen gift once; a change swaps it in one update.js', async () => {
    const { shop, client } = setup();
    await client.add([{ id: 11, quantity: 2 }]);
    expect(gifts(shop)).toEqual([]);

    saveGiftChoice(goal, 0, 91);
    shop.requests = [];
    await client.read();
    await client.read();
    expect(gifts(shop)).toEqual([[91, 1]]);
    // The second read plans nothing: the choice is idempotent.
    expect(shop.requests).toEqual(['GET cart.js', 'POST cart/update.js', 'GET cart.js']);

    const pin = { ...goal, gift: { ...goal.gift, products: [...goal.gift!.products!, { id: 7, variant_id: 71, title: 'Pin' }] } };
    // A choice is tied to the goal's gift list: editing the list drops it (no stray gift from a stale choice).
    expect(selectedGifts([pin])).toEqual({});
    expect(selectedGifts([goal])).toEqual({ 0: '91' });
  });

  it('swaps the old gift for the new choice, and removes the gift when the cart drops below the goal', async () => {
    const { shop, client } = setup();
    const pinGoal: Goal = { ...goal, gift: { ...goal.gift, products: [{ id: 9, variant_id: 91, title: 'Tote' }, { id: 7, variant_id: 71, title: 'Pin' }] } };
    client.setReconciler(
      giftReconciler({ ...lookup, campaigns: [{ ...lookup.campaigns![0], settings: { type: 'add_to_unlock', add_to_unlock: { goals: [pinGoal] } } }] }, { currency: 'USD', currencyRate: 1, country: null }),
    );
    saveGiftChoice(pinGoal, 0, 91);
    await client.add([{ id: 11, quantity: 2 }]);
    expect(gifts(shop)).toEqual([[91, 1]]);
    saveGiftChoice(pinGoal, 0, 71);
    shop.requests = [];
    await client.read();
    expect(gifts(shop)).toEqual([[71, 1]]);
    expect(shop.requests).toEqual(['GET cart.js', 'POST cart/update.js']);
    await client.change({ id: '11:k', quantity: 1 });
    expect(gifts(shop)).toEqual([]);
    // Unlocking again brings back the gift the shopper chose, without asking again.
    await client.change({ id: '11:k', quantity: 2 });
    expect(gifts(shop)).toEqual([[71, 1]]);
  });

  it('ignores a stored choice that is not one of the goal\'s gifts', () => {
    store.set('cartlift:gift-choices', JSON.stringify({ '0|81,91': '55' }));
    expect(selectedGifts([goal])).toEqual({});
    store.set('cartlift:gift-choices', 'not json');
    expect(selectedGifts([goal])).toEqual({});
  });
});
