import fs from 'fs';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import type { Server } from 'http';
import express from 'express';
import request from 'supertest';
import { createStore, type DevStore } from '../../../dev-store/src/app';
import { createApp, type App } from '../../src/app';
import { sessionClaims, signSessionToken, type SessionTokenClaims } from '../../src/auth/sessionToken';
import { loadConfig, type Config } from '../../src/config/env';
import type { Database } from '../../src/db/connection';
import { DEMO_SHOP, seedShop } from '../../src/db/seed';
import { createLogger, type Logger } from '../../src/logger';
import { stopDiscountSync } from '../../src/services/discountSync';
import { signWebhook } from '../../src/webhooks/verifyHmac';
import { createTestDatabase } from './database';

/** Shop A is the dev store's demo shop (its Admin API answers); shop B is a second installed shop. */
export const SHOP_A = DEMO_SHOP;
export const SHOP_B = 'other-shop.myshopify.com';

/** Options for createTestContext. */
export interface TestContextOptions {
  /** Start the dev store in-process and point SHOPIFY_ADMIN_URL at it. */
  devStore?: boolean;
  /** Let the dev store deliver its webhooks (orders/create) to this gateway app. */
  storeWebhooksToGateway?: boolean;
  env?: Record<string, string>;
  /**
   * Write campaigns into the shop's Discount Function discount through the Admin API (off by default: other tests
   * count or order their Admin API calls, and a shop the dev store does not know would keep retrying in the
   * background). The size check and the pending state run either way; they need no Admin API.
   */
  discountSync?: boolean;
  /** More shops the dev store serves beside the demo shop; the gateway then reaches each at /shops/{shop}. */
  extraShops?: string[];
}

/** Everything an integration test needs. */
export interface TestContext {
  app: App;
  db: Database;
  config: Config;
  dialect: 'sqlite' | 'mysql';
  store?: DevStore;
  /** The access token of every Admin GraphQL call the dev store received, in order. */
  adminTokens: string[];
  /** The next `times` Admin GraphQL calls answer 503 before reaching the store (Shopify down or failing). */
  failAdminCalls(times: number): void;
  uploadDir: string;
  /** A valid session token for shop (claims can be overridden to build bad ones). */
  tokenFor(shop: string, claims?: Partial<SessionTokenClaims>, secret?: string): Promise<string>;
  /** POST /graphql as shop. */
  gql(shop: string, query: string, variables?: Record<string, unknown>): Promise<request.Response>;
  /** POST /webhooks signed with the app secret (or a wrong one). */
  webhook(
    topic: string,
    shop: string,
    payload: unknown,
    opts?: { id?: string; secret?: string },
  ): Promise<request.Response>;
  close(): Promise<void>;
}

/** Builds a fresh migrated database, seeds shops A and B, and creates the app in-process. */
export async function createTestContext(opts: TestContextOptions = {}): Promise<TestContext> {
  const tdb = await createTestDatabase();
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-uploads-'));
  let store: DevStore | undefined;
  let storeServer: Server | undefined;
  const adminTokens: string[] = [];
  let adminFailures = 0;
  let adminUrl = 'http://127.0.0.1:9';
  const late: { app?: App } = {};
  if (opts.devStore) {
    store = createStore({
      ...(opts.extraShops ? { extraShopDomains: opts.extraShops } : {}),
      ...(opts.storeWebhooksToGateway
        ? {
            gatewayUrl: 'http://gateway.test',
            deliverWebhook: async (r) => {
              const res = await request(late.app!).post(new URL(r.url).pathname).set(r.headers).send(r.body);
              return { status: res.status };
            },
          }
        : {}),
    });
    // In front of the store: notes which shop's token each Admin API call carries (isolation tests read it).
    const front = express();
    front.use((req, res, next) => {
      if (req.method === 'POST' && req.path.endsWith('/graphql.json')) {
        adminTokens.push(req.get('X-Shopify-Access-Token') ?? '');
        if (adminFailures > 0) {
          adminFailures -= 1;
          res.status(503).json({ errors: 'Service Unavailable' });
          return;
        }
      }
      next();
    });
    front.use(store.app);
    storeServer = await new Promise<Server>((resolve) => {
      const s = front.listen(0, '127.0.0.1', () => resolve(s));
    });
    adminUrl = `http://127.0.0.1:${(storeServer.address() as AddressInfo).port}${opts.extraShops ? '/shops/{shop}' : ''}`;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: tdb.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    UPLOAD_DIR: uploadDir,
    SHOPIFY_ADMIN_URL: adminUrl,
    PUBLIC_URL: 'http://127.0.0.1:4000',
    DISCOUNT_SYNC: opts.discountSync ? 'true' : 'false',
    ...opts.env,
  });
  await seedShop(tdb.db, SHOP_A);
  await seedShop(tdb.db, SHOP_B, { accessToken: 'shpat_other_shop' });
  const app = createApp({ config, db: tdb.db, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent') });
  late.app = app;

  const tokenFor = (shop: string, claims: Partial<SessionTokenClaims> = {}, secret = config.shopifyApiSecret): Promise<string> =>
    signSessionToken({ ...sessionClaims(shop, config.shopifyApiKey, `user-${shop}`), ...claims }, secret);

  return {
    app,
    db: tdb.db,
    config,
    dialect: tdb.dialect,
    store,
    adminTokens,
    failAdminCalls: (times) => {
      adminFailures = times;
    },
    uploadDir,
    tokenFor,
    gql: async (shop, query, variables) =>
      request(app)
        .post('/graphql')
        .set('Authorization', `Bearer ${await tokenFor(shop)}`)
        .send({ query, variables }),
    webhook: (topic, shop, payload, o = {}) => {
      const body = JSON.stringify(payload);
      return request(app)
        .post('/webhooks')
        .set('Content-Type', 'application/json')
        .set('X-Shopify-Topic', topic)
        .set('X-Shopify-Shop-Domain', shop)
        .set('X-Shopify-Webhook-Id', o.id ?? `wh-${Math.random().toString(36).slice(2)}`)
        .set('X-Shopify-API-Version', '2025-01')
        .set('X-Shopify-Hmac-Sha256', signWebhook(body, o.secret ?? config.shopifyApiSecret))
        .send(body);
    },
    close: async () => {
      await stopDiscountSync(app.locals.deps);
      await tdb.dispose();
      if (storeServer) {
        storeServer.closeAllConnections();
        await new Promise((r) => storeServer!.close(r));
      }
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app over the context's database and Admin API with some variables changed (a low rate limit, say), so a
 * test can tighten one setting without touching the shared app.
 */
export function appWithEnv(
  ctx: TestContext,
  env: Record<string, string>,
  logger: Logger = createLogger('silent'),
): App {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'sqlite::memory:',
    SHOPIFY_ADMIN_URL: ctx.config.shopifyAdminUrl,
    DISCOUNT_SYNC: String(ctx.config.discountSync),
    ...env,
  });
  return createApp({ config, db: ctx.db, logger });
}
