import { isTimeZone } from '@cartlift/domain';
import { domainOrigins } from '../../shopify/storefrontOrigins';
import type { WebhookHandler } from '../types';

/**
 * shop/update: the shop's primary storefront domain may have changed (the public API's CORS follows it), and so may its
 * time zone (`iana_timezone`, the dashboard's days; a value that is not a zone keeps the stored one).
 */
export const shopUpdate: WebhookHandler = async ({ deps, shop, payload, transaction }) => {
  const body = typeof payload === 'object' && payload !== null ? (payload as { domain?: unknown; iana_timezone?: unknown }) : {};
  const domain = typeof body.domain === 'string' ? body.domain : null;
  await deps.db.models.Shop.update(
    {
      storefront_origins: domainOrigins(shop, [domain]),
      ...(isTimeZone(body.iana_timezone) ? { iana_timezone: body.iana_timezone } : {}),
    },
    { where: { id: shop }, transaction },
  );
};
