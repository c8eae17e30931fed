import express, { Router, type Request } from 'express';
import type { StoreDeps } from '../config';
import { SHOP_ID } from '../checkout/checkoutRoutes';
import { completeCart } from '../checkout/orders';
import { deployedFunction } from '../functions/discountFunctions';
import { orderPayload, sendWebhook } from '../webhooks';
import { esc } from '../theme/layout';
import { DROPPABLE_MUTATIONS, type DraftOrder, type MailingAddress, type StoreFaults } from '../state';

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 'on' || value === '1') return true;
  if (value === false || value === 'false' || value === 'off' || value === '0') return false;
  return undefined;
}

/** A shipping address on one line: name, street, city, region, postal code, country, phone. */
const addressLine = (a: MailingAddress): string =>
  [[a.firstName, a.lastName].filter(Boolean).join(' '), a.address1, a.address2, a.city, a.province, a.zip, a.countryCode, a.phone].filter(Boolean).join(', ');

/** A draft order as the merchant reviews it: name, status, total, tags, customer, shipping address and note. */
function draftItem(d: DraftOrder): string {
  const address = d.shippingAddress ? addressLine(d.shippingAddress) : '';
  return `<li data-draft-order="${esc(d.name)}"><strong>${esc(d.name)}</strong> ${d.status.toLowerCase()}: ${(d.total / 100).toFixed(2)} ${esc(d.currency)}${d.tags.length ? `, tags ${esc(d.tags.join(', '))}` : ''}`
    + `<br>Customer: ${esc(d.email ?? 'no email')}${address ? `<br>Ship to: ${esc(address)}` : ''}${d.note ? `<br>Note: ${esc(d.note).replace(/\n/g, '<br>')}` : ''}</li>`;
}

/** The body of POST /__dev/faults over the current faults, or an error message. */
function parseFaults(body: Record<string, unknown>, current: StoreFaults): StoreFaults | string {
  const next = { ...current };
  if ('draftOrderComplete' in body) {
    const value = body.draftOrderComplete;
    if (value !== null && (typeof value !== 'string' || value.trim() === '' || value.length > 200)) return 'draftOrderComplete must be a message of 1 to 200 characters, or null for off';
    next.draftOrderComplete = value;
  }
  if ('dropAnswer' in body) {
    const value = body.dropAnswer as { mutation?: unknown; times?: unknown } | null;
    const mutation = DROPPABLE_MUTATIONS.find((m) => m === value?.mutation);
    const times = Number(value?.times ?? 1);
    if (value !== null && (typeof value !== 'object' || !mutation || !Number.isInteger(times) || times < 1 || times > 100))
      return `dropAnswer must be {mutation: ${DROPPABLE_MUTATIONS.join(' | ')}, times: 1 to 100}, or null for off`;
    next.dropAnswer = mutation ? { mutation, times } : null;
  }
  return 'draftOrderComplete' in body || 'dropAnswer' in body ? next : 'Name a fault: draftOrderComplete or dropAnswer';
}

const wantsHtml = (req: Request) => req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/** Dev controls (not Shopify): app embed switch, contention and fault switches, reset, draft orders, orders and webhook log, API checkout. */
export function devRoutes(deps: StoreDeps): Router {
  const router = Router();
  const json = express.json();
  const form = express.urlencoded({ extended: false });
  const { state } = deps;

  const functionStatus = () => {
    const fn = deployedFunction(deps);
    if (!fn) return 'No function extension deployed.';
    const discounts = state.appDiscounts.map((d) => d.title).join(', ') || 'none';
    const runs = state.functionRuns.length ? ` Last run: ${state.functionRuns[state.functionRuns.length - 1].target}, ${state.functionRuns[state.functionRuns.length - 1].errors.length ? 'failed' : 'ok'} (GET /__dev/function-runs).` : '';
    return `${fn.handle} (${fn.module ? 'built' : `not built: ${fn.modulePath}`}); app discounts: ${discounts}.${runs}`;
  };

  router.get('/__dev', (_req, res) => {
    const hooks = state.webhooks.slice(-10).reverse().map((w) => `<li>${esc(w.at)} ${esc(w.topic)} → ${esc(w.url || '(no GATEWAY_URL)')}: ${esc(w.status ?? w.error)}</li>`).join('');
    const orders = state.orders.slice(-10).reverse().map((o) => `<li data-order="${esc(o.name)}">${esc(o.name)}: $${(o.total / 100).toFixed(2)} (discounts $${(o.totalDiscounts / 100).toFixed(2)}, ${o.financialStatus}${o.tags.length ? `, tags ${esc(o.tags.join(', '))}` : ''})${o.shippingAddress ? `<br>Ship to: ${esc(addressLine(o.shippingAddress))}` : ''}</li>`).join('');
    const drafts = state.draftOrders.slice(-10).reverse().map(draftItem).join('');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev store controls</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}form{margin:1rem 0}</style></head><body>
<h1>Dev store controls</h1><p>Shop <strong>${esc(deps.config.shopDomain)}</strong>. <a href="/">Storefront</a></p>
<h2>Cartlift app embed</h2><p id="app-embed-status">The Cartlift app embed is <strong>${state.appEmbed.enabled ? 'on' : 'off'}</strong>.</p>
<form method="post" action="/__dev/app-embed"><input type="hidden" name="enabled" value="${state.appEmbed.enabled ? 'false' : 'true'}"><button type="submit" id="toggle-app-embed">${state.appEmbed.enabled ? 'Turn off' : 'Turn on'}</button></form>
<h2>Cart contention</h2><p>Concurrent writes to one cart answer 409: <strong>${state.contention.on ? 'on' : 'off'}</strong> (write latency ${state.contention.writeLatencyMs} ms).</p>
<form method="post" action="/__dev/contention"><input type="hidden" name="on" value="${state.contention.on ? 'false' : 'true'}"><label>Write latency (ms) <input name="writeLatencyMs" type="number" min="0" value="${state.contention.writeLatencyMs}"></label> <button type="submit">${state.contention.on ? 'Turn off' : 'Turn on'}</button></form>
<h2>Faults</h2><p id="faults-status">draftOrderComplete fails with: <strong>${esc(state.faults.draftOrderComplete ?? 'off')}</strong> (POST /__dev/faults {"draftOrderComplete": "message" | null}).
Answers dropped after the work is done: <strong>${state.faults.dropAnswer ? `${esc(state.faults.dropAnswer.mutation)} × ${state.faults.dropAnswer.times}` : 'off'}</strong> (POST /__dev/faults {"dropAnswer": {"mutation": "${DROPPABLE_MUTATIONS.join('" | "')}", "times": 1} | null}).</p>
<h2>Discount function</h2><p id="function-status">${esc(functionStatus())}</p>
<form method="post" action="/__dev/uninstall"><button type="submit">Uninstall the app (revokes its tokens, removes its discounts)</button></form>
<h2>Reset</h2><form method="post" action="/__dev/reset"><button type="submit">Reset catalog, stock, carts, orders</button></form>
<h2>Draft orders</h2><ul id="draft-orders">${drafts || '<li>None yet</li>'}</ul>
<h2>Recent orders</h2><ul id="orders">${orders || '<li>None yet</li>'}</ul><h2>Recent webhooks</h2><ul>${hooks || '<li>None yet</li>'}</ul></body></html>`);
  });

  router.post('/__dev/app-embed', json, form, (req, res) => {
    const enabled = flag((req.body as Record<string, unknown> | undefined)?.enabled);
    if (enabled === undefined) {
      res.status(400).json({ error: 'enabled must be true or false' });
      return;
    }
    state.appEmbed.enabled = enabled;
    if (wantsHtml(req)) res.redirect(303, '/__dev');
    else res.json({ enabled });
  });

  router.post('/__dev/contention', json, form, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const on = flag(body.on);
    const latency = body.writeLatencyMs === undefined || body.writeLatencyMs === '' ? state.contention.writeLatencyMs : Number(body.writeLatencyMs);
    if (on === undefined || !Number.isInteger(latency) || latency < 0 || latency > 60000) {
      res.status(400).json({ error: 'on must be true or false; writeLatencyMs an integer from 0 to 60000' });
      return;
    }
    state.contention = { on, writeLatencyMs: latency };
    if (wantsHtml(req)) res.redirect(303, '/__dev');
    else res.json(state.contention);
  });

  // draftOrderComplete: answer a userError (the message) and complete nothing until set back to null. dropAnswer: the
  // named mutation's next `times` calls do their work and the connection is dropped before the answer.
  router.post('/__dev/faults', json, (req, res) => {
    const next = parseFaults((req.body ?? {}) as Record<string, unknown>, state.faults);
    if (typeof next === 'string') {
      res.status(400).json({ error: next });
      return;
    }
    state.faults = next;
    res.json(state.faults);
  });

  // The shop's custom storefront domain, as a merchant connects one: Admin API primaryDomain follows, shop/update is sent.
  router.post('/__dev/primary-domain', json, form, async (req, res) => {
    const host = String((req.body as Record<string, unknown> | undefined)?.host ?? '').trim().toLowerCase();
    if (host !== '' && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
      res.status(400).json({ error: 'host must be a domain name such as shop.example.com, or empty for none' });
      return;
    }
    state.primaryDomain = host || null;
    const domain = state.primaryDomain ?? deps.config.shopDomain;
    await sendWebhook(deps, 'shop/update', { name: deps.config.shopName, domain, myshopify_domain: deps.config.shopDomain, currency: 'USD' });
    res.json({ primaryDomain: domain });
  });

  // Not Shopify: moves every active app subscription's approval back, so a test reaches a billing period past the
  // free trial without waiting (the gateway's seed has the matching --accepted-days-ago).
  router.post('/__dev/billing/accepted-days-ago', json, form, (req, res) => {
    const days = Number((req.body as Record<string, unknown> | undefined)?.days);
    if (!Number.isInteger(days) || days < 0 || days > 365) {
      res.status(400).json({ error: 'days must be an integer from 0 to 365' });
      return;
    }
    const at = new Date(Date.now() - days * 86_400_000).toISOString();
    const moved = state.billing.subscriptions.filter((s) => s.status === 'ACTIVE');
    for (const sub of moved) sub.activatedAt = at;
    res.json({ activatedAt: at, subscriptions: moved.map((s) => s.id) });
  });

  // Not Shopify: sets a variant's stock as a merchant's inventory edit (or another shopper's purchase) would, so a test
  // can sell out a line already in a cart. Tracked, deny-policy variants only: the others never sell out.
  router.post('/__dev/stock', json, (req, res) => {
    const body = (req.body ?? {}) as { variantId?: unknown; quantity?: unknown };
    const found = state.catalog.variant(Number(body.variantId));
    const quantity = Number(body.quantity);
    if (!found || !found.variant.tracked || found.variant.inventoryPolicy !== 'deny' || !Number.isInteger(quantity) || quantity < 0) {
      res.status(400).json({ error: 'variantId must name a tracked variant that denies overselling; quantity an integer of 0 or more' });
      return;
    }
    const previous = found.variant.inventoryQuantity;
    found.variant.inventoryQuantity = quantity;
    res.json({ variantId: found.variant.id, quantity, previous });
  });

  router.post('/__dev/reset', (req, res) => {
    state.reset();
    if (wantsHtml(req)) res.redirect(303, '/__dev');
    else res.json({ ok: true });
  });

  // Each order as orders/create carried it (Shopify's REST order: shop-currency strings, *_set in both currencies),
  // plus the store's own record (presentment cents: total, lines, totalDiscounts...) that older tests read.
  router.get('/__dev/orders', (_req, res) => {
    res.json({ orders: state.orders.map((o) => ({ ...o, ...orderPayload(o, deps) })) });
  });
  // Not Shopify's API: the discount function's latest runs (input, output, logs, errors, input bytes, time), as the
  // Partner Dashboard's function run log shows them.
  router.get('/__dev/function-runs', (_req, res) => {
    const fn = deployedFunction(deps);
    res.json({ function: fn ? { id: fn.id, handle: fn.handle, built: fn.module !== null, modulePath: fn.modulePath } : null, runs: state.functionRuns });
  });
  // What a merchant's uninstall does (not emulated otherwise): tokens revoked, the app's function discounts gone, and
  // app/uninstalled sent.
  router.post('/__dev/uninstall', async (req, res) => {
    state.uninstallApp();
    await sendWebhook(deps, 'app/uninstalled', { id: SHOP_ID, name: deps.config.shopName, domain: state.primaryDomain ?? deps.config.shopDomain, myshopify_domain: deps.config.shopDomain });
    if (wantsHtml(req)) res.redirect(303, '/__dev');
    else res.json({ uninstalled: deps.config.shopDomain });
  });
  router.get('/__dev/draft-orders', (_req, res) => {
    res.json({ draftOrders: state.draftOrders });
  });
  router.get('/__dev/webhooks', (_req, res) => {
    res.json({ webhooks: state.webhooks });
  });
  // What the reliability suite compares with the gateways' database: renewals, refused refresh tokens, Admin API calls
  // accepted and refused (401), and the pair each installation holds now (the only one this store accepts).
  router.get('/__dev/tokens', (_req, res) => {
    const tokens = state.expiringTokensFor(deps.config.shopDomain);
    res.json({ shop: deps.config.shopDomain, refreshes: tokens.counts, adminCalls: tokens.adminCalls, pairs: tokens.currentPairs() });
  });

  // Completes the checkout of a cart by token, with an optional discount code: what a shopper does on /checkout.
  router.post('/__dev/checkout', json, form, async (req, res) => {
    const body = (req.body ?? {}) as { cartToken?: unknown; discountCode?: unknown };
    const cart = typeof body.cartToken === 'string' ? state.carts.get(body.cartToken) : undefined;
    if (!cart || cart.lines.length === 0) {
      res.status(422).json({ error: 'cartToken must name a cart with items' });
      return;
    }
    const order = await completeCart(deps, cart, typeof body.discountCode === 'string' && body.discountCode ? body.discountCode : null);
    res.json({ order });
  });

  router.get('/cdn/uploads/:id/:name', (req, res) => {
    const file = state.uploads.get(String(req.params.id));
    if (!file) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res.type(file.type || 'application/octet-stream').send(file.data);
  });
  return router;
}
