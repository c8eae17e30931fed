import type { StoreDeps } from '../config';
import type { Cart } from '../cart/cartStore';
import { shippingDiscounts } from '../cart/functionPricing';
import { convert, priceCart, type DiscountApplication } from '../cart/pricing';
import { runDiscountFunctions } from '../functions/discountFunctions';
import { DELIVERY_GROUP_ID, STANDARD_SHIPPING } from '../functions/input';
import type { FunctionOperations } from '../functions/types';
import { CURRENCIES, currencyByCode, type DraftOrder, type Order, type OrderDiscountApplication, type OrderLine, type OrderShippingLine } from '../state';
import { orderPayload, sendWebhook } from '../webhooks';

/** A checkout's totals before completion, in the cart's presentment currency (cents). */
export interface CheckoutSummary {
  currency: string;
  lines: OrderLine[];
  /** Items after line-level discounts, before order discounts (the dev store's historical "subtotal"). */
  subtotal: number;
  /** Line, order and shipping discounts. */
  totalDiscounts: number;
  /** What the buyer pays: items after every discount plus shipping after its discounts. */
  total: number;
  discountCodes: Order['discountCodes'];
  rejectedCodes: string[];
  discountApplications: OrderDiscountApplication[];
  shippingLines: OrderShippingLine[];
}

const orderApplication = (a: DiscountApplication, targetType: OrderDiscountApplication['targetType']): OrderDiscountApplication => ({
  targetType, type: a.type, title: a.title, description: a.description, code: a.type === 'discount_code' ? a.key : null,
  value: a.value, valueType: a.valueType, allocationMethod: a.allocationMethod, targetSelection: a.targetSelection,
});

/**
 * Totals of a cart checkout with its codes plus an extra code typed at checkout, in the cart's presentment currency
 * at the same rate cart.js shows (Shopify checks out in the currency the buyer shopped in). The app's discount
 * functions run on the cart as it is (before any discount) and their operations are priced in; shipping is the
 * standard rate, less the functions' delivery discounts.
 */
export async function summarizeCart(deps: StoreDeps, cart: Cart, extraCode: string | null): Promise<CheckoutSummary> {
  const codes = extraCode ? [...cart.discountCodes, extraCode] : cart.discountCodes;
  const currency = currencyByCode(cart.currency) ?? CURRENCIES[0];
  const now = new Date();
  const price = (runs: FunctionOperations[]) => priceCart(cart.lines, codes, deps.state.catalog, deps.state.discounts, currency.rate, now, runs);
  const undiscounted = priceCart(cart.lines, [], deps.state.catalog, [], currency.rate, now);
  const shippingRate = undiscounted.requiresShipping ? convert(STANDARD_SHIPPING.shopCents, currency.rate) : null;
  const runs = await runDiscountFunctions(deps, {
    lines: undiscounted.lines, attributes: cart.attributes, currency, shippingRate, now,
    collectionsOf: (productId) => deps.state.catalog.collectionsOf(productId).map((c) => `gid://shopify/Collection/${c.id}`),
  });
  const priced = price(runs);
  const applications: OrderDiscountApplication[] = [];
  const indexOf = (a: DiscountApplication, targetType: OrderDiscountApplication['targetType']) => {
    const found = applications.findIndex((o) => o.title === a.title && o.code === (a.type === 'discount_code' ? a.key : null) && o.targetType === targetType && o.value === a.value && o.valueType === a.valueType);
    return found >= 0 ? found : applications.push(orderApplication(a, targetType)) - 1;
  };
  const lines = priced.lines.map((l): OrderLine => ({
    id: deps.state.nextId(), variantId: l.variant.id, productId: l.product.id, title: l.product.title,
    variantTitle: l.variant.title === 'Default Title' ? null : l.variant.title, sku: l.variant.sku, quantity: l.line.quantity, price: l.unitPrice,
    totalDiscount: l.lineDiscount + l.cartDiscountShare, properties: Object.entries(l.line.properties).map(([name, value]) => ({ name, value })),
    discountAllocations: [...l.allocations, ...l.cartAllocations].map((a) => ({ amount: a.amount, applicationIndex: indexOf(a.application, 'line_item') })),
  }));
  const shippingLines: OrderShippingLine[] = [];
  if (shippingRate !== null) {
    const discounts = shippingDiscounts(shippingRate, DELIVERY_GROUP_ID, STANDARD_SHIPPING.handle, runs);
    const off = discounts.reduce((s, d) => s + d.amount, 0);
    shippingLines.push({
      id: deps.state.nextId(), title: STANDARD_SHIPPING.title, code: STANDARD_SHIPPING.code, price: shippingRate, discountedPrice: shippingRate - off,
      discountAllocations: discounts.map((d) => ({ amount: d.amount, applicationIndex: indexOf(d.application, 'shipping_line') })),
    });
  }
  const shippingCharged = shippingLines.reduce((s, l) => s + l.discountedPrice, 0);
  const shippingOff = shippingLines.reduce((s, l) => s + l.price - l.discountedPrice, 0);
  const codeAmounts = (code: string) =>
    priced.cartApplications.filter((a) => a.key === code).reduce((s, a) => s + a.totalAllocatedAmount, 0) +
    priced.lines.flatMap((l) => l.allocations).filter((a) => a.application.key === code).reduce((s, a) => s + a.amount, 0);
  const applied = priced.discountCodes.filter((d) => d.applicable);
  return {
    currency: currency.code, lines, subtotal: priced.itemsSubtotal, totalDiscounts: priced.totalDiscount + shippingOff, total: priced.total + shippingCharged,
    discountCodes: applied.map((d) => {
      const rule = deps.state.discounts.find((r) => r.code?.toLowerCase() === d.code.toLowerCase());
      return { code: rule?.code ?? d.code, amount: codeAmounts(rule?.code ?? d.code), type: rule?.valueType ?? 'fixed_amount' };
    }),
    rejectedCodes: priced.discountCodes.filter((d) => !d.applicable).map((d) => d.code),
    discountApplications: applications, shippingLines,
  };
}

function decrementStock(deps: StoreDeps, lines: OrderLine[]): void {
  for (const line of lines) {
    const found = line.variantId === null ? undefined : deps.state.catalog.variant(line.variantId);
    if (found?.variant.tracked) found.variant.inventoryQuantity -= line.quantity;
  }
}

function recordOrder(deps: StoreDeps, fields: Omit<Order, 'id' | 'name' | 'number' | 'createdAt'>): Order {
  const number = 1001 + deps.state.orders.length;
  const order: Order = { ...fields, id: 5900000000000 + number, name: `#${number}`, number, createdAt: new Date().toISOString() };
  deps.state.orders.push(order);
  decrementStock(deps, order.lines);
  return order;
}

/**
 * Completes a cart checkout: records the order, counts code usage, sends orders/create. The cart is gone afterwards,
 * as on Shopify: the visitor's next request gets a new cart with a new token (the loader writes its experiment arm
 * attributes once per cart token).
 */
export async function completeCart(deps: StoreDeps, cart: Cart, extraCode: string | null): Promise<Order> {
  const summary = await summarizeCart(deps, cart, extraCode);
  const order = recordOrder(deps, {
    currency: summary.currency, lines: summary.lines, subtotal: summary.subtotal, totalDiscounts: summary.totalDiscounts, total: summary.total,
    discountCodes: summary.discountCodes, discountApplications: summary.discountApplications, shippingLines: summary.shippingLines, note: cart.note, noteAttributes: Object.entries(cart.attributes).map(([name, value]) => ({ name, value })),
    cartToken: cart.token.split('?')[0], sourceName: 'web', financialStatus: 'paid', tags: [], email: null, shippingAddress: null,
  });
  for (const d of summary.discountCodes) {
    const rule = deps.state.discounts.find((r) => r.code === d.code);
    if (rule) rule.usageCount++;
  }
  deps.state.carts.clear(cart);
  cart.discountCodes = [];
  cart.note = null;
  cart.attributes = {};
  deps.state.carts.carts.delete(cart.token);
  await sendWebhook(deps, 'orders/create', orderPayload(order, deps));
  return order;
}

/**
 * Completes a draft order (from its invoice, or draftOrderComplete): records the order and sends orders/create.
 * paymentPending leaves it unpaid, as Shopify does for cash on delivery.
 */
export async function completeDraft(deps: StoreDeps, draft: DraftOrder, paymentPending = false): Promise<Order> {
  const order = recordOrder(deps, {
    currency: draft.currency, lines: draft.lines.map((l) => ({ ...l, id: deps.state.nextId() })), subtotal: draft.subtotal,
    totalDiscounts: draft.lines.reduce((s, l) => s + l.price * l.quantity, 0) - draft.total,
    total: draft.total, discountCodes: [], discountApplications: [], shippingLines: [], note: draft.note, noteAttributes: draft.customAttributes.map((a) => ({ name: a.key, value: a.value })),
    cartToken: null, sourceName: 'shopify_draft_order', financialStatus: paymentPending ? 'pending' : 'paid', tags: [...draft.tags],
    email: draft.email, shippingAddress: draft.shippingAddress,
  });
  draft.status = 'COMPLETED';
  draft.orderId = order.id;
  await sendWebhook(deps, 'orders/create', orderPayload(order, deps));
  return order;
}
