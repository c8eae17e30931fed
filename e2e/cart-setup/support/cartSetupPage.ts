import type { Frame, Page } from 'puppeteer-core';
import { gql, sessionToken } from '../../campaigns/support/campaignApi';
import { DEMO_SHOP } from '../../shell/support/adminStack';

/** The demo shop as the gateway stores it (the fields the journeys check). */
export interface StoredShop {
  settings: { active: boolean; header: { title: string }; custom_css: string; theme: { primary: { r: number; g: number; b: number } } } & Record<string, unknown>;
  settingsSaved: boolean;
  custom_links: { selector: string }[];
  first_cart_turn_on: boolean;
}

/** Reads the demo shop through the real admin API. */
export async function storedShop(gatewayUrl: string): Promise<StoredShop> {
  const token = await sessionToken(gatewayUrl);
  const data = await gql<{ shop: StoredShop }>(
    gatewayUrl,
    token,
    'query S($id: String!) { shop(id: $id) { settings settingsSaved custom_links first_cart_turn_on } }',
    { id: DEMO_SHOP },
  );
  return data.shop;
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
  await page.waitForFunction(() => document.querySelector('iframe[title="Cart preview"]') !== null, { timeout: 20_000 });
  const frame = page.frames().find((f) => f.url().includes('/storefront/preview.html'));
  if (!frame) throw new Error('no preview frame');
  await frame.waitForSelector('#cartlift-root .cartlift-header', { timeout: 20_000 });
  return frame;
}

/** Waits until fn, evaluated in the frame, is true. */
export async function frameShows(frame: Frame, fn: string, timeout = 10_000): Promise<void> {
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
