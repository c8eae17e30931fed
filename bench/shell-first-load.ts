// First load of the admin shell plus one remote, in headless Chromium against the production builds served the way
// `npm start` serves them: JS bytes gzip (what the browser downloads) and Largest Contentful Paint.
// Run: npx tsx bench/shell-first-load.ts   (needs the built packages: npm start's build step, or npm run build)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchBrowser } from '../e2e/support/browser';
import { closeWelcome, logIn, SHOP_QUERY } from '../e2e/shell/support/adminPage';
import { startAdminStack } from '../e2e/shell/support/adminStack';

const RUNS = 5;
const JS_BUDGET_BYTES = 300 * 1024;
const LCP_BUDGET_MS = 1500;

declare global {
  interface Window {
    __lcp?: number;
  }
}

/** Bytes of a response body as served with Accept-Encoding: gzip (the static server compresses JS). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

interface Sample {
  lcpMs: number;
  jsFiles: string[];
}

/** One cold load (empty cache, signed-in session) of `url`; waits for `text`, returns LCP and the JS files fetched. */
async function coldLoad(page: Page, url: string, text: string): Promise<Sample> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const jsFiles: string[] = [];
  const onResponse = (r: { url(): string; headers(): Record<string, string> }) => {
    if ((r.headers()['content-type'] ?? '').includes('javascript')) jsFiles.push(r.url());
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector(`#AppFrameMain ::-p-text(${text})`);
  // LCP is final once the page stops painting new candidates; input would end it, so just give it a moment.
  await new Promise((r) => setTimeout(r, 300));
  const lcpMs = await page.evaluate(() => window.__lcp ?? NaN);
  page.off('response', onResponse);
  await cdp.detach();
  return { lcpMs, jsFiles };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function measure(page: Page, url: string, text: string) {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await coldLoad(page, url, text));
  const files = [...new Set(samples[0].jsFiles)];
  const sizes = await Promise.all(files.map(gzipBytes));
  return {
    jsGzip: sizes.reduce((a, b) => a + b, 0),
    jsFiles: files.length,
    lcp: samples.map((s) => s.lcpMs),
  };
}

async function main() {
  const stack = await startAdminStack();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 860 });
    await page.evaluateOnNewDocument(() => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        window.__lcp = entries[entries.length - 1].startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await logIn(page, stack.shellUrl);
    await closeWelcome(page);
    const withRemote = await measure(page, `${stack.shellUrl}/dashboard${SHOP_QUERY}`, 'This screen is not available yet');
    const shellOnly = await measure(page, `${stack.shellUrl}/${SHOP_QUERY}`, 'Setup Guide');
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const ms = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
    const lines = [
      `shell + mfe_analytics (/dashboard): JS ${kb(withRemote.jsGzip)} gzip in ${withRemote.jsFiles} files; LCP ${ms(withRemote.lcp)} over ${RUNS} cold loads`,
      `shell alone (/ Getting started):    JS ${kb(shellOnly.jsGzip)} gzip in ${shellOnly.jsFiles} files; LCP ${ms(shellOnly.lcp)} over ${RUNS} cold loads`,
      `budget: JS <= ${kb(JS_BUDGET_BYTES)} gzip -> ${withRemote.jsGzip <= JS_BUDGET_BYTES ? 'met' : 'NOT met'}; LCP <= ${LCP_BUDGET_MS} ms -> ${median(withRemote.lcp) <= LCP_BUDGET_MS ? 'met' : 'NOT met'}`,
    ];
    for (const l of lines) console.log(l);
    writeResults(lines, withRemote.lcp, shellOnly.lcp);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** Replaces (or appends) the "## Admin shell" section of bench/RESULTS.md; other sections are left as they are. */
function writeResults(lines: string[], lcpRemote: number[], lcpShell: number[]) {
  const file = path.join(__dirname, 'RESULTS.md');
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const section = [
    '## Admin shell',
    '',
    'Command: `npx tsx bench/shell-first-load.ts` (after the builds). It starts the gateway (fresh SQLite, seeded demo',
    'shop), the dev store, the shell and the four remotes from their production builds behind admin-kit\'s static server',
    '(gzip on), signs in once, then loads the page cold (browser cache cleared and disabled) in headless Chromium',
    `${RUNS} times. JS bytes are the gzip bodies of every JavaScript file the page fetched; LCP is the last`,
    '`largest-contentful-paint` entry (PerformanceObserver).',
    '',
    `Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${os.cpus().length} vCPUs, ${os.type()} ${os.release()}, node ${process.version}.`,
    '',
    ...lines.map((l) => `- ${l}`),
    `- LCP samples (ms): /dashboard ${lcpRemote.map((x) => x.toFixed(0)).join(', ')}; / ${lcpShell.map((x) => x.toFixed(0)).join(', ')}`,
    '',
  ].join('\n');
  const at = before.indexOf('\n## Admin shell');
  let out: string;
  if (at === -1) out = `${before.trimEnd()}\n\n${section}`;
  else {
    const next = before.indexOf('\n## ', at + 1);
    out = `${before.slice(0, at)}\n${section}${next === -1 ? '' : before.slice(next)}`;
  }
  fs.writeFileSync(file, out);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
