import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { dashboardDate, dashboardDayEnd, defaultCampaign } from '../../domain/src';
import { gql, sessionToken } from '../campaigns/support/campaignApi';
import { closeWelcome, freshPage, logIn, SHOP_QUERY } from '../shell/support/adminPage';
import { DEMO_SHOP, startAdminStack, type AdminStack } from '../shell/support/adminStack';
import { ARTIFACTS_DIR, launchBrowser, screenshot, type JourneyBrowser } from '../support/browser';

// The journey: a shopper opens the Cartlift cart on the dev store, adds an upsell and orders through the dev
// store's checkout; the merchant's Dashboard then shows that cart display, upsell and sale for Today, and the presets
// and a custom range change the figures. Real shell, remote, gateway (SQLite) and dev store, all from their builds.
let stack: AdminStack;
let browser: JourneyBrowser;

beforeAll(async () => {
  stack = await startAdminStack({ storefrontEmbed: true });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The viewport only: a full-page capture resizes the window, and the charts redraw at the new width. */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
const metric = (page: Page, name: string) => page.$eval(`#metric-${name}`, (e) => e.textContent);
const waitMetric = (page: Page, name: string, value: string) =>
  page.waitForFunction(
    (n, v) => document.getElementById(`metric-${n}`)?.textContent === v,
    { timeout: 20_000 },
    name,
    value,
  );

/** Buys socks with the Buy More Save More upsell; answers the socks' product id. */
async function shopperBuysWithAnUpsell(page: Page): Promise<number> {
  const socks = (await (await fetch(`${stack.devStoreUrl}/products/everyday-socks.js`)).json()) as { id: number };
  const input = { ...defaultCampaign('bundles'), name: 'Socks bundle' } as Record<string, unknown>;
  input.target = {
    ...(input.target as object),
    selected: [{ id: String(socks.id), title: 'Everyday Socks' }],
    ids: [String(socks.id)],
  };
  await gql(
    stack.gatewayUrl,
    await sessionToken(stack.gatewayUrl),
    'mutation C($input: JSON!) { createCampaign(input: $input) { id } }',
    { input },
  );

  await page.goto(`${stack.devStoreUrl}/products/everyday-socks`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Cartlift' in window, { timeout: 20_000 });
  await page.click('form[action*="/cart/add"] [type="submit"]');
  await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', {
    visible: true,
    timeout: 20_000,
  });
  // Buy More Save More offers the next tier: the upsell the shopper takes.
  // The locator waits until the button is visible, attached and still: the drawer re-renders it as the lookup lands.
  await page.locator('#cartlift-root .cartlift-bundles__add').click();
  // The seeded bundles campaign asks for the variant in a sheet first.
  await page.locator('#cartlift-root button::-p-text(Confirm)').click();
  await page.waitForFunction(
    (id) =>
      fetch('/cart.js')
        .then((r) => r.json())
        .then((c: { items: { product_id: number; quantity: number }[] }) =>
          c.items.some((i) => i.product_id === id && i.quantity === 2),
        ),
    { polling: 250, timeout: 15_000 },
    socks.id,
  );
  await page.waitForFunction(() => !document.querySelector('#cartlift-root .cartlift-spinner'));
  // The seeded shipping protection starts unticked (App Store rule 1.1.9): the shopper ticks it, a second upsell.
  await page.locator('#cartlift-root .cartlift-one-check input').click();
  await page.waitForFunction(
    (id) =>
      fetch('/cart.js')
        .then((r) => r.json())
        .then((c: { items: { product_id: number }[] }) => c.items.some((i) => i.product_id !== id)),
    { polling: 250, timeout: 15_000 },
    socks.id,
  );
  await page.waitForFunction(() => !document.querySelector('#cartlift-root .cartlift-spinner'));
  await screenshot(page, 'analytics-shopper-cart');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.locator('#cartlift-root .cartlift-checkout__button').click(),
  ]);
  if (new URL(page.url()).pathname !== '/checkout') await page.waitForNavigation({ waitUntil: 'load' });
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#complete-order')]);
  return socks.id;
}

/** The dev store's last order as it sent it to the gateway (cents). */
async function lastOrder(): Promise<{ total: number; lines: { productId: number | null; quantity: number; price: number; totalDiscount: number }[] }> {
  const { orders } = (await (await fetch(`${stack.devStoreUrl}/__dev/orders`)).json()) as { orders: Awaited<ReturnType<typeof lastOrder>>[] };
  return orders.at(-1)!;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The dev store sends orders/create right after checkout; wait until the gateway has counted it. */
async function orderCounted(): Promise<void> {
  const token = await sessionToken(stack.gatewayUrl);
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${stack.gatewayUrl}/analytics/count`, { headers: { Authorization: `Bearer ${token}` } });
    if (((await res.json()) as { SalesGenerated: number }).SalesGenerated > 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the order never reached the dashboard counts');
}

/** How long the journey needs from the shopper's cart to its last "Today" check, with room for a loaded machine. */
const JOURNEY_MARGIN_MS = 3 * 60_000;

/** The demo shop's time zone as the gateway answers it: the dashboard's days are its calendar days. */
async function shopZone(): Promise<string> {
  const token = await sessionToken(stack.gatewayUrl);
  const query = 'query Zone($id: String!) { shop(id: $id) { iana_timezone } }';
  return (await gql<{ shop: { iana_timezone: string } }>(stack.gatewayUrl, token, query, { id: DEMO_SHOP })).shop.iana_timezone;
}

/** Returns once the rest of the journey fits in one of the shop's days, waiting for the next one to begin if not. */
async function oneDashboardDayAhead(zone: string): Promise<void> {
  const now = new Date();
  const nextDay = dashboardDayEnd(now, zone).getTime() + 1;
  if (nextDay - now.getTime() >= JOURNEY_MARGIN_MS) return;
  const today = dashboardDate(now, zone).day;
  while (dashboardDate(new Date(), zone).day === today) await new Promise((r) => setTimeout(r, Math.max(50, nextDay - Date.now())));
}

describe('Dashboard journey', () => {
  it("shows Today's cart display, upsell and sale after a dev-store order; presets and a custom range change the figures", async () => {
    // The order and every "Today" check must fall in one of the shop's days: near its end, start after it.
    const zone = await shopZone();
    await oneDashboardDayAhead(zone);
    const shopper = await freshPage(browser);
    const socksId = await shopperBuysWithAnUpsell(shopper);

    await orderCounted();
    const page = await freshPage(browser);
    await logIn(page, stack.shellUrl);
    await closeWelcome(page);
    await page.goto(`${stack.shellUrl}/dashboard${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('select[id]', { timeout: 20_000 });
    const select = async (preset: string) => {
      const id = await page.$$eval('label', (ls) =>
        ls.find((l) => l.textContent === 'Date range')?.getAttribute('for'),
      );
      await page.select(`select[id="${id}"]`, preset);
    };
    await select('Today');
    await waitMetric(page, 'SalesGenerated', '1');
    expect(await metric(page, 'CartsDisplayed')).toBe('1');
    // Upsell units Cartlift added (mfe-analytics/README.md): the 1 pair the drawer's "add 1 more" put in to reach the
    // tier (not the pair from the product page), and the One Check shipping protection the shopper ticked.
    expect(await metric(page, 'UpsellsGenerated')).toBe('2');
    // Exact amounts from the order the dev store placed: sales are its total; the upsell amount is the added pair's
    // share of what the socks line paid after the tier discount, plus the whole One Check line.
    const order = await lastOrder();
    expect(order.lines).toHaveLength(2);
    const paid = (l: (typeof order.lines)[number]) => l.price * l.quantity - l.totalDiscount;
    const socksLine = order.lines.find((l) => l.productId === socksId)!;
    const oneCheckLine = order.lines.find((l) => l !== socksLine)!;
    const upsell = Math.round(paid(socksLine) / socksLine.quantity) + paid(oneCheckLine);
    expect(await metric(page, 'SalesAmount')).toBe(dollars(order.total));
    expect(await metric(page, 'AverageOrderSize')).toBe(dollars(order.total));
    expect(await metric(page, 'UpsellsTotalAmount')).toBe(dollars(upsell));
    expect(Number((await metric(page, 'TotalROI'))?.replace('%', ''))).toBeCloseTo((upsell / (order.total - upsell)) * 100, 2);
    expect(await metric(page, 'CartConversionRate')).toBe('100%');
    await viewportShot(page, 'analytics-dashboard-today');
    // This Month holds today too; its charts draw a line over the month's days.
    await select('This Month');
    // The card's chart: the figure whose table (what assistive tech reads) is captioned "Sales amount per day, …".
    await page.waitForSelector(
      '::-p-xpath(//figure[.//caption[starts-with(., "Sales amount per day")]]//*[local-name()="svg"]//*[local-name()="path"])',
      { timeout: 20_000 },
    );
    expect(await metric(page, 'SalesGenerated')).toBe('1');
    await viewportShot(page, 'analytics-dashboard-month');

    await select('Yesterday');
    await waitMetric(page, 'SalesGenerated', '0');
    expect(await metric(page, 'CartsDisplayed')).toBe('0');

    await page.locator('button::-p-text(Custom range)').click();
    const d = dashboardDate(new Date(), zone);
    const cell = `button[aria-label="${new Date(Date.UTC(2000, d.month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${d.day}, ${d.year}"]`;
    // One day as the range: its start, then its end. The picker redraws its days after the first click, so each click
    // waits for the day's button to be there again (a bare click on the redrawn calendar found none).
    await page.locator(cell).click();
    await page.locator(cell).click();
    await waitMetric(page, 'SalesGenerated', '1');
    await viewportShot(page, 'analytics-dashboard-custom');
  }, 180_000 + JOURNEY_MARGIN_MS);
});
