import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, type JourneyBrowser } from '../support/browser';
import { startFullStack, type FullStack } from './support/full-stack';
import { closeAll, serveDir } from './support/stack';

// The admin frames the preview page from the gateway's /storefront/ (mfe-campaigns LivePreview). The gateway's helmet
// policy for those files must let a local admin origin frame it and let its own scripts run.
let stack: FullStack;
let browser: JourneyBrowser;
let admin: { url: string; server: Server };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-admin-'));

beforeAll(async () => {
  stack = await startFullStack();
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><iframe id="preview" src="${stack.gatewayUrl}/storefront/preview.html" style="width:480px;height:760px"></iframe>`,
  );
  admin = await serveDir(dir);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await closeAll(admin?.server);
  await stack?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('the preview page served by the gateway renders inside an admin page on another origin', async () => {
  const page = await (await browser.createBrowserContext()).newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|frame-ancestors/i.test(m.text())) refused.push(m.text());
  });
  // What the browser got from the gateway for the frame's files: their encoding and cache policy.
  const served = new Map<string, Record<string, string>>();
  page.on('response', (r) => {
    const name = new URL(r.url()).pathname.replace(/^\/storefront\//, '');
    if (r.url().startsWith(`${stack.gatewayUrl}/storefront/`)) served.set(name, r.headers());
  });
  await page.goto(`${admin.url}/index.html`, { waitUntil: 'load' });
  const frame = (await (await page.waitForSelector('#preview'))!.contentFrame())!;
  await frame.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { timeout: 20_000 });
  expect(await frame.$eval('.cartlift-line__title', (e) => e.textContent)).toBe('Example product');
  expect(refused).toEqual([]);
  // The build's brotli copies, as Chromium accepts br (issue 25), the unhashed names revalidated after a minute.
  for (const name of ['preview.html', 'preview.js']) {
    expect([name, served.get(name)?.['content-encoding'], served.get(name)?.['cache-control']]).toEqual([
      name,
      'br',
      'public, max-age=60, must-revalidate',
    ]);
  }
  await page.browserContext().close();
});
