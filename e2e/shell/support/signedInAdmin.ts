import type { Page } from 'puppeteer-core';
import { launchBrowser, type JourneyBrowser } from '../../support/browser';
import { closeWelcome, freshPage, logIn, SHOP_QUERY } from './adminPage';
import { startAdminStack, type AdminStack } from './adminStack';

/** The admin stack with a browser signed in as the demo merchant: what a file of admin journeys shares. */
export interface SignedInAdmin {
  stack: AdminStack;
  browser: JourneyBrowser;
  page: Page;
}

/**
 * Starts the admin stack, signs in through /login and closes the welcome video. Leaving an editor with unsaved changes
 * asks the browser's own question; the journeys answer it yes. Call from beforeAll (it takes up to two minutes).
 */
export async function startSignedInAdmin(): Promise<SignedInAdmin> {
  const started: Partial<SignedInAdmin> = {};
  try {
    // Chromium starts while the servers do: neither needs the other until the first page loads.
    const [stack, browser] = await Promise.allSettled([startAdminStack(), launchBrowser()]).then(([s, b]) => {
      if (s.status === 'fulfilled') started.stack = s.value;
      if (b.status === 'fulfilled') started.browser = b.value;
      if (s.status === 'rejected') throw s.reason;
      if (b.status === 'rejected') throw b.reason;
      return [s.value, b.value] as const;
    });
    const page = await freshPage(browser);
    page.on('dialog', (d) => void d.accept());
    await logIn(page, stack.shellUrl);
    await closeWelcome(page);
    return { stack, browser, page };
  } catch (error) {
    await stopSignedInAdmin(started);
    throw error;
  }
}

/** Closes what startSignedInAdmin started (either part may be missing when the start failed). */
export async function stopSignedInAdmin(admin: Partial<SignedInAdmin> | undefined): Promise<void> {
  await admin?.browser?.close();
  await admin?.stack?.stop();
}

/** Opens an admin path (the demo shop's query added) without waiting for more than the document. */
export async function openAdminPath(admin: SignedInAdmin, path: string): Promise<void> {
  await admin.page.goto(`${admin.stack.shellUrl}${path}${SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
}
