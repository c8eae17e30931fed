/** Referral programme data (cart-and-shop.md §3 "Other entities", §5 PayPal e-mail rule, §9 referral constants). */
import { z } from 'zod';
import { mustBeAtLeast, NOT_VALID, parseWith, tooLong, tooShort, type Result } from '../common';
import { REFERRAL_COMMISSION_PERCENT, REFERRAL_DISCOUNT_PERCENT } from '../plans/constants';
import { INVALID_EMAIL, isSimpleEmail } from './constants';
import { block } from './fields';


/**
 * Referral code rule (cart-and-shop.md §5 only says the server answers an error; ours: 3-30 letters, digits, '-' or
 * '_').
 */
export const REFERRAL_CODE = { min: 3, max: 30, pattern: /^[A-Za-z0-9_-]+$/ } as const;

const percent = z
  .number({ error: NOT_VALID })
  .min(0, { error: mustBeAtLeast(0) })
  .max(100, { error: NOT_VALID });

/** cart-and-shop.md §3 referral settings: commission (15), discount (5), paypal_email, code. */
export const referralSettingsSchema = block({
  commission: percent,
  discount: percent,
  /** '' until the partner sets it; otherwise it must match the simple pattern ('Invalid email'). */
  paypal_email: z
    .string({ error: NOT_VALID })
    .transform((v) => v.trim())
    .refine((v) => v === '' || isSimpleEmail(v), { error: INVALID_EMAIL }),
  /** '' until the partner picks one (the server then assigns a code). */
  code: z.string({ error: NOT_VALID }).superRefine((v, ctx) => {
    if (v === '') return;
    const message =
      v.length < REFERRAL_CODE.min
        ? tooShort(REFERRAL_CODE.min)
        : v.length > REFERRAL_CODE.max
          ? tooLong(REFERRAL_CODE.max)
          : REFERRAL_CODE.pattern.test(v)
            ? undefined
            : NOT_VALID;
    if (message) ctx.addIssue({ code: 'custom', message, input: v });
  }),
});
/** A partner's referral settings. */
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** Defaults: 15% commission, 5% discount, no PayPal e-mail or code yet. */
export const defaultReferralSettings = (): ReferralSettings => ({
  commission: REFERRAL_COMMISSION_PERCENT,
  discount: REFERRAL_DISCOUNT_PERCENT,
  paypal_email: '',
  code: '',
});

/** Validates referral settings; a bad PayPal e-mail reads 'Invalid email' at paypal_email. */
export const validateReferralSettings = (input: unknown): Result<ReferralSettings> =>
  parseWith(referralSettingsSchema, input);

const count = () => z.number({ error: NOT_VALID }).int({ error: NOT_VALID }).min(0, { error: mustBeAtLeast(0) });

/** cart-and-shop.md §3 referral stats: views and active referrals. */
export const referralStatsSchema = block({ views: count(), active_referrals: count() });
/** Referral statistics. */
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/** cart-and-shop.md §3 referred store row: the referred store and what it has earned the partner. */
export const referredStoreSchema = block({
  referral: z.string({ error: NOT_VALID }),
  earnings: z.number({ error: NOT_VALID }).min(0, { error: mustBeAtLeast(0) }),
});
/** One referred store. */
export type ReferredStore = z.infer<typeof referredStoreSchema>;
