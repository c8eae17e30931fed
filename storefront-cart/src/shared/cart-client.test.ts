/** @jest-environment node */
import { createCartClient, CartError, mergeAdded, unitsAsked } from './cart-client';
import type { Cart } from './types';
import { FakeShop, type FakeVariant } from '../test-support/fake-shop';
import { giftReconciler } from '../drawer/campaigns/gift-reconciler';
import { giftLookup } from '../test-support/campaigns';

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
    expect(client2.current()!.items.map((i) => [i.variant_id, i.quantity])).toEqual([[21, 1], [11, 3]]);
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

/** Lets the event loop turn until `done` holds, at most 50 turns (a test without the awaited state fails, never hangs). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 0));
}

describe("an add's draft: add.js's answer merged into the cart read before it", () => {
  /** A client whose cart.js answers wait for release(), so the draft can be seen while the true cart is on its way. */
  function held(variants: FakeVariant[] = [shirt, hat, gift]) {
    const shop = new FakeShop(variants);
    const waiting: (() => void)[] = [];
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/cart.js') await new Promise<void>((r) => waiting.push(r));
      return shop.fetch(input, init);
    };
    const client = createCartClient({ root: '/', fetchImpl, sleep: async () => undefined });
    const drafts: Cart[] = [];
    const published: Cart[] = [];
    client.subscribe((c) => published.push(c));
    const release = async () => {
      await until(() => waiting.length > 0);
      waiting.shift()?.();
    };
    return { shop, client, drafts, published, release, onDraft: (d: Cart) => drafts.push(d) };
  }
  const view = (c: Cart | null) => c && { count: c.item_count, total: c.total_price, lines: c.items.map((i) => [i.variant_id, i.quantity, i.final_line_price]) };

  it('draws a new line first, from the answer alone, before cart.js answers; the true cart then replaces it', async () => {
    const t = held();
    const first = t.client.add([{ id: 21, quantity: 1 }]);
    await t.release();
    await first;
    const second = t.client.add([{ id: 11, quantity: 2 }], t.onDraft);
    await until(() => t.drafts.length > 0);
    const draft = { count: 3, total: 6500, lines: [[11, 2, 5000], [21, 1, 1500]] };
    expect(view(t.drafts[0])).toEqual(draft);
    expect(view(t.client.draft())).toEqual(draft);
    // Only true carts are published and current: the reconciler, counts and standard events never see the draft.
    expect(t.published.map(view)).toEqual([{ count: 1, total: 1500, lines: [[21, 1, 1500]] }]);
    expect(view(t.client.current())).toEqual({ count: 1, total: 1500, lines: [[21, 1, 1500]] });
    await t.release();
    expect(view(await second)).toEqual(draft);
    expect(t.client.draft()).toBeNull();
  });

  it("sets an existing line to the answer's final quantity", async () => {
    const t = held();
    const first = t.client.add([{ id: 11, quantity: 1 }, { id: 21, quantity: 1 }]);
    await t.release();
    await first;
    const again = t.client.add([{ id: 11, quantity: 2 }], t.onDraft);
    await until(() => t.drafts.length > 0);
    expect(view(t.drafts[0])).toEqual({ count: 4, total: 9000, lines: [[21, 1, 1500], [11, 3, 7500]] });
    await t.release();
    await again;
  });

  it("is corrected by cart.js where Shopify's cart differs (a price changed since, a gift the reconciler adds)", async () => {
    const t = held();
    const first = t.client.add([{ id: 11, quantity: 1 }]);
    await t.release();
    await first;
    t.client.setReconciler(giftReconciler(giftLookup, { currency: 'USD', currencyRate: 1, country: null }));
    const second = t.client.add([{ id: 21, quantity: 1 }], t.onDraft);
    await until(() => t.drafts.length > 0);
    expect(view(t.drafts[0])).toEqual({ count: 2, total: 4000, lines: [[21, 1, 1500], [11, 1, 2500]] });
    // The store's price of the shirt moves before cart.js is read (a discount now applies to it).
    Object.assign(t.shop.lines.find((l) => l.variant_id === 11)!, { final_line_price: 2000, line_price: 2000 });
    await t.release();
    const after = await second;
    expect(after.items.map((i) => [i.variant_id, i.final_line_price])).toEqual([[21, 1500], [11, 2000], [91, 0]]);
    expect(t.published.at(-1)).toBe(after);
    expect(t.client.draft()).toBeNull();
  });

  it('leaves the cart as it was and gives no draft when the add is refused, with Shopify\'s message as today', async () => {
    const t = held([{ ...shirt, stock: 1 }, hat]);
    const first = t.client.add([{ id: 11, quantity: 1 }]);
    await t.release();
    await first;
    const refused = t.client.add([{ id: 11, quantity: 1 }], t.onDraft).catch((e: unknown) => e);
    await t.release();
    const error = await refused;
    expect(error).toBeInstanceOf(CartError);
    expect((error as CartError).message).toBe("You can't add more Shirt to the cart.");
    expect(t.drafts).toEqual([]);
    expect(t.client.draft()).toBeNull();
    expect(view(t.client.current())).toEqual({ count: 1, total: 2500, lines: [[11, 1, 2500]] });
  });

  it('gives no draft where it cannot be right: no cart read yet, or a line with units the client never read', async () => {
    const t = held();
    const blind = t.client.add([{ id: 11, quantity: 1 }], t.onDraft);
    await t.release();
    await blind;
    expect(t.drafts).toEqual([]);
    // Another tab adds a hat the client has not read; this add's answer holds 3 hats where 1 was asked for.
    t.shop.lines.unshift({ ...t.shop.lines[0], key: '21:k', id: 21, variant_id: 21, quantity: 2 });
    const stale = t.client.add([{ id: 21, quantity: 1 }], t.onDraft);
    await t.release();
    await stale;
    expect(t.drafts).toEqual([]);
  });

  it('draws the guess as the add is sent, before add.js answers, and drops it when the add is refused', async () => {
    const shop = new FakeShop([{ ...shirt, stock: 1 }, hat]);
    const sent: string[] = [];
    let answer: (() => void) | undefined;
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(String(input));
      if (String(input) === '/cart/add.js') await new Promise<void>((r) => (answer = r));
      return shop.fetch(input, init);
    };
    const client = createCartClient({ root: '/', fetchImpl, sleep: async () => undefined });
    await client.read();
    const guessed: Array<[Cart, unknown]> = [];
    client.setGuess((cart, body) => {
      guessed.push([cart, body]);
      return { ...cart, item_count: cart.item_count + 1 };
    });
    const drafts: Cart[] = [];
    const added = client.add([{ id: 11, quantity: 1 }], (d) => drafts.push(d));
    await until(() => answer !== undefined);
    // Guessed from the cart read before the add and the add's body, drawn while add.js is still unanswered.
    expect(guessed).toEqual([[client.current(), { items: [{ id: 11, quantity: 1 }] }]]);
    expect(drafts.map((d) => d.item_count)).toEqual([1]);
    expect(client.draft()).toBe(drafts[0]);
    expect(client.current()?.item_count).toBe(0);
    answer!();
    await added;
    // add.js's answer merged is the next draft; the true cart then clears it.
    expect(drafts.map((d) => d.item_count)).toEqual([1, 1]);
    expect(client.draft()).toBeNull();
    // Refused (one shirt in stock, one in the cart): the guess is drawn, then dropped for the true cart.
    answer = undefined;
    const refused = client.add([{ id: 11, quantity: 1 }], (d) => drafts.push(d)).catch((e: unknown) => e);
    await until(() => answer !== undefined);
    expect(client.draft()?.item_count).toBe(2);
    answer!();
    expect(await refused).toBeInstanceOf(CartError);
    expect(client.draft()).toBeNull();
    expect(client.current()?.item_count).toBe(1);
    // No guess without a draft asked for (the drawer's own adds), nor before the first read.
    const plain = client.add([{ id: 21, quantity: 1 }]);
    await until(() => answer !== undefined);
    answer!();
    await plain;
    expect(guessed).toHaveLength(2);
    const fresh = createCartClient({ root: '/', fetchImpl: shop.fetch, sleep: async () => undefined });
    fresh.setGuess(() => { throw new Error('guessed without a cart'); });
    await fresh.add([{ id: 21, quantity: 1 }], () => undefined);
    expect(sent.filter((u) => u === '/cart/add.js')).toHaveLength(3);
  });

  it("reads Shopify's answer shapes: {items} for an items body, the line itself for a single form add", () => {
    const before = new FakeShop([]).cart();
    const hatLine = { key: '21:k', variant_id: 21, quantity: 2, final_line_price: 3000, original_line_price: 3000 };
    const form = new FormData();
    form.append('id', '21');
    form.append('quantity', '2');
    expect(unitsAsked(form)).toBe(2);
    expect(mergeAdded(before, hatLine, unitsAsked(form))?.item_count).toBe(2);
    expect(mergeAdded(before, { items: [hatLine] }, 2)?.total_price).toBe(3000);
    const multi = new FormData();
    multi.append('items[0][id]', '21');
    multi.append('items[1][id]', '11');
    multi.append('items[1][quantity]', '3');
    expect(unitsAsked(multi)).toBe(4);
    // Two items of one line: answered twice, each time with the line's final quantity.
    expect(mergeAdded(before, { items: [hatLine, hatLine] }, 2)?.items).toEqual([hatLine]);
    expect(mergeAdded(before, { sections: {} }, 1)).toBeNull();
    expect(mergeAdded(before, { items: { 0: hatLine } }, 2)).toBeNull();
  });
});
