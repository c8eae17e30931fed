import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's build of Chromium's headless shell (package `chromium-headless-shell`, the same Chromium version, Blink and V8
 * as the `chromium` package, without the browser's UI layer; what Puppeteer calls `headless: 'shell'`), else Debian's
 * `chromium` in its headless mode. A plain puppeteer browser download cannot work on these machines. The shell is
 * preferred for its CPU: the journeys are about half the suite's CPU and Chromium most of theirs, and the same journey
 * file took 36.8-40.4 CPU-s in the shell against 47.6-54.4 in `chromium` (2026-11-27, bench/RESULTS.md, ninth series).
 * `CHROMIUM_PATH` names another binary; the benchmarks keep `chromium`, as shoppers and merchants run it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Screenshots land here; the folder is git-ignored and kept as a test artifact. */
export const ARTIFACTS_DIR = path.join(__dirname, '..', 'artifacts');

/**
 * The variable globalSetup leaves for the workers: one Chromium per jest worker, as a JSON array of DevTools WebSocket
 * endpoints (worker N uses entry N-1). Each journey file works in browser contexts of its own (no cookies, storage or
 * cache shared; Chromium never shares a renderer process between contexts), so a file meets the same clean browser as
 * if it had launched one; launching costs 0.8 CPU-s and about a second each time, 21 times a run before.
 */
export const SHARED_BROWSERS_ENV = 'CARTLIFT_E2E_BROWSERS';

/** What a journey file uses of Chromium: contexts of its own, all closed by `close()`. */
export interface JourneyBrowser {
  createBrowserContext(): Promise<BrowserContext>;
  /** Closes every context this file opened and lets go of the browser (the shared one keeps running). */
  close(): Promise<void>;
}

const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Starts headless Chromium with a fresh profile. The background-networking flags matter: without them Chromium keeps
 * trying to reach the internet from this closed network and floods the log.
 */
export async function startChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  // The shell has only the old headless mode (Puppeteer's 'shell'); `chromium` only the new one.
  const headless = path.basename(CHROMIUM_PATH) === path.basename(HEADLESS_SHELL) ? 'shell' : true;
  // No userDataDir: Puppeteer makes a fresh profile in the temp folder and removes it when the browser closes.
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, headless, args: [...BASE_ARGS, ...extraArgs] });
}

/** The endpoint of this worker's shared Chromium, if globalSetup started them. */
function sharedEndpoint(): string | undefined {
  const raw = process.env[SHARED_BROWSERS_ENV];
  if (!raw) return undefined;
  const endpoints = JSON.parse(raw) as string[];
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return endpoints[(worker - 1) % endpoints.length];
}

/** A handle that tracks the contexts it opened, so close() leaves the browser as the file found it. */
function journeyBrowser(browser: Browser, release: () => Promise<void>): JourneyBrowser {
  const opened = new Set<BrowserContext>();
  return {
    async createBrowserContext() {
      const context = await browser.createBrowserContext();
      opened.add(context);
      return context;
    },
    async close() {
      await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
      opened.clear();
      await release();
    },
  };
}

/**
 * The browser a journey file works in: this worker's shared Chromium (connected to, never closed by the file), or one
 * launched for the file when there is none (a file run alone, outside globalSetup) or when it needs its own flags
 * (`extraArgs`: host mapping for a custom storefront domain).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<JourneyBrowser> {
  const endpoint = extraArgs.length === 0 ? sharedEndpoint() : undefined;
  if (endpoint) {
    // A shared browser that has gone (crashed, killed) costs this file a launch of its own, not its journeys.
    const browser = await puppeteer.connect({ browserWSEndpoint: endpoint }).catch((e: unknown) => {
      console.warn(`e2e: the worker's shared Chromium did not answer (${String(e)}); this file launches its own`);
      return undefined;
    });
    if (browser) return journeyBrowser(browser, () => browser.disconnect());
  }
  const browser = await startChromium(extraArgs);
  return journeyBrowser(browser, () => browser.close());
}

/**
 * Saves a full-page screenshot as e2e/artifacts/<name>.jpg and returns its path. JPEG at quality 85: a run takes about
 * 130 of them, and a full-page PNG took twice the CPU of this (141 against 69 ms for a 1280x2637 page), 16 of the
 * journeys' 320 CPU-seconds; the pictures are for people reading a run, and read the same.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-_]+/gi, '-')}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 85, optimizeForSpeed: true });
  return file;
}
