import http from 'node:http';
import type { Page, Protocol } from 'puppeteer-core';
import type { RemoteName } from '../../../admin-kit/src/remote';
import { REMOTE_ROUTES, routeUrl } from '../../../admin-kit/src/routeTable';
import { pageState, SHOP_QUERY } from './adminPage';

/**
 * First-load JS of an admin route (README "Admin first-load budget"): the gzip bodies of every JavaScript response from
 * navigation until the route's main content is painted and the network has then been idle for 500 ms, cold cache
 * (cleared and disabled), signed in. The admin document's own JS (shell + the route's remote) is `jsGzipBytes`; what a
 * frame the screen embeds fetched (the live preview of the campaign editor, Cart Setup and Sticky cart runs the
 * storefront cart in preview mode in an iframe, served by the gateway's /storefront/ files) is `frameJsGzipBytes`, each
 * with its own budget. Shared by the budget test (e2e/shell/firstLoad.e2e.test.ts) and the bench.
 */

/** The first-load budget of every route, in bytes of gzip JS of the admin document (250 KB, KB = 1024 bytes). */
export const FIRST_LOAD_BUDGET_BYTES = 250 * 1024;
/** The budget of the JS the preview frame fetches, in gzip bytes as the gateway serves it (45 KB). */
export const FRAME_JS_BUDGET_BYTES = 45 * 1024;

/** One admin route whose first load is measured. */
export interface FirstLoadRoute {
  /** Path and query after the shell's origin. */
  path: string;
  /** Who serves it: the shell alone or the shell plus this remote. */
  remote: RemoteName | 'shell';
  /** What it is, for the table. */
  label: string;
}

/** The campaign editor at first load: a new Add To Unlock campaign, the real editor with every section. */
export const CAMPAIGN_EDITOR_PATH = '/campaigns/create';

/** A stored campaign the editor opens (the demo shop's seeded ones). */
export interface ExistingCampaign {
  id: string;
  name: string;
}

/**
 * Every measured route: Getting started (`/`), each REMOTE_ROUTES entry with a sidebar entry (not `isPublic`), the
 * campaign editor on a new campaign and on each of `existing` (the editor draws each type's own sections). Read from the
 * route table, so a screen added there is measured and budgeted without a change here.
 */
export function firstLoadRoutes(existing: readonly ExistingCampaign[]): FirstLoadRoute[] {
  const remoteRoutes = (Object.keys(REMOTE_ROUTES) as RemoteName[]).flatMap((remote) =>
    REMOTE_ROUTES[remote]
      .filter((r) => !r.isPublic)
      .map((r) => ({ path: routeUrl(r), remote, label: r.title })),
  );
  return [
    { path: '/', remote: 'shell', label: 'Getting started' },
    ...remoteRoutes,
    { path: CAMPAIGN_EDITOR_PATH, remote: 'mfe_campaigns', label: 'Campaign editor (new)' },
    ...existing.map((c) => ({ path: `/campaigns/${c.id}`, remote: 'mfe_campaigns' as const, label: `Campaign editor (${c.name})` })),
  ];
}

/** The figures of one cold load. */
export interface FirstLoad {
  /** Sum of the gzip bodies of the JS files fetched. */
  jsGzipBytes: number;
  /** The JS URLs the admin document fetched, in order. */
  jsFiles: string[];
  /** Gzip JS fetched by frames the screen embeds (not counted above). */
  frameJsGzipBytes: number;
  /** The JS URLs those frames fetched. */
  frameJsFiles: string[];
  lcpMs: number;
  cls: number;
}

declare global {
  interface Window {
    __firstLoad?: { lcp: number; cls: number };
  }
}

/** Installs the LCP and CLS observers on every new document of the page; call once before the first load. */
export async function observeWebVitals(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const vitals = { lcp: NaN, cls: 0 };
    window.__firstLoad = vitals;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      vitals.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) vitals.cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Bytes of a response body as served with Accept-Encoding: gzip (admin-kit's static server compresses JS). */
export function gzipBytes(url: string): Promise<number> {
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

async function totalGzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(gzipBytes));
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * Main content painted: the screen's Polaris page title (h1) is in the frame's main area and no skeleton or spinner is
 * visible there within the viewport (a screen still loading its chunk or its data shows one). Below the fold does not
 * count: Cart Setup keeps a skeleton in place of a section until the merchant scrolls near it (NearViewport), and
 * whether the page had grown past it when its observer first answered depends on timing, which failed this wait once.
 */
async function mainContentPainted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('#AppFrameMain');
      const h1 = main?.querySelector('h1');
      if (!main || !h1?.textContent?.trim()) return false;
      // Polaris keeps some spinners mounted but hidden (IndexTable's loading panel): only visible ones mean loading.
      const busy = main.querySelectorAll('.Polaris-SkeletonPage__Page, .Polaris-SkeletonBodyText, .Polaris-Spinner');
      return ![...busy].some(
        (e) => e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && e.getBoundingClientRect().top < window.innerHeight,
      );
    },
    { timeout: 30_000 },
  );
}

/** The screens that embed the storefront cart's preview frame, whose script a load of them must include. */
const PREVIEW_ROUTES = /^\/(settings|sticky|campaigns\/[^/]+)$/;

/** The preview frame's script a load of `path` waits for and must count, or undefined for a screen without it. */
export const previewScriptOf = (path: string): string | undefined =>
  PREVIEW_ROUTES.test(path) ? '/storefront/preview.js' : undefined;

/** Polls until `holds` does, failing with `what` after 30 s. */
async function until(holds: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(what);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * One cold load of `shellUrl + path` on a signed-in page (observeWebVitals installed).
 *
 * Requests are followed through the DevTools protocol's own Network events, not puppeteer's request/response events:
 * puppeteer pairs each response with an ExtraInfo event and, when that pairing misses, never emits `requestfinished`
 * for a request the browser has long finished (puppeteer#8234, #11235), which read as a request that never settles.
 * Chromium always ends a request with `Network.loadingFinished` or `Network.loadingFailed`.
 */
export async function coldLoad(page: Page, shellUrl: string, path: string, frameScript?: string): Promise<FirstLoad> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const jsFiles: string[] = [];
  const frameJsFiles: string[] = [];
  // Requests still open, so a load that never settles says which one holds it.
  const pending = new Map<string, string>();
  let lastActivity = Date.now();
  let mainFrameId = '';
  // Set when the main frame's document request of this load goes out. Requests the previous document left in flight
  // (a refetch its last mutation started) are not this load's: navigation cancels them, and Chromium does not always
  // report that cancellation to a DevTools session attached after they began, which read as a request never settling.
  let navigated = false;
  const onRequest = (e: Protocol.Network.RequestWillBeSentEvent) => {
    if (e.type === 'Document' && e.frameId === mainFrameId && !navigated) {
      navigated = true;
      pending.clear();
    }
    // A redirect keeps its requestId: the entry is replaced, not added.
    pending.set(e.requestId, `${e.request.method} ${e.request.url} (sent at ${new Date().toISOString()}) ${e.request.postData?.slice(0, 300) ?? ''}`);
    lastActivity = Date.now();
  };
  const onResponse = (e: Protocol.Network.ResponseReceivedEvent) => {
    if (!navigated || !e.response.mimeType.includes('javascript')) return;
    (e.frameId === mainFrameId ? jsFiles : frameJsFiles).push(e.response.url);
  };
  const onDone = (e: { requestId: string }) => {
    pending.delete(e.requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onDone);
  cdp.on('Network.loadingFailed', onDone);
  try {
    mainFrameId = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
    const sep = path.includes('?') ? '&' : '?';
    await page.goto(`${shellUrl}${path}${sep}${SHOP_QUERY.slice(1)}`, { waitUntil: 'load' });
    await mainContentPainted(page);
    // A screen with the preview: its frame is drawn after the screen, and under load more than 500 ms of quiet can come
    // before it, so the frame's script is waited for, not inferred from the quiet.
    if (frameScript) await until(() => frameJsFiles.some((f) => f.endsWith(frameScript)), `the preview frame never loaded ${frameScript}`);
    await until(() => pending.size === 0 && Date.now() - lastActivity >= 500, 'the network never went idle for 500 ms');
  } catch (e) {
    const open = [...pending.values()].join(', ') || 'none';
    throw new Error(`${path} did not settle: ${await pageState(page)}; requests still open: ${open}`, { cause: e });
  } finally {
    cdp.off('Network.requestWillBeSent', onRequest);
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onDone);
    cdp.off('Network.loadingFailed', onDone);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
  const files = [...new Set(jsFiles)];
  const frameFiles = [...new Set(frameJsFiles)];
  const vitals = await page.evaluate(() => window.__firstLoad ?? { lcp: NaN, cls: NaN });
  return {
    jsGzipBytes: await totalGzipBytes(files),
    jsFiles: files,
    frameJsGzipBytes: await totalGzipBytes(frameFiles),
    frameJsFiles: frameFiles,
    lcpMs: vitals.lcp,
    cls: vitals.cls,
  };
}
