/**
 * Shop settings (cart-and-shop.md §3 "Shop settings") as one zod schema: the source of the ShopSettings type and of
 * the cart-and-shop.md §5 data rules. Field names are the spec's, including its spellings (textAlignement,
 * multiCurrencyMode).
 */
import { z } from 'zod';
import { NOT_VALID } from '../common';
import {
  SHOP_AFTERPAY_SPLITS_MIN,
  CART_LANGUAGES,
  CHECKOUT_TEXT_MAX,
  SHOP_FONT_SIZE_MAX,
  SHOP_FONT_SIZE_MIN,
  SHOP_IMAGE_SIZE_MAX,
  SHOP_IMAGE_SIZE_MIN,
  OTHER_TEXT_MAX,
  SHOP_RANDOM_TEXT_MAX,
  SCARY_HOURS_MAX,
  SCARY_MINUTES_SECONDS_MAX,
  SHOP_SHORT_TEXT_MAX,
  SHOP_SHORT_TEXT_MIN,
} from './constants';
import {
  block,
  emFontSize,
  flag,
  fontWeight,
  freeText,
  intIn,
  numberIn,
  oneOf,
  shopColourSchema as colour,
  text,
  shopTextStyleSchema,
} from './fields';

const short = (name: string) => text(name, SHOP_SHORT_TEXT_MIN, SHOP_SHORT_TEXT_MAX);
const sentence = (name: string, max: number = OTHER_TEXT_MAX.sentence) => text(name, SHOP_SHORT_TEXT_MIN, max);
const T = CHECKOUT_TEXT_MAX;

/** The modules the cart can show under the items, in the merchant's order (cart-and-shop.md §3 modules.order). */
export const CART_MODULES = ['random_text', 'order_note', 'checkout_button'] as const;
/** A cart module name. */
export type CartModule = (typeof CART_MODULES)[number];
/** Where a text block aligns. */
export const SHOP_TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** Banner styles (cart-and-shop.md §3 scary style rounded|full, reused by the announcement). */
export const SHOP_BANNER_STYLES = ['rounded', 'full'] as const;

/** A product-line text (title or price) styled like a text style, its text 3-35 characters (cart-and-shop.md §5). */
const lineText = (name: string) => shopTextStyleSchema.extend({ text: short(name) });

const coreShape = {
  active: flag(),
  /** cart-and-shop.md §3: unknown languages fall back to english, so a stale value never blocks a save. */
  default_language: z.enum(CART_LANGUAGES).catch('english'),
  rtl: flag(),
  curved: flag(),
  open_cart: flag(),
  show_coupon: flag(),
  show_coupon_alert_text: flag(),
  count_compare_at: flag(),
  custom_css: freeText(OTHER_TEXT_MAX.custom_css),
  multiCurrencyMode: flag(),
  /**
   * Not in cart-and-shop.md §3: the §2 "draft versus normal checkout" choice needs a home; true means draft-order
   * checkout.
   */
  draft_checkout: flag(),
  empty_cart: freeText(OTHER_TEXT_MAX.empty_cart),
  sold_out: short('sold out text'),
  checkout_condition_text: freeText(OTHER_TEXT_MAX.checkout_condition_text),
  checkout_condition_color: colour,
  is_checkout_condition_active: flag(),
};

const continueShoppingShape = block({
  active_continue_shopping_button: flag(),
  active_continue_shopping_underlined: flag(),
});

const themeShape = block({
  primary: colour,
  secondary: colour,
  textColor: colour,
  buttonColor: colour,
  background: colour,
});

const fontShape = block({
  color: colour,
  size: numberIn(SHOP_FONT_SIZE_MIN, SHOP_FONT_SIZE_MAX),
  /** CSS family stack; 'inherit' uses the theme's font. */
  family: freeText(200),
  /** A fonts-service family loaded on the storefront when set; '' means none. */
  custom: freeText(100),
});

const headerShape = block({
  title: short('title'),
  background: colour,
});

const productShape = block({
  title: lineText('title'),
  price: lineText('price text'),
  image_size: intIn(SHOP_IMAGE_SIZE_MIN, SHOP_IMAGE_SIZE_MAX),
  /** True for the lower checkout position (cart-and-shop.md §3). */
  grow: flag(),
  sold_out: block({ color: colour, background: colour }),
  show_bin: flag(),
  bin_color: colour,
  allow_variants_editing: flag(),
  editable_quantity: flag(),
  variants: block({ isActive: flag(), color: colour }),
});

const productDetailsShape = block({
  atcButton: short('add to cart text'),
  readMore: short('read more text'),
  truncate: flag(),
  truncate_length: intIn(1, 5000),
});

const checkoutButtonShape = block({
  checkout_as_link: flag(),
  show_subtotal: flag(),
  /** True for the sticky checkout position (cart-and-shop.md §3). */
  fix_checkout_container: flag(),
  button_text: block({ text: text('checkout button text', SHOP_SHORT_TEXT_MIN, T.button_text), color: colour }),
  loading_text: text('loading text', SHOP_SHORT_TEXT_MIN, T.loading_text),
  coupon_alert_text: text('coupon alert text', SHOP_SHORT_TEXT_MIN, T.coupon_alert_text),
  subtotal: block({ text: text('subtotal text', SHOP_SHORT_TEXT_MIN, T.subtotal), color: colour }),
  savings: block({ text: text('savings text', SHOP_SHORT_TEXT_MIN, T.savings), color: colour }),
  background: colour,
  hoverBackground: colour,
  font_size: emFontSize(),
  font_weight: fontWeight(),
  font_color: colour,
  continue_shopping_button: block({
    text: text('continue shopping text', SHOP_SHORT_TEXT_MIN, T.continue_shopping),
    color: colour,
  }),
  /** cart-and-shop.md §2 "COD checkout button colour and text (only when COD is active)". */
  cod_button: block({ text: text('COD button text', SHOP_SHORT_TEXT_MIN, T.cod_button), color: colour }),
  /**
   * cart-and-shop.md §2 "Coupon form": texts and button colour; the switches are show_coupon / show_coupon_alert_text.
   */
  coupon: block({
    use_text: text('use coupon code text', SHOP_SHORT_TEXT_MIN, T.coupon_use),
    edit_text: text('edit text', SHOP_SHORT_TEXT_MIN, T.coupon_edit),
    close_text: text('close text', SHOP_SHORT_TEXT_MIN, T.coupon_close),
    enter_text: text('enter text', SHOP_SHORT_TEXT_MIN, T.coupon_enter),
    apply_text: text('apply text', SHOP_SHORT_TEXT_MIN, T.coupon_apply),
    button_color: colour,
  }),
});

const modulesShape = block({
  order: z
    .array(oneOf(CART_MODULES), { error: NOT_VALID })
    .refine((order) => new Set(order).size === order.length, { error: NOT_VALID }),
  random_text: block({ isActive: flag(), text: freeText(SHOP_RANDOM_TEXT_MAX) }),
  order_note: block({
    isActive: flag(),
    title: sentence('order note title', 50),
    placeholder: freeText(OTHER_TEXT_MAX.sentence),
  }),
  checkout_button: checkoutButtonShape,
});

const autoDiscountShape = block({
  /** Placeholders {{title}} and {{amount}}. */
  text: sentence('auto discount text', 50),
  background: colour,
  border: colour,
});

const subscriptionShape = block({
  isActive: flag(),
  text: sentence('subscription text', 50),
  background: colour,
  border: colour,
  upgradingText: sentence('upgrading text', 50),
  downgradingText: sentence('downgrading text', 50),
  loadingBackground: colour,
  loadingBorder: colour,
  subscribedText: sentence('subscribed text', 50),
  subscribedBackground: colour,
  subscribedBorder: colour,
});

/** Where trust badges sit. */
export const BADGE_POSITIONS = ['above_checkout', 'below_checkout'] as const;
const badgesShape = block({
  isActive: flag(),
  position: oneOf(BADGE_POSITIONS),
  /** Image URL of the badge strip ('' until chosen). */
  value: freeText(2000),
});

/** Where the announcement sits (cart-and-shop.md §2: above or below the products). */
export const ANNOUNCEMENT_POSITIONS = ['above_products', 'below_products'] as const;
const announcementShape = block({
  isActive: flag(),
  position: oneOf(ANNOUNCEMENT_POSITIONS),
  text: freeText(OTHER_TEXT_MAX.announcement),
  background: colour,
  border: colour,
  textAlignement: oneOf(SHOP_TEXT_ALIGNMENTS),
  style: oneOf(SHOP_BANNER_STYLES),
});

const afterPayShape = block({
  isActive: flag(),
  text: sentence('split payment text'),
  image: freeText(2000),
  isExternal: flag(),
  splits: intIn(SHOP_AFTERPAY_SPLITS_MIN, 12),
});

const scaryShape = block({
  isActive: flag(),
  isDaysActive: flag(),
  isHoursActive: flag(),
  isMinutesActive: flag(),
  isSecondsActive: flag(),
  days: intIn(0, 99),
  hours: intIn(0, SCARY_HOURS_MAX),
  minutes: intIn(0, SCARY_MINUTES_SECONDS_MAX),
  seconds: intIn(0, SCARY_MINUTES_SECONDS_MAX),
  /** {{timer}} marks where the countdown goes. */
  text: sentence('timer text'),
  textAlignement: oneOf(SHOP_TEXT_ALIGNMENTS),
  style: oneOf(SHOP_BANNER_STYLES),
  background: colour,
  border: colour,
  endAction: oneOf(['hide', 'restart']),
  placement: oneOf(['top', 'bottom']),
});

/** Every field of the merchant's cart design and features (cart-and-shop.md §3 Shop settings). */
export const shopSettingsSchema = block({
  ...coreShape,
  continue_shopping_button: continueShoppingShape,
  theme: themeShape,
  font: fontShape,
  header: headerShape,
  product: productShape,
  product_details: productDetailsShape,
  modules: modulesShape,
  auto_discount: autoDiscountShape,
  subscription: subscriptionShape,
  badges: badgesShape,
  announcement: announcementShape,
  afterPay: afterPayShape,
  scary: scaryShape,
}).superRefine((s, ctx) => {
  // Checkout position is stored as two flags (cart-and-shop.md §4 Linked settings); both on is no position at all.
  if (s.modules.checkout_button.fix_checkout_container && s.product.grow) {
    ctx.addIssue({ code: 'custom', message: NOT_VALID, path: ['modules', 'checkout_button', 'fix_checkout_container'] });
  }
  // Turning the terms condition on with no terms to agree to would block every checkout.
  if (s.is_checkout_condition_active && s.checkout_condition_text.trim() === '') {
    ctx.addIssue({ code: 'custom', message: NOT_VALID, path: ['checkout_condition_text'] });
  }
});

/** The merchant's cart settings (cart-and-shop.md §3). */
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
/** The checkout button block (cart-and-shop.md §3 modules.checkout_button). */
export type CheckoutButtonSettings = ShopSettings['modules']['checkout_button'];
/** The countdown timer block (cart-and-shop.md §3 scary). */
export type ScaryTimerSettings = ShopSettings['scary'];
/** A cart language. */
export type CartLanguage = ShopSettings['default_language'];
