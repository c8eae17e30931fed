/** @jest-environment node */
import { createCartClient } from '../../shared/cart-client';
import { FakeShop, type FakeVariant } from '../../test-support/fake-shop';
import { cartOf, line } from '../../test-support/memory-source';
import { HOME, giftLookup, homeMultiBuy, lookupOf, protectionLookup, spendRewards } from '../../test-support/campaigns';
import type { Lookup } from '../../shared/gateway';
import type { StorefrontGoal as Goal } from '@cartlift/domain/storefront';
import { giftReconciler, saveGiftChoice, selectedGifts } from './gift-reconciler';

// The node environment has no Web Storage: a Map-backed stand-in with the methods the storage calls.
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  },
});
beforeEach(() => store.clear());

const shirt = { id: 11, productId: 1, title: 'Shirt', price: 2500, stock: 5 };
const hat = { id: 21, productId: 2, title: 'Hat', price: 1500 };
const gift = { id: 91, productId: 9, title: 'Tote', price: 0, productType: 'free_gift' };

/** A cart client over a fake shop, retrying without waiting. */
function setup(variants: FakeVariant[] = [shirt, hat, gift]) {
  const shop = new FakeShop(variants);
  return { shop, client: createCartClient({ root: '/', fetchImpl: shop.fetch, sleep: async () => undefined }) };
}

describe('gift reconciliation through the queue', () => {
  it('adds the gift once the goal unlocks and removes it when items drop below the goal', async () => {
    const { shop, client } = setup();
    client.setReconciler(giftReconciler(giftLookup, { currency: 'USD', currencyRate: 1, country: null }));
    await client.add([{ id: 11, quantity: 1 }]);
    expect(shop.lines.map((l) => l.variant_id)).toEqual([11]);
    await client.add([{ id: 21, quantity: 1 }]);
    expect(shop.lines.map((l) => [l.variant_id, l.quantity])).toEqual([[21, 1], [11, 1], [91, 1]]);
    await client.change({ id: '21:k', quantity: 0 });
    expect(shop.lines.map((l) => l.variant_id)).toEqual([11]);
  });

  it('twenty rapid clicks never leave a duplicate gift, even with 409s in between', async () => {
    const { shop, client } = setup([{ ...shirt, stock: undefined }, hat, gift]);
    client.setReconciler(giftReconciler(giftLookup, { currency: 'USD', currencyRate: 1, country: null }));
    shop.failNext = { status: 409, count: 4 };
    await Promise.all(Array.from({ length: 20 }, () => client.add([{ id: 11, quantity: 1 }]).catch(() => null)));
    expect(shop.lines.filter((l) => l.variant_id === 91).map((l) => l.quantity)).toEqual([1]);
    expect(shop.lines.find((l) => l.variant_id === 11)!.quantity).toBe(20);
    await Promise.all(Array.from({ length: 20 }, (_, i) => client.change({ id: '11:k', quantity: i % 2 ? 1 : 3 }).catch(() => null)));
    const gifts = shop.lines.filter((l) => l.variant_id === 91);
    expect(shop.lines.find((l) => l.variant_id === 11)!.quantity).toBe(1);
    expect(gifts).toEqual([]);
    await client.change({ id: '11:k', quantity: 2 });
    expect(shop.lines.filter((l) => l.variant_id === 91).map((l) => l.quantity)).toEqual([1]);
  });

  it("keeps the shopper's write successful when the gift cannot be added (sold out), showing the true cart", async () => {
    const shop = new FakeShop([{ ...shirt, stock: undefined }, hat, gift]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The store refuses the gift (sold out) while everything else works.
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('update.js') && String(init?.body).includes('"91":1')
        ? new Response(JSON.stringify({ status: 422, description: "The product 'Tote' is already sold out." }), { status: 422 })
        : shop.fetch(input, init);
    const client = createCartClient({ root: '/', fetchImpl, sleep: async () => undefined });
    client.setReconciler(giftReconciler(giftLookup, { currency: 'USD', currencyRate: 1, country: null }));
    await expect(client.add([{ id: 11, quantity: 2 }])).resolves.toMatchObject({ item_count: 2 });
    expect(shop.lines.map((l) => l.variant_id)).toEqual([11]);
    expect(warn).toHaveBeenCalledWith('Cartlift: could not apply rewards', expect.anything());
    warn.mockRestore();
  });

  it('removes a stray free-gift line that no active goal grants', async () => {
    const { shop, client } = setup();
    await client.add([{ id: 91, quantity: 2 }, { id: 21, quantity: 1 }]);
    client.setReconciler(giftReconciler(giftLookup, { currency: 'USD', currencyRate: 1, country: null }));
    await client.read();
    expect(shop.lines.map((l) => l.variant_id)).toEqual([21]);
  });
});

describe('the reconciler on a cart it is given', () => {
  // A paying line, shipping protection (a One Check add-on) and an app-created hidden product.
  const tee = line(11, 1, 2500);
  const protection = line(77, 1, 299);
  const wrap = line(99, 1, 255, { product_type: 'cartlift_hidden' });

  it('empties a cart left with add-ons only (removed in the theme or another tab)', () => {
    const reconcile = giftReconciler(protectionLookup, { currency: 'USD', currencyRate: 1, country: null });
    expect(reconcile(cartOf([protection, wrap]))).toEqual({ updates: { '77:k': 0, '99:k': 0 } });
    expect(reconcile(cartOf([tee, protection]))).toBeNull();
    expect(reconcile(cartOf([]))).toBeNull();
  });

  it("measures goals after the collection's tier, as checkout does (the gift reconciler too)", async () => {
    // $96 of tumblers less 15 % is $81.60: below an $85 gift goal; the gift reconciler must not add the gift.
    const gift = { goal: 85, reward_type: 'gift', gift: { product: { id: 9, variant_id: 91, title: 'Tote' } } };
    const lookup = lookupOf([spendRewards([gift]), homeMultiBuy()], { 1: [HOME] });
    const reconcile = giftReconciler(lookup, { currency: 'USD', currencyRate: 1, country: null });
    expect(reconcile(cartOf([line(11, 3, 3200)]))).toBeNull();
    // Without the membership the tier is not applied, the $96 reaches the goal and the gift would be added.
    expect(giftReconciler(lookupOf(lookup.campaigns!), { currency: 'USD', currencyRate: 1, country: null })(cartOf([line(11, 3, 3200)]))).toEqual({ updates: { 91: 1 } });
  });
});

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
const choiceLookup: Lookup = {
  settings: {},
  compareAtMap: {},
  campaigns: [{ id: '1', campaign_key: 'atu', settings: { type: 'add_to_unlock', add_to_unlock: { isActive: true, goals: [goal] } } }],
};

/** The choice tests' shop: a shirt, and three gifts (the socks sold out), with the gift reconciler on the queue. */
function choiceSetup() {
  const shop = new FakeShop([
    { id: 11, productId: 1, title: 'Shirt', price: 2500 },
    { id: 91, productId: 9, title: 'Tote', price: 1500, productType: 'free_gift' },
    { id: 81, productId: 8, title: 'Socks', price: 900, productType: 'free_gift', stock: 0 },
    { id: 71, productId: 7, title: 'Pin', price: 500, productType: 'free_gift' },
  ]);
  const client = createCartClient({ root: '/', fetchImpl: shop.fetch, sleep: async () => undefined });
  client.setReconciler(giftReconciler(choiceLookup, { currency: 'USD', currencyRate: 1, country: null }));
  return { shop, client };
}
const gifts = (shop: FakeShop) => shop.lines.filter((l) => l.product_type === 'free_gift').map((l) => [l.variant_id, l.quantity]);

describe('gift choice (multi_gift_select "select")', () => {
  it('adds nothing until the shopper chooses, then the chosen gift once; a change swaps it in one update.js', async () => {
    const { shop, client } = choiceSetup();
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
    const { shop, client } = choiceSetup();
    const pinGoal: Goal = { ...goal, gift: { ...goal.gift, products: [{ id: 9, variant_id: 91, title: 'Tote' }, { id: 7, variant_id: 71, title: 'Pin' }] } };
    client.setReconciler(
      giftReconciler({ ...choiceLookup, campaigns: [{ ...choiceLookup.campaigns![0], settings: { type: 'add_to_unlock', add_to_unlock: { goals: [pinGoal] } } }] }, { currency: 'USD', currencyRate: 1, country: null }),
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
