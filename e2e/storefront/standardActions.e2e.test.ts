import type { Page } from 'puppeteer-core';
import { seriousAxeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { pageSettled, trackRequests } from '../support/requests';
import type { FullStack } from './support/full-stack';
import { campaignJourneys } from './support/journeys';

// Shopify's standard storefront events and actions (issue 24 item 1): the dev store's `actions` theme has the layer and
// adds only through Shopify.actions.updateCart, whose requests the loader's fetch/XMLHttpRequest observer cannot see;
// the loader hears the standard events instead, answers openCart, and announces its own cart writes the same way.
const j = campaignJourneys();
let stack: FullStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = { stack: j.stack(), page: j.page() });
});
// Two journeys turn a shop setting off; the journeys' setup empties campaigns, not settings.
afterEach(() => stack.setSettings({ active: true, open_cart: true }));

interface Heard {
  type: string;
  action?: string;
  source?: string;
  lines: [string, number][];
}
type HeardWindow = Window & { heard: Heard[]; Shopify: { actions: { isDefault(name: string): boolean; openCart(): Promise<unknown> } } };

/** Opens a product page of the given theme with a listener (another app, a pixel) recording every standard cart event. */
async function visit(path: string): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as HeardWindow;
    w.heard = [];
    for (const type of ['lines-update', 'discount-update', 'attributes-update', 'error']) {
      document.addEventListener(`shopify:cart:${type}`, (event) => {
        const e = event as CustomEvent<{ action?: string; context?: { source?: string } }> & {
          promise: Promise<{ cart: { lines: { nodes: { quantity: number; merchandise: { id: string } }[] } } | null }>;
        };
        void e.promise.then(({ cart }) =>
          w.heard.push({ type, action: e.detail?.action, source: e.detail?.context?.source, lines: (cart?.lines.nodes ?? []).map((l) => [l.merchandise.id, l.quantity]) }),
        );
      });
    }
  });
  await page.goto(`${stack.storeUrl}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Cartlift' in window);
}
const heard = () => page.evaluate(() => (window as unknown as HeardWindow).heard);
const OPEN_LINE = '#cartlift-root .cartlift-drawer--open .cartlift-line';
const drawerLines = () =>
  page.$$eval('#cartlift-root .cartlift-line', (els) =>
    els.map((e) => ({ title: e.querySelector('.cartlift-line__title')!.textContent, qty: (e.querySelector('.cartlift-qty__input') as HTMLInputElement | null)?.value ?? null })),
  );
const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;

describe('a theme on the standard storefront layer', () => {
  it('adding through Shopify.actions.updateCart opens the Cartlift drawer with the new line and the theme count', async () => {
    await visit('/products/wool-beanie?theme=actions');
    await page.$eval('input[name="quantity"]', (el) => ((el as HTMLInputElement).value = '2'));
    await page.click('.product-form__submit');
    await page.waitForSelector(OPEN_LINE, { visible: true });
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '2' }]);
    await page.waitForFunction(() => document.getElementById('theme-add-status')?.textContent === 'Added');
    await page.waitForFunction(() => document.querySelector('.cart-count')?.textContent === '2');
    // Only the theme's own event was dispatched: Cartlift refreshed by reading the cart, it wrote nothing.
    const beanie = await stack.variant('wool-beanie');
    expect(await heard()).toEqual([{ type: 'lines-update', action: 'add', source: 'product-form', lines: [[gid(beanie.variantId), 2]] }]);
    expect(await seriousAxeViolations(page, '#cartlift-root')).toEqual([]);
    await screenshot(page, 'storefront-standard-actions-add');
  });

  it("with the merchant's \"open the cart after add\" off, an updateCart add updates the count and leaves the drawer closed", async () => {
    await stack.setSettings({ open_cart: false });
    await visit('/products/wool-beanie?theme=actions');
    const requests = trackRequests(page);
    await page.click('.product-form__submit');
    await page.waitForFunction(() => document.querySelector('.cart-count')?.textContent === '1');
    await pageSettled(page, requests);
    requests.stop();
    expect(await page.$('#cartlift-root .cartlift-drawer--open')).toBeNull();
  });

  it('Shopify.actions.openCart() opens the Cartlift drawer (the theme\'s "View cart" button calls it)', async () => {
    await visit('/products/wool-beanie?theme=actions');
    await page.waitForFunction(() => !(window as unknown as HeardWindow).Shopify.actions.isDefault('openCart'));
    await page.click('#theme-open-cart');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-empty', { visible: true });
    expect(new URL(page.url()).pathname).toBe('/products/wool-beanie');
    // With a line in the cart (added behind the page's back), openCart from script shows it.
    await page.keyboard.press('Escape');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open', { hidden: true });
    const hat = await stack.variant('wool-beanie');
    await page.evaluate((id) => fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, quantity: 1 }) }), hat.variantId);
    await page.evaluate(() => (window as unknown as HeardWindow).Shopify.actions.openCart());
    await page.waitForSelector(OPEN_LINE, { visible: true });
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '1' }]);
  });

  it("with the merchant's cart off, openCart stays the theme's own (the cart page)", async () => {
    await stack.setSettings({ active: false });
    const requests = trackRequests(page);
    await visit('/products/wool-beanie?theme=actions');
    // The loader answers openCart from its idle work once the lookup is in: both are over once the page has settled.
    await pageSettled(page, requests);
    requests.stop();
    expect(requests.requests.some((r) => r.url().includes('/public/campaigns'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as HeardWindow).Shopify.actions.isDefault('openCart'))).toBe(true);
    await Promise.all([page.waitForNavigation(), page.click('#theme-open-cart')]);
    expect(new URL(page.url()).pathname).toBe('/cart');
  });
});

describe("Cartlift's own cart writes, announced", () => {
  it("a lines-update listener sees Cartlift's free gift add and its quantity change, with the resulting cart", async () => {
    const gift = await stack.variant('free-tote-gift');
    const beanie = await stack.variant('wool-beanie');
    await stack.addCampaign({
      name: 'Gift at $40',
      settings: {
        type: 'add_to_unlock',
        applied_discount_title: 'Special Discount',
        add_to_unlock: {
          isActive: true, multi_goal_type: 'amount', show_badges: false,
          goals: [{ goal: 40, reward_type: 'gift', goal_text: { text: 'Free Gift' }, gift: { product: { id: gift.productId, variant_id: gift.variantId, title: 'Mini Tote (Gift)' }, before: 'Spend {{amount_left}} more', after: 'Your free tote is in the cart' } }],
        },
      },
    });
    await visit('/products/wool-beanie?theme=actions');
    await page.$eval('input[name="quantity"]', (el) => ((el as HTMLInputElement).value = '2'));
    await page.click('.product-form__submit');
    await page.waitForSelector(OPEN_LINE, { visible: true });
    await page.waitForFunction(() => !document.querySelector('#cartlift-root .cartlift-spinner'));
    // A third beanie from the drawer ($54): Cartlift's quantity change, then its reconciler adds the gift.
    await page.$eval('#cartlift-root .cartlift-qty__btn[aria-label="Increase quantity"]', (el) => (el as HTMLElement).click());
    await page.waitForFunction(() => (window as unknown as HeardWindow).heard.some((h) => h.source === 'cartlift' && h.action === 'add'));
    await page.waitForFunction(() => (window as unknown as HeardWindow).heard.length >= 3);
    const events = await heard();
    expect(events[0]).toEqual({ type: 'lines-update', action: 'add', source: 'product-form', lines: [[gid(beanie.variantId), 2]] });
    // Listeners hear in the order the promises settle: the gift add (inside the quantity change's queue slot) first.
    const cartlift = events.filter((e) => e.source === 'cartlift');
    expect(cartlift.map((e) => [e.type, e.action])).toEqual([['lines-update', 'add'], ['lines-update', 'update']]);
    // Both promises give the cart with the gift in it.
    for (const e of cartlift) expect(e.lines).toEqual(expect.arrayContaining([[gid(gift.variantId), 1], [gid(beanie.variantId), 3]]));
    await page.waitForFunction(() => document.querySelector('#cartlift-root .cartlift-goals__message')?.textContent === 'Your free tote is in the cart');
    // Hearing its own events made Cartlift write nothing more: one gift line, and no further events.
    const requests = trackRequests(page);
    await pageSettled(page, requests);
    requests.stop();
    expect((await heard()).length).toBe(events.length);
    const cart = (await page.evaluate(() => fetch('/cart.js').then((r) => r.json()))) as { items: { variant_id: number; quantity: number }[] };
    expect(cart.items.map((i) => [i.variant_id, i.quantity])).toEqual([[gift.variantId, 1], [beanie.variantId, 3]]);
  });

  it('on a theme without the layer (Dawn) the capture works as before and Cartlift still announces its add', async () => {
    await visit('/products/wool-beanie');
    expect(await page.evaluate(() => typeof (window as unknown as { Shopify: { actions?: unknown } }).Shopify.actions)).toBe('undefined');
    await page.click('form[action*="/cart/add"] [type="submit"]');
    await page.waitForSelector(OPEN_LINE, { visible: true });
    const beanie = await stack.variant('wool-beanie');
    await page.waitForFunction(() => (window as unknown as HeardWindow).heard.length >= 1);
    expect(await heard()).toEqual([{ type: 'lines-update', action: 'add', source: 'cartlift', lines: [[gid(beanie.variantId), 1]] }]);
  });
});
