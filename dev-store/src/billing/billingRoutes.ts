import express, { Router } from 'express';
import type { StoreDeps } from '../config';
import { approve, signatureValid, type AppSubscriptionRecord } from './billing';

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

function page(deps: StoreDeps, sub: AppSubscriptionRecord, signature: string): string {
  const lines = sub.lineItems
    .map((li) =>
      li.kind === 'recurring'
        ? `<li data-line="recurring">${dollars(li.priceCents)} every 30 days</li>`
        : `<li data-line="usage">Usage charges up to ${dollars(li.cappedCents)} every 30 days: ${escape(li.terms)}</li>`,
    )
    .join('');
  const action = (what: string) => `?signature=${encodeURIComponent(signature)}&decision=${what}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Approve subscription · ${escape(deps.config.shopName)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f1f1;margin:0}main{max-width:560px;margin:48px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
button{padding:8px 16px;border-radius:8px;border:1px solid #8a8a8a;background:#fff;cursor:pointer;margin-right:8px}button.primary{background:#303030;color:#fff}</style></head>
<body><main data-subscription="${sub.id}" data-status="${sub.status}"><h1>Approve subscription</h1>
<p><strong>${escape(sub.name)}</strong>${sub.test ? ' (test charge: no money is taken)' : ''}</p>
<p>${sub.trialDays} day free trial</p><ul>${lines}</ul>
${sub.status === 'PENDING'
    ? `<form method="post" action="${action('approve')}"><button class="primary" type="submit" id="approve">Approve</button></form>
<form method="post" action="${action('decline')}"><button type="submit" id="decline">Decline</button></form>`
    : `<p>This charge is ${sub.status.toLowerCase()}.</p>`}
</main></body></html>`;
}

/** Where Shopify sends the merchant back: returnUrl with charge_id appended (approved or declined alike). */
function returnTo(sub: AppSubscriptionRecord): string {
  const url = new URL(sub.returnUrl);
  url.searchParams.set('charge_id', String(sub.id));
  return url.toString();
}

/**
 * The confirmation page appSubscriptionCreate's confirmationUrl points at: shows the charge with Approve and Decline,
 * and on either redirects to the app's returnUrl with charge_id, as Shopify does. The signature must be the charge's.
 */
export function billingRoutes(deps: StoreDeps): Router {
  const router = Router();
  const path = '/admin/charges/:app/:id/RecurringApplicationCharge/confirm_recurring_application_charge';
  // Only this shop's charges: another shop's confirmation link does not open under this shop's address.
  const ownedHere = (owner: string) =>
    deps.state.tokensFor(deps.config.shopDomain).has(owner) || deps.state.expiringTokensFor(deps.config.shopDomain).owns(owner);
  const find = (id: string) => deps.state.billing.subscriptions.find((s) => String(s.id) === id && ownedHere(s.owner));
  router.get(path, (req, res) => {
    const sub = find(String(req.params.id));
    if (!sub || !signatureValid(deps, sub.id, req.query.signature)) {
      res.status(404).type('html').send('<h1>Charge not found</h1>');
      return;
    }
    res.type('html').send(page(deps, sub, String(req.query.signature)));
  });
  router.post(path, express.urlencoded({ extended: false }), (req, res) => {
    const sub = find(String(req.params.id));
    if (!sub || !signatureValid(deps, sub.id, req.query.signature)) {
      res.status(404).type('html').send('<h1>Charge not found</h1>');
      return;
    }
    if (sub.status === 'PENDING') {
      if (req.query.decision === 'approve') approve(deps.state.billing, sub);
      else if (req.query.decision === 'decline') sub.status = 'DECLINED';
    }
    res.redirect(303, returnTo(sub));
  });
  return router;
}
