/**
 * Issue 25's storefront figures, one run (`npx tsx bench/first-interaction.ts [runs]` from the repo root, after
 * `npm run build -w storefront-cart`). On the dev store's product page in headless Chromium, the widget loaded as a
 * deployed app loads it (the theme app extension's assets on a stand-in for Shopify's CDN):
 * - bytes the gateway serves for /storefront/* (the build's brotli and gzip copies) against the raw files;
 * - add-to-cart click → Cartlift drawer visible with the new line, against the same click → the theme's own cart
 *   bubble updated without the app (medians, alternating cold runs, same run): on a settled page, and clicked
 *   with the pointer as soon as the loader has run (before the page is idle: the drawer comes on intent or the click);
 * - the first tap's longest task with the CPU throttled 4× (PerformanceObserver longtask from the tap until the drawer
 *   shows and the page is quiet), tapped as soon as the loader has run, and for the theme alone.
 * Appends (or replaces) the "## First interaction (issue 25)" section of bench/RESULTS.md unless BENCH_WRITE=0.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchBrowser } from '../e2e/support/browser';
import { buildWidget, closeAll, extensionAssets, serveDir, SHOPIFY_ASSETS, startStore } from '../e2e/storefront/support/stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { servedFiles } = require('../storefront-cart/scripts/sizes.js') as {
  servedFiles(): { file: string; raw: number; gzip: number; br: number }[];
};

const RUNS = Number(process.argv[2] ?? 15);
const HANDLE = 'wool-beanie';
const ADD = 'form[action*="/cart/add"] [type="submit"]';
// Strings, not functions: tsx would inject its __name helper into a serialised function.
const DRAWER_SHOWN = `!!document.querySelector('#cartlift-root .cartlift-drawer--open .cartlift-line[data-variant-id]')`;
const BUBBLE_SHOWN = `document.querySelector('#cart-icon-bubble .cart-count-bubble span[aria-hidden="true"]')?.textContent === '1'`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (xs: number[]) => `median ${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');

/** Time from a click on Add to cart until `done` holds, polled every animation frame. */
async function clickToShown(page: Page, done: string, pointer: boolean): Promise<number> {
  if (pointer) {
    // The shopper's pointer reaches the button and presses it (pointerover, pointerdown, click): t0 is the press.
    await page.hover(ADD);
    await page.evaluate('window.__t0 = performance.now()');
    await page.mouse.down();
    await page.mouse.up();
    return (await page.evaluate(`new Promise((resolve) => {
      const tick = () => (${done} ? resolve(performance.now() - window.__t0) : requestAnimationFrame(tick));
      tick();
    })`)) as number;
  }
  return (await page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    document.querySelector('${ADD}').click();
    const tick = () => (${done} ? resolve(performance.now() - t0) : requestAnimationFrame(tick));
    tick();
  })`)) as number;
}

async function main(): Promise<void> {
  const loadBefore = load();
  await buildWidget({ cache: false });
  const served = servedFiles();
  const extension = extensionAssets();
  const cdn = await serveDir(extension.dir, SHOPIFY_ASSETS.path);
  const withApp = await startStore({ appEmbedScriptUrl: `${cdn.url}${SHOPIFY_ASSETS.path}/loader.js${SHOPIFY_ASSETS.query}` });
  const withoutApp = await startStore({ appEmbedEnabled: false });
  const browser = await launchBrowser();

  /** One cold page (a context of its own): settled (network idle) or as soon as the loader has run. */
  async function open(base: string, settled: boolean, mobile = false): Promise<Page> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(mobile ? { width: 390, height: 844, isMobile: true, hasTouch: true } : { width: 1280, height: 900 });
    await page.goto(`${base}/products/${HANDLE}`, { waitUntil: settled ? 'networkidle0' : 'domcontentloaded' });
    if (!settled) await page.waitForFunction(`document.readyState !== 'loading'`, { polling: 'mutation' });
    return page;
  }

  const times = { settled: [] as number[], settledTheme: [] as number[], early: [] as number[], earlyTheme: [] as number[] };
  const measure = async (base: string, app: boolean, settled: boolean): Promise<number> => {
    const page = await open(base, settled);
    if (app && !settled) await page.waitForFunction(`'Cartlift' in window`, { polling: 'mutation' });
    const ms = await clickToShown(page, app ? DRAWER_SHOWN : BUBBLE_SHOWN, !settled);
    await page.browserContext().close();
    return ms;
  };
  await measure(withApp.url, true, true); // warms the servers; every measured run is a new context, cold cache
  for (let i = 0; i < RUNS; i++) {
    times.settled.push(await measure(withApp.url, true, true));
    times.settledTheme.push(await measure(withoutApp.url, false, true));
    times.early.push(await measure(withApp.url, true, false));
    times.earlyTheme.push(await measure(withoutApp.url, false, false));
  }

  /** The first tap's long tasks (ms) with the CPU 4× slower: from the tap until the result shows and 1 s has passed. */
  const firstTap = async (base: string, app: boolean): Promise<number> => {
    const page = await open(base, false, true);
    await page.emulateCPUThrottling(4);
    await page.evaluate(`window.__long = []; new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' })`);
    if (app) await page.waitForFunction(`'Cartlift' in window`, { polling: 'mutation' });
    const t0 = (await page.evaluate('performance.now()')) as number;
    await page.tap(ADD);
    await page.waitForFunction(app ? DRAWER_SHOWN : BUBBLE_SHOWN, { polling: 50, timeout: 30_000 });
    // Long tasks are reported once they end; a second of quiet lets the last one (the first render) arrive.
    await new Promise((r) => setTimeout(r, 1000));
    const tasks = (await page.evaluate('window.__long')) as { start: number; duration: number }[];
    await page.browserContext().close();
    return Math.max(0, ...tasks.filter((t) => t.start + t.duration >= t0).map((t) => t.duration));
  };
  const taps = { app: [] as number[], theme: [] as number[] };
  for (let i = 0; i < Math.min(RUNS, 7); i++) {
    taps.app.push(await firstTap(withApp.url, true));
    taps.theme.push(await firstTap(withoutApp.url, false));
  }

  await browser.close();
  await closeAll(withApp.server, withoutApp.server, cdn.server);
  extension.remove();

  const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
  const bytes = served
    .filter((f) => f.file === 'loader.js' || f.file.startsWith('cartlift-') || f.file === 'preview.js')
    .map((f) => `| \`${f.file}\` | ${f.raw} | ${f.gzip} | ${f.br} |`);
  const lines = [
    `add-to-cart click → drawer visible with the new line, settled page (${RUNS} cold runs): ${fmt(times.settled)}`,
    `same click → the theme's own cart bubble updated, app embed off: ${fmt(times.settledTheme)}`,
    `**ratio drawer / theme bubble (medians, settled page): ${ratio(times.settled, times.settledTheme)}** (issue 25: ≤ 1.5)`,
    `pointer press right after the loader ran (before idle; the drawer is fetched on intent) → drawer visible: ${fmt(times.early)}`,
    `same press → theme bubble, app embed off: ${fmt(times.earlyTheme)}; ratio ${ratio(times.early, times.earlyTheme)}`,
    `first tap's longest task, CPU 4× throttled, tapped as soon as the loader ran (${taps.app.length} cold runs, 390×844 touch): ${fmt(taps.app)}; every run: ${taps.app.map((t) => t.toFixed(0)).join(', ')} ms (issue 25: none over 200 ms)`,
    `same tap, theme alone (app embed off): ${fmt(taps.theme)}`,
  ];
  const when = new Date().toISOString();
  const section = [
    '',
    '## First interaction (issue 25)',
    '',
    `Measured ${when} by \`npx tsx bench/first-interaction.ts ${RUNS}\` (headless Chromium; the dev store's product page with the`,
    `app embed loading \`loader.js${SHOPIFY_ASSETS.query}\` from the theme app extension's assets on a local stand-in for Shopify's CDN; 2 shared`,
    `cores, node ${process.version}). Load average (1 / 5 / 15 min) before: ${loadBefore}, after: ${load()}.`,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    'Bytes the gateway serves for `/storefront/*` where it still serves them (local, self-hosted, the admin preview): the',
    "build's precompressed copies, sent as they are (`gateway/src/http/storefrontFiles.ts`; the size test measures these",
    'bodies over HTTP). Before issue 25 the gateway sent every file uncompressed.',
    '',
    '| File | raw B | gzip B (served) | brotli B (served) |',
    '|---|---|---|---|',
    ...bytes,
    '',
  ].join('\n');
  console.log(section);
  if (process.env.BENCH_WRITE !== '0') {
    const file = path.join(__dirname, 'RESULTS.md');
    const old = fs.readFileSync(file, 'utf8');
    const heading = '\n## First interaction (issue 25)\n';
    fs.writeFileSync(file, old.includes(heading) ? old.replace(/\n## First interaction \(issue 25\)\n[\s\S]*?(?=\n## |$)/, section) : old + section);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
