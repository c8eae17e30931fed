import type { Page } from 'puppeteer-core';
import { demoCampaignInputs } from '../../gateway/src/services/demoCampaigns';
import { screenshot } from '../support/browser';
import { pageSettled, trackRequests } from '../support/requests';
import type { FullStack } from './support/full-stack';
import { campaignJourneys } from './support/journeys';

// What the shopper chose is what the cart holds (issue 22): stock read from what the store serves (sold-out
// suggestions not offered, sold-out variants marked, Plus stopped at the store's limit), keyboard focus drawn, and no
// optional charge pre-selected (App Store rule 1.1.9).
const j = campaignJourneys();
let stack: FullStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = { stack: j.stack(), page: j.page() });
});

type CartJs = { items: { variant_id: number; quantity: number; title: string }[] };
const cartJs = () => page.evaluate(() => fetch('/cart.js').then((r) => r.json())) as Promise<CartJs>;
const PLUS = '#cartlift-root .cartlift-qty__btn[aria-label="Increase quantity"]';
const waitIdle = () => page.waitForFunction(() => !document.querySelector('#cartlift-root .cartlift-spinner'));

async function addFromProductPage(handle: string, opts: { quantity?: number; variant?: number } = {}): Promise<void> {
  await page.goto(`${stack.storeUrl}/products/${handle}${opts.variant ? `?variant=${opts.variant}` : ''}`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'Cartlift' in window);
  if (opts.variant) await page.$eval('form[action*="/cart/add"] [name="id"]', (el, v) => ((el as HTMLInputElement).value = String(v)), opts.variant);
  if (opts.quantity) await page.$eval('input[name="quantity"]', (el, q) => ((el as HTMLInputElement).value = String(q)), opts.quantity);
  await page.click('form[action*="/cart/add"] [type="submit"]');
  await page.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { visible: true });
  await waitIdle();
}

describe("the shopper's choices", () => {
  it("a first add with the demo shop's campaigns puts only the chosen product in the cart; Shipping Protection waits unticked", async () => {
    // The campaigns `npm start` seeds, as the seed builds them (gateway demoCampaignInputs).
    for (const d of demoCampaignInputs())
      await stack.addCampaign({
        name: String(d.name),
        targetType: d.target?.type,
        target: { ...d.target },
        settings: { ...d.settings },
        modules: d.modules ? { ...d.modules } : undefined,
      });
    const beanie = await stack.variant('wool-beanie');
    const requests = trackRequests(page);
    await addFromProductPage('wool-beanie');
    await page.waitForSelector('#cartlift-root .cartlift-one-check input');
    // Every request the page makes has ended (an add-on add would be one of them) before the cart is read.
    await pageSettled(page, requests);
    expect((await cartJs()).items.map((i) => [i.variant_id, i.quantity])).toEqual([[beanie.variantId, 1]]);
    expect(await page.$eval('#cartlift-root .cartlift-one-check input', (el) => (el as HTMLInputElement).checked)).toBe(false);
    await screenshot(page, 'storefront-first-add-nothing-preselected');
  });

  it('does not offer a sold-out suggestion, and marks the sold-out sizes in the variant sheet', async () => {
    await stack.addCampaign({
      name: 'Suggestions',
      settings: {
        type: 'add_to_unlock',
        add_to_unlock: {
          isActive: true,
          multi_goal_type: 'amount',
          show_badges: false,
          goals: [{ goal: 500, reward_type: 'free_shipping', free_shipping: { before: 'Free shipping at {{goal}}' } }],
          show_suggestions: true,
          recommendation_type: 'custom_recommendation',
          products_length: 2,
          fbt_position: 'under_products',
          products: [
            { id: 1, title: 'Crew Sweatshirt', handle: 'crew-sweatshirt' },
            { id: 2, title: 'Pocket Tee', handle: 'pocket-tee' },
          ],
        },
      },
    });
    const tee = await stack.variant('pocket-tee');
    await addFromProductPage('wool-beanie');
    await page.waitForSelector('#cartlift-root .cartlift-fbt__item');
    expect(await page.$$eval('#cartlift-root .cartlift-fbt__item', (els) => els.map((e) => Number((e as HTMLElement).dataset.productId)))).toEqual([tee.productId]);
    // A locator: the suggestions may draw again once the lookup for the cart's new products answers, and a plain click
    // can land on the replaced (detached) button.
    await page.locator('#cartlift-root .cartlift-fbt__add').click();
    await page.waitForSelector('#cartlift-root .cartlift-sheet select', { visible: true });
    expect(await page.$$eval('#cartlift-root .cartlift-sheet option', (els) => els.map((e) => e.textContent))).toEqual(['S', 'M (Sold out)', 'L', 'XL (Sold out)']);
    await page.select('#cartlift-root .cartlift-sheet select', 'M');
    expect(await page.$eval('#cartlift-root .cartlift-sheet__confirm', (el) => [(el as HTMLButtonElement).disabled, el.textContent])).toEqual([true, 'Sold out']);
    await screenshot(page, 'storefront-variant-sheet-sold-out');
  });

  it("stops Plus at the store's stock limit, learned from its 422 answer", async () => {
    const small = await stack.variant('pocket-tee', 'S');
    await addFromProductPage('pocket-tee', { variant: small.variantId, quantity: 2 });
    expect(await page.$eval(PLUS, (el) => (el as HTMLButtonElement).disabled)).toBe(false);
    // Stock is 3: asking for 4 gets "Only 1 items were added to your cart." and the cart holds 3.
    await page.$eval(PLUS, (el) => ((el as HTMLElement).click(), (el as HTMLElement).click()));
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLButtonElement | null)?.disabled === true, { timeout: 15_000 }, PLUS);
    await waitIdle();
    expect((await cartJs()).items.map((i) => [i.variant_id, i.quantity])).toEqual([[small.variantId, 3]]);
    expect(await page.$eval('#cartlift-root .cartlift-qty__input', (el) => (el as HTMLInputElement).value)).toBe('3');
  });

  it('draws a visible focus indicator when Tab moves through the open drawer', async () => {
    await addFromProductPage('wool-beanie');
    const focusLook = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el?.closest('#cartlift-root .cartlift-panel')) return null;
        const s = getComputedStyle(el);
        return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1, shadow: s.boxShadow !== 'none', label: el.getAttribute('aria-label') ?? el.className };
      });
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      const look = await focusLook();
      expect(look).not.toBeNull();
      expect(look!.outline || look!.shadow).toBe(true);
    }
    await screenshot(page, 'storefront-drawer-keyboard-focus');
  });
});
