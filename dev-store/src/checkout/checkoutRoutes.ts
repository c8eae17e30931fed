import express, { Router } from 'express';
import type { StoreDeps } from '../config';
import { storefront } from '../context';
import { CURRENCIES, currencyByCode, type OrderDiscountApplication, type OrderLine, type OrderShippingLine } from '../state';
import { esc, formatMoney } from '../theme/layout';
import { completeCart, completeDraft, summarizeCart } from './orders';

/** Shop id in invoice URLs (https://{shop}/{shopId}/invoices/{token}, as Shopify's). */
export const SHOP_ID = 71000000001;
/** Amounts in the checkout's currency with Shopify's money-with-currency format (checkout shows the code). */
const moneyIn = (currency: string) => (cents: number) => formatMoney(cents, (currencyByCode(currency) ?? CURRENCIES[0]).moneyWithCurrencyFormat);

function linesTable(lines: OrderLine[], currency: string): string {
  const show = moneyIn(currency);
  return `<table class="order-summary"><tbody>${lines.map((l) => `<tr class="order-line" data-variant-id="${l.variantId ?? ''}"><td>${esc(l.title)}${l.variantTitle ? ` – ${esc(l.variantTitle)}` : ''}${l.properties.filter((p) => !p.name.startsWith('_')).map((p) => `<br><small>${esc(p.name)}: ${esc(p.value)}</small>`).join('')}</td><td>× ${l.quantity}</td><td>${show(l.price * l.quantity)}</td>${l.totalDiscount ? `<td class="line-discount">-${show(l.totalDiscount)}</td>` : '<td></td>'}</tr>`).join('')}</tbody></table>`;
}

type Totals = { currency: string; subtotal: number; totalDiscounts: number; total: number; shippingLines: OrderShippingLine[]; discountApplications: OrderDiscountApplication[] };

/** The shipping row: the rate, struck through when a discount lowers it (a draft order has no shipping line). */
function shippingRow(prefix: string, t: Totals): string {
  const show = moneyIn(t.currency);
  const line = t.shippingLines[0];
  if (!line) return `<dt>Shipping</dt><dd data-${prefix}-shipping="0">No shipping line</dd>`;
  const charged = line.discountedPrice === 0 ? 'Free' : show(line.discountedPrice);
  const was = line.discountedPrice < line.price ? `<s data-${prefix}-shipping-price="${line.price}">${show(line.price)}</s> ` : '';
  return `<dt>Shipping (${esc(line.title)})</dt><dd data-${prefix}-shipping="${line.discountedPrice}" data-${prefix}-shipping-price="${line.price}">${was}${charged}</dd>`;
}

function totals(prefix: string, t: Totals): string {
  const show = moneyIn(t.currency);
  const applications = t.discountApplications.map((a) => `<li data-discount-application="${esc(a.title)}" data-target-type="${a.targetType}">${esc(a.title)}</li>`).join('');
  return `${applications ? `<ul class="discount-applications">${applications}</ul>` : ''}<dl class="totals" data-${prefix}-currency="${t.currency}"><dt>Subtotal</dt><dd data-${prefix}-subtotal="${t.subtotal}">${show(t.subtotal)}</dd>
<dt>Discounts</dt><dd data-${prefix}-discounts="${t.totalDiscounts}">-${show(t.totalDiscounts)}</dd>
${shippingRow(prefix, t)}<dt>Total</dt><dd data-${prefix}-total="${t.total}"><strong>${show(t.total)}</strong></dd></dl>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} – Checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse}td{padding:.4rem;border-bottom:1px solid #eee}.line-discount,.error{color:#b00020}dd{margin:0 0 .5rem}button{padding:.7rem 1.4rem}</style></head>
<body><h1>${esc(title)}</h1>${body}</body></html>`;
}

/** Checkout stand-in: cart checkout with a discount code field, draft order invoices, and the order status page. */
export function checkoutRoutes(deps: StoreDeps): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false });

  router.get('/checkout', async (req, res) => {
    const sf = storefront(deps, req, res);
    const summary = await summarizeCart(deps, sf.cart, null);
    if (summary.lines.length === 0) {
      res.type('html').send(page('Checkout', '<p class="empty">Your cart is empty.</p><a href="/">Continue shopping</a>'));
      return;
    }
    const error = req.query.discount_error ? `<p class="error" role="alert">${esc(req.query.discount_error)}</p>` : '';
    const codes = summary.discountCodes.map((d) => `<li data-discount-code="${esc(d.code)}">${esc(d.code)} (-${moneyIn(summary.currency)(d.amount)})</li>`).join('');
    res.type('html').send(page('Checkout', `${linesTable(summary.lines, summary.currency)}
<form method="post" action="/checkout/discount" class="discount-form"><label for="checkout_reduction_code">Discount code</label> <input id="checkout_reduction_code" name="discount" autocomplete="off"> <button type="submit">Apply</button></form>${error}
${codes ? `<ul class="applied-codes">${codes}</ul>` : ''}${totals('checkout', summary)}
<form method="post" action="/checkout/complete"><button type="submit" id="complete-order">Complete order</button></form>`));
  });

  router.post('/checkout/discount', form, async (req, res) => {
    const sf = storefront(deps, req, res);
    const code = String((req.body as { discount?: unknown })?.discount ?? '').trim();
    const summary = code ? await summarizeCart(deps, sf.cart, code) : undefined;
    if (!summary || summary.rejectedCodes.some((c) => c.toLowerCase() === code.toLowerCase())) {
      res.redirect(303, `/checkout?discount_error=${encodeURIComponent('Enter a valid discount code')}`);
      return;
    }
    if (!sf.cart.discountCodes.some((c) => c.toLowerCase() === code.toLowerCase())) sf.cart.discountCodes.push(code);
    res.redirect(303, '/checkout');
  });

  router.post('/checkout/complete', async (req, res) => {
    const sf = storefront(deps, req, res);
    if (sf.cart.lines.length === 0) {
      res.redirect(303, '/checkout');
      return;
    }
    const order = await completeCart(deps, sf.cart, null);
    res.redirect(303, `/checkout/thank-you/${order.id}`);
  });

  router.get('/checkout/thank-you/:id', (req, res) => {
    const order = deps.state.orders.find((o) => o.id === Number(req.params.id));
    if (!order) {
      res.status(404).type('html').send(page('Order not found', ''));
      return;
    }
    const codes = order.discountCodes.map((d) => `<li data-discount-code="${esc(d.code)}">${esc(d.code)} (-${moneyIn(order.currency)(d.amount)})</li>`).join('');
    res.type('html').send(page(`Thank you! Order ${order.name} confirmed`, `<p data-order-id="${order.id}">Order ${esc(order.name)}</p>${linesTable(order.lines, order.currency)}${codes ? `<ul class="applied-codes">${codes}</ul>` : ''}${totals('order', order)}<a href="/">Continue shopping</a>`));
  });

  const findDraft = (token: string) => deps.state.draftOrders.find((d) => d.token === token);
  router.get(`/${SHOP_ID}/invoices/:token`, (req, res) => {
    const draft = findDraft(String(req.params.token));
    if (!draft) {
      res.status(404).type('html').send(page('Invoice not found', ''));
      return;
    }
    if (draft.status === 'COMPLETED') {
      res.redirect(303, `/checkout/thank-you/${draft.orderId}`);
      return;
    }
    const t = { currency: draft.currency, subtotal: draft.subtotal, totalDiscounts: draft.lines.reduce((s, l) => s + l.price * l.quantity, 0) - draft.total, total: draft.total, shippingLines: [], discountApplications: [] };
    const orderDiscount = draft.orderDiscount ? `<p class="order-discount">${esc(draft.orderDiscount.title)}</p>` : '';
    res.type('html').send(page(`Invoice ${draft.name}`, `${linesTable(draft.lines, draft.currency)}${orderDiscount}${totals('checkout', t)}
<form method="post" action="/${SHOP_ID}/invoices/${esc(draft.token)}/complete"><button type="submit" id="complete-order">Complete order</button></form>`));
  });
  router.post(`/${SHOP_ID}/invoices/:token/complete`, async (req, res) => {
    const draft = findDraft(String(req.params.token));
    if (!draft) {
      res.status(404).type('html').send(page('Invoice not found', ''));
      return;
    }
    const order = draft.status === 'COMPLETED' ? deps.state.orders.find((o) => o.id === draft.orderId) : await completeDraft(deps, draft);
    res.redirect(303, `/checkout/thank-you/${order?.id ?? ''}`);
  });
  return router;
}
