/**
 * The admin's referral REST resource (cart-and-shop.md §7): GET and POST /aff/settings, GET /aff/events, and the
 * public landing's POST /aff/events view. The gateway validates with these schemas and answers these types; the billing
 * remote's endpoints are typed by them (imported type-only).
 */
import { z } from 'zod';
import { NOT_VALID, tooLong, tooShort } from '../common';
import { INVALID_EMAIL, isSimpleEmail } from '../shop/constants';
import { REFERRAL_CODE, type ReferralSettings, type ReferralStats, type ReferredStore } from '../shop/referral';

/**
 * A referral code as the partner types it (cart-and-shop.md §5: the server's error is shown; rule: 3-30 of A-Z a-z 0-9
 * _ -).
 */
export const referralCodeSchema = z
  .string({ error: NOT_VALID })
  .trim()
  .min(REFERRAL_CODE.min, { error: tooShort(REFERRAL_CODE.min) })
  .max(REFERRAL_CODE.max, { error: tooLong(REFERRAL_CODE.max) })
  .regex(REFERRAL_CODE.pattern, { error: NOT_VALID });

/** Body of POST /aff/settings: {settings: {paypal_email}} and/or {aff_code}; the programme terms are not the partner's. */
export const affSettingsSchema = z.strictObject({
  settings: z
    .strictObject({
      paypal_email: z
        .string({ error: INVALID_EMAIL })
        .trim()
        .max(255, { error: INVALID_EMAIL })
        .refine((v) => v === '' || isSimpleEmail(v), { error: INVALID_EMAIL })
        .optional(),
    })
    .optional(),
  aff_code: referralCodeSchema.optional(),
});
/** A POST /aff/settings body. */
export type AffSettingsBody = z.input<typeof affSettingsSchema>;

/** What GET and POST /aff/settings answer (cart-and-shop.md §7: data, settings, code); the link is the code's landing. */
export interface AffSettings {
  data: { link: string };
  settings: ReferralSettings;
  code: string;
}

/** What GET /aff/events answers (cart-and-shop.md §7: stats, data): only the caller's referrals. */
export interface AffEvents {
  stats: ReferralStats;
  data: ReferredStore[];
}

/** Body of the public POST /aff/events from a landing: {aff_code, event: 'view'}. */
export const affEventSchema = z.strictObject({
  aff_code: z.string({ error: NOT_VALID }).trim().min(1, { error: NOT_VALID }).max(REFERRAL_CODE.max, { error: NOT_VALID }),
  event: z.literal('view', { error: NOT_VALID }),
});
/** A POST /aff/events body. */
export type AffEventBody = z.input<typeof affEventSchema>;
/** What POST /aff/events answers (202): whether a partner has the code (an unknown code counts nothing). */
export interface AffViewRecorded {
  recorded: boolean;
}
