import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Where Debian installs Chromium; a plain puppeteer browser download cannot work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots land here; the folder is git-ignored and kept as a test artifact. */
export const ARTIFACTS_DIR = path.join(__dirname, '..', 'artifacts');

/**
 * Launches headless Chromium with a fresh profile. The background-networking flags matter: without them Chromium keeps
 * trying to reach the internet from this closed network and floods the log. `extraArgs` add flags (host mapping for a
 * custom storefront domain).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-chrome-'));
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/** Saves a full-page screenshot as e2e/artifacts/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-_]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, optimizeForSpeed: true });
  return file;
}
