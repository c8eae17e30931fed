import type { Frame, Page } from 'puppeteer-core';
import { seeText } from '../shell/support/adminPage';
import type { AdminStack } from '../shell/support/adminStack';
import { openAdminPath, startSignedInAdmin, stopSignedInAdmin, type SignedInAdmin } from '../shell/support/signedInAdmin';
import { screenshot } from '../support/browser';
import { gql, sessionToken } from '../campaigns/support/campaignApi';
import { fill } from '../campaigns/support/campaignPage';
import { keyboardMove } from './support/cartSetupPage';

/** The COD page's title (cart-and-shop.md §2). */
const COD_PAGE_TITLE = 'Cash on Delivery Checkout - Customization and Settings';

// The /sticky and COD screens inside the real shell, against the real gateway (SQLite) and its storefront preview.
let admin: SignedInAdmin;
let stack: AdminStack;
let page: Page;

beforeAll(async () => {
  admin = await startSignedInAdmin();
  ({ stack, page } = admin);
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
