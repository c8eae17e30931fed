/*
 * The campaign and shop-settings fields the shopper widget reads, as the gateway's public lookup returns them
 * (spec campaigns.md §3, cart-and-shop.md §3). Everything is optional: stored campaigns of older versions lack fields
 * and the widget falls back to the spec's defaults rather than failing on a shopper's page.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface TextStyle {
  text?: string;
  font_size?: number;
  font_weight?: number;
  color?: Rgba;
  /** Buttons only (upsell_add_button, upsell_confirm_button). */
  background?: Rgba;
}

export interface GiftProduct {
  id: number | string;
  image?: string;
  title?: string;
  variant_id: number | string;
  variant_price?: number | string;
}

export interface Goal {
  goal: number;
  specific_goals?: { goal: number; currency: string; main?: boolean }[];
  goal_type?: 'relative' | 'fixed';
  reward_type: 'discount' | 'free_shipping' | 'manual' | 'gift';
  goal_text?: TextStyle;
  show_goal_text?: boolean;
  confetti?: boolean;
  confetti_length?: number;
  badge?: { type?: number; image?: string; show_text?: boolean; text?: string };
  discount?: { type?: 'percentage' | 'fixed_amount'; reward?: number; before?: string; after?: string };
  free_shipping?: { before?: string; after?: string; manual?: boolean };
  manual?: { before?: string; after?: string; reward?: number };
  gift?: {
    product?: GiftProduct;
    products?: GiftProduct[];
    multi_gift_select?: 'select' | 'random';
    previous_gift?: 'keep' | 'remove';
    before?: string;
    after?: string;
    widget?: GiftWidgetSettings;
  };
}

/** One state of the gift widget (campaigns.md §3 Goal.gift.widget sections; colours as rgba objects). */
export interface GiftWidgetSection {
  header?: string;
  product_name?: Rgba;
  offer_highlight?: Rgba;
  background?: Rgba;
  outline?: Rgba;
  multi_gift_image?: boolean;
  variant_selector_text?: string;
  variant_button_background?: Rgba;
  variant_change_text?: string;
}

/** The gift widget around a goal's gift: on/off, the compare-at price style and its three states. */
export interface GiftWidgetSettings {
  active?: boolean;
  compare_at_price?: Rgba;
  compare_at_price_active?: boolean;
  before?: GiftWidgetSection;
  selecting?: GiftWidgetSection;
  after?: GiftWidgetSection;
}

export interface SuggestedProduct {
  id: number | string;
  image?: string;
  title: string;
  price?: number | string;
  handle: string;
  variants?: StoreVariant[];
  options?: { name: string; values?: string[] }[] | string[];
}

export interface AddToUnlockSettings {
  isActive?: boolean;
  show_all_locked_goals?: boolean;
  show_badges?: boolean;
  multi_goal_type?: 'amount' | 'quantity';
  goals?: Goal[];
  progress_thick?: number;
  progress_background?: Rgba;
  progress_primary?: Rgba;
  progress_secondary?: Rgba;
  progress_complete?: Rgba;
  show_suggestions?: boolean;
  recommendation_type?: 'custom_recommendation' | 'shopify_recommendation';
  products_length?: number;
  exclude_tags?: string[];
  products?: SuggestedProduct[];
  fbt_position?: 'under_products' | 'above_checkout' | 'below_checkout';
  product_title?: TextStyle;
  product_price?: TextStyle;
  separator?: { active?: boolean; text?: string };
  title?: TextStyle | string;
  background?: Rgba;
  borderColor?: Rgba;
  show_product_details?: boolean;
  product_details?: {
    atcButton?: TextStyle | string;
    atcButton_background?: Rgba;
    hover?: Rgba;
    readMore?: TextStyle | string;
    truncate?: boolean;
    truncate_length?: number;
  };
  upsell_add_button?: TextStyle | string;
  upsell_confirm_button?: TextStyle | string;
  /** Bar width mode (domain campaign schema): 'newer' (5 % floor, 85 % stop); absent or 'classic' = the average mode. */
  progress_mode?: 'classic' | 'newer';
}

export interface BundleTier {
  id: string | number;
  type?: 'percentage' | 'fixed_amount';
  quantity: number;
  reward: number;
}

export interface BundlesSettings {
  style?: 'vertical' | 'horizontal';
  text?: string;
  prefix?: string;
  font_size?: number;
  background?: Rgba;
  color?: Rgba;
  activeBackground?: Rgba;
  activeColor?: Rgba;
  labelColor?: Rgba;
  badge?: { text?: string; background?: Rgba; border?: Rgba };
  tiers?: BundleTier[];
  variantsPicker?: { active?: boolean; label?: string; confirm?: string };
}

export interface OneCheckProduct {
  is_ticked_by_default?: boolean;
  include_in_atu?: boolean;
  text?: string;
  truncate?: boolean;
  truncate_length?: number;
  product_type?: 'existing' | 'hidden';
  product: { id: number | string; image?: string; price?: number | string; title: string; handle?: string; variant_id: number | string };
}

export interface OneCheckSettings {
  variant?: 'switch' | 'square' | 'circle';
  align?: 'natural' | 'center';
  border?: boolean;
  border_color?: Rgba;
  highlight?: Rgba;
  switch_on?: Rgba;
  switch_off?: Rgba;
  products?: OneCheckProduct[];
}

/** A campaign as the public lookup returns it. */
export interface StorefrontCampaign {
  id: number | string;
  campaign_key: string;
  name?: string;
  active?: boolean;
  target?: {
    type?: 'all_products' | 'specific_products' | 'specific_collections';
    ids?: (number | string)[];
    countries?: { include_active?: boolean; include?: string[]; exclude_active?: boolean; exclude?: string[] };
  };
  settings: {
    type: 'bundles' | 'add_to_unlock' | 'one_check_up_sell' | 'multi_one_check_upsell';
    applied_discount_title?: string;
    add_to_unlock?: AddToUnlockSettings;
    bundles?: BundlesSettings;
    one_check_up_sell?: OneCheckSettings;
    multi_one_check_upsell?: OneCheckSettings;
  };
  modules?: CartModules;
}

export interface CartModules {
  order?: ('order_note' | 'random_text' | 'checkout_button')[];
  random_text?: { text?: string; active?: boolean };
  order_note?: { text?: string; active?: boolean };
}

/** A storefront product variant (products/{handle}.js shape, money in cents). */
export interface StoreVariant {
  id: number;
  title: string;
  price: number;
  compare_at_price?: number | null;
  available?: boolean;
  inventory_quantity?: number;
  inventory_policy?: 'deny' | 'continue';
  inventory_management?: string | null;
  option1?: string | null;
  option2?: string | null;
  option3?: string | null;
  featured_image?: { src: string } | null;
}
