import { aIsRequired, COUPON_MAX_LENGTH, DISCOUNT_CODE_NOT_FOUND, NOT_VALID, tooLong } from '@cartlift/domain';
import type { Transaction } from 'sequelize';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { badRequest } from '../../shared/errors';

/** A coupon as typed by the merchant: required, trimmed, at most 64 characters. */
export const couponSchema = z
  .string({ error: aIsRequired('coupon') })
  .trim()
  .min(1, { error: aIsRequired('coupon') })
  .max(COUPON_MAX_LENGTH, { error: tooLong(COUPON_MAX_LENGTH) });

/** An invitation id from the landing page (kept 7 days by the admin). */
export const invitationIdSchema = z
  .string({ error: NOT_VALID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: NOT_VALID });

/** A discount the install charge can carry: an operator's coupon, another shop's referral code, an invitation. */
export type PlanDiscount =
  | { kind: 'coupon'; code: string; percent: number }
  | { kind: 'referral'; code: string; percent: number; referrer: string }
  | { kind: 'invitation'; code: string; percent: number };

/**
 * What a coupon is worth to `shop`: an active coupon, else another shop's referral code (its partner discount). A
 * shop's own referral code is not a coupon for itself. Matching ignores case.
 */
export async function findDiscount(
  deps: AppDeps,
  shop: string,
  coupon: string,
  transaction?: Transaction,
): Promise<PlanDiscount | null> {
  const key = coupon.trim().toLowerCase();
  const m = deps.db.models;
  const row = await m.BillingCoupon.findByPk(key, { transaction });
  if (row?.active) return { kind: 'coupon', code: row.code, percent: row.discount_percent };
  const partner = await m.ReferralPartner.findOne({ where: { code_key: key }, transaction });
  if (partner && partner.shop_id !== shop) {
    return { kind: 'referral', code: partner.code, percent: partner.discount, referrer: partner.shop_id };
  }
  return null;
}

/** Like findDiscount, but a code that matches nothing is a 400 'Discount code not found' at `path`. */
export async function requireDiscount(
  deps: AppDeps,
  shop: string,
  coupon: string,
  path: string,
): Promise<PlanDiscount> {
  const found = await findDiscount(deps, shop, coupon);
  if (!found) throw badRequest(DISCOUNT_CODE_NOT_FOUND, path);
  return found;
}

/** The invitation's discount when it exists, has not expired and (if addressed) is for this shop. */
export async function findInvitation(
  deps: AppDeps,
  id: string,
  shop?: string,
): Promise<{ id: string; percent: number; shopDomain: string | null } | null> {
  const row = await deps.db.models.Invitation.findByPk(id);
  if (!row) return null;
  if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) return null;
  if (shop && row.shop_domain && row.shop_domain !== shop) return null;
  return { id: row.id, percent: row.discount_percent, shopDomain: row.shop_domain };
}
