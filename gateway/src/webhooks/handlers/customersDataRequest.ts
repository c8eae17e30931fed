import type { WebhookHandler } from '../types';

/**
 * customers/data_request (mandatory): Cartlift stores no customer personal data (attribution keeps order ids and
 * amounts only), so there is nothing to send; the request is logged for the merchant's records.
 */
export const customersDataRequest: WebhookHandler = async ({ deps, shop, payload }) => {
  const p = payload as { data_request?: { id?: unknown }; orders_requested?: unknown };
  deps.logger.info(
    { shop, request: p.data_request?.id, orders: p.orders_requested },
    'customer data request: no personal data held',
  );
};
