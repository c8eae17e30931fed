import type { Page } from 'puppeteer-core';
import { DEMO_SHOP } from '../../gateway/src/db/seed';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, screenshot, type JourneyBrowser } from '../support/browser';
import { checkoutFigures, completeOrder, drawerFigures, expectChargedAsShown, STANDARD_RATE } from './support/checkout';
import { serveOnCustomDomains, type CustomDomain } from './support/customDomain';
import { startFullStack, type FullStack } from './support/full-stack';

// The storefront on the merchant's own domain (https://shop.cartlift.test, the dev store behind a real TLS server)
// with the gateway out of local mode, so CORS admits only the shop's own origins. The gateway learns the domain when
// the store reports it (Admin API primaryDomain, shop/update webhook); then the drawer there shows the reward and the
// store's checkout on that domain charges what it showed. Another domain stays refused.
const SHOP_HOST = 'shop.cartlift.test';
const OTHER_HOST = 'other.cartlift.test';
let stack: FullStack;
let domain: CustomDomain;
let browser: JourneyBrowser;
let page: Page;

beforeAll(async () => {
  stack = await startFullStack({ localMode: false });
  domain = await serveOnCustomDomains(stack.store.app, [SHOP_HOST, OTHER_HOST]);
  browser = await launchBrowser(domain.browserArgs);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await domain?.close();
  await stack?.close();
});
beforeEach(async () => {
  await stack.resetStore();
  await stack.db.models.Campaign.destroy({ where: {} });
  // No custom domain: the myshopify domain is primary again (shop/update drops the recorded origin).
  await connectDomain('');
  page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 900 });
});
afterEach(() => page.browserContext().close());

/** Whether a page on its origin may read the gateway's public lookup (the browser enforces the CORS answer). */
const gatewayReadable = () =>
  page.evaluate(
    (url) => fetch(url).then((r) => r.ok, () => false),
    `${stack.gatewayUrl}/public/campaigns?shop=${DEMO_SHOP}&products=1`,
  );

/** The merchant connects the domain: the dev store's Admin API reports it and shop/update goes to the gateway. */
async function connectDomain(host: string): Promise<void> {
  const res = await fetch(`${stack.storeUrl}/__dev/primary-domain`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ host }),
  });
  expect(res.status).toBe(200);
}

describe('the storefront on a custom domain', () => {
  it('is refused until the shop reports the domain, then the drawer there checks out with the reward it showed', async () => {
    await page.goto(`${domain.origin(SHOP_HOST)}/`, { waitUntil: 'load' });
    expect(new URL(page.url()).origin).toBe('https://shop.cartlift.test');
    expect(await gatewayReadable()).toBe(false);

    await connectDomain(SHOP_HOST);
    expect((await stack.db.models.Shop.findByPk(DEMO_SHOP))!.storefront_origins).toEqual(['https://shop.cartlift.test']);
    await stack.addCampaign({
      name: '10% over $40',
      settings: {
        type: 'add_to_unlock',
        applied_discount_title: 'Special Discount',
        add_to_unlock: { isActive: true, multi_goal_type: 'amount', show_badges: false, goals: [{ goal: 40, reward_type: 'discount', discount: { type: 'percentage', reward: 10, before: 'x', after: '10% off unlocked' } }] },
      },
    });
    await page.goto(`${domain.origin(SHOP_HOST)}/products/organic-hoodie`, { waitUntil: 'load' });
    expect(await gatewayReadable()).toBe(true);
    await page.waitForFunction(() => 'Cartlift' in window);
    await page.click('form[action*="/cart/add"] [type="submit"]');
    await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-badge--discount', { visible: true });
    expect(await page.$eval('#cartlift-root .cartlift-badge--discount', (e) => e.textContent)).toBe('Special Discount (-$6.50)');
    expect(await page.$eval('#cartlift-root .cartlift-subtotal__value', (e) => e.textContent)).toBe('$58.50');
    expect(await seriousAxeViolations(page, '#cartlift-root')).toEqual([]);
    await screenshot(page, 'storefront-custom-domain-drawer');

    const shown = await drawerFigures(page);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.locator('#cartlift-root .cartlift-checkout__button').click()]);
    expect(new URL(page.url()).origin + new URL(page.url()).pathname).toBe('https://shop.cartlift.test/checkout');
    // Issue 21: no code per click; the shop's automatic discount (the Discount Function) applies the reward there, and
    // the order placed on that domain charges the drawer's figures plus the standard rate.
    expect(await page.$('[data-discount-code]')).toBeNull();
    expectChargedAsShown(await checkoutFigures(page), shown, { rate: STANDARD_RATE.USD, free: false });
    await screenshot(page, 'storefront-custom-domain-checkout');
    const order = await completeOrder(page, stack.storeUrl);
    expect(new URL(page.url()).origin).toBe('https://shop.cartlift.test');
    expectChargedAsShown(order, shown, { rate: STANDARD_RATE.USD, free: false });
    expect(order.titles).toEqual(['Special Discount']);
  });

  it('another domain is refused, and a domain change drops the old one (shop/update)', async () => {
    await connectDomain(SHOP_HOST);
    await page.goto(`${domain.origin(OTHER_HOST)}/`, { waitUntil: 'load' });
    expect(await gatewayReadable()).toBe(false);
    await connectDomain(OTHER_HOST);
    expect(await gatewayReadable()).toBe(true);
    await page.goto(`${domain.origin(SHOP_HOST)}/`, { waitUntil: 'load' });
    expect(await gatewayReadable()).toBe(false);
  });
});
