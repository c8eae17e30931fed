/**
 * Shop-level numbers and texts from cart-and-shop.md §3, §5 and §9. Limits the spec leaves open are chosen here and
 * listed in README.md ("decisions").
 */

/**
 * The shop's money format until Shopify tells us the real one (cart-and-shop.md §3 Defaults: '${{amount}}'); money/
 * owns formatting.
 */
export const SHOP_DEFAULT_MONEY_FORMAT = '${{amount}}';

/** Cart languages (cart-and-shop.md §3 Core); anything else falls back to english. */
export const CART_LANGUAGES = ['english', 'french', 'german', 'arabic'] as const;

/** cart-and-shop.md §5: font size is a number 12 to 18 (px). */
export const SHOP_FONT_SIZE_MIN = 12;
/** cart-and-shop.md §5: font size upper bound (px). */
export const SHOP_FONT_SIZE_MAX = 18;
/** cart-and-shop.md §5: product image size is an integer 50 to 120. */
export const SHOP_IMAGE_SIZE_MIN = 50;
/** cart-and-shop.md §5: product image size upper bound. */
export const SHOP_IMAGE_SIZE_MAX = 120;
/** cart-and-shop.md §9: upload size hint for images, in kB (a hint, not a rule). */
export const IMAGE_UPLOAD_SIZE_HINT_KB = 50;
/**
 * cart-and-shop.md §5: header title, product title and price texts are 3-35 characters; every button text has minimum
 * 3.
 */
export const SHOP_SHORT_TEXT_MIN = 3;
/** cart-and-shop.md §5: header title, product title and price text maximum. */
export const SHOP_SHORT_TEXT_MAX = 35;
/** cart-and-shop.md §5: random text maximum. */
export const SHOP_RANDOM_TEXT_MAX = 6000;
/** cart-and-shop.md §5: after-pay split count minimum; §3 default 4. */
export const SHOP_AFTERPAY_SPLITS_MIN = 2;
/** cart-and-shop.md §5: timer hours maximum. */
export const SCARY_HOURS_MAX = 23;
/** cart-and-shop.md §5: timer minutes and seconds maximum. */
export const SCARY_MINUTES_SECONDS_MAX = 59;
/** cart-and-shop.md §9: rich-text sizes offered by the editor. */
export const RICH_TEXT_SIZES = ['small', 'normal', 'large', 'huge'] as const;

/**
 * Maximum lengths of the checkout section texts. cart-and-shop.md §5 only says "various maximums with a minimum of 3";
 * these are ours, sized so the longest sensible text in each of the four languages fits one line of a 400 px drawer.
 */
export const CHECKOUT_TEXT_MAX = {
  /** Room for "Checkout" plus the " / {subtotal}" suffix the subtotal switch appends. */
  button_text: 50,
  loading_text: 35,
  subtotal: 35,
  savings: 35,
  continue_shopping: 35,
  cod_button: 35,
  coupon_use: 50,
  coupon_edit: 20,
  coupon_close: 20,
  coupon_enter: 50,
  coupon_apply: 20,
  /** The alert is a sentence, not a label. */
  coupon_alert_text: 150,
} as const;

/** Our maximums for texts the spec gives no limit for. */
export const OTHER_TEXT_MAX = {
  custom_css: 20000,
  empty_cart: SHOP_RANDOM_TEXT_MAX,
  checkout_condition_text: 500,
  announcement: 1000,
  sentence: 150,
} as const;

/** cart-and-shop.md §5: text style font size 0.5-2 em in steps of 0.1. */
export const TEXT_STYLE_FONT_SIZE = { min: 0.5, max: 2, step: 0.1 } as const;
/** cart-and-shop.md §5: text style font weight 100-900 in steps of 100 (the input itself allows 0-900). */
export const TEXT_STYLE_FONT_WEIGHT = { min: 100, max: 900, step: 100, inputMin: 0 } as const;

/** cart-and-shop.md §2 Home: the multi-currency warning banner. */
export const MULTI_CURRENCY_BANNER_TEXT = 'You have multi-currency enabled in your store';
/** cart-and-shop.md §2 Home: the draft checkout warning banner. */
export const DRAFT_CHECKOUT_BANNER_TEXT = 'Draft checkout is currently activated';
/** cart-and-shop.md §2 Cart Setup: toast after save. */
export const CART_SETTINGS_SAVED_TOAST = 'Cart settings has been saved';
/** cart-and-shop.md §8: the invalid PayPal e-mail toast. */
export const INVALID_EMAIL = 'Invalid email';
/** cart-and-shop.md §5 "a simple e-mail pattern": something@something.tld, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** True when the text passes the simple e-mail pattern. */
export const isSimpleEmail = (value: string): boolean => SIMPLE_EMAIL_PATTERN.test(value.trim());
/** cart-and-shop.md §5 and §8: the COD required-field message and default error_message. */
export const COD_REQUIRED_MESSAGE = 'This field is required';
/** cart-and-shop.md §5: a new COD field's default title ("a French word for 'title'"). */
export const COD_NEW_FIELD_TITLE = 'Titre';

// Cart Setup's default COD checkout button: in a file of its own, so the storefront drawer's bundle does not carry
// this module's other exports (the COD form's messages and e-mail check load with the COD chunk).
export { DEFAULT_COD_BUTTON_COLOUR, DEFAULT_COD_BUTTON_TEXT } from './cod-button';
/** cart-and-shop.md §8: a non-image upload in the rich-text editor. */
export const ONLY_IMAGES_MESSAGE = 'You could only upload images.';
