import fs from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { defaultShopSettings, type CampaignModules, type CampaignSettings, type CodSettings, type ShopSettings, type StickyCart, type Target } from '@cartlift/domain';
import { createApp } from '../../../gateway/src/app';
import { loadConfig } from '../../../gateway/src/config/env';
import { connectDatabase, type Database } from '../../../gateway/src/db/connection';
import { migrate } from '../../../gateway/src/db/umzug';
import { DEMO_SHOP, seedShop } from '../../../gateway/src/db/seed';
import { discountSyncSettled, stopDiscountSync, syncDiscount } from '../../../gateway/src/services/discountSync';
import { createLogger } from '../../../gateway/src/logger';
import type { DevStore } from '../../../dev-store/src/app';
import { buildWidget, startStore, WIDGET_DIST } from './stack';

/** The dev store and the gateway wired as in production: the theme loads /storefront/loader.js from the gateway. */
export interface FullStack {
  store: DevStore;
  storeUrl: string;
  gatewayUrl: string;
  db: Database;
  /** Adds an active campaign for the demo shop (fixture rows, as the campaigns editor would have saved them). */
  addCampaign(c: { name: string; targetType?: string; target?: Record<string, unknown>; settings: Record<string, unknown>; modules?: Record<string, unknown> }): Promise<string>;
  /** Merges shop settings (the Cart Setup screen's job). */
  setSettings(settings: Record<string, unknown>): Promise<void>;
  /** Replaces cod_settings / sticky_cart (the COD and /sticky screens' job); null goes back to the defaults. */
  setShop(fields: { cod_settings?: CodSettings | null; sticky_cart?: StickyCart | null }): Promise<void>;
  /**
   * The dev store back to its seed for the next journey (carts, orders, stock, and no app discount). The gateway
   * forgets the discount the store no longer has, as it does one deleted in Shopify, so the next campaign change or
   * storefront lookup creates it again: otherwise a journey saving the same campaigns as the one before would find
   * its configuration unchanged and write nothing, and the store's checkout would give no reward.
   */
  resetStore(): Promise<void>;
  /** variant id of a seed product's first variant, or the one whose title matches. */
  variant(handle: string, title?: string): Promise<{ productId: number; variantId: number }>;
  close(): Promise<void>;
}

/**
 * Stops a server once the requests on its open connections have been answered. A page's beacons and keepalive fetches
 * outlive the page (the drawer's events are sent that way), so one may be mid-transaction when a journey ends: cutting
 * its connection would leave its handler writing to a database about to close. Idle connections are closed as they
 * become idle; one still busy after 5 s is cut.
 */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 20);
    const cut = setTimeout(() => server.closeAllConnections(), 5000);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Starts gateway (SQLite temp file, LOCAL_MODE unless `localMode: false`) and dev store on ephemeral ports, each
 * knowing the other's URL. Out of local mode the public API's CORS admits only the shop's own storefront origins.
 */
export async function startFullStack(opts: { localMode?: boolean } = {}): Promise<FullStack> {
  await buildWidget();
  const gatewayServer = http.createServer();
  await new Promise<void>((r) => gatewayServer.listen(0, '127.0.0.1', r));
  const gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
  const { store, url: storeUrl, server: storeServer } = await startStore({
    appEmbedScriptUrl: `${gatewayUrl}/storefront/loader.js`,
    gatewayUrl,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-e2e-gw-'));
  const logger = createLogger(process.env.E2E_LOG_LEVEL ?? 'silent');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOCAL_MODE: String(opts.localMode ?? true),
    DATABASE_URL: `sqlite:${path.join(dir, 'gateway.sqlite')}`,
    SHOPIFY_ADMIN_URL: storeUrl,
    PUBLIC_URL: gatewayUrl,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    STOREFRONT_DIR: WIDGET_DIST,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    PUBLIC_RATE_LIMIT: '100000',
  });
  const db = await connectDatabase(config.databaseUrl, logger);
  await migrate(db, logger);
  await seedShop(db, DEMO_SHOP);
  // The merchant has switched the cart on (Cart Setup's activation); a shop with it off keeps the theme's own cart.
  await db.models.Shop.update({ settings: { ...defaultShopSettings(), active: true } }, { where: { id: DEMO_SHOP } });
  const app = createApp({ config, db, logger });
  // Every request until its handler has answered (res.end), even one whose page went away: close() and the direct
  // writes wait for them. A response whose client left before it ended may never end: express.static stops streaming
  // the file and never calls res.end (a closed page's drawer chunk still downloading), and waiting for it hung every
  // later direct write of the file (a run stuck for 11 minutes, each journey's beforeEach timing out). A handler still
  // working for a client that left (a lookup about to cache its answer) answers within a few seconds, so such a
  // request counts as answered at its end or 5 s after its client left, whichever comes first.
  const answering = new Set<Promise<void>>();
  gatewayServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let done = () => {};
    const answered = new Promise<void>((resolve) => (done = resolve));
    const finish = () => {
      answering.delete(answered);
      done();
    };
    answering.add(answered);
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      finish();
      return end(...args);
    }) as ServerResponse['end'];
    res.once('close', () => {
      if (!res.writableEnded) setTimeout(finish, 5000).unref();
    });
    // As the gateway's own server makes them (gateway/src/http/server.ts), so the journeys' lookups go where a
    // shopper's do: a lookup asked again is answered by the lookup's replay before Express, as in production.
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    if (!app.locals.hotPath?.(req, res)) void app(req, res);
  });

  /** As the admin's saves do: the shop's Discount Function discount gets the campaigns and settings (the store's checkout). */
  const syncWithStore = (): Promise<void> => syncDiscount(app.locals.deps, DEMO_SHOP);
  /**
   * After a write straight to the database: the requests already in flight end first, then the shop's cached answers
   * go. A lookup that read the row before the write and answered after the invalidation cached the old answer for its
   * minute (nothing here bumps the public version, which the gateway's own writes do): the COD journey's next page then
   * drew the cart without its in-cart form (one run of ten at load 9).
   */
  const dropCachedAnswers = async (): Promise<void> => {
    await Promise.all([...answering]);
    app.locals.deps.lookupCache.invalidate(DEMO_SHOP);
  };

  return {
    store,
    storeUrl,
    gatewayUrl,
    db,
    async addCampaign(c) {
      const id = randomUUID();
      await db.models.Campaign.create({
        id,
        shop_id: DEMO_SHOP,
        name: c.name,
        active: true,
        type: String(c.settings.type),
        target_type: c.targetType ?? 'all_products',
        campaign_key: id.replace(/-/g, '').slice(0, 16),
        // Fixture documents may be partial, as older rows are; the model declares the domain's full shapes.
        target: { type: c.targetType ?? 'all_products', ...c.target } as Target,
        settings: c.settings as CampaignSettings,
        modules: (c.modules ?? null) as CampaignModules | null,
      });
      await dropCachedAnswers();
      await syncWithStore();
      return id;
    },
    async setSettings(settings) {
      const shop = await db.models.Shop.findByPk(DEMO_SHOP);
      await shop!.update({ settings: { ...(shop!.settings ?? {}), ...settings } as ShopSettings });
      await dropCachedAnswers();
      await syncWithStore();
    },
    async setShop(fields) {
      await db.models.Shop.update(fields, { where: { id: DEMO_SHOP } });
      await dropCachedAnswers();
      await syncWithStore();
    },
    async resetStore() {
      // A sync still running for the journey before would otherwise create its discount in the reset store.
      await discountSyncSettled(app.locals.deps, DEMO_SHOP);
      store.state.reset();
      await db.models.Shop.update(
        { discount_id: null, discount_config_digest: null, discount_claimed_at: null, discount_sync_state: 'pending' },
        { where: { id: DEMO_SHOP } },
      );
      app.locals.deps.lookupCache.invalidate(DEMO_SHOP);
    },
    async variant(handle, title) {
      const p = (await (await fetch(`${storeUrl}/products/${handle}.js`)).json()) as { id: number; variants: { id: number; title: string }[] };
      const v = title ? p.variants.find((x) => x.title === title) : p.variants[0];
      return { productId: p.id, variantId: v!.id };
    },
    async close() {
      await Promise.all([gatewayServer, storeServer].map(drain));
      // A closed page's beacon may still be in its handler (its connection cut with the page's browser context).
      await Promise.race([Promise.all(answering), new Promise((r) => setTimeout(r, 5000).unref())]);
      await stopDiscountSync(app.locals.deps);
      await db.close();
    },
  };
}
