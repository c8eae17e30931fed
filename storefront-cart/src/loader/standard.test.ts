/** @jest-environment node */
import { createCartClient, type CartWrite } from '../shared/cart-client';
import { giftReconciler } from '../drawer/campaigns/gift-reconciler';
import type { Lookup } from '../shared/gateway';
import type { Cart } from '../shared/types';
import { FakeShop } from '../test-support/fake-shop';
import { eventsOf, standardCartEvents, toStandardCart, withStandardActions, type StandardActions, type StandardEvent, type StandardResult } from './standard';

const shirt = { id: 11, productId: 1, title: 'Shirt', price: 2500, stock: 5 };
const gift = { id: 91, productId: 9, title: 'Tote', price: 0, productType: 'free_gift' };
const giftAt40: Lookup = {
  settings: {},
  compareAtMap: {},
  campaigns: [{
    id: '1',
    campaign_key: 'atu1',
    settings: { type: 'add_to_unlock', add_to_unlock: { isActive: true, goals: [{ goal: 40, reward_type: 'gift', gift: { product: { id: 9, variant_id: 91, title: 'Tote' } } }] } },
  }],
};

interface Heard {
  type: string;
  detail: StandardEvent['detail'];
  result: StandardResult;
}

/** Records every standard cart event on doc with what its promise resolved to, in the order they were dispatched. */
function listenAll(doc: EventTarget): { heard: Promise<Heard>[] } {
  const heard: Promise<Heard>[] = [];
  for (const type of ['lines-update', 'discount-update', 'attributes-update', 'error']) {
    doc.addEventListener(`shopify:cart:${type}`, (event) => {
      const e = event as StandardEvent;
      heard.push(e.promise!.then((result) => ({ type, detail: e.detail, result })));
    });
  }
  return { heard };
}

/** A cart client over the fake shop whose writes are announced on a document of its own, as the loader wires it. */
function announced(doc: EventTarget = new EventTarget()) {
  const shop = new FakeShop([shirt, gift]);
  const standard = standardCartEvents(doc, () => client.current());
  const client = createCartClient({ root: '/', fetchImpl: shop.fetch, sleep: async () => undefined, onWrite: standard.announce });
  return { shop, client, standard, doc };
}

const emptyCart = (): Cart => ({ token: 'c1-abc?key=k', note: null, attributes: {}, item_count: 0, items: [], total_price: 0, original_total_price: 0, total_discount: 0, items_subtotal_price: 0, currency: 'EUR' });

describe('toStandardCart', () => {
  it('gives the Storefront GraphQL cart shape: gids, decimal money in the cart currency, attributes as key/value pairs', async () => {
    const { client } = announced();
    const cart = await client.add([{ id: 11, quantity: 2 }]);
    const standard = toStandardCart({ ...cart, note: 'Ring', attributes: { gift: 'yes' }, discount_codes: [{ code: 'SAVE5', applicable: false }] });
    expect(standard).toMatchObject({
      id: `gid://shopify/Cart/${cart.token}`,
      totalQuantity: 2,
      note: 'Ring',
      attributes: [{ key: 'gift', value: 'yes' }],
      discountCodes: [{ code: 'SAVE5', applicable: false }],
      cost: { totalAmount: { amount: '50.00', currencyCode: cart.currency } },
    });
    expect(standard.lines.nodes).toEqual([{
      id: `gid://shopify/CartLine/${cart.items[0].key}`,
      quantity: 2,
      merchandise: { id: 'gid://shopify/ProductVariant/11', title: 'Default Title', product: { id: 'gid://shopify/Product/1', title: 'Shirt', handle: cart.items[0].handle } },
      cost: { amountPerQuantity: { amount: '25.00', currencyCode: cart.currency }, subtotalAmount: { amount: '50.00', currencyCode: cart.currency }, totalAmount: { amount: '50.00', currencyCode: cart.currency } },
      attributes: [],
    }]);
  });
});

describe('eventsOf', () => {
  const before: Cart = { ...emptyCart(), item_count: 1, items: [{ key: '11:k', variant_id: 11 } as Cart['items'][number]] };
  const of = (path: CartWrite['path'], body: CartWrite['body']) => eventsOf({ path, body, done: new Promise(() => undefined) }, before);
  it.each([
    ['cart/add.js', { items: [{ id: 11, quantity: 1 }] }, [['lines-update', 'add']]],
    ['cart/change.js', { id: '11:k', quantity: 3 }, [['lines-update', 'update']]],
    ['cart/change.js', { line: 1, quantity: 0 }, [['lines-update', 'remove']]],
    ['cart/clear.js', {}, [['lines-update', 'remove']]],
    ['cart/update.js', { updates: { 91: 1 } }, [['lines-update', 'add']]],
    ['cart/update.js', { updates: { '11:k': 0, 91: 0 } }, [['lines-update', 'remove']]],
    ['cart/update.js', { updates: { '11:k': 0, 11: 2 } }, [['lines-update', 'update']]],
    ['cart/update.js', { discount: 'SAVE5' }, [['discount-update']]],
    ['cart/update.js', { note: 'Hi', attributes: { a: 'b' } }, [['attributes-update']]],
  ] as [CartWrite['path'], CartWrite['body'], unknown][])('%s %j is %j', (path, body, events) => expect(of(path, body)).toEqual(events));
});

describe("announcing Cartlift's own writes", () => {
  it('dispatches lines-update when the write is asked for; its promise gives the cart it left, the gift the reconciler added included', async () => {
    const { client, doc } = announced();
    client.setReconciler(giftReconciler(giftAt40, { currency: 'USD', currencyRate: 1, country: null }));
    const { heard } = listenAll(doc);
    const write = client.add([{ id: 11, quantity: 2 }]);
    // Dispatched at once, before the store has answered.
    expect(heard).toHaveLength(1);
    await write;
    const events = await Promise.all(heard);
    // The shopper's add, then the reconciler's gift add in the same queue slot.
    expect(events.map((e) => [e.type, e.detail.action, e.detail.context])).toEqual([['lines-update', 'add', { source: 'cartlift' }], ['lines-update', 'add', { source: 'cartlift' }]]);
    const merch = (e: Heard) => e.result.cart!.lines.nodes.map((l) => [l.merchandise.id, l.quantity]);
    expect(merch(events[1])).toEqual([['gid://shopify/ProductVariant/11', 2], ['gid://shopify/ProductVariant/91', 1]]);
    expect(merch(events[0])).toEqual(merch(events[1]));
  });

  it('a refused write resolves with userErrors and the true cart, and dispatches shopify:cart:error', async () => {
    const { client, doc } = announced();
    const { heard } = listenAll(doc);
    await expect(client.add([{ id: 11, quantity: 9 }])).rejects.toThrow("You can't add more Shirt");
    const events = await Promise.all(heard);
    expect(events.map((e) => e.type).sort()).toEqual(['error', 'lines-update']);
    for (const e of events) {
      expect(e.result.userErrors).toEqual([{ code: 'INVALID', field: null, message: "You can't add more Shirt to the cart." }]);
      expect(e.result.cart!.totalQuantity).toBe(0);
    }
  });
});

describe('hearing the standard events of the theme and other apps', () => {
  it('hears a change once its promise settles (add for added lines), never its own announcements', async () => {
    const { client, standard, doc } = announced();
    const heard: string[] = [];
    standard.listen((op) => heard.push(op));
    let settle: (r: StandardResult) => void = () => undefined;
    const theirs = new CustomEvent('shopify:cart:lines-update', { detail: { action: 'add' } }) as StandardEvent;
    theirs.promise = new Promise((r) => (settle = r));
    doc.dispatchEvent(theirs);
    await Promise.resolve();
    expect(heard).toEqual([]);
    settle({ cart: null });
    await new Promise((r) => setTimeout(r, 0));
    expect(heard).toEqual(['add']);
    // Another app's discount change without a promise still counts; a refusal (rejected promise) still refreshes.
    doc.dispatchEvent(new CustomEvent('shopify:cart:discount-update'));
    const refused = new CustomEvent('shopify:cart:attributes-update') as StandardEvent;
    refused.promise = Promise.reject(new Error('no'));
    doc.dispatchEvent(refused);
    await client.add([{ id: 11, quantity: 1 }]);
    await client.update({ note: 'x' });
    await new Promise((r) => setTimeout(r, 0));
    expect(heard).toEqual(['add', 'update', 'update']);
  });
});

describe('withStandardActions', () => {
  const actions = (): StandardActions & { configured: string[] } => {
    const configured: string[] = [];
    return { configured, configure: (name) => void configured.push(name), isDefault: () => true };
  };

  it('waits for DOMContentLoaded while the page is loading, then finds the layer', () => {
    const doc = new EventTarget() as EventTarget & { readyState: string };
    doc.readyState = 'loading';
    const win = { document: doc, Shopify: {} as { actions?: StandardActions } } as unknown as Window & { Shopify: { actions?: StandardActions } };
    const seen: StandardActions[] = [];
    withStandardActions(win, (a) => seen.push(a));
    const layer = actions();
    win.Shopify.actions = layer;
    expect(seen).toEqual([]);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(seen).toEqual([layer]);
  });

  it('does nothing on a storefront without the layer', () => {
    const seen: unknown[] = [];
    const win = { document: { readyState: 'complete' }, Shopify: { routes: { root: '/' } } } as unknown as Window;
    withStandardActions(win, (a) => seen.push(a));
    expect(seen).toEqual([]);
  });
});
