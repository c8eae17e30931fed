/**
 * cart-and-shop.md §3 Defaults for shop settings. Numbers and switches are the spec's; texts and colours the spec
 * leaves open are Polaris-grade choices (Shopify admin green, Polaris text and border greys) listed in README.md.
 */
import { DEFAULT_BORDER_COLOUR, rgba, type Rgba } from '../common';
import { DEFAULT_COD_BUTTON_COLOUR, DEFAULT_COD_BUTTON_TEXT } from './constants';
import type { ShopSettings } from './settings-schema';

const white = (): Rgba => rgba(255, 255, 255, 1);
const border = (): Rgba => ({ ...DEFAULT_BORDER_COLOUR });
/** Polaris text colour #303030. */
const ink = (): Rgba => rgba(48, 48, 48, 1);
/** Shopify green #008060, the default primary. */
const green = (): Rgba => rgba(0, 128, 96, 1);
/** Polaris subdued surface #f1f1f1. */
const subdued = (): Rgba => rgba(241, 241, 241, 1);
/** Polaris critical #8e1f0b (sold out, bin). */
const critical = (): Rgba => rgba(142, 31, 11, 1);

/** The subtotal placeholder the checkout button text carries while show_subtotal is on (cart-and-shop.md §4). */
export const SUBTOTAL_PLACEHOLDER = '{subtotal}';
/** The separator put before the subtotal placeholder (cart-and-shop.md §4: "appended after ' / '"). */
export const SUBTOTAL_SEPARATOR = ' / ';

/** A fresh copy of the cart-and-shop.md §3 default shop settings. */
export function defaultShopSettings(): ShopSettings {
  return {
    active: false,
    default_language: 'english',
    rtl: false,
    curved: true,
    open_cart: true,
    show_coupon: false,
    show_coupon_alert_text: false,
    count_compare_at: true,
    custom_css: '',
    multiCurrencyMode: true,
    draft_checkout: false,
    empty_cart: '<p>Your cart is empty</p>',
    sold_out: 'Sold out',
    checkout_condition_text: 'I agree with the terms and conditions',
    checkout_condition_color: ink(),
    is_checkout_condition_active: false,
    continue_shopping_button: { active_continue_shopping_button: true, active_continue_shopping_underlined: false },
    theme: { primary: green(), secondary: subdued(), textColor: ink(), buttonColor: white(), background: white() },
    font: { color: ink(), size: 14, family: 'inherit', custom: '' },
    header: { title: 'My Cart', background: white() },
    product: {
      title: { text: 'Product', font_size: 1, font_weight: 600, color: ink() },
      price: { text: 'Price', font_size: 1, font_weight: 400, color: ink() },
      image_size: 80,
      grow: false,
      sold_out: { color: white(), background: critical() },
      show_bin: true,
      bin_color: ink(),
      allow_variants_editing: false,
      editable_quantity: false,
      variants: { isActive: true, color: rgba(97, 97, 97, 1) },
    },
    product_details: { atcButton: 'Add to cart', readMore: 'Read more', truncate: true, truncate_length: 200 },
    modules: {
      order: ['random_text', 'order_note', 'checkout_button'],
      random_text: { isActive: false, text: '' },
      order_note: { isActive: false, title: 'Add a note to your order', placeholder: 'Special instructions for your order' },
      checkout_button: {
        checkout_as_link: false,
        show_subtotal: true,
        fix_checkout_container: true,
        button_text: { text: `Checkout${SUBTOTAL_SEPARATOR}${SUBTOTAL_PLACEHOLDER}`, color: white() },
        loading_text: 'Loading...',
        coupon_alert_text: 'Discount codes must be entered here in the cart',
        subtotal: { text: 'Subtotal', color: ink() },
        savings: { text: 'Savings', color: green() },
        background: green(),
        hoverBackground: rgba(0, 110, 82, 1),
        font_size: 1,
        font_weight: 600,
        font_color: ink(),
        continue_shopping_button: { text: 'Continue shopping', color: ink() },
        cod_button: { text: DEFAULT_COD_BUTTON_TEXT, color: { ...DEFAULT_COD_BUTTON_COLOUR } },
        coupon: {
          use_text: 'Use a discount code',
          edit_text: 'Edit',
          close_text: 'Close',
          enter_text: 'Enter discount code',
          apply_text: 'Apply',
          button_color: ink(),
        },
      },
    },
    auto_discount: { text: '{{title}} (-{{amount}})', background: subdued(), border: border() },
    subscription: {
      isActive: false,
      text: 'Subscribe and save',
      background: white(),
      border: border(),
      upgradingText: 'Upgrading...',
      downgradingText: 'Updating...',
      loadingBackground: subdued(),
      loadingBorder: border(),
      subscribedText: 'Subscribed',
      subscribedBackground: rgba(205, 254, 212, 1),
      subscribedBorder: border(),
    },
    badges: { isActive: false, position: 'below_checkout', value: '' },
    announcement: {
      isActive: false,
      position: 'above_products',
      text: 'Free shipping on all orders today!',
      background: subdued(),
      border: border(),
      textAlignement: 'center',
      style: 'rounded',
    },
    afterPay: {
      isActive: false,
      text: 'or {{splits}} interest-free payments of {{amount}}',
      image: '',
      isExternal: false,
      splits: 4,
    },
    scary: {
      isActive: false,
      isDaysActive: false,
      isHoursActive: false,
      isMinutesActive: true,
      isSecondsActive: true,
      days: 0,
      hours: 0,
      minutes: 4,
      seconds: 49,
      text: 'Your cart is reserved for {{timer}}',
      textAlignement: 'center',
      style: 'rounded',
      background: subdued(),
      border: border(),
      endAction: 'hide',
      placement: 'top',
    },
  };
}
