// The standard storefront layer (Shopify.actions and the shopify:cart:* events) as a theme page runs it in Chromium:
// only the `actions` theme has it, its actions go through the Ajax Cart API, its events carry event.promise.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Browser, Page } from 'puppeteer-core';
import { startChromium } from '../../../e2e/support/browser';
import { createStore } from '../app';
import type { CartResult, UpdateCartInput } from './standardActions';

jest.setTimeout(60_000);

let server: Server;
let browser: Browser;
let base: string;
const store = createStore({});
const variant = (handle: string, title?: string) => {
  const p = store.state.catalog.productByHandle(handle)!;
  return (title ? p.variants.find((v) => v.title === title)! : p.variants[0]).id;
};

beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const s = store.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await startChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface Actions {
  getCart(): Promise<CartResult>;
  updateCart(input: UpdateCartInput, context?: unknown): Promise<CartResult>;
  openCart(): Promise<unknown>;
  configure(name: string, handler: (...args: unknown[]) => unknown): void;
  isDefault(name: string): boolean;
}
interface Heard {
  type: string;
  detail: Record<string, unknown>;
  result: CartResult;
}
type TestWindow = Window & { Shopify: { actions?: Actions }; heard: Heard[]; early: string };

/** A fresh visitor on a product page of the given theme, recording every standard cart event and what its promise gave. */
async function open(theme: string): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as TestWindow;
    w.heard = [];
    for (const type of ['lines-update', 'discount-update', 'attributes-update', 'error']) {
      document.addEventListener(`shopify:cart:${type}`, (event) => {
        const e = event as CustomEvent & { promise: Promise<CartResult> };
        void e.promise.then((result) => w.heard.push({ type, detail: e.detail, result }));
      });
    }
    // What a script running before DOMContentLoaded sees: the actions are not ready yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.early ??= typeof w.Shopify?.actions;
    });
  });
  await page.goto(`${base}/products/classic-tee?theme=${theme}`, { waitUntil: 'load' });
  return page;
}
const heard = (page: Page, n: number) => page.waitForFunction((count) => (window as unknown as TestWindow).heard.length >= count, {}, n)
  .then(() => page.evaluate(() => (window as unknown as TestWindow).heard));

describe('the standard storefront layer', () => {
  it('only the actions theme has it, and it is ready after DOMContentLoaded', async () => {
    const page = await open('actions');
    expect(await page.evaluate(() => (window as unknown as TestWindow).early)).toBe('undefined');
    expect(await page.evaluate(() => Object.keys((window as unknown as TestWindow).Shopify.actions ?? {}).sort())).toEqual(['configure', 'getCart', 'isDefault', 'openCart', 'updateCart']);
    for (const theme of ['dawn', 'fetch', 'xhr']) {
      const other = await open(theme);
      expect(await other.evaluate(() => typeof (window as unknown as TestWindow).Shopify.actions)).toBe('undefined');
      await other.browserContext().close();
    }
    await page.browserContext().close();
  });

  it('updateCart adds, updates and removes lines through the Ajax Cart API, announcing each with the resulting cart', async () => {
    const page = await open('actions');
    const tee = variant('classic-tee', 'M / Black');
    const added = await page.evaluate((id) => (window as unknown as TestWindow).Shopify.actions!.updateCart(
      { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity: 2, attributes: [{ key: 'Gift message', value: 'Hi' }] }] },
      { source: 'test' },
    ), tee);
    const line = added.cart!.lines.nodes[0];
    expect(line).toMatchObject({ quantity: 2, merchandise: { id: `gid://shopify/ProductVariant/${tee}`, product: { handle: 'classic-tee' } }, attributes: [{ key: 'Gift message', value: 'Hi' }] });
    expect(line.cost.totalAmount.currencyCode).toBe('USD');
    expect(Number(line.cost.totalAmount.amount)).toBe(Number(line.cost.amountPerQuantity.amount) * 2);
    expect(added.cart!.totalQuantity).toBe(2);
    let events = await heard(page, 1);
    expect(events).toEqual([{ type: 'lines-update', detail: { action: 'add', context: { source: 'test' } }, result: added }]);
    // The store's cart is what the event said.
    const cartJs = await page.evaluate(() => fetch('/cart.js').then((r) => r.json()));
    expect(cartJs.items.map((i: { variant_id: number; quantity: number }) => [i.variant_id, i.quantity])).toEqual([[tee, 2]]);

    await page.evaluate((id) => (window as unknown as TestWindow).Shopify.actions!.updateCart({ lines: [{ id, quantity: 3 }] }), line.id);
    await page.evaluate((id) => (window as unknown as TestWindow).Shopify.actions!.updateCart({ lines: [{ id, quantity: 0 }] }), line.id);
    events = await heard(page, 3);
    expect(events.slice(1).map((e) => [e.detail.action, e.result.cart!.totalQuantity])).toEqual([['update', 3], ['remove', 0]]);
    expect(await page.evaluate(() => (window as unknown as TestWindow).Shopify.actions!.getCart().then((r) => r.cart!.totalQuantity))).toBe(0);
    await page.browserContext().close();
  });

  it('discount codes, note and attributes have their own events; a refused write resolves with userErrors and fires shopify:cart:error', async () => {
    const page = await open('actions');
    // A line added by a plain Ajax call, which the layer does not announce: a code applies only to a cart with items.
    await page.evaluate((id) => fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, quantity: 1 }) }), variant('wool-beanie'));
    await page.evaluate(() => (window as unknown as TestWindow).Shopify.actions!.updateCart({ discountCodes: ['WELCOME10'], note: 'Ring twice', attributes: [{ key: 'gift', value: 'yes' }] }));
    const events = await heard(page, 2);
    expect(events.map((e) => e.type)).toEqual(['discount-update', 'attributes-update']);
    expect(events[0].result.cart).toMatchObject({ note: 'Ring twice', attributes: [{ key: 'gift', value: 'yes' }], discountCodes: [{ code: 'WELCOME10', applicable: true }] });

    const soldOut = variant('crew-sweatshirt');
    const refused = await page.evaluate((id) => (window as unknown as TestWindow).Shopify.actions!.updateCart({ lines: [{ merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity: 1 }] }), soldOut);
    expect(refused.userErrors).toEqual([{ code: 'INVALID', field: null, message: expect.stringContaining('sold out') }]);
    expect(refused.cart!.totalQuantity).toBe(1);
    const all = await heard(page, 4);
    // The error event is dispatched once the write has failed, so its listener may hear before the lines-update one.
    expect(all.slice(2).map((e) => [e.type, e.result.userErrors?.length]).sort()).toEqual([['error', 1], ['lines-update', 1]]);
    await page.browserContext().close();
  });

  it('configure replaces openCart (isDefault tells), getCart cannot be configured, the default opens the cart page', async () => {
    const page = await open('actions');
    expect(await page.evaluate(() => {
      const a = (window as unknown as TestWindow).Shopify.actions!;
      const before = a.isDefault('openCart');
      let refused = '';
      try {
        a.configure('getCart', () => null);
      } catch (error) {
        refused = String(error);
      }
      a.configure('openCart', () => 'drawer');
      return a.openCart().then((answer) => ({ before, after: a.isDefault('openCart'), answer, refused }));
    })).toEqual({ before: true, after: false, answer: 'drawer', refused: expect.stringContaining('getCart cannot be configured') });

    const fresh = await open('actions');
    await Promise.all([fresh.waitForNavigation(), fresh.click('#theme-open-cart')]);
    expect(new URL(fresh.url()).pathname).toBe('/cart');
    await Promise.all([page.browserContext().close(), fresh.browserContext().close()]);
  });

  it("the theme's add goes through the layer, which a fetch or XMLHttpRequest patch made after it never sees", async () => {
    const page = await open('actions');
    await page.evaluate(() => {
      const w = window as unknown as TestWindow & { patched: number };
      w.patched = 0;
      const nativeFetch = window.fetch;
      window.fetch = (...args) => (w.patched++, nativeFetch(...args));
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function patchedSend(this: XMLHttpRequest, body) {
        w.patched++;
        return send.call(this, body);
      };
    });
    await page.click('.product-form__submit');
    await page.waitForFunction(() => document.getElementById('theme-add-status')?.textContent === 'Added');
    expect((await heard(page, 1)).map((e) => [e.type, e.detail.action, e.result.cart!.totalQuantity])).toEqual([['lines-update', 'add', 1]]);
    expect(await page.evaluate(() => (window as unknown as { patched: number }).patched)).toBe(0);
    await page.browserContext().close();
  });
});
