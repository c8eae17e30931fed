import type { Frame, HTTPRequest, Page } from 'puppeteer-core';
import { seeText } from '../shell/support/adminPage';
import type { AdminStack } from '../shell/support/adminStack';
import { openAdminPath, startSignedInAdmin, stopSignedInAdmin, type SignedInAdmin } from '../shell/support/signedInAdmin';
import { screenshot, type JourneyBrowser } from '../support/browser';
import { gql, sessionToken } from '../campaigns/support/campaignApi';
import { choose, fill } from '../campaigns/support/campaignPage';
import { defaultCampaign, setField, type CampaignDraft } from '@cartlift/domain';
import { keyboardMove, previewFrame as cartPreview } from './support/cartSetupPage';
import { pngFile, setCheck } from './support/adminControls';
import { cartSetupEmptyCart, cartSetupLook, cartSetupSwitches, type DrawnControl } from './support/drawnControls';
import { adminFieldOrder, cartSetupCodButton, codPageControls, formLabels } from './support/drawnCod';

/** The COD page's title (cart-and-shop.md §2). */
const COD_PAGE_TITLE = 'Cash on Delivery Checkout - Customization and Settings';

// The /sticky and COD screens inside the real shell, against the real gateway (SQLite) and its storefront preview.
let admin: SignedInAdmin;
let stack: AdminStack;
let page: Page;
let browser: JourneyBrowser;

beforeAll(async () => {
  admin = await startSignedInAdmin();
  ({ stack, page, browser } = admin);
}, 120_000);
afterAll(() => stopSignedInAdmin(admin));

const open = (path: string) => openAdminPath(admin, path);
/** The live preview frame once it shows `selector` (the iframe may be replaced while the screen loads, so poll). */
async function previewFrame(selector: string): Promise<Frame> {
  for (let i = 0; i < 150; i++) {
    for (const f of page.frames())
      if (f.url().endsWith('/storefront/preview.html') && (await f.$(selector).catch(() => null))) return f;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the preview frame never showed ${selector}`);
}
const savedShop = async () =>
  (
    await gql<{ shop: { cod_settings: { form: { label: string }[] }; sticky_cart: { btn_text: string; btn_text_variant_active: string; btn_atc_txt_variant_active: string } } }>(
      stack.gatewayUrl,
      await sessionToken(stack.gatewayUrl),
      'query S($id: String!) { shop(id: $id) { cod_settings sticky_cart } }',
      { id: 'cartlift-demo.myshopify.com' },
    )
  ).shop;

describe('sticky and COD admin screens', () => {
  it('/sticky: the preview follows an unsaved edit (desktop, mobile collapsed and expanded), Save stores it', async () => {
    await open('/sticky');
    await seeText(page, 'Sticky add-to-cart');
    const frame = await previewFrame('#cartlift-sticky-preview .cartlift-sticky--mobile.cartlift-sticky--expanded');
    // Each bar reads its own field: desktop btn_text, mobile collapsed the picker opener, mobile expanded the open text.
    const buttons = () =>
      frame.$$eval('#cartlift-sticky-preview .cartlift-sticky', (bars) =>
        bars.map((b) => `${b.className.includes('--expanded') ? 'expanded' : b.className.includes('--mobile') ? 'collapsed' : 'desktop'}: ${b.querySelector('.cartlift-sticky__button')?.textContent}`),
      );
    await fill(page, 'Button text', 'Grab it now');
    await fill(page, 'Button text that opens the variant picker', 'Pick yours');
    await fill(page, 'Button text while the picker is open', 'Add this one');
    await frame.waitForFunction(() => document.querySelector('.cartlift-sticky--expanded .cartlift-sticky__button')?.textContent === 'Add this one');
    expect(await buttons()).toEqual(['desktop: Grab it now', 'collapsed: Pick yours', 'expanded: Add this one']);
    // What the merchant sees is whole: the desktop bar's quantity and Add to cart and the mobile bar's product name lie
    // inside the frame's viewport, and the name is not cut by an ellipsis (it fits a phone's width).
    const seen = await frame.evaluate(() => {
      const box = (selector: string) => {
        const el = document.querySelector<HTMLElement>(selector);
        const r = el?.getBoundingClientRect();
        return r && { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, cut: el!.scrollWidth > el!.clientWidth };
      };
      return {
        viewport: { width: window.innerWidth, height: window.innerHeight },
        desktopButton: box('.cartlift-sticky--desktop .cartlift-sticky__button'),
        desktopQuantity: box('.cartlift-sticky--desktop .cartlift-sticky__qty'),
        mobileName: box('.cartlift-sticky--mobile:not(.cartlift-sticky--expanded) .cartlift-sticky__title'),
        mobileNameText: document.querySelector('.cartlift-sticky--mobile .cartlift-sticky__title')?.textContent,
      };
    });
    for (const part of [seen.desktopButton, seen.desktopQuantity, seen.mobileName]) {
      expect(part).toBeDefined();
      expect(part!.width).toBeGreaterThan(0);
      expect(part!.left).toBeGreaterThanOrEqual(0);
      expect(part!.top).toBeGreaterThanOrEqual(0);
      expect(part!.right).toBeLessThanOrEqual(seen.viewport.width);
      expect(part!.bottom).toBeLessThanOrEqual(seen.viewport.height);
    }
    expect(seen.mobileNameText).toBe('Example product');
    expect(seen.mobileName!.cut).toBe(false);
    await screenshot(page, 'admin-sticky');
    await page.locator('button::-p-text(Save)').click();
    await seeText(page, 'Sticky cart settings saved');
    expect((await savedShop()).sticky_cart).toMatchObject({ btn_text: 'Grab it now', btn_text_variant_active: 'Pick yours', btn_atc_txt_variant_active: 'Add this one' });
  });

  it('COD page: reorder a field with the keyboard, rename one, the preview follows, Save stores the form', async () => {
    // The way a merchant gets there: Cart Setup's checkout section links to the COD page.
    await open('/settings');
    await seeText(page, 'Basic Cart Design', 20_000);
    // The checkout section loads as the merchant scrolls towards it.
    await page.waitForFunction(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return Array.from(document.querySelectorAll('a')).some((a) => a.textContent === 'Customize cash on delivery');
    }, { polling: 200, timeout: 20_000 });
    await page.locator('a::-p-text(Customize cash on delivery)').click();
    await seeText(page, COD_PAGE_TITLE, 20_000);
    expect(new URL(page.url()).pathname).toBe('/settings/cod');
    const frame = await previewFrame('#cartlift-root .cartlift-cod');
    // dnd-kit's keyboard sensor: Phone up one place.
    await keyboardMove(page, 'button[aria-label="Reorder Phone"]', 'cod-field-2', [{ key: 'ArrowUp', over: 'cod-field-1' }]);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-cod-field] h3')).map((h) => h.textContent).slice(0, 3).join() === 'First name,Phone,Email');
    await page.evaluate(() => {
      const card = document.querySelectorAll('[data-cod-field]')[4];
      card.querySelector('input')?.setAttribute('data-e2e', 'note-label');
    });
    await page.click('[data-e2e="note-label"]', { count: 3 });
    await page.keyboard.type('Delivery notes');
    await frame.waitForFunction(() => Array.from(document.querySelectorAll('.cartlift-cod label')).some((l) => l.textContent?.includes('Delivery notes')));
    const labels = await frame.$$eval('.cartlift-cod__field > label', (ls) => ls.map((l) => l.textContent?.replace(' *', '')));
    expect(labels.slice(0, 3)).toEqual(['First name', 'Phone', 'Email']);
    await screenshot(page, 'admin-cod');
    await page.locator('button::-p-text(Save)').click();
    await seeText(page, 'Cash on delivery settings saved');
    expect((await savedShop()).cod_settings.form.map((f) => f.label)).toEqual(['First name', 'Phone', 'Email', 'Address', 'Delivery notes']);
  });
});

/**
 * A shopper's tab on the dev store: adds a product (by default a Pocket Tee S, with a compare-at price; `quantity`
 * typed in the product form) and has the drawer open on it.
 */
async function shopperCart(productPath = '/products/pocket-tee', quantity = 1): Promise<Page> {
  const shopper = await (await browser.createBrowserContext()).newPage();
  await shopper.setViewport({ width: 1280, height: 900 });
  // No transitions: a style is read once, not part-way through the slide-in or a hover fade.
  await shopper.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await shopper.goto(`${stack.devStoreUrl}${productPath}`, { waitUntil: 'load' });
  await shopper.waitForFunction(() => 'Cartlift' in window);
  // The settings arrive with the shop's lookup: add once it has answered (open_cart is read from it).
  await shopper.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/public/campaigns')));
  if (quantity !== 1) {
    await shopper.click('form[action*="/cart/add"] [name="quantity"]', { count: 3 });
    await shopper.keyboard.type(String(quantity));
  }
  await shopper.click('form[action*="/cart/add"] [type="submit"]');
  await shopper.waitForFunction(() => fetch('/cart.js').then((r) => r.json()).then((c: { item_count: number }) => c.item_count > 0), { polling: 200, timeout: 15_000 });
  await shopper.waitForNetworkIdle({ idleTime: 300 });
  await shopper.evaluate(() => {
    (window as unknown as Record<string, unknown>).__cartliftOpenedOnAdd = !!document.querySelector('#cartlift-root .cartlift-drawer--open');
  });
  if (!(await shopper.$('#cartlift-root .cartlift-drawer--open'))) await shopper.click('a[href$="/cart"]');
  await shopper.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { timeout: 15_000 });
  await shopper.waitForNetworkIdle({ idleTime: 300 });
  return shopper;
}

/** What the drawer shows for each control read at this moment of the visit. */
async function readAll(shopper: Page, controls: DrawnControl[], when: string) {
  const seen: { control: string; seen: unknown }[] = [];
  for (const c of controls.filter((x) => (x.when ?? 'cart') === when)) seen.push({ control: c.control, seen: await shopper.evaluate(c.read) });
  return seen;
}
const wanted = (controls: DrawnControl[], when: string) =>
  controls.filter((x) => (x.when ?? 'cart') === when).map((c) => ({ control: c.control, seen: c.want }));

/** Sets the dev store's stock of a variant (its dev-only control); answers the stock it had. */
async function setStock(variantId: number, quantity: number): Promise<number> {
  const res = await fetch(`${stack.devStoreUrl}/__dev/stock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ variantId, quantity }) });
  if (!res.ok) throw new Error(`__dev/stock answered ${res.status}`);
  return ((await res.json()) as { previous: number }).previous;
}

/**
 * Holds the shopper's requests to the path ending in `path` (a CORS preflight too) until `release`, and again after
 * `hold`: what the drawer shows while its request is under way is read without a race.
 */
async function holdRequests(shopper: Page, path: string): Promise<{ hold(): void; release(): Promise<void> }> {
  const held: HTTPRequest[] = [];
  let holding = true;
  await shopper.setRequestInterception(true);
  shopper.on('request', (r) => {
    if (holding && new URL(r.url()).pathname.endsWith(path)) held.push(r);
    else void r.continue();
  });
  return {
    hold: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

async function saveCartSetup(): Promise<void> {
  await page.locator('button::-p-text(Save)').click();
  await page.waitForSelector('.Polaris-Frame-ContextualSaveBar', { hidden: true, timeout: 15_000 });
  await seeText(page, 'Cart settings has been saved');
}

describe('every control changed in the admin is what the shopper sees in the drawer', () => {
  beforeAll(async () => {
    // The theme's app embed puts the loader on the storefront (the dev store starts with it off).
    await fetch(`${stack.devStoreUrl}/__dev/app-embed`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled: true }) });
    // Cart Setup's Product details are drawn on the slide a suggestion opens: an Add To Unlock campaign suggesting the
    // Canvas Tote (a campaign's own settings, saved through the admin's API as the editor would).
    const tote = (await (await fetch(`${stack.devStoreUrl}/products/canvas-tote.js`)).json()) as { id: number };
    const A = 'settings.add_to_unlock';
    let c: CampaignDraft = { ...defaultCampaign('add_to_unlock'), name: 'Suggests the tote' };
    c = setField(c, `${A}.show_suggestions`, true);
    c = setField(c, `${A}.recommendation_type`, 'custom_recommendation');
    c = setField(c, `${A}.products`, [{ id: tote.id, title: 'Canvas Tote', handle: 'canvas-tote' }]);
    await gql(stack.gatewayUrl, await sessionToken(stack.gatewayUrl), 'mutation C($input: JSON!) { createCampaign(input: $input) { id } }', { input: c });
  });

  it('Cart Setup: the look, texts and extras (one save), then the switches (a second save)', async () => {
    const look = cartSetupLook(pngFile('cartlift-e2e-logo.png'));
    await open('/settings');
    await seeText(page, 'Basic Cart Design', 20_000);
    // The live preview takes the focus as its drawer first opens: edits start once it has.
    await (await cartPreview(page)).waitForSelector('#cartlift-root .cartlift-drawer--open');
    for (const c of look) await c.set(page);
    await screenshot(page, 'controls-cart-setup-admin');
    await saveCartSetup();

    const shopper = await shopperCart();
    await screenshot(shopper, 'controls-cart-setup-drawer');
    expect(await readAll(shopper, look, 'cart')).toEqual(wanted(look, 'cart'));
    await shopper.hover('#cartlift-root .cartlift-checkout__button');
    expect(await readAll(shopper, look, 'hover')).toEqual(wanted(look, 'hover'));
    await shopper.locator('#cartlift-root .cartlift-coupon__toggle').click();
    await shopper.waitForSelector('#cartlift-root .cartlift-coupon__input');
    expect(await readAll(shopper, look, 'coupon')).toEqual(wanted(look, 'coupon'));
    await screenshot(shopper, 'controls-cart-setup-coupon');
    // A code that applies (the dev store's WELCOME10): the form's link then reads the edit text.
    await shopper.type('#cartlift-root .cartlift-coupon__input', 'WELCOME10');
    await shopper.locator('#cartlift-root .cartlift-coupon__apply').click();
    await shopper.waitForSelector('#cartlift-root .cartlift-coupon__applied');
    expect(await readAll(shopper, look, 'couponApplied')).toEqual(wanted(look, 'couponApplied'));
    await shopper.locator('#cartlift-root .cartlift-fbt__details').click();
    await shopper.waitForSelector('#cartlift-root .cartlift-slides--1 .cartlift-details__add');
    expect(await readAll(shopper, look, 'details')).toEqual(wanted(look, 'details'));
    // Right-to-left: the back chevron (drawn pointing left) is mirrored, so it points right, to the start side the
    // slide came from.
    expect(await shopper.$eval('#cartlift-root .cartlift-back svg', (svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await screenshot(shopper, 'controls-cart-setup-details');
    await shopper.locator('#cartlift-root .cartlift-back').click();
    await shopper.waitForSelector('#cartlift-root .cartlift-slides--0');
    // The line's variant sells out while the cart is open: Plus is refused as sold out and the line is marked.
    const variantId = await shopper.evaluate(() => fetch('/cart.js').then((r) => r.json()).then((c: { items: { variant_id: number }[] }) => c.items[0].variant_id));
    const stock = await setStock(variantId, 0);
    try {
      await shopper.locator('#cartlift-root .cartlift-qty > button:last-of-type').click();
      await shopper.waitForSelector('#cartlift-root .cartlift-line__sold-out');
      expect(await readAll(shopper, look, 'soldOut')).toEqual(wanted(look, 'soldOut'));
      await screenshot(shopper, 'controls-cart-setup-sold-out');
    } finally {
      await setStock(variantId, stock);
    }
    // The sold-out line stays shown until the drawer closes; opened again, the cart is empty.
    await shopper.locator('#cartlift-root .cartlift-close').click();
    await shopper.waitForSelector('#cartlift-root .cartlift-drawer--open', { hidden: true });
    await shopper.click('a[href$="/cart"]');
    await shopper.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-empty');
    expect(await readAll(shopper, look, 'empty')).toEqual(wanted(look, 'empty'));
    await screenshot(shopper, 'controls-cart-setup-empty');
    await shopper.browserContext().close();

    // Two House Blend 1 kg ($104): past the seeded demo campaign's goals (15 % off from $60, a free Mini Tote from
    // $80), on selling plans. Each plan change is held while the box's loading state is read, then let go.
    const blend = (await (await fetch(`${stack.devStoreUrl}/products/house-blend.js`)).json()) as {
      variants: { id: number; title: string }[];
      selling_plan_groups: { selling_plans: { id: number }[] }[];
    };
    const subscriber = await shopperCart(`/products/house-blend?variant=${blend.variants.find((v) => v.title === '1kg')!.id}`, 2);
    await screenshot(subscriber, 'controls-cart-setup-subscription');
    expect(await readAll(subscriber, look, 'subscribe')).toEqual(wanted(look, 'subscribe'));
    const planChange = await holdRequests(subscriber, '/cart/change.js');
    await subscriber.select('#cartlift-root .cartlift-line__plan select', String(blend.selling_plan_groups[0].selling_plans[0].id));
    await subscriber.waitForSelector('#cartlift-root .cartlift-line__plan--loading');
    expect(await readAll(subscriber, look, 'upgrading')).toEqual(wanted(look, 'upgrading'));
    await planChange.release();
    await subscriber.waitForSelector('#cartlift-root .cartlift-line__plan--subscribed');
    expect(await readAll(subscriber, look, 'subscribed')).toEqual(wanted(look, 'subscribed'));
    await screenshot(subscriber, 'controls-cart-setup-subscribed');
    // The chosen plan's long name stays inside its box (it pushed the select out of the panel in right-to-left).
    expect(
      await subscriber.$eval('#cartlift-root .cartlift-line__plan select', (select) => {
        const box = select.parentElement!.getBoundingClientRect();
        const own = select.getBoundingClientRect();
        return own.left >= box.left && own.right <= box.right;
      }),
    ).toBe(true);
    planChange.hold();
    await subscriber.select('#cartlift-root .cartlift-line__plan select', '');
    await subscriber.waitForSelector('#cartlift-root .cartlift-line__plan--loading');
    expect(await readAll(subscriber, look, 'downgrading')).toEqual(wanted(look, 'downgrading'));
    await subscriber.browserContext().close();

    const switches = cartSetupSwitches();
    for (const c of switches) await c.set(page);
    await saveCartSetup();
    const second = await shopperCart();
    expect(await readAll(second, switches, 'cart')).toEqual(wanted(switches, 'cart'));
    await screenshot(second, 'controls-cart-setup-switches');
    await second.locator('#cartlift-root .cartlift-fbt__details').click();
    await second.waitForSelector('#cartlift-root .cartlift-slides--1 .cartlift-details__text');
    expect(await readAll(second, switches, 'details')).toEqual(wanted(switches, 'details'));
    await second.locator('#cartlift-root .cartlift-back').click();
    await second.waitForSelector('#cartlift-root .cartlift-slides--0');
    // The checkout's loading text shows while the checkout request is under way: that request is held, then let go.
    const checkout = await holdRequests(second, '/public/checkout');
    await second.locator('#cartlift-root .cartlift-terms input').click();
    await second.locator('#cartlift-root .cartlift-checkout__button').click();
    await second.waitForSelector('#cartlift-root .cartlift-checkout__button[aria-busy="true"]');
    expect(await readAll(second, switches, 'checkout')).toEqual(wanted(switches, 'checkout'));
    await Promise.all([second.waitForNavigation({ timeout: 15_000 }), checkout.release()]);
    expect(await readAll(second, switches, 'checkedOut')).toEqual(wanted(switches, 'checkedOut'));
    await second.browserContext().close();
  }, 480_000);

  it("COD page: mode, buttons, fields and the required message (one save); then Cart Setup's COD button; then the form in the cart", async () => {
    const cod = codPageControls();
    await open('/settings/cod');
    await seeText(page, COD_PAGE_TITLE, 20_000);
    await previewFrame('#cartlift-root .cartlift-cod');
    for (const c of cod) await c.set(page);
    const fieldOrder = await adminFieldOrder(page);
    await screenshot(page, 'controls-cod-admin');
    await page.locator('button::-p-text(Save)').click();
    await seeText(page, 'Cash on delivery settings saved');

    const shopper = await shopperCart();
    expect(await readAll(shopper, cod, 'cart')).toEqual(wanted(cod, 'cart'));
    await screenshot(shopper, 'controls-cod-button');
    await shopper.locator('#cartlift-root .cartlift-cod-button').click();
    await shopper.waitForSelector('#cartlift-root .cartlift-slide[aria-hidden="false"] .cartlift-cod__confirm');
    expect(await readAll(shopper, cod, 'form')).toEqual(wanted(cod, 'form'));
    // The form's fields in the order the merchant arranged them on the COD page.
    expect(await shopper.evaluate(formLabels)).toEqual(fieldOrder);
    await shopper.locator('#cartlift-root .cartlift-cod__confirm').click();
    await shopper.waitForSelector('#cartlift-root .cartlift-cod__error');
    expect(await readAll(shopper, cod, 'confirm')).toEqual(wanted(cod, 'confirm'));
    await screenshot(shopper, 'controls-cod-form');
    // Filled in as a shopper does and confirmed: the loading text shows while the order request is under way (held).
    for (const id of await shopper.$$eval('#cartlift-root .cartlift-cod__field > label', (ls) => ls.map((l) => l.htmlFor))) {
      const type = await shopper.$eval(`[id="${id}"]`, (e) => (e as HTMLInputElement).type);
      if (type === 'select-one') await shopper.select(`[id="${id}"]`, await shopper.$eval(`[id="${id}"] option:last-child`, (o) => (o as HTMLOptionElement).value));
      else await shopper.type(`[id="${id}"]`, type === 'email' ? 'shopper@example.com' : 'Ada');
    }
    await shopper.locator('#cartlift-root .cartlift-cod__choices input').click();
    // Never let go: the tab closes with the order unplaced.
    await holdRequests(shopper, '/public/cod-orders');
    await shopper.locator('#cartlift-root .cartlift-cod__confirm').click();
    await shopper.waitForSelector('#cartlift-root .cartlift-cod__confirm[aria-busy="true"]');
    expect(await readAll(shopper, cod, 'placing')).toEqual(wanted(cod, 'placing'));
    await screenshot(shopper, 'controls-cod-placing');
    await shopper.browserContext().close();

    // Back to both checkouts; Cart Setup's own COD button (shown there while COD is on) changed: its text and colour win.
    await choose(page, 'Cash on delivery and checkout');
    await page.locator('button::-p-text(Save)').click();
    await seeText(page, 'Cash on delivery settings saved');
    const cartSetup = [...cartSetupCodButton(), ...cartSetupEmptyCart()];
    await open('/settings');
    await seeText(page, 'Basic Cart Design', 20_000);
    for (const c of cartSetup) await c.set(page);
    await saveCartSetup();
    const second = await shopperCart();
    expect([...(await readAll(second, cartSetup, 'cart')), { control: 'checkout button', seen: !!(await second.$('#cartlift-root .cartlift-checkout__button')) }]).toEqual([
      ...wanted(cartSetup, 'cart'),
      { control: 'checkout button', seen: true },
    ]);
    // The remove button is off since the switches' save: Minus takes the only line out.
    await second.locator('#cartlift-root .cartlift-qty > button:first-of-type').click();
    await second.waitForSelector('#cartlift-root .cartlift-empty');
    expect(await readAll(second, cartSetup, 'empty')).toEqual(wanted(cartSetup, 'empty'));
    await second.browserContext().close();

    // "Show the form in the cart": the form sits in the cart itself, and no button opens it.
    await open('/settings/cod');
    await seeText(page, COD_PAGE_TITLE, 20_000);
    await setCheck(page, 'Show the form in the cart', true);
    await page.locator('button::-p-text(Save)').click();
    await seeText(page, 'Cash on delivery settings saved');
    const third = await shopperCart();
    await third.waitForSelector('#cartlift-root .cartlift-slide[aria-hidden="false"] .cartlift-cod__confirm');
    expect(await third.$('#cartlift-root .cartlift-cod-button')).toBeNull();
    await screenshot(third, 'controls-cod-in-cart');
    await third.browserContext().close();
  }, 180_000);
});
