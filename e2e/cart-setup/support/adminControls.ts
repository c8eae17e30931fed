import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { replaceText } from '../../campaigns/support/campaignPage';

/**
 * The admin's settings controls driven as a merchant does (typing, clicking, keys), found by their visible label. Labels
 * repeat on Cart Setup ("Font size" four times, "Background" twice), so each helper takes the label's place among its
 * namesakes, top first. Sections below the fold load as the merchant scrolls towards them: while a label is missing the
 * page is scrolled on.
 */

/** The id of the input the `nth` label reading exactly `label` points at. */
async function inputId(page: Page, label: string, nth = 0): Promise<string> {
  const handle = await page.waitForFunction(
    (l, n) => {
      const found = Array.from(document.querySelectorAll('label')).filter((x) => x.textContent?.trim() === l);
      if (found.length > n) return found[n].getAttribute('for') || false;
      window.scrollBy(0, 500);
      return false;
    },
    { polling: 100, timeout: 20_000 },
    label,
    nth,
  );
  const id = `[id="${String(await handle.jsonValue())}"]`;
  await page.$eval(id, (e) => e.scrollIntoView({ block: 'center' }));
  return id;
}

/**
 * Replaces a text or number field's value: selects it, deletes it and enters the new text as one input event, as a paste
 * does. Typing key by key re-rendered Cart Setup and its preview once per character (about 10 s of the drawn-controls
 * journey) and no journey tests typing itself. A Polaris popover that has just opened may still move focus: the value is
 * checked and entered again (at most three times) rather than trusted.
 */
export async function setText(page: Page, label: string, value: string, nth = 0): Promise<void> {
  const id = await inputId(page, label, nth);
  for (let attempt = 1; ; attempt++) {
    // Focused from script: three clicks cost three rounds of mouse events that the form and its preview answer.
    await replaceText(page, id, value, { scroll: false });
    const typed = await page
      .waitForFunction((s, v) => (document.querySelector(s) as HTMLInputElement).value === v, { timeout: 3_000 }, id, value)
      .then(() => true, () => false);
    if (typed) return;
    if (attempt === 3) throw new Error(`${label} reads ${await page.$eval(id, (e) => (e as HTMLInputElement).value)}, not ${value}`);
  }
}

/** Ticks or unticks a checkbox by clicking its label (only when it is not already as wanted). */
export async function setCheck(page: Page, label: string, on: boolean, nth = 0): Promise<void> {
  const id = await inputId(page, label, nth);
  if ((await page.$eval(id, (e) => (e as HTMLInputElement).checked)) === on) return;
  await page.$$eval('label', (ls, l, n) => (ls.filter((x) => x.textContent?.trim() === l)[n] as HTMLElement).click(), label, nth);
  await page.waitForFunction((s, want) => (document.querySelector(s) as HTMLInputElement).checked === want, {}, id, on);
}

/** Chooses an option of a select by its value. */
export async function setSelect(page: Page, label: string, value: string, nth = 0): Promise<void> {
  await page.select(await inputId(page, label, nth), value);
}

/** Moves a slider to its end ('End') or start ('Home') with the keyboard. */
export async function setRange(page: Page, label: string, key: 'End' | 'Home', nth = 0): Promise<void> {
  await page.focus(await inputId(page, label, nth));
  await page.keyboard.press(key);
}

/**
 * Opens the colour field's picker, types the hex, leaves the field (which applies it) and closes the picker. Opened
 * again (at most three times) when the picker closed before the hex was in: the live preview's frame can take the
 * focus as it redraws, and Polaris closes a popover that loses it.
 */
export async function setColour(page: Page, label: string, hex: string, nth = 0): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // The swatch button's aria-label reads "label: #hex".
    const swatch = await page.waitForFunction(
      (l, n) => {
        const found = Array.from(document.querySelectorAll('button')).filter((b) => b.getAttribute('aria-label')?.startsWith(`${l}: `))[n];
        if (!found) window.scrollBy(0, 500);
        return found ?? false;
      },
      { polling: 100, timeout: 20_000 },
      label,
      nth,
    );
    await swatch.asElement()!.evaluate((b) => (b as HTMLElement).scrollIntoView({ block: 'center' }));
    await swatch.asElement()!.evaluate((b) => (b as HTMLElement).click());
    try {
      // Polaris focuses the popover once it has opened: typing before that would lose keys to the move. The popover
      // is this field's (the one holding its hex input), not the last one still closing.
      await page.waitForFunction(
        (l) => {
          const hexLabel = Array.from(document.querySelectorAll('label')).find((x) => x.textContent?.trim() === `${l} hex`);
          const popover = hexLabel?.closest('.Polaris-Popover');
          return !!popover && popover.contains(document.activeElement);
        },
        { timeout: 10_000 },
        label,
      );
      await setText(page, `${label} hex`, hex);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        (l, n, h) =>
          Array.from(document.querySelectorAll('button')).filter((b) => b.getAttribute('aria-label')?.startsWith(`${l}: `))[n]?.getAttribute('aria-label') === `${l}: ${h}`,
        { timeout: 5_000 },
        label,
        nth,
        hex,
      );
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      // Close whatever is left open before trying again.
      await page.keyboard.press('Escape');
    }
  }
}

/** A 2 by 2 PNG the image fields upload (written once to the temp folder). */
export function pngFile(name: string): string {
  const file = path.join(os.tmpdir(), name);
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
  writeFileSync(file, Buffer.from(png, 'base64'));
  return file;
}

/** Drops a file on an image field (its DropZone's file input) and waits for the uploaded image's thumbnail. */
export async function setImage(page: Page, label: string, file: string): Promise<void> {
  const id = await inputId(page, label);
  const input = await page.$(`${id}[type="file"], ${id} input[type="file"]`);
  if (!input) throw new Error(`no file input for ${label}`);
  await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
  await page.waitForSelector(`img[alt="${label}"]`, { timeout: 15_000 });
}

/**
 * Replaces a rich-text field's text (Cart Setup's empty-cart text, announcement, text block): clicks the field (its
 * editor loads then), selects all, deletes and enters the text as one input event (as a paste does; the editor reads it
 * as one beforeinput). The field is named by a label element, not a <label>.
 */
export async function setRichText(page: Page, label: string, value: string): Promise<void> {
  const labelId = await page.waitForFunction(
    (l) => {
      const found = Array.from(document.querySelectorAll('span[id]')).find((x) => x.textContent?.trim() === l);
      if (found) return found.id;
      window.scrollBy(0, 500);
      return false;
    },
    { polling: 100, timeout: 20_000 },
    label,
  );
  const box = `[role="textbox"][aria-labelledby="${String(await labelId.jsonValue())}"]`;
  await page.$eval(box, (e) => e.scrollIntoView({ block: 'center' }));
  await page.click(box);
  const editable = `${box}[contenteditable="true"]`;
  await page.waitForSelector(editable, { timeout: 15_000 });
  await page.click(editable);
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  if (value) await page.keyboard.sendCharacter(value);
  await page.waitForFunction((s, v) => document.querySelector(s)?.textContent === v, {}, editable, value);
}
