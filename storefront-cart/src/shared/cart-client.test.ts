/** @jest-environment node */
import { createCartClient, CartError } from './cart-client';
import { FakeShop, type FakeVariant } from '../test-support/fake-shop';
import { giftReconciler } from '../drawer/campaigns/campaigns';
import type { Lookup } from './gateway';

const shirt = { id: 11, productId: 1, title: 'Shirt', price: 2500, stock: 5 };
const hat = { id: 21, productId: 2, title: 'Hat', price: 1500 };
const gift = { id: 91, productId: 9, title: 'Tote', price: 0, productType: 'free_gift' };

function setup(variants: FakeVariant[] = [shirt, hat, gift]) {
  const shop = new FakeShop(variants);
  const delays: number[] = [];
  const client = createCartClient({
    root: '/',
    fetchImpl: shop.fetch,
    sleep: async (ms) => void delays.push(ms),
  });
  return { shop, client, delays };
}

const giftLookup: Lookup = {
  settings: {},
  compareAtMap: {},
  campaigns: [
    {
      id: '1',
      campaign_key: 'atu1',
      settings: {
        type: 'add_to_unlock',
        add_to_unlock: { isActive: true, goals: [{ goal: 40, reward_type: 'gift', gift: { product: { id: 9, variant_id: 91, title: 'Tote' } } }] },
      },
    },
  ],
};

describe('cart client queue', () => {
  it('runs writes one at a time in call order, even when called concurrently', async () => {
    const { shop, client } = setup();
    let inFlight = 0;
    let maxInFlight = 0;
    const inner = shop.fetch;
    shop.fetch = async (input, init) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      try {
        return await inner(input, init);
      } finally {
        inFlight -= 1;
      }
    };
    const client2 = createCartClient({ root: '/', fetchImpl: shop.fetch });
    await Promise.all([client2.add([{ id: 11, quantity: 1 }]), client2.add([{ id: 21, quantity: 1 }]), client2.change({ id: '11:k', quantity: 3 })]);
    expect(maxInFlight).toBe(1);
    expect(shop.requests).toEqual(['POST cart/add.js', 'GET cart.js', 'POST cart/add.js', 'GET cart.js', 'POST cart/change.js']);
    expect(client2.current()!.items.map((i) => [i.variant_id, i.quantity])).toEqual([[11, 3], [21, 1]]);
    void client;
  });

  it('uses the cart in change/update answers without a second read, and reads cart.js after add', async () => {
    const { shop, client } = setup();
    await client.add([{ id: 11, quantity: 1 }]);
    await client.update({ updates: { 11: 2 } });
    expect(shop.requests).toEqual(['POST cart/add.js', 'GET cart.js', 'POST cart/update.js']);
    expect(client.current()!.item_count).toBe(2);
  });

  it('retries 409 with exponential backoff and succeeds', async () => {
    const { shop, client, delays } = setup();
    shop.failNext = { status: 409, count: 3 };
    const cart = await client.add([{ id: 11, quantity: 1 }]);
    expect(cart.item_count).toBe(1);
    expect(delays).toEqual([250, 500, 1000]);
    expect(shop.lines).toHaveLength(1);
  });

  it('gives up on a 5xx storm after the bounded retries, rethrows and publishes the true cart', async () => {
    const { shop, client, delays } = setup();
    await client.add([{ id: 21, quantity: 1 }]);
    const published: number[] = [];
    client.subscribe((c) => published.push(c.item_count));
    shop.failNext = { status: 503, count: 99 };
    await expect(client.add([{ id: 11, quantity: 1 }])).rejects.toMatchObject({ status: 503 });
    expect(delays).toEqual([250, 500, 1000, 2000]);
    expect(published).toEqual([1]);
  });

  it('surfaces a 422 with Shopify\'s message, without retrying, and re-reads the cart', async () => {
    const { shop, client, delays } = setup();
    await client.add([{ id: 11, quantity: 5 }]);
    shop.requests = [];
    const error = await client.add([{ id: 11, quantity: 1 }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartError);
    expect((error as CartError).message).toBe("You can't add more Shirt to the cart.");
    expect((error as CartError).status).toBe(422);
    expect(delays).toEqual([]);
    expect(shop.requests).toEqual(['POST cart/add.js', 'GET cart.js']);
    expect(client.current()!.items[0].quantity).toBe(5);
  });

  it('keeps working after a failed write (the chain never stays rejected)', async () => {
    const { client } = setup();
    await expect(client.change({ id: 'missing', quantity: 1 })).rejects.toBeInstanceOf(CartError);
    await expect(client.add([{ id: 21, quantity: 1 }])).resolves.toMatchObject({ item_count: 1 });
  });
});

describe('gift reconciliation through the queue', () => {
  it('adds the gift once the goal unlocks and removes it when items drop below the goal', async () => {
    const { shop, client } = setup();
    client.setReconciler(giftReconciler(giftLookup, { currency: 'USD', currencyRate: 1, country: null }));
    await client.add([{ id: 11, quantity: 1 }]);
    expect(shop.lines.map((l) => l.variant_id)).toEqual([11]);
    await client.add([{ id: 21, quantity: 1 }]);
    expect(shop.lines.map((l) => [l.variant_id, l.quantity])).toEqual([[11, 1], [21, 1], [91, 1]]);
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
