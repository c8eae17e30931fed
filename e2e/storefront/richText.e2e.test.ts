import { JSDOM } from 'jsdom';
import type { Page } from 'puppeteer-core';
import { XSS_VECTORS, unsafeParts } from '../../reliability/vectors/xss';
import { launchBrowser, type JourneyBrowser } from '../support/browser';
import { pageSettled, trackRequests } from '../support/requests';
import { startFullStack, type FullStack } from './support/full-stack';

// The drawer's own sanitiser in real Chromium: the settings row is written directly (as rows saved before the gateway
// cleaned rich text would be), so every OWASP vector reaches the drawer raw.
let stack: FullStack;
let browser: JourneyBrowser;
let page: Page;

beforeAll(async () => {
  stack = await startFullStack();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

it('no OWASP vector in the announcement runs or survives in the drawer', async () => {
  await stack.setSettings({
    announcement: {
      isActive: true,
      position: 'above_products',
      text: `<b>Sale</b> ${XSS_VECTORS.join(' ')}`,
      background: { r: 241, g: 241, b: 241, a: 1 },
      border: { r: 226, g: 232, b: 240, a: 1 },
      textAlignement: 'center',
      style: 'rounded',
    },
  });
  page = await (await browser.createBrowserContext()).newPage();
  const requests = trackRequests(page);
  // Every vector calls alert, msgbox or navigates: count the calls instead of letting a dialog block the page.
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __xss: number };
    w.__xss = 0;
    window.alert = () => {
      w.__xss++;
    };
  });
  await page.goto(`${stack.storeUrl}/products/wool-beanie`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Cartlift' in window);
  await page.click('form[action*="/cart/add"] [type="submit"]');
  const note = await page.waitForSelector('#cartlift-root [role="note"]', { visible: true });
  // Anything that survived would fire from a load or error (its request answered) or a queued event: wait until every
  // request the page sent has ended and it then went idle without sending more, so those handlers have run.
  await pageSettled(page, requests);
  requests.stop();
  const html = await note!.evaluate((el) => el.innerHTML);
  expect(await note!.evaluate((el) => el.querySelector('b')?.textContent)).toBe('Sale');
  expect(unsafeParts(html, new JSDOM('').window.document)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/products/wool-beanie');
  await page.browserContext().close();
});
