import type { Frame, Page } from 'puppeteer-core';
import { tooShort } from '../../domain/src';
import { fieldError, fill, fillInPopover, choose, press } from '../campaigns/support/campaignPage';
import { seeText } from '../shell/support/adminPage';
import type { AdminStack } from '../shell/support/adminStack';
import { openAdminPath, startSignedInAdmin, stopSignedInAdmin, type SignedInAdmin } from '../shell/support/signedInAdmin';
import { screenshot, type JourneyBrowser } from '../support/browser';
import { trackRequests } from '../support/requests';
import {
  adminPost,
  frameShows,
  isCartStatusPoll,
  keyboardMove,
  pressInModal,
  previewFrame,
  setShopFlags,
  settledCheckoutLayout,
  storedShop,
  typeCustomCss,
} from './support/cartSetupPage';

// Cart Setup, activation and Manual Setup inside the real shell, against the real gateway (SQLite) and dev store.
let admin: SignedInAdmin;
let stack: AdminStack;
let browser: JourneyBrowser;
let page: Page;

beforeAll(async () => {
  admin = await startSignedInAdmin();
  ({ stack, browser, page } = admin);
}, 120_000);
afterAll(() => stopSignedInAdmin(admin));

const open = (path: string) => openAdminPath(admin, path);
const setEmbed = (enabled: boolean) =>
  fetch(`${stack.devStoreUrl}/__dev/app-embed`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled }) });

/** Opens the storefront drawer on the dev store after adding a product, in a new tab of the same browser. */
async function storefrontDrawer(): Promise<Page> {
  const shopper = await (await browser.createBrowserContext()).newPage();
  await shopper.setViewport({ width: 1280, height: 860 });
  await shopper.goto(`${stack.devStoreUrl}/products/classic-tee`, { waitUntil: 'load' });
  await shopper.waitForFunction(() => 'Cartlift' in window);
  await shopper.click('form[action*="/cart/add"] [type="submit"]');
  await shopper.waitForSelector('#cartlift-root .cartlift-drawer--open', { timeout: 15_000 });
  return shopper;
}

/** Whether the unsaved bar's Save is disabled (blocked while a field is invalid). */
/**
 * Waits until the save bar's Save is disabled (or enabled) and says whether it got there (10 s). The field's message
 * and Save's state come from two renders: read once right after the message, Save was still enabled in one run of ten
 * at load 9, so the journey waits for the state itself; a Save that never changes still fails.
 */
const saveDisabled = (p: Page, expected = true) =>
  p
    .waitForFunction(
      (want) => {
        const save = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save');
        return Boolean(save && (save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true')) === want;
      },
      { timeout: 10_000 },
      expected,
    )
    .then(
      () => expected,
      () => !expected,
    );

describe('the seeded demo', () => {
  it("has its cart on and no 'Nearly there!' hint (the seed stores the first turn-on with the cart)", async () => {
    await open('/settings');
    // The switch is drawn from the same shop answer as the hint: once it says enabled, the hint has been decided.
    await seeText(page, 'custom cart is enabled', 20_000);
    const hint = await page.$$eval('.Polaris-Banner', (bs) => bs.some((b) => b.textContent?.includes('Nearly there!')));
    expect(hint).toBe(false);
  });
});

describe('activation from a fresh shop', () => {
  beforeAll(async () => {
    // The demo seed switches the cart on (so it has been turned on once); a fresh merchant's shop has it off, never
    // turned on, and the embed off.
    await adminPost(stack.gatewayUrl, '/cart/activate', { active: false });
    await setShopFlags(stack.gatewayUrl, { first_cart_turn_on: false });
    await setEmbed(false);
  });

  it('confirms the default design, activates, opens the installation modal, and flips to active within one poll', async () => {
    await open('/');
    await seeText(page, '1 of 3 tasks completed');
    await open('/settings');
    await seeText(page, 'Cartlift is not activated on your theme', 20_000);
    await seeText(page, 'Nearly there! Design Your Cart, Click Save then Click Activate');
    await seeText(page, 'custom cart is disabled');
    await press(page, 'Activate');
    await seeText(page, "You're about to activate the cart with the default settings");
    await screenshot(page, 'cart-setup-activation-confirm');
    await pressInModal(page, 'Activate');
    await seeText(page, 'Activate the cart on your theme');
    const editor = await page.$$eval('.Polaris-Modal-Dialog a', (as) => as.find((a) => a.textContent?.trim() === 'Open Editor')?.getAttribute('href'));
    expect(editor).toBe(`${stack.devStoreUrl}/__dev`);
    await screenshot(page, 'cart-setup-installation-modal');
    await page.keyboard.press('Escape');
    await seeText(page, 'custom cart is enabled');
    const stored = await storedShop(stack.gatewayUrl);
    expect(stored).toMatchObject({ settingsSaved: true, first_cart_turn_on: true, settings: { active: true } });
    // cart-and-shop.md §4: the status is polled, so the banner follows within one poll. Counted in polls, not seconds:
    // switch the embed just after a poll has answered (none is under way while it switches), then at most one more poll
    // may go out before the banner shows.
    const polls = trackRequests(page, isCartStatusPoll);
    await polls.quiet({ atLeast: 1 });
    await setEmbed(true);
    const polledAtSwitch = polls.sent;
    await seeText(page, 'Cartlift is active on your theme', 30_000);
    polls.stop();
    expect(polls.sent - polledAtSwitch).toBeLessThanOrEqual(1);
    await screenshot(page, 'cart-setup-active');
    await open('/');
    await seeText(page, '3 of 3 tasks completed');
  });
});

describe('designing the cart', () => {
  let preview: Frame;
  /** Whether the first test saved its design ('Your bag'), which Discard and the invalid field go back to. */
  let designSaved = false;
  const needsDesign = () => {
    if (!designSaved) throw new Error("builds on the design 'previews every edit, saves, ...' saves, which failed");
  };
  const drawerVar = (name: string) => `getComputedStyle(document.querySelector('#cartlift-root .cartlift-drawer')).getPropertyValue('${name}').trim()`;

  beforeAll(async () => {
    await setEmbed(true);
    await open('/settings');
    await seeText(page, 'Basic Cart Design', 20_000);
    preview = await previewFrame(page);
  });

  it('previews every edit, saves, and the storefront drawer shows it', async () => {
    // The CSS and rich-text editors are not part of the first load: each comes when the merchant reaches its field.
    expect(await page.$('.cm-editor')).toBeNull();
    expect(await page.$('[data-rich-text] [contenteditable]')).toBeNull();
    await fill(page, 'Header title', 'Your bag');
    await frameShows(preview, `document.querySelector('#cartlift-root .cartlift-title')?.textContent === 'Your bag'`);
    await press(page, 'Primary colour');
    await fillInPopover(page, 'Primary colour hex', '#c0392b');
    await page.keyboard.press('Tab');
    await frameShows(preview, `${drawerVar('--cartlift-primary')} === 'rgba(192, 57, 43, 1)'`);
    await page.keyboard.press('Escape');
    // cart-and-shop.md §2 checkout position, as laid out: sticky is pinned under the scrolling lines at the panel's
    // foot; higher follows the last block; lower scrolls with the lines too but sits at the foot of a short cart.
    expect(await settledCheckoutLayout(preview)).toMatchObject({ scrolls: false, gapBelow: 0 });
    await choose(page, 'Higher');
    await frameShows(preview, `!!document.querySelector('#cartlift-root .cartlift-footer--higher')`);
    const higher = await settledCheckoutLayout(preview);
    expect(higher).toMatchObject({ scrolls: true, gapAbove: 12 });
    expect(higher.gapBelow).toBeGreaterThan(40);
    await choose(page, 'Lower');
    await frameShows(preview, `!!document.querySelector('#cartlift-root .cartlift-footer--lower')`);
    const lower = await settledCheckoutLayout(preview);
    expect(lower).toMatchObject({ scrolls: true, gapBelow: 0 });
    expect(lower.gapAbove).toBe(higher.gapAbove! + higher.gapBelow);
    // The code editor: a broken rule is marked at its line and blocks Save; the fixed rule reaches the preview.
    await typeCustomCss(page, '#cartlift-root .cartlift-title { letter-spacing 3px; }');
    await seeText(page, 'Line 1: expected "property: value" in "letter-spacing 3px"');
    await page.waitForSelector('.cm-gutter-lint .cm-lint-marker-error', { timeout: 10_000 });
    expect(await page.$eval('.cm-lintRange-error', (e) => e.closest('.cm-line')?.textContent)).toContain('letter-spacing 3px');
    expect(await saveDisabled(page)).toBe(true);
    await screenshot(page, 'cart-setup-css-error');
    await typeCustomCss(page, '#cartlift-root .cartlift-title { letter-spacing: 3px; }');
    await page.waitForFunction(() => !document.querySelector('.cm-lint-marker-error'), { timeout: 10_000 });
    expect(await saveDisabled(page, false)).toBe(false);
    await frameShows(preview, `getComputedStyle(document.querySelector('#cartlift-root .cartlift-title')).letterSpacing === '3px'`);
    // The rich-text editor: the announcement's last word set to Huge (keyboard selection, the toolbar's size menu).
    await choose(page, 'Show an announcement banner');
    const announcement = '[data-rich-text="announcement.text"]';
    // Scrolled to, its editor chunk loads (the read-only preview is replaced then: click the editor, not the preview).
    await page.$eval(announcement, (e) => e.scrollIntoView({ block: 'center' }));
    await page.waitForSelector(`${announcement} [contenteditable="true"]`, { timeout: 15_000 });
    await page.click(`${announcement} [contenteditable="true"]`);
    await page.waitForSelector(`${announcement} [contenteditable="true"]:focus`, { timeout: 15_000 });
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'today!'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    // Lexical takes the selection from the document's selectionchange event: wait until its own state holds the word.
    await page.waitForFunction(
      (editable) => {
        type State = { read<T>(fn: () => T): T; _selection: { getTextContent(): string } | null };
        const editor = (document.querySelector(editable) as unknown as { __lexicalEditor?: { getEditorState(): State } }).__lexicalEditor;
        const state = editor?.getEditorState();
        return state?.read(() => state._selection?.getTextContent()) === 'today!';
      },
      { timeout: 15_000 },
      `${announcement} [contenteditable="true"]`,
    );
    await page.select(`${announcement} select`, 'huge');
    await frameShows(preview, `document.querySelector('#cartlift-root .cartlift-announcement .cartlift-text--huge')?.textContent === 'today!'`);
    await screenshot(page, 'cart-setup-edited');
    await press(page, 'Save');
    await seeText(page, 'Cart settings has been saved');
    const stored = await storedShop(stack.gatewayUrl);
    expect(stored.settings.header.title).toBe('Your bag');
    expect(stored.settings).toMatchObject({ announcement: { text: '<p>Free shipping on all orders <span class="cartlift-text--huge">today!</span></p>' } });
    expect(stored.settings.theme.primary).toMatchObject({ r: 192, g: 57, b: 43 });
    // cart-and-shop.md §4 linked: the primary colour drives the checkout button background; "lower" sets grow and
    // clears fix.
    expect(stored.settings).toMatchObject({
      modules: { checkout_button: { background: { r: 192, g: 57, b: 43 }, fix_checkout_container: false } },
      product: { grow: true },
    });
    const shopper = await storefrontDrawer();
    expect(await shopper.$eval('#cartlift-root .cartlift-title', (e) => e.textContent)).toBe('Your bag');
    expect(await shopper.$eval('#cartlift-root .cartlift-title', (e) => getComputedStyle(e).letterSpacing)).toBe('3px');
    expect(await settledCheckoutLayout(shopper)).toMatchObject({ scrolls: true, gapBelow: 0 });
    expect(await shopper.evaluate(drawerVar('--cartlift-primary'))).toBe('rgba(192, 57, 43, 1)');
    // Huge as the shopper sees it: 1.75 times the announcement's own text (styles.css), not only the class in the HTML.
    expect(
      await shopper.$eval('#cartlift-root .cartlift-announcement .cartlift-text--huge', (e) =>
        parseFloat(getComputedStyle(e).fontSize) / parseFloat(getComputedStyle(e.parentElement!).fontSize),
      ),
    ).toBeCloseTo(1.75, 2);
    await screenshot(shopper, 'cart-setup-storefront');
    await shopper.browserContext().close();
    designSaved = true;
  });

  it('previews at the real mobile and desktop widths, scaled to fit the column', async () => {
    // The frame's own width (layout, before the scale), the width its page lays out at, and whether it fits its column.
    const frameBox = () =>
      page.$eval('iframe[title="Cart preview"]', (f) => {
        const frame = f as HTMLIFrameElement;
        const column = frame.parentElement!.getBoundingClientRect();
        const seen = frame.getBoundingClientRect();
        return { width: frame.offsetWidth, fits: seen.left >= column.left - 1 && seen.right <= column.right + 1 };
      });
    const drawerWidth = () => preview.evaluate(() => [window.innerWidth, Math.round(document.querySelector('#cartlift-root .cartlift-panel')!.getBoundingClientRect().width)]);
    await press(page, 'Mobile');
    await page.waitForFunction(() => (document.querySelector('iframe[title="Cart preview"]') as HTMLIFrameElement).offsetWidth === 360);
    expect(await frameBox()).toEqual({ width: 360, fits: true });
    // 360 less the frame's 1 px borders; the drawer takes the whole phone width.
    await preview.waitForFunction(() => window.innerWidth === 358);
    expect(await drawerWidth()).toEqual([358, 358]);
    await press(page, 'Desktop');
    await page.waitForFunction(() => (document.querySelector('iframe[title="Cart preview"]') as HTMLIFrameElement).offsetWidth === 420);
    expect(await frameBox()).toEqual({ width: 420, fits: true });
    await preview.waitForFunction(() => window.innerWidth === 418);
  });

  it('Discard restores the saved settings', async () => {
    needsDesign();
    await fill(page, 'Header title', 'Temporary');
    await frameShows(preview, `document.querySelector('#cartlift-root .cartlift-title')?.textContent === 'Temporary'`);
    await press(page, 'Discard');
    await page.waitForSelector('input[value="Your bag"]');
    await frameShows(preview, `document.querySelector('#cartlift-root .cartlift-title')?.textContent === 'Your bag'`);
  });

  it("an invalid field shows the spec's message and nothing is saved", async () => {
    needsDesign();
    await fill(page, 'Header title', 'ab');
    await page.waitForFunction((m) => document.body.innerText.includes(m), {}, tooShort(3));
    expect(await fieldError(page, 'Header title')).toContain(tooShort(3));
    expect(await saveDisabled(page)).toBe(true);
    await screenshot(page, 'cart-setup-invalid');
    expect((await storedShop(stack.gatewayUrl)).settings.header.title).toBe('Your bag');
    await press(page, 'Discard');
  });

  it('reorders the cart modules with the keyboard (cart-and-shop.md §3 modules.order) and saves the order', async () => {
    const handle = 'button[aria-label="Reorder Checkout button and subtotal"]';
    // The list loads as the merchant scrolls towards it.
    await page.waitForFunction((h) => {
      const el = document.querySelector(h);
      if (!el) window.scrollBy(0, 600);
      return el !== null;
    }, { polling: 200, timeout: 20_000 }, handle);
    await keyboardMove(page, handle, 'checkout_button', [{ key: 'ArrowUp', over: 'order_note' }]);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-cart-module]')).map((m) => m.getAttribute('data-cart-module')).join() === 'random_text,checkout_button,order_note');
    await press(page, 'Save');
    // The first test's 'Cart settings has been saved' toast can still be up: wait for the save itself.
    await page.waitForSelector('.Polaris-Frame-ContextualSaveBar', { hidden: true, timeout: 10_000 });
    await seeText(page, 'Cart settings has been saved');
    expect((await storedShop(stack.gatewayUrl)).settings).toMatchObject({ modules: { order: ['random_text', 'checkout_button', 'order_note'] } });
  });
});

/**
 * What the preview's product details slide shows once it has slid into the frame's viewport: the product and Cart
 * Setup's Product details texts (read more, add to cart), and whether the description was cut.
 */
async function shownDetails(frame: Frame) {
  await frame.waitForFunction(() => {
    const details = document.querySelector('#cartlift-root .cartlift-slides--1 .cartlift-details');
    const r = details?.getBoundingClientRect();
    return !!r && r.width > 0 && r.left >= 0 && r.right <= window.innerWidth + 1;
  }, { timeout: 10_000 });
  return frame.$eval('#cartlift-root .cartlift-details', (d) => ({
    title: d.querySelector('h3')?.textContent,
    text: d.querySelector('.cartlift-details__text')?.textContent ?? '',
    readMore: d.querySelector('.cartlift-link')?.textContent,
    add: d.querySelector('.cartlift-details__add')?.textContent,
  }));
}

describe('preview on the checkout settings', () => {
  it('jumps to the second slide on /settings/checkout when COD is not in the cart (the first on /settings), which shows a product with the Product details settings', async () => {
    expect((await storedShop(stack.gatewayUrl)).cod_settings.is_active).toBe(false);
    await open('/settings');
    const settingsPreview = await previewFrame(page);
    await settingsPreview.waitForSelector('#cartlift-root .cartlift-slides--0', { timeout: 10_000 });
    await open('/settings/checkout');
    const checkoutPreview = await previewFrame(page);
    await checkoutPreview.waitForSelector('#cartlift-root .cartlift-slides--1', { timeout: 10_000 });
    // Not a blank slide: the example product, its description cut at the stored length (200) with Read more.
    const details = await shownDetails(checkoutPreview);
    expect(details).toMatchObject({ title: 'Example product', readMore: 'Read more', add: 'Add to cart' });
    expect(details.text.length).toBeGreaterThan(100);
    expect(details.text.length).toBeLessThanOrEqual(201);
    // The toolbar names the slide on show.
    const pressed = await page.$$eval('button[aria-pressed="true"]', (bs) => bs.map((b) => b.textContent?.trim()));
    expect(pressed).toContain('Product details');
    expect(pressed).not.toContain('Cart');
    await screenshot(page, 'checkout-settings-preview-slide-2');
    // Cart Setup's Product details button opens the same product.
    await open('/settings');
    const again = await previewFrame(page);
    await page.locator('button::-p-text(Product details)').click();
    expect((await shownDetails(again)).title).toBe('Example product');
  });
});

describe('Manual Setup', () => {
  const LOGO = 'a.header__heading-link';

  /** Opens Manual Setup, waits for `target` in the storefront frame and chooses the action; returns the frame. */
  async function chooseInManualSetup(target: string, action: string): Promise<Frame> {
    await open('/settings/setup');
    await seeText(page, 'Manual Setup', 20_000);
    await page.waitForSelector('iframe[title="Storefront"]', { timeout: 20_000 });
    const frame = page.frames().find((f) => f.url() === 'about:srcdoc')!;
    await frame.waitForSelector(target);
    await press(page, action);
    await seeText(page, `Selecting: ${action}`);
    return frame;
  }

  /** cart-and-shop.md §4: a second click on a selected element removes it; Save sends the lists without it. */
  async function unselectAndSave(frame: Frame, target: string): Promise<void> {
    await frame.$eval(target, (e) => (e as HTMLElement).click());
    await frame.waitForSelector(`${target}:not(.cartlift-ms-selected)`);
    await press(page, 'Save');
    await page.waitForFunction(() => !document.body.innerText.includes('Unsaved changes'));
  }
  beforeAll(async () => {
    await setEmbed(true);
  });

  it("shows the storefront with its product images loaded from the store (the admin's CSP keeps base-uri 'self')", async () => {
    await open('/settings/setup');
    await page.waitForSelector('iframe[title="Storefront"]', { timeout: 20_000 });
    const frame = await page.waitForFrame((f) => f.url() === 'about:srcdoc', { timeout: 20_000 });
    await frame.waitForSelector('.card__media img', { timeout: 20_000 });
    // Every image in the frame's viewport (the rest are lazy) has arrived and decoded: a broken one has naturalWidth 0.
    await frame.waitForFunction(
      () => {
        const shown = Array.from(document.images).filter((i) => i.getBoundingClientRect().top < window.innerHeight);
        return shown.length > 0 && shown.every((i) => i.complete && i.naturalWidth > 0);
      },
      { timeout: 15_000 },
    );
    const srcs = await frame.$$eval('.card__media img', (imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src));
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) expect(src.startsWith(stack.devStoreUrl)).toBe(true);
    await screenshot(page, 'manual-setup-storefront');
  });

  it('selects a custom button in the frame, saves, and that button opens the Cartlift drawer; a second click unselects', async () => {
    const frame = await chooseInManualSetup(LOGO, 'Open cart links');
    await frame.$eval(LOGO, (a) => (a as HTMLElement).click());
    await frame.waitForSelector(`${LOGO}.cartlift-ms-selected`);
    await seeText(page, 'Unsaved changes');
    await screenshot(page, 'manual-setup-selected');
    await press(page, 'Save');
    await seeText(page, 'Manual setup saved');
    const links = (await storedShop(stack.gatewayUrl)).custom_links;
    expect(links).toHaveLength(1);

    const shopper = await (await browser.createBrowserContext()).newPage();
    await shopper.goto(`${stack.devStoreUrl}/collections/all`, { waitUntil: 'load' });
    await shopper.waitForFunction(() => 'Cartlift' in window);
    // The merchant's selectors come with the shop's lookup; a click before it has answered is a plain click.
    await shopper.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/public/campaigns')));
    await shopper.click(LOGO);
    await shopper.waitForSelector('#cartlift-root .cartlift-drawer--open', { timeout: 15_000 });
    expect(new URL(shopper.url()).pathname).toBe('/collections/all');
    await shopper.browserContext().close();

    await unselectAndSave(frame, LOGO);
    expect((await storedShop(stack.gatewayUrl)).custom_links).toEqual([]);
  });

  it('selects a custom add-to-cart button in the frame, saves, and on the storefront it adds its variant and opens the drawer; a second click unselects', async () => {
    const QUICK_ADD = 'form.quick-add button';
    const frame = await chooseInManualSetup(QUICK_ADD, 'Add to cart button');
    const variantId = await frame.$eval('form.quick-add [name="id"]', (i) => (i as HTMLInputElement).value);
    await frame.$eval(QUICK_ADD, (b) => (b as HTMLElement).click());
    await frame.waitForSelector(`${QUICK_ADD}.cartlift-ms-selected`);
    await seeText(page, 'Unsaved changes');
    await seeText(page, '0 cart links and 1 add-to-cart button selected');
    await screenshot(page, 'manual-setup-atc-selected');
    await press(page, 'Save');
    await seeText(page, 'Manual setup saved');
    const [atc] = (await storedShop(stack.gatewayUrl)).custom_atcs;
    expect(atc.id).toMatchObject({ name: 'id' });

    // Without the merchant's selection this button does nothing (its theme script is not on the page).
    const shopper = await (await browser.createBrowserContext()).newPage();
    await shopper.goto(`${stack.devStoreUrl}/`, { waitUntil: 'load' });
    await shopper.waitForFunction(() => 'Cartlift' in window);
    await shopper.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/public/campaigns')));
    await shopper.click(QUICK_ADD);
    await shopper.waitForSelector('#cartlift-root .cartlift-drawer--open', { timeout: 15_000 });
    const cart = await shopper.evaluate(() => fetch('/cart.js').then((r) => r.json() as Promise<{ items: { variant_id: number }[] }>));
    // A fresh shopper's cart: the variant is there (the demo shop's goal campaign may add its gift beside it).
    expect(cart.items.map((i) => String(i.variant_id))).toContain(variantId);
    expect(new URL(shopper.url()).pathname).toBe('/');
    await screenshot(shopper, 'manual-setup-atc-storefront');
    await shopper.browserContext().close();

    await unselectAndSave(frame, QUICK_ADD);
    expect((await storedShop(stack.gatewayUrl)).custom_atcs).toEqual([]);
  });
});
