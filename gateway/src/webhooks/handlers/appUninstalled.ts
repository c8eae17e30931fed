import { NO_TOKENS } from '../../db/shopTokens';
import { purgeShopAnalytics } from '../../services/analyticsRetention';
import type { WebhookHandler } from '../types';

/**
 * app/uninstalled: mark the shop uninstalled, delete its tokens (access and refresh, with their expiries) and purge its analytics (events, rollups, orders,
 * attributions); settings and campaigns stay until shop/redact (48 h later) so a quick reinstall keeps them. Shopify
 * cancels the app's subscriptions on uninstall, so the charge is no longer accepted: a reinstall sees the welcome
 * modal again instead of running unbilled.
 */
export const appUninstalled: WebhookHandler = async ({ deps, shop, transaction }) => {
  const m = deps.db.models;
  await m.Shop.update(
    {
      installed: false,
      ...NO_TOKENS,
      uninstalled_at: new Date(),
      charge_accepted: false,
      charge_confirmation_url: null,
    },
    { where: { id: shop }, transaction },
  );
  await m.AppSubscription.update(
    { status: 'CANCELLED', pending_subscription_id: null, pending_discount_percent: null, pending_coupon: null },
    { where: { shop_id: shop }, transaction },
  );
  await purgeShopAnalytics(deps.db, shop, transaction);
};
