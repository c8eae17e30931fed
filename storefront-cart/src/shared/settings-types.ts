import type { Rgba, TextStyle } from './campaign-types';

/** The shop settings the widget reads (cart-and-shop.md §3 "Shop settings"); missing fields take the spec defaults. */
export interface WidgetSettings {
  active?: boolean;
  default_language?: 'english' | 'french' | 'german' | 'arabic' | string;
  rtl?: boolean;
  curved?: boolean;
  open_cart?: boolean;
  count_compare_at?: boolean;
  custom_css?: string;
  multiCurrencyMode?: boolean;
  empty_cart?: string;
  sold_out?: string;
  checkout_condition_text?: string;
  checkout_condition_color?: Rgba;
  is_checkout_condition_active?: boolean;
  money_format?: string;
  /** The shop's currency (the lookup's shop.currency): amounts in any other currency use that currency's format. */
  shop_currency?: string;
  custom_links?: { selector: string }[];
  continue_shopping_button?: { text?: string; active_continue_shopping_button?: boolean; active_continue_shopping_underlined?: boolean };
  theme?: { primary?: Rgba; secondary?: Rgba; textColor?: Rgba; buttonColor?: Rgba; background?: Rgba };
  font?: { color?: Rgba; size?: number; family?: string; custom?: string };
  header?: { title?: string; background?: Rgba };
  product?: {
    title?: TextStyle;
    price?: TextStyle;
    image_size?: number;
    sold_out?: { color?: Rgba; background?: Rgba };
    variants?: { isActive?: boolean; color?: Rgba };
    show_bin?: boolean;
    bin_color?: Rgba;
    allow_variants_editing?: boolean;
    editable_quantity?: boolean;
  };
  product_details?: { atcButton?: string; readMore?: string; truncate?: boolean; truncate_length?: number };
  modules?: {
    order?: ('order_note' | 'random_text' | 'checkout_button')[];
    random_text?: { text?: string; active?: boolean; isActive?: boolean };
    order_note?: { text?: string; title?: string; placeholder?: string; active?: boolean; isActive?: boolean };
    checkout_button?: {
      checkout_as_link?: boolean;
      show_subtotal?: boolean;
      fix_checkout_container?: boolean;
      button_text?: TextStyle;
      loading_text?: string;
      subtotal?: TextStyle;
      savings?: TextStyle;
      background?: Rgba;
      hoverBackground?: Rgba;
      font_size?: number;
      font_weight?: number;
      continue_shopping_button?: { text?: string; color?: Rgba };
      coupon_alert_text?: string;
      coupon?: { use_text?: string; edit_text?: string; close_text?: string; enter_text?: string; apply_text?: string; button_color?: Rgba };
    };
  };
  auto_discount?: { text?: string; background?: Rgba; border?: Rgba };
  subscription?: { isActive?: boolean; text?: string; upgradingText?: string; downgradingText?: string; subscribedText?: string };
  draft_checkout?: boolean;
  show_coupon_alert_text?: boolean;
  show_coupon?: boolean;
  /** Where a banner's text aligns; the storefront maps left/right to start/end so RTL mirrors them. */
  announcement?: BannerLook & { isActive?: boolean; position?: 'above_products' | 'below_products' | string; text?: string };
  /** Countdown (scarcity) timer; text has a {{timer}} placeholder. */
  scary?: BannerLook & {
    isActive?: boolean;
    isDaysActive?: boolean;
    isHoursActive?: boolean;
    isMinutesActive?: boolean;
    isSecondsActive?: boolean;
    days?: number;
    hours?: number;
    minutes?: number;
    seconds?: number;
    text?: string;
    endAction?: 'hide' | 'restart' | string;
    placement?: 'top' | 'bottom' | string;
  };
  /** Trust badges: value is one or more image URLs. */
  badges?: { isActive?: boolean; position?: 'above_checkout' | 'below_checkout' | string; value?: string };
  /** Split payments line; text has {{splits}} and {{amount}} placeholders. */
  afterPay?: { isActive?: boolean; text?: string; image?: string; isExternal?: boolean; splits?: number };
}

/** The shared look of the announcement and timer banners. */
export interface BannerLook {
  background?: Rgba;
  border?: Rgba;
  textAlignement?: 'left' | 'center' | 'right' | string;
  style?: 'rounded' | 'full' | string;
}

/** A coloured button of the COD settings. */
export interface CodButtonLook {
  text?: string;
  color?: Rgba;
  background?: Rgba;
}

/** One field of the merchant's COD form (cart-and-shop.md §3 "Form field"). */
export interface CodFieldView {
  label: string;
  placeholder?: string;
  isRequired: boolean;
  type: 'name' | 'email' | 'string' | 'textarea' | 'dropdown' | 'radio' | 'checkbox';
  options: string[];
}

/** The COD settings the widget reads (cod_settings of the lookup, defaults filled by the gateway). */
export interface CodView {
  is_active?: boolean;
  is_form_in_cart?: boolean;
  checkout_mode?: 'cod_and_checkout' | 'cod_only' | string;
  error_message?: string;
  buttons?: { checkout?: CodButtonLook; confirm?: CodButtonLook; loading?: { text?: string } };
  form?: CodFieldView[];
}

/** The sticky add-to-cart bar settings (sticky_cart of the lookup; cart-and-shop.md §3 "Sticky cart"). */
export interface StickyView {
  isActive?: boolean;
  btn_style?: 'curvy' | 'square' | 'pill' | string;
  btn_text?: string;
  btn_text_unavailable?: string;
  btn_color?: Rgba;
  txt_color?: Rgba;
  background_color?: Rgba;
  atc_action?: 'checkout' | 'cart' | 'stay' | string;
  show_btn_atc_txt_variant_active?: boolean;
  btn_atc_txt_variant_active?: string;
  btn_text_variant_active?: string;
  cart_name?: string;
  desktop_active?: boolean;
  desktop_show_variants?: boolean;
  desktop_show_quantity?: boolean;
  desktop_quantity?: string;
  desktop_show_product_name?: boolean;
  desktop_product_preview?: boolean;
  desktop_show_compared_price?: boolean;
  desktop_visibility?: 'always' | 'dynamic' | string;
  desktop_location?: 'top' | 'bottom' | string;
  mobile_active?: boolean;
  mobile_show_variants?: boolean;
  mobile_show_quantity?: boolean;
  mobile_quantity?: string;
  mobile_show_compared_price?: boolean;
  mobile_show_title?: boolean;
  mobile_show_price?: boolean;
  mobile_visibility?: 'always' | 'dynamic' | string;
  mobile_location?: 'top' | 'bottom' | string;
  mobile_atc_height?: number;
}
