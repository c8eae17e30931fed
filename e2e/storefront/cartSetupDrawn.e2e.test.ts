import type { Page } from 'puppeteer-core';
import { defaultCampaign, setField, setRewardType, type CampaignDraft } from '@cartlift/domain';
import { gql, sessionToken } from '../campaigns/support/campaignApi';
import { DEMO_SHOP } from '../../gateway/src/db/seed';
import { launchBrowser, screenshot, type JourneyBrowser } from '../support/browser';
import { startFullStack, type FullStack } from './support/full-stack';

// Cart Setup controls and an Add To Unlock campaign's settings saved through the admin's own GraphQL API
// (updateShopSettings, createCampaign) are what the shopper's drawer shows on the dev store.
let stack: FullStack;
let browser: JourneyBrowser;
let page: Page;
const rgba = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });

beforeAll(async () => {
  stack = await startFullStack();
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function admin<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  return gql<T>(stack.gatewayUrl, await sessionToken(stack.gatewayUrl), query, variables);
}

/** A spend goal with the Mini Tote as its gift and suggestions of the Canvas Tote, as the editor would save it. */
async function unlockCampaign(): Promise<CampaignDraft> {
  const tote = await stack.variant('free-tote-gift');
  const canvas = await stack.variant('canvas-tote');
  const A = 'settings.add_to_unlock';
  let c: CampaignDraft = { ...defaultCampaign('add_to_unlock'), name: 'Gift at $200' };
  c = setField(c, `${A}.goals.0.goal`, 200);
  const gift = setRewardType(c, 0, 'gift', 'USD');
  if (gift.error) throw new Error(gift.error);
  c = gift.draft;
  c = setField(c, `${A}.goals.0.gift.product`, { id: tote.productId, variant_id: tote.variantId, title: 'Mini Tote (Gift)', variant_price: '15.00', product_type: 'free_gift' });
  c = setField(c, `${A}.goals.0.gift.widget.compare_at_price`, rgba(176, 0, 32));
  c = setField(c, `${A}.show_suggestions`, true);
  c = setField(c, `${A}.recommendation_type`, 'custom_recommendation');
  c = setField(c, `${A}.products`, [{ id: canvas.productId, title: 'Canvas Tote', handle: 'canvas-tote' }]);
  c = setField(c, `${A}.fbt_position`, 'under_products');
  c = setField(c, `${A}.product_details.external`, true);
  return c;
}

const drawer = (sel: string) => `#cartlift-root ${sel}`;
const colourOf = (sel: string) => page.$eval(drawer(sel), (e) => getComputedStyle(e).color);

it('every Cart Setup control changed through the admin API is seen in the drawer, beside an Add To Unlock campaign', async () => {
  await admin('mutation S($id: String!, $input: JSON!) { updateShopSettings(id: $id, input: $input) { id } }', {
    id: DEMO_SHOP,
    input: {
      font: { color: rgba(90, 20, 110) },
      product: {
        title: { text: 'Item', color: rgba(0, 70, 140) },
        price: { text: 'Cost', color: rgba(140, 70, 0) },
        variants: { isActive: false },
      },
      product_details: { atcButton: 'Put it in my bag', readMore: 'Keep reading' },
      afterPay: { isActive: true, isExternal: true, text: 'or {{splits}} payments of {{amount}}' },
      modules: {
        order: ['random_text', 'order_note', 'checkout_button'],
        random_text: { isActive: true, text: '<p>Free returns for 30 days</p>' },
        order_note: { isActive: true, title: 'Gift message?' },
        checkout_button: { font_color: rgba(0, 100, 60) },
      },
    },
  });
  await admin('mutation C($input: JSON!) { createCampaign(input: $input) { id } }', { input: await unlockCampaign() });

  page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${stack.storeUrl}/products/classic-tee`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Cartlift' in window);
  await page.click('form[action*="/cart/add"] [type="submit"]');
  await page.waitForSelector(drawer('.cartlift-drawer--open .cartlift-fbt__item'), { visible: true, timeout: 20_000 });

  // Item 1: the campaign (modules off by default) leaves Cart Setup's text block and order note, in Cart Setup's order.
  expect(await page.$$eval(drawer('.cartlift-footer > *'), (els) => els.map((e) => e.className.split(' ')[0]))).toEqual(
    expect.arrayContaining(['cartlift-random-text', 'cartlift-note', 'cartlift-checkout']),
  );
  expect(await page.$eval(drawer('.cartlift-random-text'), (e) => e.textContent)).toBe('Free returns for 30 days');
  expect(await page.$eval(drawer('.cartlift-note span'), (e) => e.textContent)).toBe('Gift message?');
  // Font colour, product title and price texts in their colours, the variant not under the title.
  expect(await colourOf('.cartlift-slide')).toBe('rgb(90, 20, 110)');
  expect(await page.$$eval(drawer('.cartlift-lines__head span'), (els) => els.map((e) => [e.textContent, getComputedStyle(e).color]))).toEqual([
    ['Item', 'rgb(0, 70, 140)'],
    ['Cost', 'rgb(140, 70, 0)'],
  ]);
  expect(await page.$(drawer('.cartlift-line__variant-text'))).toBeNull();
  // Checkout text colour on the footer's own text (the note's title); the provider's own split-payment message.
  expect(await colourOf('.cartlift-note span')).toBe('rgb(0, 100, 60)');
  expect(await page.$eval(drawer('.cartlift-footer'), (e) => e.textContent)).not.toContain('payments of');
  // The gift widget's compare-at price in the campaign's colour.
  expect(await colourOf('.cartlift-gift__compare')).toBe('rgb(176, 0, 32)');
  // "Open the product page instead": the suggestion's title is a link to its product page.
  expect(await page.$eval(drawer('.cartlift-fbt__body a'), (a) => new URL((a as HTMLAnchorElement).href).pathname)).toBe('/products/canvas-tote');
  await screenshot(page, 'cart-setup-drawn-storefront');
  await page.click(drawer('.cartlift-fbt__body a'));
  await page.waitForFunction(() => location.pathname === '/products/canvas-tote', { timeout: 15_000 });
  await page.browserContext().close();
}, 120_000);
