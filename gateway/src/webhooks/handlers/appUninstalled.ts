import type { WebhookHandler } from '../types';

/** app/uninstalled: mark the shop uninstalled and drop its token; data stays until shop/redact (48 h later). */
export const appUninstalled: WebhookHandler = async ({ deps, shop, transaction }) => {
  await deps.db.models.Shop.update(
    { installed: false, access_token: null, uninstalled_at: new Date() },
    { where: { id: shop }, transaction },
  );
};
