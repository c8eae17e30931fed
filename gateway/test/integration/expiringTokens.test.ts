// Issue 24 item 2: expiring offline tokens against the dev store over HTTP, on SQLite and on MariaDB.
import request from 'supertest';
import { createApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createLogger } from '../../src/logger';
import type { ExpiringTokens } from '../../../dev-store/src/admin/accessTokens';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';

let ctx: TestContext;
let tokens: ExpiringTokens;
const opened: Database[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  tokens = ctx.store!.state.expiringTokensFor(SHOP_A);
});
afterAll(async () => {
  for (const db of opened) await db.close();
  await ctx.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const shopRow = async () => (await ctx.db.models.Shop.findByPk(SHOP_A))!;

/** Another gateway "process": its own app, config and database connection (pool, SQLite writer queue) on the same data. */
async function gateway(env: Record<string, string> = {}): Promise<App> {
  const db = await connectDatabase(ctx.config.databaseUrl);
  opened.push(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: ctx.config.databaseUrl,
    SHOPIFY_ADMIN_URL: ctx.config.shopifyAdminUrl,
    UPLOAD_DIR: ctx.uploadDir,
    ...env,
  });
  return createApp({ config, db, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent') });
}

/** A merchant call that reaches the Admin API (each limit is its own cache entry, so every call asks the store). */
async function listProducts(app: App, limit: number): Promise<request.Response> {
  return request(app)
    .get('/products')
    .query({ limit })
    .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`);
}

/**
 * Installs the shop afresh through token exchange (the merchant opening the app), so it holds an expiring pair. The
 * uninstall before it revokes the store's earlier tokens, as Shopify's does.
 */
async function installFresh(): Promise<void> {
  tokens.revokeAll();
  await ctx.webhook('app/uninstalled', SHOP_A, {});
  expect((await ctx.gql(SHOP_A, Q.shop, { id: SHOP_A })).status).toBe(200);
}

/** Moves the stored expiry inside the renewal margin; the store still honours the token. */
const makeDue = () =>
  ctx.db.models.Shop.update({ access_token_expires_at: new Date(Date.now() + 1000) }, { where: { id: SHOP_A } });

describe('expiring offline tokens', () => {
  beforeEach(() => {
    ctx.store!.state.tokenLifetimes = { accessSeconds: 3600, refreshSeconds: 90 * 24 * 3600 };
  });

  it('token exchange asks for an expiring token and stores it with its expiry and refresh token', async () => {
    const started = Date.now();
    await installFresh();
    const row = await shopRow();
    expect(row.access_token).toMatch(/^shpat_/);
    expect(row.refresh_token).toMatch(/^shprt_/);
    expect(row.access_token_expires_at!.getTime() - started).toBeGreaterThan(3590_000);
    expect(row.access_token_expires_at!.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(row.refresh_token_expires_at!.getTime() - started).toBeGreaterThan(90 * 24 * 3600_000 - 10_000);
    expect(tokens.currentPairs()).toContainEqual({ accessToken: row.access_token, refreshToken: row.refresh_token });
  });

  // Time is moved by writing the stored expiry (the gateway's clock) and by the store's expireAccessTokens (Shopify's),
  // never by sleeping on short lifetimes: the assertions hold however slowly a loaded machine runs the requests.
  it('renews ahead of expiry, renews an expired token before calling, and renews once on a 401', async () => {
    await installFresh();
    const first = await shopRow();
    const calls = ctx.adminTokens.length;
    const refreshed = tokens.counts.refreshed;

    // An hour left: the token is used as it is.
    expect((await listProducts(ctx.app, 1)).status).toBe(200);
    expect(tokens.counts.refreshed).toBe(refreshed);
    expect(ctx.adminTokens.slice(calls)).toEqual([first.access_token]);

    // Inside the margin: renewed before the call, while the store would still have taken the old token.
    await makeDue();
    expect((await listProducts(ctx.app, 2)).status).toBe(200);
    const second = await shopRow();
    expect(tokens.counts.refreshed).toBe(refreshed + 1);
    expect(second.access_token).not.toBe(first.access_token);
    expect(ctx.adminTokens.slice(calls + 1)).toEqual([second.access_token]);
    expect(second.access_token_expires_at!.getTime()).toBeGreaterThan(Date.now() + 3_000_000);

    // Expired by the gateway's clock: renewed first, so the store never sees the expired token.
    await ctx.db.models.Shop.update({ access_token_expires_at: new Date(Date.now() - 1000) }, { where: { id: SHOP_A } });
    expect((await listProducts(ctx.app, 3)).status).toBe(200);
    const third = await shopRow();
    expect(third.access_token).not.toBe(second.access_token);
    expect(ctx.adminTokens.slice(calls + 2)).toEqual([third.access_token]);

    // The gateway believes the token good for an hour, the store has let it expire: 401, one renewal, one retry.
    tokens.expireAccessTokens(Date.now());
    expect((await listProducts(ctx.app, 4)).status).toBe(200);
    const fourth = await shopRow();
    expect(ctx.adminTokens.slice(calls + 3)).toEqual([third.access_token, fourth.access_token]);
    expect(tokens.counts.refused).toBe(0);
  });

  // 100 renewals through two gateway processes: 7.6 s on a quiet machine, past the 30 s default at load 15-20 (a
  // fresh clone beside ten journey runs), when the next tests then met its rounds still running. The bound is a hang
  // guard, not a speed check.
  it('two gateway processes renewing the same shop at once, 50 times, leave one valid pair and fail no call', async () => {
    await installFresh();
    const processes = [await gateway(), await gateway()];
    const refreshed = tokens.counts.refreshed;
    const calls = ctx.adminTokens.length;
    const failed: string[] = [];
    for (let round = 1; round <= 50; round++) {
      await makeDue();
      const answers = await Promise.all(processes.map((app) => listProducts(app, round)));
      answers.forEach((r, i) => {
        if (r.status !== 200 || !Array.isArray(r.body.products) || r.body.products.length === 0)
          failed.push(`round ${round} process ${i}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      });
    }
    expect(failed).toEqual([]);
    // One renewal per round (the process that waited took the winner's pair) and one Admin call per merchant call
    // (no call ever met a 401).
    expect(tokens.counts.refreshed - refreshed).toBe(50);
    expect(tokens.counts.refused).toBe(0);
    expect(ctx.adminTokens.length - calls).toBe(100);
    const row = await shopRow();
    expect(tokens.currentPairs()).toEqual([{ accessToken: row.access_token, refreshToken: row.refresh_token }]);
    expect((await listProducts(processes[0], 50)).status).toBe(200);
  }, 120_000);

  it('retries the same refresh token once when the answer to a renewal is lost (Shopify grace)', async () => {
    await installFresh();
    const refreshed = tokens.counts.refreshed;
    tokens.loseRefreshAnswers = 1;
    await makeDue();
    expect((await listProducts(ctx.app, 5)).status).toBe(200);
    expect(tokens.counts).toMatchObject({ refreshed: refreshed + 2, refused: 0 });
    const row = await shopRow();
    expect(tokens.currentPairs()).toEqual([{ accessToken: row.access_token, refreshToken: row.refresh_token }]);
  });

  it('a revoked refresh token asks the merchant to open the app again, which restores access', async () => {
    await installFresh();
    tokens.revokeAll();
    const res = await listProducts(ctx.app, 6);
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      code: 'REAUTH_REQUIRED',
      message: "Cartlift's access to this store has ended. Open Cartlift again from your Shopify admin to reconnect it.",
    });
    const row = await shopRow();
    expect(row.refresh_token).toBeNull();
    expect(row.installed).toBe(true);
    // Opening the app again: the next session token is exchanged for a new pair.
    expect((await listProducts(ctx.app, 7)).status).toBe(200);
    expect((await shopRow()).refresh_token).toMatch(/^shprt_/);
  });

  it('a refused refresh leaves a still-valid token in use until it expires, then asks to open the app again', async () => {
    ctx.store!.state.tokenLifetimes = { accessSeconds: 3600, refreshSeconds: 1 };
    await installFresh();
    await sleep(1100);
    // The gateway still counts the refresh token good (Shopify may revoke one early): the store's refusal decides.
    await ctx.db.models.Shop.update(
      { access_token_expires_at: new Date(Date.now() + 1000), refresh_token_expires_at: new Date(Date.now() + 3600_000) },
      { where: { id: SHOP_A } },
    );
    expect((await listProducts(ctx.app, 8)).status).toBe(200);
    expect((await shopRow()).refresh_token).toBeNull();
    await ctx.db.models.Shop.update({ access_token_expires_at: new Date(Date.now() - 1) }, { where: { id: SHOP_A } });
    // A caller without a session (the storefront API, a webhook's follow-up) gets the error; the storefront answers
    // it as its usual 502, the shopper has nothing to reconnect.
    const { adminApi } = ctx.app.locals.deps;
    await expect(adminApi.graphql(SHOP_A, 'unused', '{ shop { name } }')).rejects.toMatchObject({ code: 'REAUTH_REQUIRED' });
    expect((await request(ctx.app).get('/public/products').query({ shop: SHOP_A, isPreview: 'true' })).status).toBe(502);
    // The merchant's next admin call carries a session token: exchanged for a new pair, and it works.
    expect((await listProducts(ctx.app, 9)).status).toBe(200);
    expect((await shopRow()).refresh_token).toMatch(/^shprt_/);
  });

  it('app/uninstalled deletes the shop’s tokens', async () => {
    await installFresh();
    await ctx.webhook('app/uninstalled', SHOP_A, {});
    const row = await shopRow();
    expect(row).toMatchObject({
      installed: false,
      access_token: null,
      access_token_expires_at: null,
      refresh_token: null,
      refresh_token_expires_at: null,
    });
  });
});
