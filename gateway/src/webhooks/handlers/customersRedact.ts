import { Op } from 'sequelize';
import type { WebhookHandler } from '../types';

/** customers/redact (mandatory): removes the attribution rows of the orders to redact; no other customer data exists. */
export const customersRedact: WebhookHandler = async ({ deps, shop, payload, transaction }) => {
  const orders = (payload as { orders_to_redact?: unknown }).orders_to_redact;
  const ids = Array.isArray(orders)
    ? orders.filter((o) => typeof o === 'number' || typeof o === 'string').map(String)
    : [];
  if (ids.length === 0) return;
  await deps.db.models.UpsellAttribution.destroy({ where: { shop_id: shop, order_id: { [Op.in]: ids } }, transaction });
};
