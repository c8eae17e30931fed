import {
  ADMIN_REST,
  affEventSchema,
  affSettingsSchema,
  applyCouponSchema,
  invitationQuerySchema,
  startChargeSchema,
  type AffViewRecorded,
  type InvitationLookup,
} from '@cartlift/domain';
import { Router, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { z } from 'zod';
import { sessionOf } from '../auth/requireSession';
import type { AppDeps } from '../context';
import { findDiscount, findInvitation } from '../services/billing/discounts';
import { planResponse } from '../services/billing/plan';
import { confirmReturn, startCharge } from '../services/billing/subscription';
import { getAffEvents, getAffSettings, recordAffView, saveAffSettings } from '../services/referral';
import { isShopDomain } from '../shopify/shopDomain';
import { jsonBody } from '../http/jsonBody';
import { limitPerMinute, sharedStore } from '../http/rateLimitStore';
import { parseOr400 } from '../http/validate';
import { onCall } from './contractRoute';

const returnQuery = z.object({ shop: z.string().refine(isShopDomain), charge_id: z.string().regex(/^\d{1,20}$/) });

/**
 * Billing and referral routes (cart-and-shop.md §7): `/shop/get_plan`, `/aff/coupon`, `/aff/settings`, `/aff/events`
 * behind the session; the public landing calls (`POST /aff/events` view, `GET /invitations`) and Shopify's return
 * to `/billing/return` without one.
 */
export function billingRouter(deps: AppDeps, session: RequestHandler): Router {
  const r = Router();
  // The shared reader: 415 for a body that is not JSON (a text/plain POST must not read as {} and start a charge).
  const json = jsonBody('16kb');
  const shopRow = (res: Response) => sessionOf(res).shopRow;
  // The public landing calls run before sign-in: a tight per-IP limit keeps views from being pumped.
  const landing = limitPerMinute(deps.config.publicRateLimit / 20, sharedStore(deps, 'landing'), (req) =>
    ipKeyGenerator(req.ip ?? ''),
  );

  const guarded = [session];
  const withBody = [session, json];

  onCall(r, ADMIN_REST.plan, guarded, async (_req, res) => planResponse(deps, shopRow(res)));
  onCall(r, ADMIN_REST.startCharge, withBody, async (req, res) => {
    const body = parseOr400(startChargeSchema, req.body ?? {});
    return { confirmation_url: await startCharge(deps, shopRow(res), body) };
  });
  onCall(r, ADMIN_REST.applyCoupon, withBody, async (req, res) => {
    const { coupon, invitation } = parseOr400(applyCouponSchema, req.body ?? {});
    const found = await findDiscount(deps, shopRow(res).id, coupon);
    if (!found) return { found: false, discount: 0, chargeConfirmationUrl: null };
    const url = await startCharge(deps, shopRow(res), { voucher: coupon, invitation });
    return { found: true, discount: found.percent, chargeConfirmationUrl: url };
  });
  onCall(r, ADMIN_REST.affSettings, guarded, async (_req, res) => getAffSettings(deps, shopRow(res).id));
  onCall(r, ADMIN_REST.saveAffSettings, withBody, async (req, res) =>
    saveAffSettings(deps, shopRow(res).id, parseOr400(affSettingsSchema, req.body ?? {})),
  );
  onCall(r, ADMIN_REST.affEvents, guarded, async (_req, res) => getAffEvents(deps, shopRow(res).id));
  // Public: the /ref/{code} landing reports a view before anyone signs in.
  r.post('/aff/events', landing, json, async (req, res) => {
    const { aff_code } = parseOr400(affEventSchema, req.body ?? {});
    res.status(202).json({ recorded: await recordAffView(deps, aff_code) } satisfies AffViewRecorded);
  });
  // Public: the /invitation/{id} landing asks where to go; an addressed invitation goes into that shop's install.
  r.get('/invitations', landing, async (req, res) => {
    const { id } = parseOr400(invitationQuerySchema, req.query);
    const inv = await findInvitation(deps, id);
    const redirect = inv?.shopDomain
      ? `${deps.config.publicUrl}/auth?${new URLSearchParams({ shop: inv.shopDomain }).toString()}`
      : null;
    res.json({ redirect, valid: inv !== null, discount: inv?.percent ?? 0 } satisfies InvitationLookup);
  });
  // Shopify's return from the confirmation page: a GET by Shopify's design; it only verifies and never trusts charge_id.
  r.get('/billing/return', landing, async (req, res) => {
    const q = returnQuery.safeParse(req.query);
    const shop = q.success ? q.data.shop : '';
    const outcome = q.success ? await confirmReturn(deps, q.data.shop, q.data.charge_id) : 'declined';
    const params = new URLSearchParams(shop ? { shop } : {});
    params.set(outcome === 'accepted' ? 'source' : 'charge', outcome === 'accepted' ? 'charge-accepted' : 'declined');
    res.redirect(303, `${deps.config.appUrl}/?${params.toString()}`);
  });
  return r;
}
