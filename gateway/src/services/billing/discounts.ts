import { DISCOUNT_CODE_NOT_FOUND } from '@cartlift/domain';
import type { Transaction } from 'sequelize';
import type { AppDeps } from '../../context';
import { badRequest } from '../../shared/errors';

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
