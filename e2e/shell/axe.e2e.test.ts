import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { REMOTE_OVERLAYS, REMOTE_ROUTES } from '../../admin-kit/src/routeTable';
import { COD_ORDER_MODE_LABELS } from '../../domain/src';
import { listAll } from '../campaigns/support/campaignApi';
import { createDraft, createExperiment, startExperiment } from '../experiments/support/experimentApi';
import { isCartStatusPoll, previewFrame } from '../cart-setup/support/cartSetupPage';
import { seriousAxeViolations, type AxeFinding } from '../support/axe';
import { ARTIFACTS_DIR, launchBrowser, type JourneyBrowser } from '../support/browser';
import { pageSettled, trackRequests, type RequestLog } from '../support/requests';
import { clickButton, closeWelcome, freshPage, SHOP_QUERY, seeText } from './support/adminPage';
import { ROOT, startAdminStack, type AdminStack } from './support/adminStack';

// axe-core (WCAG 2 A/AA, serious and critical) on every screen the admin declares, its overlays and the Cart Setup
// preview's open drawer: one stack, one browser, one sign-in, one page.
let stack: AdminStack;
let browser: JourneyBrowser;
let page: Page;
let requests: RequestLog;

beforeAll(async () => {
  stack = await startAdminStack();
  browser = await launchBrowser();
  page = await freshPage(browser);
  page.on('dialog', (d) => void d.accept());
  // axe is injected as a script tag, which the storefront preview frame's CSP (script-src 'self') would refuse.
  await page.setBypassCSP(true);
  // Cart Setup polls the cart's status for as long as it is open; every other request is awaited before axe runs.
  requests = trackRequests(page, (r) => !isCartStatusPoll(r));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/**
 * The literal `path="…"` of every <Route> in a source file, "" for its index route, and "install" for the shell's
 * `path={INSTALL_PATH}` (routes mapped from REMOTE_ROUTES, `path={m.path}`, come from the table itself).
 */
function declaredPaths(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const paths = [...source.matchAll(/<Route\s[^>]*?path=(?:"([^"]*)"|\{INSTALL_PATH\})/g)].map((m) => m[1] ?? 'install');
  return /<Route\s+index\b/.test(source) ? ['', ...paths] : paths;
}

/**
 * Every route the admin declares: the shell's own (AppRoutes, the public landings), the route table's, the sub-routes
 * of the remotes that mount a route tree, and the overlays the shell shows over every screen. A screen added to any of
 * them fails the coverage test below until this journey checks it.
 */
function declaredRoutes(): string[] {
  const shell = [...declaredPaths('shell/src/app/AppRoutes.tsx'), ...declaredPaths('shell/src/app/PublicLandingApp.tsx')];
  const table = Object.values(REMOTE_ROUTES).flatMap((routes) => routes.map((r) => r.path));
  const sub = (prefix: string, file: string) => declaredPaths(file).map((p) => `${prefix}/${p}`.replace(/\/$/, ''));
  const overlays = Object.values(REMOTE_OVERLAYS).flatMap((keys) => keys.map((k) => `overlay:${k}`));
  const remotes = [
    ...sub('campaigns', 'mfe-campaigns/src/CampaignsRoutes.tsx'),
    ...sub('settings', 'mfe-cart-setup/src/expose/routes.tsx'),
    ...sub('experiments', 'mfe-analytics/src/features/experiments/ExperimentsRoutes.tsx'),
  ];
  return [...new Set([...shell, ...table, ...remotes, ...overlays])].sort();
}

/**
 * What axe found on each screen the running test checked, one line per rule: its id, how many elements, the first few
 * of them. Each test starts it empty and ends by expecting every screen's list empty, so a failure names its screens.
 */
let findings: Record<string, string[]> = {};
beforeEach(() => {
  findings = {};
});
function expectNoFindings(): void {
  expect(Object.keys(findings).length).toBeGreaterThan(0);
  expect(findings).toEqual(Object.fromEntries(Object.keys(findings).map((k) => [k, []])));
}
const summary = (f: AxeFinding) => `${f.id} ×${f.targets.length}: ${f.targets.slice(0, 3).join(', ')}`;

/** The declared routes (as declaredRoutes names them) a checked screen stood for. */
const checkedRoutes = new Set<string>();

/**
 * Runs axe on the settled page (or `frame`) and records what it found under `screen`, which stands for `routes` (a
 * redirect route stands for the screen it lands on).
 */
async function check(screen: string, routes: string[], target: Parameters<typeof seriousAxeViolations>[0] = page, selector = 'body'): Promise<void> {
  await pageSettled(page, requests);
  findings[screen] = (await seriousAxeViolations(target, selector)).map(summary);
  routes.forEach((r) => checkedRoutes.add(r));
}

/** Opens a path (the demo shop's query added unless `bare`) and waits for `sees`. */
async function visit(url: string, sees: string, bare = false): Promise<void> {
  await page.goto(`${stack.shellUrl}${url}${bare ? '' : SHOP_QUERY}`, { waitUntil: 'domcontentloaded' });
  await seeText(page, sees, 20_000);
}

// One test per part of the admin, in order on one signed-in page: each has its own time limit, which a part never nears
// (the whole walk took 180-250 s on a loaded 2-core machine, and timed out in CI as one test of 240 s).
const PART_TIMEOUT = 180_000;

describe('axe-core on every admin screen (serious and critical WCAG 2 A/AA violations)', () => {
  it('sign-in, the welcome video, Getting started, its installation modal and help overlay, the OAuth callback', async () => {
    await visit('/login', 'Log in');
    await check('login', ['login']);
    await page.locator('button::-p-text(Log in)').click();
    await seeText(page, 'Welcome to Cartlift', 20_000);
    await check('welcome video', []);
    await closeWelcome(page);
    await seeText(page, 'Setup Guide');
    await check('Getting started', ['']);
    await clickButton(page, 'Activate');
    await seeText(page, 'Activate the cart on your theme');
    await check('installation modal', []);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.body.innerText.includes('Activate the cart on your theme'));
    await clickButton(page, 'Help');
    await seeText(page, 'Best-practice video guides');
    await check('help overlay', []);
    await page.keyboard.press('Escape');
    await visit('/auth/shopify/callback', 'Setup Guide');
    await check('OAuth callback (lands on Getting started)', ['auth/shopify/callback']);

    expectNoFindings();
  }, PART_TIMEOUT);

  it('the Dashboard, its charts and the table of a chart', async () => {
    await visit('/dashboard', 'Carts displayed');
    // Every card's chart drawn (the demo shop has figures), not its skeleton.
    await page.waitForFunction(() => document.querySelectorAll('#AppFrameMain figure svg').length === 8, { timeout: 20_000 });
    await check('Dashboard', ['dashboard']);
    // A chart's table, one tab stop, is drawn over its chart while focused: checked as drawn (its contrast).
    await page.focus('#AppFrameMain figure [role="region"]');
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.style.overflow === 'auto');
    // The viewport as it is (a full-page shot resizes the page and the charts redraw); the folder is git-ignored, so a
    // fresh clone has none until a journey makes it.
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'axe-dashboard-chart-table.png') });
    await check('Dashboard, a chart table focused', []);

    expectNoFindings();
  }, PART_TIMEOUT);

  it('the campaign screens: the list, a new and a copied campaign, the editor of each seeded campaign', async () => {
    await visit('/campaigns', 'Hoodie multi-buy');
    await check('campaign dashboard', ['campaigns/*', 'campaigns']);
    await visit('/campaigns/create', 'Basic Settings');
    await check('new campaign', ['campaigns/create']);
    const campaigns = await listAll(stack.gatewayUrl);
    expect(campaigns).toHaveLength(3);
    await visit(`/campaigns/create/${campaigns[0].id}`, 'Basic Settings');
    await check('copied campaign', ['campaigns/create/:id']);
    for (const c of campaigns) {
      await visit(`/campaigns/${c.id}`, 'Basic Settings');
      await page.waitForSelector(`input[value="${c.name}"]`);
      await check(`editor: ${c.name}`, ['campaigns/:id']);
    }
    await visit('/campaigns/no/such', 'Page Not Found');
    await check('campaigns: not found', []);

    expectNoFindings();
  }, PART_TIMEOUT);

  it('Cart Setup with the open drawer in its preview, Manual Setup, checkout, COD and the sticky cart', async () => {
    await visit('/settings', 'Basic Cart Design');
    const frame = await previewFrame(page);
    await frame.waitForSelector('#cartlift-root .cartlift-drawer--open');
    await check('Cart Setup', ['settings/*', 'settings']);
    await check('Cart Setup preview: the open drawer', [], frame, '#cartlift-root');
    await visit('/settings/setup', 'Manual Setup');
    await page.waitForSelector('iframe[title="Storefront"]', { timeout: 20_000 });
    await check('Manual Setup', ['settings/setup']);
    await visit('/settings/checkout', 'Checkout settings');
    await check('checkout settings', ['settings/checkout']);
    await visit('/settings/cod', 'When a shopper confirms the form');
    await check('COD', ['settings/cod']);
    // The Orders card's other mode shows its App Store warning.
    await page.locator(`label::-p-text(${COD_ORDER_MODE_LABELS.payment_pending})`).click();
    await page.waitForSelector('#AppFrameMain .Polaris-Banner');
    await check('COD, payment-pending orders', []);
    await visit('/settings/no-such', 'Page Not Found');
    await check('Cart Setup: not found', []);
    await visit('/sticky', 'Sticky add-to-cart');
    await check('Sticky cart', ['sticky']);

    expectNoFindings();
  }, PART_TIMEOUT);

  it('a draft cart, its publish dialog and the experiment screens', async () => {
    // Issue 26: a draft cart in Cart Setup (the draft's own route is /settings?draft=<id>), its Publish dialog, the
    // Experiments list, a new experiment, one experiment's editor (a draft) and its results once started, and the draft
    // again while the experiment locks it.
    const draftId = await createDraft(stack.gatewayUrl, 'Axe draft');
    await visit(`/settings${SHOP_QUERY}&draft=${draftId}`, 'Editing draft Axe draft', true);
    await (await previewFrame(page)).waitForSelector('#cartlift-root .cartlift-drawer--open');
    await check('Cart Setup, a draft cart', []);
    await clickButton(page, 'Publish');
    await seeText(page, 'Publish draft Axe draft?');
    await check('Cart Setup, the publish dialog', []);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.body.innerText.includes('Publish draft Axe draft?'));
    await visit('/experiments', 'Create experiment');
    await check('Experiments', ['experiments/*', 'experiments']);
    await visit('/experiments/new', 'Work out the visitors you need');
    await check('new experiment', ['experiments/new']);
    const experimentId = await createExperiment(stack.gatewayUrl, 'Axe test', draftId);
    await visit(`/experiments/${experimentId}`, 'Work out the visitors you need');
    await check('experiment editor (not started)', ['experiments/:id']);
    await startExperiment(stack.gatewayUrl, experimentId);
    await visit(`/experiments/${experimentId}`, 'Verdict');
    await check('experiment results', []);
    await visit('/experiments/no/such', 'Page Not Found');
    await check('experiments: not found', []);
    await visit(`/settings${SHOP_QUERY}&draft=${draftId}`, 'This cart is locked', true);
    await check('Cart Setup, a draft under test (locked)', []);

    expectNoFindings();
  }, PART_TIMEOUT);

  it('the pages of the shell itself, the public landings, the install-charge modal and logout', async () => {
    for (const [route, url, sees] of [
      ['integrations', '/integrations', 'Integrations & Partners'],
      ['plan', '/plan', 'What will I pay?'],
      ['affiliation', '/affiliation', 'Referral Program'],
      ['faq', '/faq', "FAQ's"],
      ['privacy_policy', '/privacy_policy', 'Privacy Policy'],
      ['*', '/no/such/page', 'Page Not Found'],
    ]) {
      await visit(url, sees);
      await check(url, [route]);
    }
    // The public landings forward: an unknown invitation to sign-in, a referral link to the install-redirect page.
    await visit('/invitation/no-such-invitation', 'Log in');
    await check('invitation landing (lands on /login)', ['invitation/*']);
    await visit('/invitations/no-such-invitation', 'Log in');
    await check('invitations landing (lands on /login)', ['invitations/*']);
    await visit('/ref/AXE2026', 'Install Cartlift', true);
    await check('referral landing (lands on /install)', ['ref/*', 'install']);
    // The install-charge welcome modal the shell lays over every screen of a shop that has not accepted it yet.
    await stack.seed(['--charge-pending']);
    await visit('/', 'Start your free trial');
    await check('install-charge welcome modal', ['overlay:welcome']);
    await visit('/logout', 'Log in');
    await check('logout (lands on /login)', ['logout']);

    expectNoFindings();
  }, PART_TIMEOUT);

  it('checked every route the shell, the route table and the remotes declare', () => {
    expect(declaredRoutes().filter((r) => !checkedRoutes.has(r))).toEqual([]);
  });
});
