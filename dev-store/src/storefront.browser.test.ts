// Done-when check of the issue: in headless Chromium, a product page adds to cart through the theme form and the
// count bubble updates; then the cart page and checkout show a discount really applied.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Browser, Page } from 'puppeteer-core';
import { startChromium } from '../../e2e/support/browser';
import { createStore } from './app';
import type { WebhookRequest } from './config';

jest.setTimeout(60_000);

let server: Server;
let browser: Browser;
let base: string;
const deliveries: WebhookRequest[] = [];
const pageErrors: Error[] = [];
const store = createStore({ gatewayUrl: 'http://gateway.test', deliverWebhook: async (req) => { deliveries.push(req); return { status: 200 }; } });

beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const s = store.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await startChromium();
});

afterEach(() => {
  expect(pageErrors).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function freshPage(): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error instanceof Error ? error : new Error(String(error))));
  return page;
}

const bubble = (page: Page) => page.$eval('#cart-icon-bubble', (el) => el.querySelector('.cart-count-bubble span[aria-hidden="true"]')?.textContent ?? '');

describe('storefront in Chromium', () => {
  it('adds to cart through the theme product form and the count bubble updates without a reload', async () => {
    const page = await freshPage();
    await page.goto(`${base}/products/classic-tee`, { waitUntil: 'load' });
    expect(await bubble(page)).toBe('');
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.select('select[name="id"]', String(store.state.catalog.productByHandle('classic-tee')?.variants[2].id));
    await page.$eval('input[name="quantity"]', (el) => ((el as HTMLInputElement).value = '2'));
    await page.type('input[name="properties[Gift message]"]', 'Happy birthday');
    await page.click('button[name="add"]');
    await page.waitForFunction(() => document.querySelector('#cart-icon-bubble .cart-count-bubble span')?.textContent === '2');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
    const cart = await page.evaluate(() => fetch(window.Shopify.routes.root + 'cart.js').then((r) => r.json() as Promise<{ items: unknown[] }>));
    expect(cart.items[0]).toMatchObject({ quantity: 2, properties: { 'Gift message': 'Happy birthday', _source: 'product-page' } });
    expect(await page.$eval('#cart-live-region-text', (el) => el.textContent)).toBe('Subtotal: $50.00');
    await page.close();
  });

  it('shows the 422 message in the product form error region for a sold-out variant', async () => {
    const page = await freshPage();
    const soldOut = store.state.catalog.productByHandle('pocket-tee')?.variants[1];
    await page.goto(`${base}/products/pocket-tee?variant=${soldOut?.id}`, { waitUntil: 'load' });
    await page.click('button[name="add"]');
    await page.waitForSelector('.product-form__error-message-wrapper:not([hidden])');
    expect(await page.$eval('.product-form__error-message', (el) => el.textContent)).toBe("The product 'Pocket Tee - M' is already sold out.");
    expect(await bubble(page)).toBe('');
    await page.close();
  });

  it('on /fr/ the form posts to the French cart route and the bubble updates', async () => {
    const page = await freshPage();
    await page.goto(`${base}/fr/products/canvas-tote`, { waitUntil: 'load' });
    expect(await page.evaluate(() => window.Shopify.routes.root)).toBe('/fr/');
    await page.click('button[name="add"]');
    await page.waitForFunction(() => document.querySelector('#cart-icon-bubble .cart-count-bubble span')?.textContent === '1');
    await page.close();
  });

  it('cart page → checkout with a discount code → the thank-you page shows the reduced total and orders/create is sent', async () => {
    const page = await freshPage();
    await page.goto(`${base}/products/knit-blanket`, { waitUntil: 'load' });
    await page.click('button[name="add"]');
    await page.waitForFunction(() => document.querySelector('#cart-icon-bubble .cart-count-bubble span')?.textContent === '1');
    await page.goto(`${base}/cart`, { waitUntil: 'load' });
    await Promise.all([page.waitForNavigation(), page.click('button[name="checkout"]')]);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.type('#checkout_reduction_code', 'WELCOME10');
    await Promise.all([page.waitForNavigation(), page.click('.discount-form button')]);
    // $89.00 less 10 %, plus the standard $4.99 shipping.
    expect(await page.$eval('[data-checkout-total]', (el) => el.getAttribute('data-checkout-total'))).toBe('8509');
    await Promise.all([page.waitForNavigation(), page.click('#complete-order')]);
    expect(await page.$eval('[data-order-total]', (el) => el.textContent)).toBe('$85.09 USD');
    expect(deliveries.map((d) => d.headers['X-Shopify-Topic'])).toEqual(['orders/create']);
    await page.close();
  });
});

declare global {
  interface Window {
    Shopify: { routes: { root: string } };
  }
}
