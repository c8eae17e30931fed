import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, type JourneyBrowser } from '../support/browser';
import { clickButton, clickSidebar, closeWelcome, freshPage, hasText, hrefOf, location, logIn, SHOP_QUERY, seeText } from './support/adminPage';
import { startAdminStack, type AdminStack } from './support/adminStack';

let stack: AdminStack;
let browser: JourneyBrowser;

beforeAll(async () => {
  stack = await startAdminStack();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Each sidebar entry: where it goes and what the merchant sees there. */
const SIDEBAR: ReadonlyArray<{ label: string; path: string; expect: string }> = [
  { label: 'Dashboard', path: '/dashboard', expect: 'Carts displayed' },
  { label: 'Cart Setup', path: '/settings', expect: 'Basic Cart Design' },
  // The campaigns remote is being built by its own issue: only its page heading is asserted here.
  { label: 'Upsell Campaigns', path: '/campaigns', expect: 'Campaign' },
  { label: 'Sticky cart', path: '/sticky', expect: 'A bar that keeps Add to cart in reach on product pages.' },
  { label: 'Integrations', path: '/integrations', expect: 'Integrations & Partners' },
  { label: 'Your Plan', path: '/plan', expect: 'What will I pay?' },
  { label: 'Getting started', path: '/', expect: 'Setup Guide' },
];

describe('admin shell', () => {
  let page: Page;
  beforeAll(async () => {
    page = await freshPage(browser);
  });

  it('sends a merchant without a session to /login, signs in and shows Getting started with the welcome video', async () => {
    await page.goto(stack.adminUrl, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('button::-p-text(Log in)');
    expect(location(page)).toEqual({ pathname: '/login', search: SHOP_QUERY });
    await screenshot(page, 'shell-login');
    await page.locator('button::-p-text(Log in)').click();
    await seeText(page, 'Welcome to Cartlift');
    await screenshot(page, 'shell-welcome-video');
    await closeWelcome(page);
    await seeText(page, 'Setup Guide');
    expect(await page.$eval('body', (b) => b.innerText)).toMatch(/[0-3] of 3 tasks completed/);
    expect(location(page)).toEqual({ pathname: '/', search: SHOP_QUERY });
    await screenshot(page, 'shell-getting-started');
  });

  it('does not show the welcome video again once closed', async () => {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await seeText(page, 'Setup Guide');
    expect(await hasText(page, 'Welcome to Cartlift')).toBe(false);
  });

  it('opens the installation modal and the help overlay from Getting started', async () => {
    await clickButton(page, 'Activate');
    await seeText(page, 'Activate the cart on your theme');
    const editorHref = await hrefOf(page, 'Open Editor');
    expect(editorHref).toBe(`${stack.devStoreUrl}/__dev`);
    expect(await hasText(page, 'Watch Tutorial')).toBe(true);
    await screenshot(page, 'shell-installation-modal');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.body.innerText.includes('Activate the cart on your theme'));
    await clickButton(page, 'Help');
    await seeText(page, 'Best-practice video guides');
    await screenshot(page, 'shell-help-overlay');
    await page.keyboard.press('Escape');
  });

  it('walks every sidebar route, each rendered by its owner, keeping the query string', async () => {
    for (const entry of SIDEBAR) {
      await clickSidebar(page, entry.label);
      await page.waitForFunction((p) => window.location.pathname === p, {}, entry.path);
      await page.waitForSelector(`#AppFrameMain ::-p-text(${entry.expect})`);
      expect(location(page)).toEqual({ pathname: entry.path, search: SHOP_QUERY });
      expect(await hasText(page, 'This section is temporarily unavailable')).toBe(false);
      await screenshot(page, `shell-route-${entry.path === '/' ? 'home' : entry.path.slice(1)}`);
    }
  });

  it('mounts the remote screens below their prefixes and the shell-owned static pages', async () => {
    for (const [path, text] of [
      ['/settings/setup', 'Manual Setup'],
      ['/settings/checkout', 'Checkout settings'],
      ['/affiliation', 'Referral Program'],
      ['/faq', "FAQ's"],
      ['/privacy_policy', 'Privacy Policy'],
    ]) {
      await page.goto(`${stack.shellUrl}${path}${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
      await seeText(page, text);
      expect(location(page)).toEqual({ pathname: path, search: SHOP_QUERY });
    }
  });

  it('answers an unknown path with Page Not Found whose dashboard link keeps the query', async () => {
    await page.goto(`${stack.shellUrl}/no/such/page${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    await seeText(page, 'Page Not Found');
    await screenshot(page, 'shell-not-found');
    await clickButton(page, 'Go to dashboard');
    await page.waitForFunction(() => window.location.pathname === '/dashboard');
    expect(location(page).search).toBe(SHOP_QUERY);
  });

  it('/logout signs out, sets the title and redirects to /login; the admin then needs a new login', async () => {
    await page.goto(`${stack.shellUrl}/logout${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('button::-p-text(Log in)');
    expect(location(page)).toEqual({ pathname: '/login', search: SHOP_QUERY });
    expect(await page.title()).toBe('Logged out | Cartlift');
    await page.goto(`${stack.shellUrl}/dashboard${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('button::-p-text(Log in)');
    expect(location(page).pathname).toBe('/login');
  });

  it('runs only with a shop query parameter', async () => {
    const bare = await freshPage(browser);
    await bare.goto(`${stack.shellUrl}/`, { waitUntil: 'domcontentloaded' });
    await seeText(bare, 'Open Cartlift from your Shopify admin');
    await screenshot(bare, 'shell-no-shop');
    await bare.close();
  });
});

describe.each([
  // otherHeading is the other screen's own h1, never the shell's loading skeleton (which shows the sidebar label).
  { remote: 'mfe_campaigns', path: '/campaigns', title: 'Upsell Campaigns', other: '/dashboard', otherText: 'Dashboard', otherHeading: 'Dashboard', otherSees: 'Carts displayed' },
  { remote: 'mfe_cart_setup', path: '/settings', title: 'Cart Setup', other: '/dashboard', otherText: 'Dashboard', otherHeading: 'Dashboard', otherSees: 'Carts displayed' },
  { remote: 'mfe_analytics', path: '/dashboard', title: 'Dashboard', other: '/sticky', otherText: 'Sticky cart', otherHeading: 'Sticky add-to-cart', otherSees: 'A bar that keeps Add to cart in reach on product pages.' },
  { remote: 'mfe_billing', path: '/plan', title: 'Your Plan', other: '/settings', otherText: 'Cart Setup', otherHeading: 'Cart Setup', otherSees: 'Basic Cart Design' },
] as const)('with $remote down', ({ remote, path, title, other, otherText, otherHeading, otherSees }) => {
  let page: Page;
  const entryAttempts: string[] = [];
  beforeAll(async () => {
    await stack.stopRemote(remote);
    page = await freshPage(browser);
    page.on('requestfailed', (r) => {
      if (r.url().startsWith(`${stack.remoteUrls[remote]}/remoteEntry.js`)) entryAttempts.push(r.url());
    });
    await logIn(page, stack.shellUrl);
    await closeWelcome(page);
  });
  afterAll(async () => {
    await page?.close();
    await stack.startRemote(remote);
  });

  it(`retries, then shows a fallback for ${path} while the sidebar and other remotes keep working`, async () => {
    await clickSidebar(page, title);
    await seeText(page, 'This section is temporarily unavailable');
    expect(await hasText(page, `${title} could not be loaded`)).toBe(true);
    expect(location(page)).toEqual({ pathname: path, search: SHOP_QUERY });
    // The first attempt plus the runtime plugin's two retries.
    expect(entryAttempts).toHaveLength(3);
    await screenshot(page, `shell-${remote}-down`);
    await clickSidebar(page, otherText);
    await page.waitForFunction((p) => window.location.pathname === p, {}, other);
    await seeText(page, otherSees);
    expect(await page.$(`#AppFrameMain h1::-p-text(${otherHeading})`)).not.toBeNull();
    expect(await hasText(page, 'This section is temporarily unavailable')).toBe(false);
    await clickSidebar(page, 'Getting started');
    await seeText(page, 'Setup Guide');
  });

  it('recovers with Try again once the remote is back', async () => {
    await clickSidebar(page, title);
    await seeText(page, 'This section is temporarily unavailable');
    await stack.startRemote(remote);
    await clickButton(page, 'Try again');
    await page.waitForFunction(() => !document.body.innerText.includes('This section is temporarily unavailable'), { timeout: 15_000 });
    expect(location(page)).toEqual({ pathname: path, search: SHOP_QUERY });
    await stack.stopRemote(remote);
  });
});
