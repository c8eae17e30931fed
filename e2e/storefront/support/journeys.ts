import type { Server } from 'node:http';
import type { Page } from 'puppeteer-core';
import type { DevStore } from '../../../dev-store/src/app';
import { launchBrowser, type JourneyBrowser } from '../../support/browser';
import { startFullStack, type FullStack } from './full-stack';
import { buildWidget, closeAll, extensionAssets, serveDir, SHOPIFY_ASSETS, startStore } from './stack';

/** What a journey file reads while its tests run (filled in beforeAll/beforeEach). */
export interface CartJourneys {
  page(): Page;
  store(): DevStore;
  /** The dev store's URL. */
  base(): string;
}

/** Fresh browser context per journey (its own cart cookie), 1280×900, closed after it. */
function contextPerTest(browser: () => JourneyBrowser, set: (page: Page) => void, before?: () => Promise<void>): void {
  let page: Page;
  beforeEach(async () => {
    await before?.();
    page = await (await browser().createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    set(page);
  });
  afterEach(async () => {
    await page.browserContext().close();
  });
}

/**
 * Cart-only journeys: the dev store with the app embed loading the widget as a deployed app does, from the theme app
 * extension's assets on a stand-in for Shopify's CDN (the extension build's copy of dist/, under a versioned folder
 * and with asset_url's query), no gateway.
 */
export function cartJourneys(): CartJourneys {
  let browser: JourneyBrowser;
  let launched: Promise<JourneyBrowser | undefined> | undefined;
  let page: Page;
  let cdn: Server;
  let extension: ReturnType<typeof extensionAssets> | undefined;
  let server: Server;
  let store: DevStore;
  let base: string;
  beforeAll(async () => {
    // Chromium starts while the servers do; afterAll closes it even when a server failed to start.
    const launching = launchBrowser().then((b) => (browser = b));
    launched = launching.catch(() => undefined);
    await buildWidget();
    extension = extensionAssets();
    const assets = await serveDir(extension.dir, SHOPIFY_ASSETS.path);
    cdn = assets.server;
    const started = await startStore({ appEmbedScriptUrl: `${assets.url}${SHOPIFY_ASSETS.path}/loader.js${SHOPIFY_ASSETS.query}` });
    ({ server, store, url: base } = started);
    await launching;
  }, 120_000);
  afterAll(async () => {
    await (await launched)?.close();
    await closeAll(server, cdn);
    extension?.remove();
  });
  contextPerTest(
    () => browser,
    (p) => (page = p),
    async () => {
      store.state.reset();
      store.state.contention = { on: false, writeLatencyMs: 0 };
    },
  );
  return { page: () => page, store: () => store, base: () => base };
}

/** Campaign journeys: dev store + gateway (SQLite) + the widget served by the gateway; campaigns emptied per test. */
export function campaignJourneys(): { page(): Page; stack(): FullStack } {
  let browser: JourneyBrowser;
  let launched: Promise<JourneyBrowser | undefined> | undefined;
  let page: Page;
  let stack: FullStack;
  beforeAll(async () => {
    // Chromium starts while the servers do; afterAll closes it even when a server failed to start.
    const launching = launchBrowser().then((b) => (browser = b));
    launched = launching.catch(() => undefined);
    stack = await startFullStack();
    await launching;
  }, 120_000);
  afterAll(async () => {
    await (await launched)?.close();
    await stack?.close();
  });
  contextPerTest(
    () => browser,
    (p) => (page = p),
    async () => {
      await stack.resetStore();
      await stack.db.models.Campaign.destroy({ where: {} });
    },
  );
  return { page: () => page, stack: () => stack };
}
