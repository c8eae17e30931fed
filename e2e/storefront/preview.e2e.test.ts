import type { Server } from 'node:http';
import type { Frame, Page } from 'puppeteer-core';
import { launchBrowser, screenshot, type JourneyBrowser } from '../support/browser';
import { buildWidget, closeAll, serveDir, WIDGET_DIST } from './support/stack';

// Preview mode: the admin embeds dist/preview.html and posts settings; the widget must make no cart or tracking call.
let browser: JourneyBrowser;
let page: Page;
let cdn: { url: string; server: Server };
const requests: string[] = [];

beforeAll(async () => {
  await buildWidget();
  cdn = await serveDir(WIDGET_DIST);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await closeAll(cdn?.server);
});

async function openPreview(): Promise<Frame> {
  requests.length = 0;
  page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1100, height: 800 });
  page.on('request', (r) => requests.push(r.url()));
  await page.setContent(`<iframe id="preview" src="${cdn.url}/preview.html" style="width:480px;height:760px;border:0"></iframe>`);
  const handle = await page.waitForSelector('#preview');
  const frame = (await handle!.contentFrame())!;
  await frame.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line');
  return frame;
}

const post = (message: unknown) =>
  page.evaluate((m) => (document.getElementById('preview') as HTMLIFrameElement).contentWindow!.postMessage(m, '*'), message as never);

describe('preview mode', () => {
  afterEach(async () => {
    await page?.browserContext().close();
  });

  it('renders posted settings and campaign with example products and makes no cart, product or tracking call', async () => {
    const frame = await openPreview();
    expect(await frame.$eval('.cartlift-line__title', (e) => e.textContent)).toBe('Example product');
    await post({
      type: 'CARTLIFT_PREVIEW',
      path: '/campaigns/new',
      settings: { default_language: 'french', theme: { primary: { r: 200, g: 30, b: 30, a: 1 } } },
      campaign: {
        id: 'draft',
        campaign_key: 'draft',
        settings: {
          type: 'add_to_unlock',
          add_to_unlock: {
            isActive: true,
            goals: [{ goal: 30, reward_type: 'gift', goal_text: { text: 'Cadeau' }, gift: { product: { id: 77, variant_id: 771, title: 'Tote offert', variant_price: '0' }, before: 'Encore {{amount_left}}', after: 'Cadeau débloqué' } }],
          },
        },
      },
    });
    await frame.waitForFunction(() => document.querySelector('#cartlift-root .cartlift-title')?.textContent === 'Mon panier');
    expect(await frame.$eval('#cartlift-root .cartlift-goals__message', (e) => e.textContent)).toBe('Encore $10.00');
    // Quantity +1 in the preview: 40.00 unlocks the example gift, all in memory.
    await frame.$eval('#cartlift-root .cartlift-qty__btn[aria-label="Augmenter la quantité"]', (el) => (el as HTMLElement).click());
    await frame.waitForFunction(() => document.querySelector('#cartlift-root .cartlift-goals__message')?.textContent === 'Cadeau débloqué');
    expect(await frame.$$eval('#cartlift-root .cartlift-line__title', (els) => els.map((e) => e.textContent))).toEqual(['Example product', 'Tote offert']);
    // Checkout in preview: loading text for 4 s, no navigation.
    await frame.locator('#cartlift-root .cartlift-checkout__button').click();
    expect(await frame.$eval('#cartlift-root .cartlift-checkout__button', (e) => e.textContent)).toBe('Chargement...');
    await screenshot(page, 'storefront-preview');
    // The preview is a compilation of its own (storefront-cart/webpack.config.js): its lazy chunks are preview-*.js.
    const allowed = /\/(preview\.html|preview\.js|preview-[\w.-]+\.js)$/;
    const unexpected = requests.filter((u) => !u.startsWith('about:') && !allowed.test(new URL(u).pathname));
    // Only the preview page and its own files were fetched: no cart.js, cart writes, products or /public/track.
    expect(unexpected).toEqual([]);
  });

  it('opens on the second slide on the checkout settings path when COD is not in the cart', async () => {
    const frame = await openPreview();
    await post({ type: 'CARTLIFT_PREVIEW', path: '/settings/checkout', settings: {}, cod: { is_active: false } });
    await frame.waitForSelector('#cartlift-root .cartlift-slides--1');
    await post({ type: 'CARTLIFT_PREVIEW', path: '/settings/checkout', settings: {}, cod: { is_active: true, is_form_in_cart: true } });
    await frame.waitForSelector('#cartlift-root .cartlift-slides--0');
  });
});
