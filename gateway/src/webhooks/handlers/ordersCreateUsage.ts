import { countOrder, sendPendingCharges } from '../../services/billing/usage';
import type { WebhookHandler } from '../types';

const ORDER_ID = /^\d{1,20}$/;

/**
 * orders/create for billing: counts the order towards the shop's cycle (once per order id, whatever the delivery id)
 * and, after the commit, sends any usage charge it made due. The order's own created_at places it in a cycle, so a
 * late retry still counts where the order happened.
 */
export const ordersCreateUsage: WebhookHandler = async ({ deps, shop, payload, transaction }) => {
  const order = payload as { id?: unknown; created_at?: unknown };
  const id = typeof order.id === 'number' || typeof order.id === 'string' ? String(order.id) : '';
  if (!ORDER_ID.test(id)) return;
  const at = typeof order.created_at === 'string' ? new Date(order.created_at) : new Date(NaN);
  const placedAt = Number.isNaN(at.getTime()) ? new Date() : at;
  const due = await countOrder(deps, shop, id, placedAt, transaction);
  if (!due) return;
  return async () => {
    await sendPendingCharges(deps, shop);
  };
};
