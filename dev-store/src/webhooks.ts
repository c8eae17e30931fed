import { createHmac, randomUUID } from 'node:crypto';
import type { StoreDeps, WebhookDeliverer } from './config';
import { decimal } from './catalog/serialize';
import { CURRENCIES, currencyByCode, type Order } from './state';

/** Shopify's X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body keyed by the app secret. */
export function webhookHmac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

/** Default deliverer: a real HTTP POST with fetch. */
export const fetchDeliverer: WebhookDeliverer = async ({ url, headers, body }) => {
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status };
};

/** An order in Shopify's REST JSON (the orders/create webhook body). */
export function orderPayload(order: Order, deps: StoreDeps) {
  // As Shopify's REST order: plain amounts in the shop currency, *_set amounts in both (the order is in its presentment currency).
  const shop = CURRENCIES[0];
  const rate = currencyByCode(order.currency)?.rate ?? 1;
  const inShop = (cents: number) => decimal(Math.round(cents / rate));
  const set = (cents: number) => ({
    shop_money: { amount: inShop(cents), currency_code: shop.code },
    presentment_money: { amount: decimal(cents), currency_code: order.currency },
  });
  const allocations = (list: { amount: number; applicationIndex: number }[]) =>
    list.map((a) => ({ amount: inShop(a.amount), amount_set: set(a.amount), discount_application_index: a.applicationIndex }));
  const shipping = order.shippingLines.reduce((s, l) => s + l.discountedPrice, 0);
  return {
    id: order.id, admin_graphql_api_id: `gid://shopify/Order/${order.id}`, name: order.name, order_number: order.number, number: order.number - 1000,
    email: order.email ?? 'shopper@example.com', created_at: order.createdAt, updated_at: order.createdAt, processed_at: order.createdAt,
    currency: shop.code, presentment_currency: order.currency, financial_status: order.financialStatus, fulfillment_status: null, test: true,
    // subtotal_price is after every discount and before shipping; total_discounts counts shipping discounts too.
    subtotal_price: inShop(order.total - shipping), total_price: inShop(order.total), total_discounts: inShop(order.totalDiscounts),
    subtotal_price_set: set(order.total - shipping), total_price_set: set(order.total), total_discounts_set: set(order.totalDiscounts),
    total_shipping_price_set: set(shipping),
    total_line_items_price: inShop(order.lines.reduce((s, l) => s + l.price * l.quantity, 0)),
    discount_codes: order.discountCodes.map((d) => ({ code: d.code, amount: inShop(d.amount), type: d.type })),
    discount_applications: order.discountApplications.map((a) => ({
      target_type: a.targetType, type: a.type, title: a.title, description: a.description, ...(a.code ? { code: a.code } : {}),
      value: a.valueType === 'percentage' ? a.value.toFixed(1) : inShop(a.value), value_type: a.valueType,
      allocation_method: a.allocationMethod, target_selection: a.targetSelection,
    })),
    shipping_lines: order.shippingLines.map((l) => ({
      id: l.id, title: l.title, code: l.code, source: 'shopify', price: inShop(l.price), price_set: set(l.price),
      discounted_price: inShop(l.discountedPrice), discounted_price_set: set(l.discountedPrice), discount_allocations: allocations(l.discountAllocations),
    })),
    note: order.note, note_attributes: order.noteAttributes, cart_token: order.cartToken, source_name: order.sourceName, tags: order.tags.join(', '),
    shop_domain: deps.config.shopDomain,
    line_items: order.lines.map((l) => ({
      id: l.id, admin_graphql_api_id: `gid://shopify/LineItem/${l.id}`, variant_id: l.variantId, product_id: l.productId, title: l.title,
      variant_title: l.variantTitle, name: l.variantTitle ? `${l.title} - ${l.variantTitle}` : l.title, sku: l.sku, quantity: l.quantity,
      price: inShop(l.price), price_set: set(l.price), total_discount: inShop(l.totalDiscount), total_discount_set: set(l.totalDiscount),
      discount_allocations: allocations(l.discountAllocations ?? []), properties: l.properties, gift_card: false, requires_shipping: true, taxable: true,
    })),
  };
}

/** Sends a webhook to {GATEWAY_URL}/webhooks with Shopify's headers; records the attempt; never throws. */
export async function sendWebhook(deps: StoreDeps, topic: string, payload: object): Promise<void> {
  const body = JSON.stringify(payload);
  const at = new Date().toISOString();
  if (!deps.config.gatewayUrl) {
    deps.state.webhooks.push({ topic, url: '', status: null, error: 'GATEWAY_URL not set: not sent', body, at });
    return;
  }
  const url = `${deps.config.gatewayUrl.replace(/\/$/, '')}/webhooks`;
  const headers = {
    'Content-Type': 'application/json', 'X-Shopify-Topic': topic, 'X-Shopify-Hmac-Sha256': webhookHmac(body, deps.config.apiSecret),
    'X-Shopify-Shop-Domain': deps.config.shopDomain, 'X-Shopify-Webhook-Id': randomUUID(), 'X-Shopify-API-Version': '2025-01',
    'X-Shopify-Triggered-At': at, 'X-Shopify-Event-Id': randomUUID(),
  };
  try {
    const { status } = await deps.deliver({ url, headers, body });
    deps.state.webhooks.push({ topic, url, status, error: null, body, at });
  } catch (error) {
    deps.state.webhooks.push({ topic, url, status: null, error: error instanceof Error ? error.message : String(error), body, at });
  }
}
