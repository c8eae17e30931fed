import { NO_TOKENS } from '../../db/shopTokens';
import { purgeShopAnalytics } from '../../services/analyticsRetention';
import type { WebhookHandler } from '../types';

/**
 * app/uninstalled: mark the shop uninstalled, delete its tokens (access and refresh, with their expiries) and purge its analytics (events, rollups, orders,
 * attributions); settings and campaigns stay until shop/redact (48 h later) so a quick reinstall keeps them. Shopify
 * cancels the app's subscriptions on uninstall, so the charge is no longer accepted: a reinstall sees the welcome
 * modal again instead of running unbilled. Shopify also deletes the app's automatic discount (our Discount Function
 * stops with the app), so its id is forgotten.
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
      // Shopify deletes an app's discounts with the app: nothing of ours keeps discounting, and a reinstall
      // creates a new discount for the campaigns kept.
      discount_id: null,
      discount_config_digest: null,
      discount_claimed_at: null,
      discount_sync_state: 'pending',
      discount_sync_error: null,
    },
    { where: { id: shop }, transaction },
  );
  await m.AppSubscription.update(
    { status: 'CANCELLED', pending_subscription_id: null, pending_discount_percent: null, pending_coupon: null },
    { where: { shop_id: shop }, transaction },
  );
  await purgeShopAnalytics(deps.db, shop, transaction);
};
