import type { Frame, Page } from 'puppeteer-core';
import { choose, replaceText } from './campaignPage';

/** How the editor changes one style setting, as a merchant does it. */
export type Control =
  | { kind: 'colour'; path: string; hex: string }
  | { kind: 'text'; label: string; value: string }
  | { kind: 'select'; label: string; value: string }
  | { kind: 'choose'; label: string };

/**
 * What the drawer paints for it: a computed style property, the text (or its start), the font size relative to the
 * parent, or (read 'closest') the region of the drawer holding it, named by the expected ancestor's selector.
 */
export interface Look {
  selector: string;
  read: string;
  expected: string;
}

/** One row of a style table: the setting, how the editor changes it, and what the drawer must then show. */
export interface StyleRow {
  setting: string;
  control: Control;
  look: Look;
}

const hexToRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The id of the form control labelled exactly `label`. */
async function idOf(page: Page, label: string): Promise<string> {
  const id = await page.waitForFunction(
    (l) => Array.from(document.querySelectorAll('label')).find((x) => x.textContent?.trim() === l)?.getAttribute('for') ?? false,
    { timeout: 15_000 },
    label,
  );
  return String(await id.jsonValue());
}

/**
 * Sets a colour through its swatch: open the picker, type the hex (the stored alpha is kept, as the editor does), leave
 * the field, close the picker; done when the swatch names the new colour.
 */
async function setColour(page: Page, path: string, hex: string): Promise<void> {
  const swatch = `[data-draft-path="${path}"] button`;
  await page.waitForSelector(swatch);
  await page.$eval(swatch, (b) => {
    b.scrollIntoView({ block: 'center' });
    (b as HTMLElement).click();
  });
  const field = `[id="${await idOf(page, 'Hex')}"]`;
  // A locator: the popover is still placing itself when the field appears, and a click at where the field was missed
  // it (the colour stayed unchanged in one run of twelve with waits polled every 100 ms).
  // The triple click must leave the whole old value selected, or the hex is typed beside it and the colour stays as it
  // was (one journey run in ten at load 9: the swatch never named the new colour). Until it does, click again.
  for (let attempt = 1; ; attempt++) {
    await page.locator(field).click({ count: 3 });
    const selected = await page.$eval(field, (el) => {
      const input = el as HTMLInputElement;
      return input === document.activeElement && input.selectionStart === 0 && input.selectionEnd === input.value.length;
    });
    if (selected) break;
    if (attempt === 5) throw new Error(`the Hex field of ${path} would not take the focus with its text selected`);
  }
  // One input event, as a paste: the editor and its preview redraw once, not once per key. (Not replaceText: focusing
  // the Hex field from script and deleting its text left the colour unchanged in three runs of three.)
  await page.keyboard.sendCharacter(hex);
  await page.keyboard.press('Tab');
  const [r, g, b] = hexToRgb(hex);
  await page.waitForFunction(
    (sel, rgb) => document.querySelector(sel)?.getAttribute('aria-label')?.includes(rgb),
    { timeout: 15_000 },
    swatch,
    `rgba(${r}, ${g}, ${b},`,
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !Array.from(document.querySelectorAll('label')).some((l) => l.textContent?.trim() === 'Hex'), { timeout: 15_000 });
}

/** Replaces a text or number field's value ({@link replaceText}). */
async function setText(page: Page, label: string, value: string): Promise<void> {
  await replaceText(page, `[id="${await idOf(page, label)}"]`, value);
}

/** Applies one control in the editor. */
export async function apply(page: Page, control: Control): Promise<void> {
  if (control.kind === 'colour') return setColour(page, control.path, control.hex);
  if (control.kind === 'text') return setText(page, control.label, control.value);
  if (control.kind === 'choose') return choose(page, control.label);
  await page.select(`[id="${await idOf(page, control.label)}"]`, control.value);
}

/** Reads every look of the rows inside #cartlift-root of a page or the preview frame; a missing element reads null. */
export function readLooks(root: Page | Frame, rows: StyleRow[]): Promise<Record<string, string | null>> {
  return root.evaluate((looks) => {
    const out: Record<string, string | null> = {};
    for (const { setting, look } of looks) {
      const el = document.querySelector<HTMLElement>(`#cartlift-root ${look.selector}`);
      if (!el) {
        out[setting] = null;
        continue;
      }
      const cs = getComputedStyle(el);
      if (look.read === 'text') out[setting] = el.textContent?.trim() ?? '';
      else if (look.read === 'textStart') {
        // Texts followed by an amount the drawer fills in: the merchant's words must open them.
        const text = el.textContent?.trim() ?? '';
        out[setting] = text.startsWith(look.expected) ? look.expected : text;
      } else if (look.read === 'fontSizeRatio') {
        const parent = getComputedStyle(el.parentElement!).fontSize;
        out[setting] = (parseFloat(cs.fontSize) / parseFloat(parent)).toFixed(2);
      } else if (look.read === 'closest') {
        // Where the block sits: the expected region when it holds the element, else the classes of the element's parent.
        out[setting] = el.closest(look.expected) ? look.expected : (el.parentElement?.className ?? '');
      } else out[setting] = cs.getPropertyValue(look.read).trim();
    }
    return out;
  }, rows.map(({ setting, look }) => ({ setting, look })));
}

/** The looks the rows expect, keyed by setting. */
export const expectedLooks = (rows: StyleRow[]): Record<string, string> =>
  Object.fromEntries(rows.map((r) => [r.setting, r.look.expected]));

/**
 * Waits until the drawer (page or preview frame) shows every expected look (the preview redraws as the draft changes,
 * the storefront after its lookup), then returns what it shows for the caller's assertion.
 */
export async function settledLooks(root: Page | Frame, rows: StyleRow[], timeout = 10_000): Promise<Record<string, string | null>> {
  const expected = JSON.stringify(expectedLooks(rows));
  const deadline = Date.now() + timeout;
  let seen = await readLooks(root, rows);
  while (JSON.stringify(seen) !== expected && Date.now() < deadline) {
    // Read every 50 ms: a read is one cheap evaluate, and the preview redraws within a frame or two of the draft.
    await new Promise((r) => setTimeout(r, 50));
    seen = await readLooks(root, rows);
  }
  return seen;
}
