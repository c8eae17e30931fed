import type { ElementHandle, Page } from 'puppeteer-core';
import type { JourneyBrowser } from '../../support/browser';
import { DEMO_SHOP } from './adminStack';

/** The demo shop's query string every admin URL carries. */
export const SHOP_QUERY = `?shop=${DEMO_SHOP}`;

/** A fresh incognito page (no storage, no cache) at desktop size. */
export async function freshPage(browser: JourneyBrowser): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 860 });
  const problems: string[] = [];
  PROBLEMS.set(page, problems);
  page.on('pageerror', (e) => problems.push(`error: ${e instanceof Error ? e.message : String(e)}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return page;
}

/** Script errors, failed requests and 5xx answers each fresh page met, newest last. */
const PROBLEMS = new WeakMap<Page, string[]>();

/** Waits until the page shows this exact text somewhere; a timeout says what the page showed instead. */
export async function seeText(page: Page, text: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForSelector(`::-p-text(${text})`, { timeout });
  } catch (e) {
    throw new Error(`"${text}" not shown: ${await pageState(page)}`, { cause: e });
  }
}

/** Where the page is and what it shows, for failure messages (a journey that times out otherwise says nothing). */
export async function pageState(page: Page): Promise<string> {
  const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '(page gone)');
  const problems = PROBLEMS.get(page)?.slice(-8).join('; ') || 'none';
  return `at ${page.url()}, showing: ${text.replace(/\s+/g, ' ').slice(0, 600)}; problems: ${problems}`;
}

/** Whether the page shows the text now. */
export async function hasText(page: Page, text: string): Promise<boolean> {
  return (await page.$(`::-p-text(${text})`)) !== null;
}

/** Path and query of the page's current URL. */
export function location(page: Page): { pathname: string; search: string } {
  const url = new URL(page.url());
  return { pathname: url.pathname, search: url.search };
}

/** Signs in through /login as the demo merchant and closes the first-login welcome video. */
export async function logIn(page: Page, shellUrl: string): Promise<void> {
  await page.goto(`${shellUrl}/login${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
  await page.locator('button::-p-text(Log in)').click();
  await seeText(page, 'tasks completed', 20_000);
}

/** Closes the welcome video if it is open. */
export async function closeWelcome(page: Page): Promise<void> {
  if (await hasText(page, 'Welcome to Cartlift')) {
    await page.locator('button::-p-text(Get started)').click();
    await page.waitForFunction(() => !document.body.innerText.includes('Welcome to Cartlift'), { timeout: 15_000 });
  }
}

/** Clicks a sidebar entry by its label. */
export async function clickSidebar(page: Page, label: string): Promise<void> {
  await page.locator(`nav a::-p-text(${label})`).click();
}

/** The href of the first link whose text is exactly `text`. */
export async function hrefOf(page: Page, text: string): Promise<string | null> {
  return page.evaluate(
    (t) => Array.from(document.querySelectorAll('a')).find((a) => a.textContent?.trim() === t)?.getAttribute('href') ?? null,
    text,
  );
}

/**
 * Clicks the visible button whose text is exactly `text`. Polaris renders page actions twice (a hidden copy measures
 * the layout), so a plain text selector can hit the invisible one.
 */
export async function clickButton(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) =>
      Array.from(document.querySelectorAll<HTMLElement>('button, a')).some(
        (b) => {
          if (b.textContent?.trim() !== t) return false;
          const r = b.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.width > 0 && top !== null && b.contains(top);
        },
      ),
    { timeout: 15_000 },
    text,
  );
  const handle = await page.evaluateHandle(
    (t) =>
      Array.from(document.querySelectorAll<HTMLElement>('button, a')).find(
        (b) => {
          if (b.textContent?.trim() !== t) return false;
          const r = b.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.width > 0 && top !== null && b.contains(top);
        },
      ),
    text,
  );
  const el = handle.asElement();
  if (!el) throw new Error(`no visible button "${text}"`);
  await (el as ElementHandle<Element>).click();
  await handle.dispose();
}
