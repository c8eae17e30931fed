import type { Frame, HTTPRequest, Page } from 'puppeteer-core';
import { gql, sessionToken } from '../../campaigns/support/campaignApi';
import { DEMO_SHOP } from '../../shell/support/adminStack';

/** The demo shop as the gateway stores it (the fields the journeys check). */
export interface StoredShop {
  settings: { active: boolean; header: { title: string }; custom_css: string; theme: { primary: { r: number; g: number; b: number } } } & Record<string, unknown>;
  settingsSaved: boolean;
  custom_links: { selector: string }[];
  custom_atcs: { button: string; id: { type: string; name: string; selector: string } }[];
  first_cart_turn_on: boolean;
  cod_settings: { is_active: boolean };
}

/** Reads the demo shop through the real admin API. */
export async function storedShop(gatewayUrl: string): Promise<StoredShop> {
  const token = await sessionToken(gatewayUrl);
  const data = await gql<{ shop: StoredShop }>(
    gatewayUrl,
    token,
    'query S($id: String!) { shop(id: $id) { settings settingsSaved custom_links custom_atcs first_cart_turn_on cod_settings } }',
    { id: DEMO_SHOP },
  );
  return data.shop;
}

/** Sets the demo shop's one-time flags through the real admin API (updateShopProp), e.g. to stand in for a fresh shop. */
export async function setShopFlags(gatewayUrl: string, flags: Partial<Record<'first_cart_turn_on', boolean>>): Promise<void> {
  const token = await sessionToken(gatewayUrl);
  await gql(gatewayUrl, token, 'mutation P($id: String!, $input: JSON!) { updateShopProp(id: $id, input: $input) { id } }', {
    id: DEMO_SHOP,
    input: flags,
  });
}

/** Calls an admin REST route as the demo merchant. */
export async function adminPost(gatewayUrl: string, path: string, body: unknown): Promise<void> {
  const token = await sessionToken(gatewayUrl);
  const res = await fetch(`${gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
}

/** The storefront preview frame of the settings page, once its drawer is drawn. */
export async function previewFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe[title="Cart preview"]', { timeout: 20_000 });
  // The element comes before its document: wait for the frame to have navigated to the preview page.
  const frame = await page.waitForFrame(async (f) => f === (await element!.contentFrame()) && f.url().includes('/storefront/preview.html'), { timeout: 20_000 });
  await frame.waitForSelector('#cartlift-root .cartlift-header', { timeout: 20_000 });
  return frame;
}

/**
 * The Cart Setup page's status poll (cart-and-shop.md §4): GET /cart/status on the gateway, through the shell's
 * /gateway proxy.
 */
export const isCartStatusPoll = (request: HTTPRequest): boolean =>
  request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/cart/status');

/**
 * Waits until fn, evaluated in the frame, is true. 20 s: an edit reaches the frame through a React commit and a
 * postMessage, which a machine running MariaDB suites beside the journeys can hold up for several seconds.
 */
export async function frameShows(frame: Frame, fn: string, timeout = 20_000): Promise<void> {
  await frame.waitForFunction(fn, { timeout });
}

/** Clicks a button by exact text inside the open Polaris modal. */
export async function pressInModal(page: Page, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (t) =>
      Array.from(document.querySelectorAll<HTMLElement>('.Polaris-Modal-Dialog button, .Polaris-Modal-Dialog a')).find(
        (b) => b.textContent?.trim() === t,
      ) ?? false,
    { timeout: 15_000 },
    text,
  );
  await handle.asElement()!.evaluate((b) => (b as HTMLElement).click());
}

/**
 * Moves a dnd-kit sortable item by keyboard: focuses its handle, Space picks up, arrows move, Space drops; each step is
 * awaited on dnd-kit's live region (each move names the id it lands over).
 */
export async function keyboardMove(page: Page, handle: string, item: string, moves: { key: 'ArrowUp' | 'ArrowDown'; over: string }[]): Promise<void> {
  await page.waitForSelector(handle);
  await page.$eval(handle, (b) => (b as HTMLElement).scrollIntoView({ block: 'center' }));
  await page.focus(handle);
  const announced = (over: string) =>
    page.waitForFunction(
      (t) => Array.from(document.querySelectorAll('[id^="DndLiveRegion"]')).some((r) => r.textContent?.includes(t)),
      {},
      `Draggable item ${item} was moved over droppable area ${over}`,
    );
  await page.keyboard.press('Space');
  // Picked up, and at once "over" its own place.
  await announced(item);
  for (const m of moves) {
    await page.keyboard.press(m.key);
    await announced(m.over);
  }
  await page.keyboard.press('Space');
}

/**
 * Replaces the Custom CSS in its code editor the way a merchant does: scrolls the card into view, clicks the field
 * (its read-only view, until the editor has loaded: the click loads it, as reaching the field does), clicks into the
 * editor, selects all and enters the CSS as one input event, as a paste does (typed key by key, the editor and the
 * preview re-rendered once per character). The click matters: waiting on the scroll alone, the editor did not come
 * within 15 s once in six runs of the journeys step in a row (load average 9).
 */
export async function typeCustomCss(page: Page, css: string): Promise<void> {
  await page.$eval('[data-testid="css-preview"], .cm-editor', (e) => {
    e.scrollIntoView({ block: 'center' });
    if (e.matches('[data-testid="css-preview"]')) (e as HTMLElement).click();
  });
  const content = await page.waitForSelector('.cm-content', { timeout: 15_000 });
  await content!.click();
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.keyboard.sendCharacter(css);
}

/**
 * Where the drawer's checkout block sits, as a shopper sees it (cart-and-shop.md §2 checkout position), as an
 * expression to evaluate in the storefront page or the preview frame: whether it scrolls with the lines (inside the
 * cart slide), the gap between the block above it and its top, and the gap between its bottom and the bottom of the
 * drawer's panel.
 */
export const checkoutLayout = `(() => {
  const footer = document.querySelector('#cartlift-root .cartlift-footer');
  const panel = document.querySelector('#cartlift-root .cartlift-panel');
  if (!footer || !panel) return null;
  const above = footer.previousElementSibling;
  const box = footer.getBoundingClientRect();
  return {
    scrolls: !!footer.closest('.cartlift-slide'),
    gapAbove: above ? Math.round(box.top - above.getBoundingClientRect().bottom) : null,
    gapBelow: Math.round(panel.getBoundingClientRect().bottom - box.bottom),
  };
})()`;

/**
 * The checkout layout once the drawer has come to rest: its transitions (the slide-in) and finite animations have
 * finished, its images have loaded and the fonts are in. Those are what move its blocks after the DOM is drawn; a
 * spinner's endless animation moves nothing and is not waited for.
 */
export async function settledCheckoutLayout(frame: Frame | Page): Promise<{ scrolls: boolean; gapAbove: number | null; gapBelow: number }> {
  await frame.waitForFunction(
    () => {
      const root = document.querySelector('#cartlift-root');
      if (!root?.querySelector('.cartlift-footer') || !root.querySelector('.cartlift-panel')) return false;
      const moving = document.getAnimations().some((a) => {
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return a.playState === 'running' && target !== null && root.contains(target) && a.effect!.getComputedTiming().endTime !== Infinity;
      });
      const loading = Array.from(root.querySelectorAll('img')).some((i) => !i.complete);
      return !moving && !loading && document.fonts.status === 'loaded';
    },
    { timeout: 20_000 },
  );
  return (await frame.evaluate(checkoutLayout)) as { scrolls: boolean; gapAbove: number | null; gapBelow: number };
}
