import { launchBrowser, screenshot, type JourneyBrowser } from '../support/browser';
import { freshPage, location, SHOP_QUERY, seeText } from './support/adminPage';
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

describe.each([
  { remote: 'mfe_campaigns', path: '/campaigns', nav: 'Upsell Campaigns' },
  { remote: 'mfe_cart_setup', path: '/settings', nav: 'Cart Setup' },
  { remote: 'mfe_analytics', path: '/dashboard', nav: 'Dashboard' },
  { remote: 'mfe_billing', path: '/affiliation', nav: 'Referral Program' },
] as const)('$remote on its own', ({ remote, path, nav }) => {
  it('runs in its minimal host, signed in through the gateway, with the query string kept', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.remoteUrls[remote]}${path}${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    await seeText(page, '(standalone)');
    await page.waitForSelector(`nav a::-p-text(${nav})`);
    await page.waitForSelector('#AppFrameMain h1');
    expect(location(page)).toEqual({ pathname: path, search: SHOP_QUERY });
    await screenshot(page, `standalone-${remote}`);
    await page.close();
  });
});
