import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, type JourneyBrowser } from '../support/browser';
import { clickButton, closeWelcome, freshPage, logIn, seeText, SHOP_QUERY } from '../shell/support/adminPage';
import { startAdminStack, type AdminStack } from '../shell/support/adminStack';

/** The shop that arrives through the demo shop's referral link and installs Cartlift. */
const SECOND = 'second-shop.myshopify.com';
const MODAL = 'Start your free trial';

let stack: AdminStack;
let browser: JourneyBrowser;
/** The demo shop's merchant (the referrer). */
let shopA: Page;
/** The second shop's merchant, from the referral link to the approved charge. */
let shopB: Page;
let referralLink: URL;

beforeAll(async () => {
  // The demo shop is seeded with its charge accepted; the dev store also serves the second shop, so it can install.
  stack = await startAdminStack({ extraShops: [SECOND] });
  browser = await launchBrowser();
  shopA = await freshPage(browser);
  shopB = await freshPage(browser);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const text = (page: Page) => page.$eval('#AppFrameMain', (m) => (m as HTMLElement).innerText);

describe('a referral link installs a second shop at the invitation price', () => {
  it("shop A's Referral Program shows its link, with no referrals yet", async () => {
    await logIn(shopA, stack.shellUrl);
    await closeWelcome(shopA);
    await shopA.goto(`${stack.shellUrl}/affiliation${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    const link = await shopA.waitForSelector('[data-testid="referral-link"]', { timeout: 20_000 });
    referralLink = new URL((await link!.evaluate((e) => e.textContent)) ?? '');
    expect(referralLink.pathname).toBe('/ref/cartlift-demo');
    await shopA.waitForFunction(() => document.querySelector('[data-testid="referral-active"]')?.textContent === '0', { timeout: 20_000 });
  });

  it('the second merchant follows the link to the install page, names the store, installs through OAuth on the dev store and signs in', async () => {
    await shopB.goto(referralLink.toString(), { waitUntil: 'domcontentloaded' });
    // The referral landing forwards to the install-redirect page; the link names no shop, so the page asks for it.
    await shopB.waitForFunction(() => window.location.pathname === '/install', { timeout: 20_000 });
    expect(await shopB.evaluate(() => localStorage.getItem('cartlift_ref_code'))).toContain('cartlift-demo');
    const store = await shopB.waitForSelector('input[placeholder="your-store.myshopify.com"]', { timeout: 20_000 });
    await screenshot(shopB, 'referral-install-page');
    await store!.type('second-shop');
    const oauth = shopB.waitForRequest((r) => r.url().startsWith(stack.devStoreUrl) && r.url().includes('/admin/oauth/authorize'), { timeout: 20_000 });
    await clickButton(shopB, 'Install');
    // The gateway's /install (through the admin's proxy) starts OAuth on its own URL, on the store the merchant named.
    expect(new URL((await oauth).url()).searchParams.get('client_id')).toBeTruthy();
    await shopB.waitForFunction((origin) => window.location.origin === origin, { timeout: 20_000 }, stack.shellUrl);
    const landed = new URL(shopB.url());
    expect(landed.searchParams.get('shop')).toBe(SECOND);
    expect(landed.searchParams.get('host')).toBe(Buffer.from('admin.shopify.com/store/second-shop').toString('base64url'));
    await shopB.waitForFunction(() => window.location.pathname === '/login', { timeout: 20_000 });
    await seeText(shopB, `Store: ${SECOND}`);
    await shopB.locator('button::-p-text(Log in)').click();
    // The billing modal comes over the first-login welcome video, which waits behind it.
    await seeText(shopB, MODAL, 20_000);
  });

  it("the welcome modal applies A's code by itself: the 5 % invitation price, charged so on the store's page", async () => {
    // The table re-prices once the kept code is applied: Mini's 12.99 (cart-and-shop.md §9 entry price after March 1,
    // 2022) at 5 % off.
    await seeText(shopB, '$12.34', 20_000);
    const modal = await shopB.evaluate(
      (title) => Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) => d.innerText.includes(title))?.innerText ?? '',
      MODAL,
    );
    expect(modal).toMatch(/Big\s+Up to 200 orders\s+\$19\.99\s+\$18\.99/);
    await screenshot(shopB, 'referral-welcome');
    await clickButton(shopB, 'Get Access');
    await shopB.waitForSelector('#approve', { timeout: 20_000 });
    const page = new URL(shopB.url());
    expect(page.origin).toBe(stack.devStoreUrl);
    expect(page.pathname.startsWith(`/shops/${SECOND}/admin/charges/`)).toBe(true);
    const main = await shopB.$eval('main', (m) => (m as HTMLElement).innerText);
    expect(main).toContain('Cartlift (5% off)');
    // cart-and-shop.md §9: installed after March 1, 2022, the entry price is 12.99; 5 % off (value/100) is 12.34.
    expect(main).toContain('$12.34 every 30 days');
    expect(main).toContain('10 day free trial');
    await screenshot(shopB, 'referral-confirmation-page');
    await Promise.all([shopB.waitForNavigation(), shopB.click('#approve')]);
    await shopB.waitForFunction(
      (origin, shop) => window.location.origin === origin && window.location.pathname === '/' && window.location.search === `?shop=${shop}`,
      { timeout: 20_000 },
      stack.shellUrl,
      SECOND,
    );
    await seeText(shopB, 'Setup Guide', 20_000);
  });

  it("the second shop's /plan shows the trial at the invitation price", async () => {
    await shopB.goto(`${stack.shellUrl}/plan?shop=${SECOND}`, { waitUntil: 'domcontentloaded' });
    await seeText(shopB, 'Free trial', 20_000);
    const facts = await text(shopB);
    expect(facts).toContain('Your discount: 5% off every plan, for life.');
    expect(facts).toContain('Mini (current)');
    // Big's list price on the later list is 14.99 + 5; 5 % off is 18.99. The usage cap, 122, is 115.90 at 5 % off.
    expect(facts).toMatch(/Big\s+Up to 200 orders\s+\$19\.99\s+\$18\.99/);
    expect(facts).toContain('$0.00 of $115.90');
    await screenshot(shopB, 'referral-plan');
  });

  it("shop A's stats count the view and the install, and list the second shop", async () => {
    await shopA.reload({ waitUntil: 'domcontentloaded' });
    await shopA.waitForFunction(() => document.querySelector('[data-testid="referral-active"]')?.textContent === '1', { timeout: 20_000 });
    expect(await shopA.$eval('[data-testid="referral-views"]', (e) => e.textContent)).toBe('1');
    expect(await text(shopA)).toMatch(new RegExp(`${SECOND.replace(/\./g, '\\.')}\\s+\\$0\\.00`));
    await screenshot(shopA, 'referral-stats');
  });
});
