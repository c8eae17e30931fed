/** Business constants of cart-and-shop.md §9 (trial, referral programme, admin timings). */

/** cart-and-shop.md §9 "Free trial: 10 days". */
export const TRIAL_DAYS = 10;

/** cart-and-shop.md §9 referral: 15% commission for life. */
export const REFERRAL_COMMISSION_PERCENT = 15;
/** cart-and-shop.md §9 referral: 5% discount for life for the referred store. */
export const REFERRAL_DISCOUNT_PERCENT = 5;
/** cart-and-shop.md §9 referral: an install counts within 30 days of the link click. */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
/** cart-and-shop.md §9 referral: payouts are monthly with a minimum of $50. */
export const REFERRAL_MIN_PAYOUT_USD = 50;
/** cart-and-shop.md §9 referral: the referral code cookie lasts 30 days. */
export const REFERRAL_CODE_COOKIE_DAYS = 30;
/** cart-and-shop.md §9 / §4: an invitation id is kept 7 days. */
export const INVITATION_ID_DAYS = 7;

/** cart-and-shop.md §4 / §9: the cart script status is polled every 6 seconds. */
export const SCRIPT_STATUS_POLL_MS = 6000;
/** cart-and-shop.md §9: toasts show for 3 seconds. */
export const TOAST_DURATION_MS = 3000;
/** cart-and-shop.md §9: in a local environment the saved indicator resets after 1.5 seconds. */
export const LOCAL_SAVED_INDICATOR_RESET_MS = 1500;

/** cart-and-shop.md §2 / §5: the Your Plan order-volume slider runs 1 to 3001. */
export const ORDER_VOLUME_MIN = 1;
/** The slider's top value, which reads 'Over 3000+'. */
export const ORDER_VOLUME_MAX = 3001;

/** cart-and-shop.md §8 "Coupon not found": red text under the coupon field. */
export const DISCOUNT_CODE_NOT_FOUND = 'Discount code not found';
/** The server's answer when another shop already holds a referral code (codes are unique across shops). */
export const REFERRAL_CODE_TAKEN = 'This referral code is already taken';
/** What the welcome modal says after the merchant declined the charge on Shopify's page. */
export const CHARGE_DECLINED_NOTE = 'The charge was not approved. Approve it to start your free trial.';
/** A coupon or voucher is at most this long. */
export const COUPON_MAX_LENGTH = 64;
