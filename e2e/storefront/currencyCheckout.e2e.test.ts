import type { Page } from 'puppeteer-core';
import { seriousAxeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import type { FullStack } from './support/full-stack';
import { campaignJourneys } from './support/journeys';

// A shopper in EUR (the dev store's ?currency=EUR, rate 0.92, as Shopify's cart currency) reaches an Add To Unlock
// discount in the drawer and checks out: the store charges, in EUR, exactly the total the drawer showed. Three
// Wool Beanies are €49,68; 10 % off rounds down to €4,96 (spec: percent discounts are rounded down), where the same
// cart priced in USD and converted would be €4,97 off: the checkout must use the drawer's rate and rounding.
const j = campaignJourneys();
let stack: FullStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = { stack: j.stack(), page: j.page() });
});

const ROOT = '#cartlift-root';
const text = (selector: string) => page.$eval(`${ROOT} ${selector}`, (e) => e.textContent);
const waitText = (selector: string, expected: string) =>
  page
    .waitForFunction((s, t) => document.querySelector(s)?.textContent === t, { timeout: 15_000 }, `${ROOT} ${selector}`, expected)
    .catch(async (e: unknown) => {
      const shown = await page.$eval(ROOT, (r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 400)).catch(() => '(no drawer)');
      throw new Error(`"${expected}" not shown in ${selector}; the drawer shows: ${shown}`, { cause: e });
    });

/** The shopper in EUR with one beanie, then two more from the drawer's stepper: the goal unlocks. */
async function reachGoalInEur(): Promise<void> {
  await stack.addCampaign({
    name: '10% over $40',
    settings: {
      type: 'add_to_unlock',
      applied_discount_title: 'Special Discount',
      add_to_unlock: {
        isActive: true,
        multi_goal_type: 'amount',
        show_badges: false,
        goals: [{ goal: 40, reward_type: 'discount', discount: { type: 'percentage', reward: 10, before: 'Spend {{amount_left}} more for 10% off', after: 'You unlocked 10% off' } }],
      },
    },
  });
  await page.goto(`${stack.storeUrl}/products/wool-beanie?currency=EUR`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Cartlift' in window);
  await page.click('form[action*="/cart/add"] [type="submit"]');
  await page.waitForSelector(`${ROOT} .cartlift-drawer--open .cartlift-line`, { visible: true });
  // The $40 goal is €36,80 at 0.92; one beanie is €16,56.
  await waitText('.cartlift-goals__message', 'Spend €20,24 more for 10% off');
  const plus = `${ROOT} .cartlift-qty__btn[aria-label="Increase quantity"]`;
  // The locator clicks once the button is enabled and no longer moving (the drawer slides in; a click at the
  // coordinates of a sliding button misses it) and nothing covers it (the spinner overlay while the drawer writes).
  await page.locator(plus).click();
  await waitText('.cartlift-goals__message', 'Spend €3,68 more for 10% off');
  await page.waitForFunction(() => !document.querySelector('#cartlift-root .cartlift-spinner'));
  await page.locator(plus).click();
  await waitText('.cartlift-goals__message', 'You unlocked 10% off');
  await waitText('.cartlift-subtotal__value', '€44,72');
  expect(await text('.cartlift-badge--discount')).toBe('Special Discount (-€4,96)');
  expect(await seriousAxeViolations(page, ROOT)).toEqual([]);
}

const checkout = () => Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`${ROOT} .cartlift-checkout__button`)]);
const attr = (name: string) => page.$eval(`[${name}]`, (e, n) => e.getAttribute(n), name);

describe('checking out in the presentment currency', () => {
  it('a draft checkout is a EUR invoice charging the total the drawer showed, and the order is in EUR', async () => {
    await stack.setSettings({ draft_checkout: true });
    await reachGoalInEur();
    await screenshot(page, 'storefront-eur-drawer');
    await checkout();
    expect(new URL(page.url()).pathname).toMatch(/\/invoices\//);
    expect(await attr('data-checkout-currency')).toBe('EUR');
    expect(await attr('data-checkout-total')).toBe('4472');
    expect(await page.$eval('[data-checkout-total]', (e) => e.textContent)).toBe('€44,72 EUR');
    await screenshot(page, 'storefront-eur-invoice');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#complete-order')]);
    expect(await attr('data-order-total')).toBe('4472');
    expect(stack.store.state.orders.at(-1)).toMatchObject({ currency: 'EUR', total: 4472, sourceName: 'shopify_draft_order' });
  });

  it("a discount-code checkout takes off the drawer's €4,96 at the store's EUR checkout", async () => {
    await stack.setSettings({ draft_checkout: false });
    await reachGoalInEur();
    await checkout();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await attr('data-discount-code')).toMatch(/^CL-[0-9A-F]{12}$/);
    expect(await attr('data-checkout-currency')).toBe('EUR');
    expect(await attr('data-checkout-discounts')).toBe('496');
    expect(await attr('data-checkout-total')).toBe('4472');
    await screenshot(page, 'storefront-eur-checkout');
  });
});
