import { mustBeAtLeast, NOT_VALID, tooLong, tooShort, type Result } from '../common';
import {
  defaultReferralSettings,
  isSimpleEmail,
  referralStatsSchema,
  referredStoreSchema,
  validateReferralSettings,
} from '.';

const errorsOf = <T>(r: Result<T>) => (r.success ? [] : r.errors);

describe('cart-and-shop.md §3 "Referral settings: commission (default 15), discount (default 5), paypal_email, code"', () => {
  it('defaults', () => {
    expect(defaultReferralSettings()).toEqual({ commission: 15, discount: 5, paypal_email: '', code: '' });
    expect(validateReferralSettings(defaultReferralSettings()).success).toBe(true);
  });
});

describe('cart-and-shop.md §5 "PayPal e-mail must match a simple e-mail pattern, else \'Invalid email\'"', () => {
  it.each(['ann@example.com', 'a.b+c@shop.co.uk', '  ann@example.com  '])('%p passes (trimmed)', (email) => {
    const r = validateReferralSettings({ ...defaultReferralSettings(), paypal_email: email });
    expect(r.success && r.data.paypal_email).toBe(email.trim());
  });
  it.each(['ann', 'ann@', 'ann@example', 'a n@example.com', '@example.com'])('%p → Invalid email', (email) => {
    expect(errorsOf(validateReferralSettings({ ...defaultReferralSettings(), paypal_email: email }))).toEqual([
      { path: 'paypal_email', message: 'Invalid email' },
    ]);
    expect(isSimpleEmail(email)).toBe(false);
  });
});

describe('referral code (ours: 3-30 letters, digits, - or _; "" until chosen)', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['abc', null],
    ['my_shop-2024', null],
    ['ab', tooShort(3)],
    ['x'.repeat(31), tooLong(30)],
    ['has space', NOT_VALID],
  ])('%p', (code, message) => {
    const errors = errorsOf(validateReferralSettings({ ...defaultReferralSettings(), code }));
    expect(errors).toEqual(message ? [{ path: 'code', message }] : []);
  });
  it('commission and discount are percentages', () => {
    expect(errorsOf(validateReferralSettings({ ...defaultReferralSettings(), commission: -1, discount: 101 }))).toEqual([
      { path: 'commission', message: mustBeAtLeast(0) },
      { path: 'discount', message: NOT_VALID },
    ]);
  });
});

describe('cart-and-shop.md §3 "Referral stats: views, active_referrals. Referred store rows: referral, earnings"', () => {
  it('parses and rejects', () => {
    expect(referralStatsSchema.parse({ views: 3, active_referrals: 1 })).toEqual({ views: 3, active_referrals: 1 });
    expect(referralStatsSchema.safeParse({ views: -1, active_referrals: 0 }).success).toBe(false);
    expect(referredStoreSchema.parse({ referral: 'b.myshopify.com', earnings: 2.25 }).earnings).toBe(2.25);
    expect(referredStoreSchema.safeParse({ referral: 'b', earnings: '2' }).success).toBe(false);
  });
});
