import type { Browser, Page } from 'puppeteer-core';
import { defaultCodSettings, defaultStickyCart, type CodSettings, type StickyCart } from '@cartlift/domain';
import { launchBrowser, screenshot } from '../support/browser';
import { startFullStack, type FullStack } from './support/full-stack';

// Sticky add-to-cart bar and cash on delivery: dev store + gateway (SQLite) + the widget from the gateway, as in production.
let stack: FullStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startFullStack();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});
beforeEach(async () => {
  stack.store.state.reset();
  await stack.setShop({ cod_settings: null, sticky_cart: null });
  page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 600 });
});
afterEach(async () => {
  await page.browserContext().close();
});

type CartJs = { item_count: number; items: { variant_id: number; quantity: number }[] };
const cartJs = () => page.evaluate(() => fetch('/cart.js').then((r) => r.json())) as Promise<CartJs>;
const sticky = (over: Partial<StickyCart>) => stack.setShop({ sticky_cart: { ...defaultStickyCart(), isActive: true, ...over } });
const cod = (over: Partial<CodSettings>) => stack.setShop({ cod_settings: { ...defaultCodSettings(), is_active: true, ...over } });
const SHOWN = '.cartlift-sticky.cartlift-sticky--shown';
/** Waits until the bar is shown and has finished sliding in (a click during the 0.25 s transition can miss it). */
async function waitShown(extra = '') {
  await page.waitForSelector(`${SHOWN}${extra}`);
  await page.waitForFunction(() => {
    const r = document.querySelector('.cartlift-sticky')!.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight + 0.5 && getComputedStyle(document.querySelector('.cartlift-sticky')!).transform === 'none';
  });
}

/** Opens a product page with layout-shift recording on, as the CLS figure needs it from the first paint. */
async function productPage(handle: string) {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${stack.storeUrl}/products/${handle}`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Cartlift' in window);
  await page.waitForSelector('.cartlift-sticky', { timeout: 15_000 });
}
const scrollPastThemeButton = () =>
  page.evaluate(() => {
    const b = document.querySelector('form[action*="/cart/add"] [type=submit]')!;
    window.scrollTo(0, window.scrollY + b.getBoundingClientRect().bottom + 5);
  });

describe('sticky add-to-cart bar', () => {
  it('dynamic: appears once the theme button scrolls away, adds the chosen variant and quantity, and stays (atc_action stay)', async () => {
    await sticky({ atc_action: 'stay', desktop_visibility: 'dynamic', desktop_quantity: '1' });
    const tee = await stack.variant('classic-tee', 'M / Black');
    await productPage('classic-tee');
    expect(await page.$(SHOWN)).toBeNull();
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="height:1500px"></div>'));
    await scrollPastThemeButton();
    await waitShown();
    await page.select('.cartlift-sticky__variants', String(tee.variantId));
    await page.click('.cartlift-sticky__qty-btn[aria-label="Increase quantity"]');
    await page.click('.cartlift-sticky__button');
    await page.waitForFunction(() => document.querySelector('.cartlift-sticky [role=status]')?.textContent?.includes('Added'));
    expect((await cartJs()).items).toEqual([expect.objectContaining({ variant_id: tee.variantId, quantity: 2 })]);
    expect(await page.$('#cartlift-root .cartlift-drawer--open')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForSelector('.cartlift-sticky:not(.cartlift-sticky--shown)');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`sticky bar CLS on the dev store product page: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThanOrEqual(0.01);
    await screenshot(page, 'sticky-desktop');
  });

  it("prices in the shopper's currency as the theme shows them: EUR in its format, converted", async () => {
    await sticky({ desktop_visibility: 'always' });
    await productPage('ceramic-mug?currency=EUR');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="height:1500px"></div>'));
    await scrollPastThemeButton();
    await waitShown();
    const theme = await page.$eval('.price .price-item', (e) => e.textContent?.trim());
    expect(theme).toMatch(/^€\d+,\d\d$/);
    expect(await page.$eval('.cartlift-sticky__price', (e) => e.textContent)).toBe(theme);
  });

  it("atc_action cart opens the Cartlift drawer (and the bar hides under it); checkout goes to checkout", async () => {
    await sticky({ atc_action: 'cart', desktop_visibility: 'always' });
    await productPage('ceramic-mug');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="height:1500px"></div>'));
    await scrollPastThemeButton();
    await waitShown();
    await page.click('.cartlift-sticky__button');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
    await page.waitForSelector('.cartlift-sticky:not(.cartlift-sticky--shown)');
    await sticky({ atc_action: 'checkout', desktop_visibility: 'always' });
    await productPage('ceramic-mug');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="height:1500px"></div>'));
    await scrollPastThemeButton();
    await waitShown();
    await Promise.all([page.waitForNavigation(), page.click('.cartlift-sticky__button')]);
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  it('mobile: the collapsed bar expands to the variant/quantity panel, then adds', async () => {
    await sticky({ atc_action: 'stay', mobile_visibility: 'always' });
    await page.setViewport({ width: 390, height: 740, isMobile: true, hasTouch: true });
    await productPage('classic-tee');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="height:1500px"></div>'));
    await scrollPastThemeButton();
    await waitShown('.cartlift-sticky--mobile');
    expect(await page.$eval('.cartlift-sticky__button', (b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual(['Choose options', 'false']);
    await screenshot(page, 'sticky-mobile-collapsed');
    await page.click('.cartlift-sticky__button');
    await page.waitForSelector('.cartlift-sticky--expanded .cartlift-sticky__panel:not([hidden])');
    await screenshot(page, 'sticky-mobile-expanded');
    await page.click('.cartlift-sticky__button');
    await page.waitForFunction(() => document.querySelector('.cartlift-sticky [role=status]')?.textContent?.includes('Added'));
    expect((await cartJs()).item_count).toBe(1);
  });
});

describe('cash on delivery', () => {
  async function openCartWith(handle: string) {
    await page.goto(`${stack.storeUrl}/products/${handle}`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'Cartlift' in window);
    await page.click('form[action*="/cart/add"] [type="submit"]');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
  }
  const typeInto = async (index: number, text: string) => page.type(`#cartlift-cod-${index}`, text);

  it('a shopper gets the required message for an empty phone, then one order with the answers even after a double click', async () => {
    await cod({});
    await openCartWith('classic-tee');
    await page.click('#cartlift-root .cartlift-cod-button');
    await page.waitForSelector('#cartlift-root .cartlift-cod');
    await typeInto(0, 'Ana Silva');
    await typeInto(3, '1 Main St');
    await page.click('#cartlift-root .cartlift-cod__confirm');
    await page.waitForSelector('#cartlift-cod-2-error');
    expect(await page.$eval('#cartlift-cod-2-error', (e) => e.textContent)).toBe('This field is required');
    await typeInto(2, '555 0101');
    await page.$eval('#cartlift-root .cartlift-cod__confirm', (b) => {
      (b as HTMLElement).click();
      (b as HTMLElement).click();
    });
    await page.waitForSelector('#cartlift-root .cartlift-cod--placed');
    expect(await page.$eval('#cartlift-root .cartlift-cod--placed', (e) => e.textContent)).toMatch(/#10\d\d/);
    await screenshot(page, 'cod-placed');
    const orders = stack.store.state.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ financialStatus: 'pending', tags: ['cartlift', 'cartlift-cod', 'COD'] });
    expect(orders[0].noteAttributes).toEqual(expect.arrayContaining([{ name: 'First name', value: 'Ana Silva' }, { name: 'Phone', value: '555 0101' }]));
    await page.waitForFunction(() => fetch('/cart.js').then((r) => r.json()).then((c) => c.item_count === 0), { polling: 250 });
  });

  it('COD-only mode hides checkout and offers the COD button; the in-cart form shows in the cart when set', async () => {
    await cod({ checkout_mode: 'cod_only' });
    await openCartWith('ceramic-mug');
    await page.waitForSelector('#cartlift-root .cartlift-cod-button');
    expect(await page.$('#cartlift-root .cartlift-checkout__button')).toBeNull();
    await cod({ is_form_in_cart: true });
    await openCartWith('ceramic-mug');
    await page.waitForSelector('#cartlift-root .cartlift-slide .cartlift-cod');
    expect(await page.$('#cartlift-root .cartlift-checkout__button')).not.toBeNull();
    expect(await page.$('#cartlift-root .cartlift-cod-button')).toBeNull();
  });
});
