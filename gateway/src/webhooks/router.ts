import { createHash } from 'crypto';
import express, { Router } from 'express';
import { UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../context';
import { isDeadlock } from '../db/deadlock';
import { bumpPublicVersion } from '../db/publicVersion';
import { isShopDomain } from '../shopify/shopDomain';
import { badRequest, unauthorized } from '../shared/errors';
import { appUninstalled } from './handlers/appUninstalled';
import { customersDataRequest } from './handlers/customersDataRequest';
import { customersRedact } from './handlers/customersRedact';
import { ordersCreate } from './handlers/ordersCreate';
import { ordersCreateUsage } from './handlers/ordersCreateUsage';
import { shopRedact } from './handlers/shopRedact';
import { shopUpdate } from './handlers/shopUpdate';
import type { WebhookHandler } from './types';
import { verifyWebhookHmac } from './verifyHmac';

/** How often a delivery whose transaction lost a deadlock runs again before the error is answered. */
const MAX_DEADLOCK_RETRIES = 3;

/** Runs handlers in order in the same transaction; their after-commit work runs in the same order. */
const inSequence =
  (...handlers: WebhookHandler[]): WebhookHandler =>
  async (ctx) => {
    const after: Array<() => Promise<void>> = [];
    for (const h of handlers) {
      const next = await h(ctx);
      if (next) after.push(next);
    }
    if (after.length === 0) return;
    return async () => {
      for (const a of after) await a();
    };
  };

/** One handler per topic (shopify.app.toml subscriptions); unknown topics are acknowledged and ignored. */
const HANDLERS: Readonly<Record<string, WebhookHandler>> = {
  'app/uninstalled': appUninstalled,
  'customers/data_request': customersDataRequest,
  'customers/redact': customersRedact,
  'shop/redact': shopRedact,
  'orders/create': inSequence(ordersCreate, ordersCreateUsage),
  'shop/update': shopUpdate,
};

/** Topics whose handlers change what the storefront API answers for the shop (installed, origins, campaigns). */
const PUBLIC_TOPICS: ReadonlySet<string> = new Set(['app/uninstalled', 'shop/redact', 'shop/update']);

/** Every topic the gateway handles; the deploy config test holds shopify.app.toml's subscriptions to exactly this list. */
export const HANDLED_TOPICS: readonly string[] = Object.keys(HANDLERS);

/**
 * POST /webhooks (topic in X-Shopify-Topic) and POST /webhooks/<topic> alike. Mounted before express.json(): the
 * HMAC is over the raw bytes. Webhooks "can trigger multiple times", so each delivery id is recorded in the same
 * transaction as its effect and a replay is answered 200 without running again.
 */
export function webhookRouter(deps: AppDeps): Router {
  const router = Router();
  router.post(['/webhooks', '/webhooks/*topic'], express.raw({ type: () => true, limit: '2mb' }), async (req, res) => {
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!verifyWebhookHmac(raw, req.header('x-shopify-hmac-sha256'), deps.config.shopifyApiSecret)) {
      throw unauthorized('Invalid webhook HMAC');
    }
    const topic = (req.header('x-shopify-topic') ?? '').toLowerCase();
    const shop = req.header('x-shopify-shop-domain');
    if (!isShopDomain(shop)) throw badRequest('Invalid X-Shopify-Shop-Domain');
    // Own keys only: a signed topic such as "constructor" must not reach Object.prototype.
    const handler = Object.hasOwn(HANDLERS, topic) ? HANDLERS[topic] : undefined;
    if (!handler) {
      deps.logger.info({ topic, shop }, 'webhook topic not handled');
      res.status(200).json({ ok: true, ignored: true });
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest('Malformed JSON body');
    }
    const headerId = req.header('x-shopify-webhook-id');
    const id =
      headerId && headerId.length <= 64
        ? headerId
        : `sha256:${createHash('sha256').update(topic).update(raw).digest('hex').slice(0, 56)}`;
    const m = deps.db.models;
    type Outcome = { duplicate: boolean; after?: () => Promise<void> };
    const deliver = async (attempt: number): Promise<Outcome> => {
      try {
        return await deps.db.write(async (transaction): Promise<Outcome> => {
          if (await m.WebhookDelivery.findByPk(id, { transaction })) return { duplicate: true };
          const after = await handler({ deps, shop, payload, transaction });
          if (PUBLIC_TOPICS.has(topic)) await bumpPublicVersion(deps.db, shop, transaction);
          await m.WebhookDelivery.create({ id, shop_id: shop, topic }, { transaction });
          return { duplicate: false, after: after || undefined };
        });
      } catch (err) {
        // The same delivery committed by another request (or process) first.
        if (err instanceof UniqueConstraintError) return { duplicate: true };
        // Rolled back whole as a deadlock victim: run it again, and it finds the winner's delivery row (a duplicate) or
        // applies alone. Shopify would retry a 5xx too, but only after minutes.
        if (isDeadlock(err) && attempt < MAX_DEADLOCK_RETRIES) return deliver(attempt + 1);
        throw err;
      }
    };
    const { duplicate, after } = await deliver(0);
    if (!duplicate) {
      deps.lookupCache.invalidate(shop);
      if (after)
        await after().catch((err: unknown) => deps.logger.warn({ err, shop, topic }, 'webhook cleanup failed'));
    }
    deps.logger.info({ topic, shop, id, duplicate }, 'webhook');
    res.status(200).json({ ok: true, duplicate });
  });
  return router;
}
