import type { ElementHandle, Page } from 'puppeteer-core';
import { pageState } from '../../shell/support/adminPage';

/**
 * Replaces the text of the field `selector` names as a merchant who selects it and pastes: the field is focused, its
 * text selected with Ctrl+A and deleted, and the new text entered as one input event. Key by key, the form and the
 * preview re-rendered once per character (browser CPU the suite's two cores pay for); what single keystrokes do is
 * covered where it matters (the lost-keystroke tests in the remotes' unit tests, the journeys' keyboard-only steps).
 * Focused from script, not by a click at its coordinates: a click can land on the contextual save bar once the draft
 * is dirty, and the old text stays.
 */
export async function replaceText(page: Page, selector: string, value: string, { scroll = true } = {}): Promise<void> {
  await page.$eval(
    selector,
    (el, toCentre) => {
      if (toCentre) el.scrollIntoView({ block: 'center' });
      (el as HTMLInputElement).focus();
    },
    scroll,
  );
  // Selected with the keyboard once focused, as a merchant does: a selection made from script did not hold in the
  // campaign editor's colour Hex field (the colour stayed unchanged in two runs of the styles journey).
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  if (value) await page.keyboard.sendCharacter(value);
}

/**
 * Replaces the value of the Polaris text field labelled `label` ({@link replaceText}), and types it again if the field
 * does not hold it: a field in a modal that is still opening can lose the focus to the modal's own focusing between
 * the focus and the typing, as a merchant who starts typing too early sees (the experiments journey's draft name stayed
 * empty once in twelve runs, so Create stayed disabled).
 */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  const selector = await fieldOf(page, label);
  const holds = (timeout: number) =>
    page.waitForFunction((s, v) => document.querySelector<HTMLInputElement>(s)?.value === v, { timeout }, selector, value);
  await replaceText(page, selector, value);
  const typed = await holds(2_000).then(() => true, () => false);
  if (typed) return;
  await replaceText(page, selector, value);
  await holds(15_000);
}

/** The selector of the field the label `label` names, once that label is on the page. */
async function fieldOf(page: Page, label: string): Promise<string> {
  const id = await page.waitForFunction(
    (l) => Array.from(document.querySelectorAll('label')).find((x) => x.textContent?.trim() === l)?.getAttribute('for') ?? false,
    { timeout: 15_000 },
    label,
  );
  return `[id="${String(await id.jsonValue())}"]`;
}

/**
 * Replaces the value of a text field in a popover that has just opened (a colour's Hex field): clicked through a
 * locator, which waits until the popover has placed the field and so has done its own focusing, then typed as one
 * input event. The campaign styles journey's colour picker missed a field focused or clicked while its popover placed
 * itself (7f4fac5); Cart Setup's primary colour stayed unchanged in one of ten journey runs the same way.
 */
export async function fillInPopover(page: Page, label: string, value: string): Promise<void> {
  await page.locator(await fieldOf(page, label)).click({ count: 3 });
  await page.keyboard.sendCharacter(value);
}

/** Clicks the radio button or checkbox labelled `label` (also visually hidden labels, as the Active toggle has). */
export async function choose(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    (l) => Array.from(document.querySelectorAll('label')).some((x) => x.textContent?.trim() === l),
    { timeout: 15_000 },
    label,
  );
  await page.evaluate((l) => Array.from(document.querySelectorAll('label')).find((x) => x.textContent?.trim() === l)!.click(), label);
}

/** The text of the Errors box, or '' when there is none. */
export async function errorsBoxText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const heading = Array.from(document.querySelectorAll('h2')).find((h) => /^Errors \(\d+\)$/.test(h.textContent ?? ''));
    return heading?.closest('.Polaris-Banner')?.textContent ?? '';
  });
}

/** The inline error Polaris shows under the field labelled `label`. */
export async function fieldError(page: Page, label: string): Promise<string> {
  return page.evaluate((l) => {
    const lab = Array.from(document.querySelectorAll('label')).find((x) => x.textContent?.trim() === l);
    const input = lab?.getAttribute('for') ? document.getElementById(lab.getAttribute('for')!) : null;
    const described = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  }, label);
}

/** Waits until the URL path matches. */
export async function waitForPath(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction((p) => new RegExp(p).test(window.location.pathname), { timeout: 15_000 }, pattern.source);
  return new URL(page.url()).pathname;
}

/** The visible element (deepest) whose text is exactly `text`, inside `scope` (a CSS selector). */
export async function visibleText(page: Page, text: string, scope = 'body'): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (t, sc) =>
      Array.from(document.querySelectorAll<HTMLElement>(`${sc} *`)).find(
        (e) => e.children.length === 0 && e.textContent?.trim() === t && e.offsetParent !== null,
      ) ?? false,
    { timeout: 15_000 },
    text,
    scope,
  );
  return handle.asElement() as ElementHandle<Element>;
}

/**
 * Clicks the visible button or link whose text is exactly `text`, scrolling it into view first (Load More and the
 * pickers sit below the fold). Polaris keeps hidden measuring copies of page actions; those are skipped.
 */
export async function press(page: Page, text: string): Promise<void> {
  const handle = await page
    .waitForFunction(
      (t) =>
        Array.from(document.querySelectorAll<HTMLElement>('button, a')).find(
          (b) =>
            b.textContent?.trim() === t &&
            b.offsetParent !== null &&
            getComputedStyle(b).visibility !== 'hidden' &&
            b.closest('[aria-hidden="true"]') === null,
        ) ?? false,
      { timeout: 15_000 },
      text,
    )
    .catch(async (e: unknown) => {
      // Say what the page showed instead, and which same-named buttons were there but hidden.
      const hidden = await page.evaluate(
        (t) =>
          Array.from(document.querySelectorAll<HTMLElement>('button, a'))
            .filter((b) => b.textContent?.trim() === t)
            .map((b) => `${b.tagName}${b.offsetParent === null ? ' no-offset-parent' : ''}${b.closest('[aria-hidden="true"]') ? ' in-aria-hidden' : ''}`),
        text,
      );
      throw new Error(`no visible "${text}" to press (${hidden.join(', ') || 'none in the page'}): ${await pageState(page)}`, { cause: e });
    });
  const el = handle.asElement() as ElementHandle<HTMLElement>;
  await el.evaluate((b) => b.scrollIntoView({ block: 'center' }));
  // A DOM click, not a mouse click at coordinates: the contextual save bar slides in and a coordinate click can miss it.
  await el.evaluate((b) => b.click());
}
