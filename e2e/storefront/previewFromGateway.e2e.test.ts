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
  await page.goto(`${admin.url}/index.html`, { waitUntil: 'load' });
  const frame = (await (await page.waitForSelector('#preview'))!.contentFrame())!;
  await frame.waitForSelector('#cartlift-root .cartlift-drawer--open .cartlift-line', { timeout: 20_000 });
  expect(await frame.$eval('.cartlift-line__title', (e) => e.textContent)).toBe('Example product');
  expect(refused).toEqual([]);
  await page.browserContext().close();
});
