import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { adminRoutes } from './admin/adminRoutes';
import { billingRoutes } from './billing/billingRoutes';
import { oauthRoutes } from './admin/oauth';
import { cartRoutes } from './cart/cartRoutes';
import { catalogRoutes } from './catalog/catalogRoutes';
import { checkoutRoutes } from './checkout/checkoutRoutes';
import { DEFAULT_CONFIG, type StoreConfig, type StoreDeps, type WebhookDeliverer } from './config';
import { devRoutes } from './dev/devRoutes';
import { serveImage } from './images';
import { shopRoutes, SHOP_DOMAIN } from './shops/shopRoutes';
import { StoreState } from './state';
import { notFoundRoute, pageRoutes, sectionRenderingRoute } from './theme/pageRoutes';
import { fetchDeliverer } from './webhooks';

/** Options for one in-process dev store; unset fields take the local defaults. */
export interface StoreOptions extends Partial<StoreConfig> {
  /** How webhooks leave the store (default: fetch POST). */
  deliverWebhook?: WebhookDeliverer;
  appEmbedEnabled?: boolean;
  contention?: boolean;
  writeLatencyMs?: number;
}

/** A dev store: the Express app (not listening) and its state, for in-process tests. */
export interface DevStore {
  app: Express;
  state: StoreState;
  config: StoreConfig;
}

/** Builds the dev store app: storefront, Ajax Cart API, catalog JSON, Admin API, OAuth, checkout, dev controls. */
export function createStore(options: StoreOptions = {}): DevStore {
  const { deliverWebhook, appEmbedEnabled, contention, writeLatencyMs, ...overrides } = options;
  const config: StoreConfig = { ...DEFAULT_CONFIG, ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) };
  const badShop = config.extraShopDomains.find((d) => !SHOP_DOMAIN.test(d));
  if (badShop !== undefined) throw new Error(`extra shop "${badShop}" is not a myshopify domain (name.myshopify.com)`);
  const state = new StoreState({ appEmbedEnabled: appEmbedEnabled ?? false, contention: contention ?? false, writeLatencyMs: writeLatencyMs ?? 0, accessToken: config.accessToken, shopDomain: config.shopDomain, tokenLifetimes: { accessSeconds: config.accessTokenLifetimeSeconds, refreshSeconds: config.refreshTokenLifetimeSeconds } });
  const deps: StoreDeps = { config, state, deliver: deliverWebhook ?? fetchDeliverer };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.get(['/cdn/shop/files/:file', '/cdn/shop/products/:file'], serveImage);
  app.use(adminRoutes(deps));
  app.use(oauthRoutes(deps));
  app.use(billingRoutes(deps));
  app.use(shopRoutes(deps));
  app.use(devRoutes(deps));
  app.use(checkoutRoutes(deps));
  for (const prefix of ['/fr', '/']) {
    app.use(prefix, catalogRoutes(deps));
    app.use(prefix, sectionRenderingRoute(deps));
    app.use(prefix, cartRoutes(deps));
    app.use(prefix, pageRoutes(deps));
  }
  app.use(notFoundRoute(deps));
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500;
    if (status >= 500) console.error('dev-store:', error);
    res.status(status).json({ status, message: status >= 500 ? 'Internal Server Error' : 'Bad Request', description: error instanceof Error ? error.message : String(error) });
  });
  return { app, state, config };
}
