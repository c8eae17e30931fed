import type { Config } from '@jest/types';
import type { Browser } from 'puppeteer-core';
import { ensureBuilt } from '../../storefront-cart/scripts/build';
import { SHARED_BROWSERS_ENV, startChromium } from './browser';

/** The shared browsers, kept for globalTeardown (globalSetup and globalTeardown share this scope). */
const SHARED = Symbol.for('cartlift.e2e.browsers');
type WithBrowsers = typeof globalThis & { [SHARED]?: Browser[] };

/**
 * Runs once before any journey worker starts: the storefront widget is built from the current sources (npm test's
 * build step has normally made it already; this only checks its stamp), so no two workers ever build into
 * storefront-cart/dist at once and no journey pays for a build. Then one Chromium per worker is started, while the
 * widget's stamp is checked; the workers find them through the environment they inherit (see browser.ts).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const workers = Math.max(1, globalConfig.maxWorkers);
  const [built, browsers] = await Promise.all([
    ensureBuilt({ cacheName: 'e2e' }),
    Promise.all(Array.from({ length: workers }, () => startChromium())),
  ]);
  if (built) console.log('e2e: built storefront-cart/dist from changed sources');
  (globalThis as WithBrowsers)[SHARED] = browsers;
  process.env[SHARED_BROWSERS_ENV] = JSON.stringify(browsers.map((b) => b.wsEndpoint()));
}

/** Closes the shared browsers (called by e2e/support/globalTeardown.ts). */
export async function closeSharedBrowsers(): Promise<void> {
  const scope = globalThis as WithBrowsers;
  await Promise.all((scope[SHARED] ?? []).map((b) => b.close()));
  scope[SHARED] = undefined;
}
