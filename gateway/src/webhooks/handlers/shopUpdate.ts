import { domainOrigins } from '../../shopify/storefrontOrigins';
import type { WebhookHandler } from '../types';

/** shop/update: the shop's primary storefront domain may have changed; the public API's CORS follows it. */
export const shopUpdate: WebhookHandler = async ({ deps, shop, payload, transaction }) => {
  const body = typeof payload === 'object' && payload !== null ? (payload as { domain?: unknown }) : {};
  const domain = typeof body.domain === 'string' ? body.domain : null;
  await deps.db.models.Shop.update({ storefront_origins: domainOrigins(shop, [domain]) }, { where: { id: shop }, transaction });
};
