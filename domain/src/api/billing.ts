/**
 * The admin's billing REST resource (cart-and-shop.md §7): GET and POST /shop/get_plan, POST /aff/coupon, and the
 * invitation landing's GET /invitations. The gateway validates with these schemas and answers these types; the billing
 * remote's endpoints are typed by them (imported type-only). GET /shop/get_plan answers the plans' `PlanOverview`
 * (`domain/src/plans/overview.ts`).
 */
import { z } from 'zod';
import { aIsRequired, NOT_VALID, tooLong } from '../common';
import { COUPON_MAX_LENGTH } from '../plans/constants';

/** A coupon or referral code as the merchant types it. */
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

/** Body of POST /shop/get_plan (Get Access): a coupon and an invitation, both optional. */
export const startChargeSchema = z.strictObject({
  voucher: couponSchema.optional(),
  invitation: invitationIdSchema.optional(),
});
/** A POST /shop/get_plan body. */
export type StartChargeBody = z.input<typeof startChargeSchema>;
/** What POST /shop/get_plan answers: where the merchant confirms the charge. */
export interface StartChargeResult {
  confirmation_url: string;
}

/** Body of POST /aff/coupon. */
export const applyCouponSchema = z.strictObject({ coupon: couponSchema, invitation: invitationIdSchema.optional() });
/** A POST /aff/coupon body. */
export type ApplyCouponBody = z.input<typeof applyCouponSchema>;
/** What POST /aff/coupon answers (cart-and-shop.md §7): a charge at the discount, or found false and nothing started. */
export interface CouponResult {
  found: boolean;
  /** The discount in percent; 0 when not found. */
  discount: number;
  chargeConfirmationUrl: string | null;
}

/** Query of the public GET /invitations. */
export const invitationQuerySchema = z.strictObject({ id: invitationIdSchema });
/** What GET /invitations answers: where the landing forwards (null: sign-in), and the invitation's discount. */
export interface InvitationLookup {
  redirect: string | null;
  valid: boolean;
  discount: number;
}
