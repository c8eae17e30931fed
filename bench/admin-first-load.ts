// First load of every admin route (Getting started, each sidebar route of REMOTE_ROUTES, the campaign editor) in headless
// Chromium against the production builds, every remote real, served by admin-kit's static server (gzip on).
// First-load JS is defined in e2e/shell/support/firstLoad.ts (README "Admin first-load budget").
// Run: npx tsx bench/admin-first-load.ts [runs]   (needs the builds: npx lerna run build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { closeWelcome, freshPage, logIn } from '../e2e/shell/support/adminPage';
import { startAdminStack } from '../e2e/shell/support/adminStack';
import { listAll } from '../e2e/campaigns/support/campaignApi';
import { coldLoad, FIRST_LOAD_BUDGET_BYTES, firstLoadRoutes, FRAME_JS_BUDGET_BYTES, observeWebVitals, previewScriptOf, type FirstLoad } from '../e2e/shell/support/firstLoad';

const RUNS = Number(process.argv[2] ?? 5);
const LCP_BUDGET_MS = 1000;
const CLS_BUDGET = 0.05;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const loadBefore = os.loadavg();
  const stack = await startAdminStack();
  const browser = await launchBrowser();
  const rows: string[] = [];
  let allMet = true;
  try {
    const page = await freshPage(browser);
    await observeWebVitals(page);
    await logIn(page, stack.shellUrl);
    await closeWelcome(page);
    for (const route of firstLoadRoutes(await listAll(stack.gatewayUrl))) {
      const samples: FirstLoad[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await coldLoad(page, stack.shellUrl, route.path, previewScriptOf(route.path)));
      const bytes = samples.map((s) => s.jsGzipBytes);
      const lcp = median(samples.map((s) => s.lcpMs));
      const cls = Math.max(...samples.map((s) => s.cls));
      const frame = median(samples.map((s) => s.frameJsGzipBytes));
      const met =
        Math.max(...bytes) <= FIRST_LOAD_BUDGET_BYTES &&
        Math.max(...samples.map((s) => s.frameJsGzipBytes)) <= FRAME_JS_BUDGET_BYTES &&
        lcp <= LCP_BUDGET_MS &&
        cls <= CLS_BUDGET;
      allMet &&= met;
      const row = `| \`${route.path}\` | ${route.label} | ${kb(median(bytes))} (${median(bytes)} B) | ${samples[0].jsFiles.length} | ${frame ? `${kb(frame)} (${frame} B)` : '-'} | ${kb(median(bytes) + frame)} | ${lcp.toFixed(0)} ms | ${cls.toFixed(3)} | ${met ? 'met' : 'NOT met'} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  writeResults(rows, loadBefore, os.loadavg());
  console.log(allMet ? 'every route within budget' : 'some route is over budget');
}

/** Replaces (or appends) the "## Admin first load" section of bench/RESULTS.md; other sections are left as they are. */
function writeResults(rows: string[], loadBefore: number[], loadAfter: number[]) {
  const file = path.join(__dirname, 'RESULTS.md');
  const before = fs.readFileSync(file, 'utf8');
  const la = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');
  const section = [
    '## Admin first load',
    '',
    'Command: `npx tsx bench/admin-first-load.ts` (after `npx lerna run build`). It starts the gateway (fresh SQLite,',
    'seeded demo shop), the dev store, the shell and the four remotes from their production builds behind admin-kit\'s',
    'static server (gzip on), signs in once, then loads each route cold (cache cleared and disabled) in headless Chromium',
    `${RUNS} times. First-load JS: the gzip bodies of every JS response until the route's main content is painted (page`,
    'title shown, no skeleton or spinner) and the network has been idle for 500 ms. LCP: median of the last',
    '`largest-contentful-paint` entry; CLS: the worst run\'s sum of `layout-shift` values without recent input.',
    'Budgets: admin JS ≤ 250 KB gzip on every route (KB = 1024 B), no route held above it; the preview frame\'s JS',
    '(the storefront cart in preview mode the editor, Cart Setup and Sticky cart embed, as the gateway serves it) ≤ 45 KB',
    'gzip; LCP ≤ 1000 ms, CLS ≤ 0.05. Both byte budgets are checked in CI by `e2e/shell/firstLoad.e2e.test.ts`.',
    '"With frame" is everything the merchant\'s browser downloads: admin JS plus frame JS.',
    '',
    `Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${os.cpus().length} vCPUs, ${os.type()} ${os.release()}, node ${process.version}.`,
    `Load average (1 / 5 / 15 min) before: ${la(loadBefore)}, after: ${la(loadAfter)}; the machine is shared with other engineers' builds and tests, so LCP is noisy, bytes are not.`,
    '',
    '| Route | Screen | admin JS gzip (median) | JS files | frame JS gzip | with frame | LCP (median) | CLS (worst) | Budgets |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  const at = before.indexOf('\n## Admin first load');
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
