import type { Page } from 'puppeteer-core';
import { screenshot } from '../support/browser';
import { trackRequests } from '../support/requests';
import { cartJourneys } from './support/journeys';
import { SHOPIFY_ASSETS } from './support/stack';
import type { DevStore } from '../../dev-store/src/app';

// Cart-only journeys: the dev store (Dawn-like theme, Ajax Cart API) with the Cartlift app embed and no gateway.
const j = cartJourneys();
let page: Page;
let store: DevStore;
let base: string;
beforeEach(() => {
  ({ page, store, base } = { page: j.page(), store: j.store(), base: j.base() });
});

/** Clicks like a fast shopper: DOM clicks land even while the update overlay is up. */
const press = (selector: string, times = 1) =>
  page.$eval(selector, (el, n) => {
    for (let i = 0; i < n; i++) (el as HTMLElement).click();
  }, times);
const PLUS = '#cartlift-root .cartlift-qty__btn[aria-label="Increase quantity"]';

const cartJs = () => page.evaluate(() => fetch('/cart.js').then((r) => r.json())) as Promise<{ item_count: number; items: { variant_id: number; quantity: number; product_title: string }[] }>;
const drawerLines = () => page.$$eval('#cartlift-root .cartlift-line', (els) => els.map((e) => ({ title: e.querySelector('.cartlift-line__title')!.textContent, qty: (e.querySelector('.cartlift-qty__input') as HTMLInputElement).value })));
const waitIdle = () => page.waitForFunction(() => !document.querySelector('#cartlift-root .cartlift-spinner'));

async function addFromProductPage(handle: string, quantity = 1): Promise<void> {
  await page.goto(`${base}/products/${handle}`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Cartlift' in window);
  if (quantity !== 1) {
    await page.$eval('input[name="quantity"]', (el, q) => ((el as HTMLInputElement).value = String(q)), quantity);
  }
  await page.click('form[action*="/cart/add"] [type="submit"]');
}

describe('storefront cart (dev store, no campaigns)', () => {
  it('add to cart opens the drawer with the new line, updates the theme count and keeps Dawn out', async () => {
    await addFromProductPage('wool-beanie');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '1' }]);
    expect(await page.$eval('#cartlift-root .cartlift-title', (e) => e.textContent)).toBe('My Cart');
    await page.waitForFunction(() => document.querySelector('#cart-icon-bubble .cart-count-bubble span[aria-hidden="true"]')?.textContent === '1');
    // The theme's own product-form handler never ran: its error wrapper stays hidden and one line exists, quantity 1.
    expect(await page.$eval('.product-form__error-message-wrapper', (e) => (e as HTMLElement).hidden)).toBe(true);
    expect((await cartJs()).items.map((i) => i.quantity)).toEqual([1]);
    // No global but the documented API (and webpack's chunk registry) leaks.
    const globals = await page.evaluate(() => Object.keys(window).filter((k) => /cartlift/i.test(k)));
    expect(globals.sort()).toEqual(['Cartlift', '__cartliftChunks']);
    await screenshot(page, 'storefront-drawer-open');
  });

  it("fetches the drawer from the extension's assets on intent: a pointer over Add to cart, before the click", async () => {
    // A page that is never idle (a busy theme): only the shopper's intent may fetch the drawer.
    await page.evaluateOnNewDocument(() => {
      (window as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0;
    });
    const all = trackRequests(page);
    const chunks = trackRequests(page, (r) => /\/cartlift-[\w-]+\.[0-9a-f]{8}\.js$/.test(new URL(r.url()).pathname));
    await page.goto(`${base}/products/wool-beanie`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'Cartlift' in window);
    await all.quiet();
    expect(chunks.sent).toBe(0);
    const drawerRequest = page.waitForRequest((r) => r.url().includes('/cartlift-drawer.'));
    await page.hover('form[action*="/cart/add"] [type="submit"]');
    const drawer = new URL((await drawerRequest).url());
    await chunks.quiet();
    // From the versioned asset folder the loader came from (asset_url's query dropped), with nothing clicked yet.
    expect(drawer.pathname.startsWith(`${SHOPIFY_ASSETS.path}/cartlift-drawer.`)).toBe(true);
    expect(drawer.search).toBe('');
    expect(chunks.answers.map((a) => a.status())).toEqual(chunks.requests.map(() => 200));
    expect((await cartJs()).item_count).toBe(0);
    // Rendered closed ahead of the click (hidden from the shopper and from assistive technology), so the click only opens it.
    await page.waitForFunction(() => !!document.querySelector('#cartlift-root .cartlift-drawer:not(.cartlift-drawer--open) .cartlift-panel[aria-hidden="true"]'));
    expect(await page.$eval('#cartlift-root .cartlift-panel', (e) => getComputedStyle(e).visibility)).toBe('hidden');
    const fetched = chunks.sent;
    await page.click('form[action*="/cart/add"] [type="submit"]');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '1' }]);
    // The click fetched no chunk: the drawer was already there.
    expect(chunks.sent).toBe(fetched);
  });

  it("draws the product page's add in the drawer as it is sent, busy until the store's own line replaces it", async () => {
    // The prepared drawer reads the page's product for the guess: prepared on the pointer over Add to cart, or in idle
    // time if that comes first (a loaded machine), so the read is awaited from before the page loads.
    const productRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/products/wool-beanie.js');
    await page.goto(`${base}/products/wool-beanie`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'Cartlift' in window);
    await page.hover('form[action*="/cart/add"] [type="submit"]');
    expect((await productRead).status()).toBe(200);
    await page.waitForSelector('#cartlift-root .cartlift-drawer:not(.cartlift-drawer--open) .cartlift-panel[aria-hidden="true"]');
    // The store holds every cart write 3 s: the drawer must show the line before add.js has answered.
    store.state.contention = { on: false, writeLatencyMs: 3000 };
    let addAnswered = false;
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/cart/add.js') addAnswered = true;
    });
    await page.click('form[action*="/cart/add"] [type="submit"]');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line[aria-busy="true"]', { visible: true });
    expect(addAnswered).toBe(false);
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '1' }]);
    const buttons = () => page.$$eval('#cartlift-root .cartlift-line button', (bs) => bs.map((b) => (b as HTMLButtonElement).disabled));
    // Nothing to write to yet: every control of the guessed line is off.
    expect(await buttons()).toEqual(expect.arrayContaining([true]));
    expect(await buttons()).not.toContain(false);
    await page.waitForSelector('#cartlift-root .cartlift-line:not([aria-busy])', { timeout: 15_000 });
    store.state.contention = { on: false, writeLatencyMs: 0 };
    expect(addAnswered).toBe(true);
    const cart = (await page.evaluate(() => fetch('/cart.js').then((r) => r.json()))) as { items: { key: string }[] };
    expect(await page.$eval('#cartlift-root .cartlift-line', (e) => e.getAttribute('data-line-key'))).toBe(cart.items[0].key);
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '1' }]);
    expect(await buttons()).not.toContain(true);
  });

  it('changes quantity and removes lines, staying equal to cart.js', async () => {
    await addFromProductPage('canvas-tote');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
    await press(PLUS, 2);
    await page.waitForFunction(() => fetch('/cart.js').then((r) => r.json()).then((c) => c.item_count === 3), { polling: 200 });
    await waitIdle();
    expect(await drawerLines()).toEqual([{ title: 'Canvas Tote', qty: '3' }]);
    expect(await page.$eval('#cartlift-root .cartlift-subtotal__value', (e) => e.textContent)).toBe('$90.00');
    await page.locator('#cartlift-root .cartlift-line__remove').click();
    await page.waitForSelector('#cartlift-root .cartlift-empty', { visible: true });
    expect((await cartJs()).item_count).toBe(0);
    await page.waitForFunction(() => !document.querySelector('#cart-icon-bubble .cart-count-bubble'));
  });

  it("shows Shopify's 422 stock message and the true cart", async () => {
    await addFromProductPage('pocket-tee', 5);
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-notice', { visible: true });
    expect(await page.$eval('#cartlift-root .cartlift-notice', (e) => e.textContent)).toBe('Only 3 items were added to your cart.');
    await page.waitForFunction(() => (document.querySelector('#cartlift-root .cartlift-qty__input') as HTMLInputElement | null)?.value === '3');
    expect((await cartJs()).items.map((i) => i.quantity)).toEqual([3]);
    await press(PLUS);
    await page.waitForSelector('#cartlift-root .cartlift-line__error', { visible: true });
    expect(await page.$eval('#cartlift-root .cartlift-line__error', (e) => e.textContent)).toMatch(/Only 3 items were added|maximum quantity/);
    await waitIdle();
    expect(await drawerLines()).toEqual([{ title: 'Pocket Tee', qty: '3' }]);
  });

  it('rides out a 409 storm: serialised, retried writes end equal to cart.js with no duplicate line', async () => {
    await addFromProductPage('wool-beanie');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
    store.state.contention = { on: true, writeLatencyMs: 120 };
    const statuses: number[] = [];
    page.on('response', (r) => r.url().includes('/cart/') && statuses.push(r.status()));
    // Another tab keeps writing to the same cart for 1.5 s (page time) while the shopper clicks plus ten times: one
    // write at a time, back to back, so the cart is held most of that window. Bounded, and never more than one write
    // queued, so the storm is shorter than the client's retry budget (250 ms doubling over 4 retries = 3.75 s) however
    // loaded the machine is; an endless storm, or one piled up behind the browser's six connections, would exhaust any
    // retry budget, which is not this test's claim. Its promise is kept on window so the journey can wait for its end.
    await page.evaluate(() => {
      const until = Date.now() + 1500;
      (window as unknown as { storm: Promise<void> }).storm = (async () => {
        while (Date.now() < until) {
          await fetch('/cart/update.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ note: String(Math.random()) }) }).catch(() => undefined);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
    });
    // The shopper's clicks, staggered so some land inside the quantity debounce and some after it: the race is the input.
    for (let i = 0; i < 10; i++) {
      await press(PLUS);
      await new Promise((r) => setTimeout(r, 40 + 100 * (i % 4)));
    }
    // Quiescence, shown rather than slept for: the other tab has stopped, the shopper's last write has landed (only it
    // asks for 11), and the widget's queue has answered a read behind every write it held.
    await page.evaluate(() => (window as unknown as { storm: Promise<void> }).storm);
    store.state.contention = { on: true, writeLatencyMs: 0 };
    await page.waitForFunction(() => fetch('/cart.js').then((r) => r.json()).then((c) => c.item_count === 11), { polling: 300, timeout: 20_000 });
    await page.evaluate(() => (window as unknown as { Cartlift: { refresh(): Promise<unknown> } }).Cartlift.refresh());
    await waitIdle();
    expect(statuses).toContain(409);
    const cart = await cartJs();
    expect(cart.items).toHaveLength(1);
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '11' }]);
  });

  it('opens from the cart icon, closes on Escape and traps focus inside', async () => {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'Cartlift' in window);
    await page.click('#cart-icon-bubble');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open', { visible: true });
    expect(page.url()).toBe(`${base}/`);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('cartlift-close');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#cartlift-root'))).toBe(true);
    // Focus left behind the modal (a control the theme focused, a re-render that dropped focus): Tab brings it back.
    for (const shift of [false, true]) {
      await page.evaluate(() => document.querySelector<HTMLElement>('#cart-icon-bubble')?.focus());
      if (shift) await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      if (shift) await page.keyboard.up('Shift');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#cartlift-root .cartlift-panel'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open', { hidden: true });
  });

  it('renders Arabic right to left on an Arabic storefront', async () => {
    // An Arabic storefront: the theme's Shopify.locale is 'ar' before the loader runs.
    await page.evaluateOnNewDocument(() => {
      const shopify = {};
      Object.defineProperty(shopify, 'locale', { get: () => 'ar', set: () => undefined, enumerable: true });
      (window as unknown as { Shopify: object }).Shopify = shopify;
    });
    await page.goto(`${base}/products/wool-beanie`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'Cartlift' in window);
    await page.click('form[action*="/cart/add"] [type="submit"]');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
    expect(await page.$eval('#cartlift-root .cartlift-drawer', (e) => e.getAttribute('dir'))).toBe('rtl');
    expect(await page.$eval('#cartlift-root .cartlift-title', (e) => e.textContent)).toBe('سلة التسوق');
    // The panel slides in from the left edge in RTL.
    await page.waitForFunction(() => document.querySelector('#cartlift-root .cartlift-panel')!.getBoundingClientRect().left === 0);
    await screenshot(page, 'storefront-drawer-rtl');
  });

  it('works under the /fr/ locale prefix (Shopify.routes.root)', async () => {
    await page.goto(`${base}/fr/products/wool-beanie`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'Cartlift' in window);
    const cartCalls: string[] = [];
    // Only Ajax Cart API calls (/cart.js, /cart/add.js, ...): the drawer's own chunks (/cartlift-*.js) are not cart calls.
    const isCartCall = (url: string) => /\/cart(\.js|\.json|\/)/.test(new URL(url).pathname);
    page.on('request', (r) => isCartCall(r.url()) && cartCalls.push(new URL(r.url()).pathname));
    await page.click('form[action*="/cart/add"] [type="submit"]');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
    expect(cartCalls.length).toBeGreaterThan(0);
    expect(cartCalls.every((p) => p.startsWith('/fr/'))).toBe(true);
  });
});
