import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, type JourneyBrowser } from '../support/browser';
import { clickButton, closeWelcome, freshPage, hasText, location, SHOP_QUERY, seeText } from '../shell/support/adminPage';
import { startAdminStack, type AdminStack } from '../shell/support/adminStack';
import { pageSettled, trackRequests } from '../support/requests';

let stack: AdminStack;
let browser: JourneyBrowser;
let page: Page;

beforeAll(async () => {
  // A fresh install: the demo shop has not approved the charge yet; WELCOME20 is a 20 % install-charge coupon.
  stack = await startAdminStack({ seedArgs: ['--charge-pending', '--coupon', 'WELCOME20:20'] });
  browser = await launchBrowser();
  page = await freshPage(browser);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const MODAL = 'Start your free trial';

/**
 * Places one order in the dev store the way a shopper would (cart, then its checkout), which fires orders/create. The
 * Wool Beanie's stock is not tracked, so a journey can place as many orders as a plan needs.
 */
async function placeOrder(): Promise<void> {
  const product = (await (await fetch(`${stack.devStoreUrl}/products/wool-beanie.js`)).json()) as {
    variants: Array<{ id: number }>;
  };
  const add = await fetch(`${stack.devStoreUrl}/cart/add.js`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: product.variants[0].id, quantity: 1 }),
  });
  const cookie = (add.headers.get('set-cookie') ?? '').split(';')[0];
  const cart = (await (await fetch(`${stack.devStoreUrl}/cart.js`, { headers: { cookie } })).json()) as { token: string };
  const done = await fetch(`${stack.devStoreUrl}/__dev/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartToken: cart.token }),
  });
  if (!done.ok) throw new Error(`checkout failed: ${done.status}`);
}

async function applyCoupon(code: string): Promise<void> {
  const field = await page.waitForSelector('::-p-aria(Coupon)');
  await field!.click({ count: 3 });
  await field!.type(code);
  await clickButton(page, 'Apply');
}

describe('install charge through the Billing API', () => {
  it('a fresh shop sees the welcome modal with its price list; a coupon re-prices it', async () => {
    await page.goto(`${stack.shellUrl}/login${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    await page.locator('button::-p-text(Log in)').click();
    await closeWelcome(page);
    await seeText(page, MODAL, 20_000);
    await seeText(page, '$19.99');
    await applyCoupon('NOPE');
    await seeText(page, 'Discount code not found');
    await applyCoupon('WELCOME20');
    await seeText(page, 'Discount applied: 20% off your plan');
    await seeText(page, '$15.99');
    await screenshot(page, 'billing-welcome-coupon');
  });

  it('declining on the store\'s confirmation page brings the modal back with a note', async () => {
    await clickButton(page, 'Get Access');
    await page.waitForSelector('#decline', { timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(stack.devStoreUrl);
    expect(await page.$eval('main', (m) => m.textContent)).toContain('Cartlift (20% off)');
    await screenshot(page, 'billing-confirmation-page');
    await Promise.all([page.waitForNavigation(), page.click('#decline')]);
    await page.waitForFunction((origin) => window.location.origin === origin, { timeout: 20_000 }, stack.shellUrl);
    await seeText(page, 'The charge was not approved. Approve it to start your free trial.', 20_000);
    await seeText(page, MODAL);
  });

  it('approving lands home with the modal gone and the trial running', async () => {
    await clickButton(page, 'Get Access');
    await page.waitForSelector('#approve', { timeout: 20_000 });
    // The modal follows the plan's charge_accepted: record the plan reads of the return and everything the page sends.
    const plans = trackRequests(page, (r) => r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/shop/get_plan'));
    const everything = trackRequests(page);
    await Promise.all([page.waitForNavigation(), page.click('#approve')]);
    await page.waitForFunction((origin) => window.location.origin === origin, { timeout: 20_000 }, stack.shellUrl);
    await page.waitForFunction(() => window.location.search === '?shop=cartlift-demo.myshopify.com' && window.location.pathname === '/', { timeout: 20_000 });
    await seeText(page, 'Setup Guide');
    // Home, the gate re-reads the plan; once the page has settled its last answer is the one the modal follows, and
    // whatever that answer draws is drawn (a modal coming back would have fetched its chunk and rendered by then).
    await plans.quiet({ atLeast: 1 });
    await pageSettled(page, everything);
    plans.stop();
    everything.stop();
    expect(((await plans.answers.at(-1)!.json()) as { charge_accepted: boolean }).charge_accepted).toBe(true);
    expect(await hasText(page, MODAL)).toBe(false);
    expect(location(page)).toEqual({ pathname: '/', search: SHOP_QUERY });
    await screenshot(page, 'billing-accepted-home');
  });

  it('/plan shows the orders placed, the plan they match, the trial and the 20 % prices', async () => {
    await placeOrder();
    await placeOrder();
    await page.goto(`${stack.shellUrl}/plan${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    await seeText(page, 'Free trial', 20_000);
    await seeText(page, 'Mini (current)');
    const facts = await page.$eval('#AppFrameMain', (m) => (m as HTMLElement).innerText);
    expect(facts).toMatch(/Orders this cycle\s+2/);
    expect(facts).toContain('Your discount: 20% off every plan, for life.');
    expect(facts).toContain('$15.99');
    expect(await hasText(page, MODAL)).toBe(false);
    await screenshot(page, 'billing-plan');
  });

  it('past the trial, the orders placed through the store move /plan to the plan they match, at its cart-and-shop.md §9 price', async () => {
    // The charge was approved minutes ago; move its approval back 12 days on both sides (the gateway's row and the
    // dev store's subscription), so the 10-day trial is over and a 30-day billing cycle began 2 days ago.
    await stack.seed(['--accepted-days-ago', '12']);
    const moved = await fetch(`${stack.devStoreUrl}/__dev/billing/accepted-days-ago`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 12 }),
    });
    expect(moved.status).toBe(200);
    // Mini covers 50 orders a cycle (cart-and-shop.md §9); the 51st enters Big, which orders/create charges as a usage
    // record.
    for (let i = 0; i < 51; i++) await placeOrder();
    await page.goto(`${stack.shellUrl}/plan${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    await seeText(page, 'Big (current)', 20_000);
    const facts = await page.$eval('#AppFrameMain', (m) => (m as HTMLElement).innerText);
    expect(facts).toMatch(/This billing cycle\W+Success\s+Active/);
    expect(facts).toMatch(/Current plan\s+Big/);
    expect(facts).toMatch(/Orders this cycle\s+51/);
    // Big's usage price is 7 on the later list; at the 20 % coupon it is 5.60, charged against a cap of 122 × 0.8.
    expect(facts).toContain('$5.60 of $97.60');
    expect(facts).toMatch(/Big \(current\)\s+Up to 200 orders\s+\$19\.99\s+\$15\.99/);
    await screenshot(page, 'billing-plan-big');
  }, 120_000);

  it('/affiliation shows the referral link and counts a view of the /ref landing', async () => {
    await page.goto(`${stack.shellUrl}/affiliation${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    const link = await page.waitForSelector('[data-testid="referral-link"]', { timeout: 20_000 });
    const url = new URL((await link!.evaluate((e) => e.textContent)) ?? '');
    const visitor = await freshPage(browser);
    await visitor.goto(`${stack.shellUrl}${url.pathname}`, { waitUntil: 'domcontentloaded' });
    // The landing keeps the code and forwards a new merchant to the install page (which asks for the store).
    await visitor.waitForFunction(() => window.location.pathname === '/install', { timeout: 20_000 });
    expect(await visitor.evaluate(() => localStorage.getItem('cartlift_ref_code'))).toContain('cartlift-demo');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.querySelector('[data-testid="referral-views"]')?.textContent === '1', { timeout: 20_000 });
    await screenshot(page, 'billing-affiliation');
  });
});
