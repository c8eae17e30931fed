/**
 * Minimal structural inputs for the cart math. Field names are the spec's (cart-and-shop.md §3, campaigns.md §3) so
 * the campaign module's zod-inferred types fit without an adapter. Value types are deliberately wide (a stored
 * goal may be a number or a numeric string, an unfinished tier has an empty reward): the math reads them through
 * `toNumber` and ignores what is not usable. Type-only file: nothing here exists at runtime.
 */

/** A Shopify id as carts and stores hold it: 123, "123" or "gid://shopify/ProductVariant/123". */
export type ShopifyId = number | string;

/** A numeric field as stored: number, numeric string, or empty. */
export type NumberLike = number | string | null | undefined;

/** Storefront cart line (cart-and-shop.md §3 "Cart item"); prices are cents in the presentment currency. */
export interface CartItem {
  id: ShopifyId;
  image?: string | null;
  product_title?: string;
  product_type?: string | null;
  quantity: number;
  line?: number;
  line_quantity?: number;
  price: number;
  line_price?: number;
  product_id: ShopifyId;
  variant_id: ShopifyId;
  handle?: string;
  url?: string;
  itemSoldOut?: boolean;
  variant_title?: string | null;
  selling_plan_allocation?: { compare_at_price?: number | null; selling_plan?: { id: ShopifyId } | null } | null;
  properties?: Readonly<Record<string, unknown>> | null;
  variant_options?: readonly string[];
  discounts?: ReadonlyArray<{ amount: number; title?: string }>;
  line_level_discount_allocations?: ReadonlyArray<{ amount: number }>;
  discounted_price?: number;
  original_line_price?: number;
  compare_at_price?: number | null;
}

/** Storefront cart state (cart-and-shop.md §3 "Cart state"). */
export interface CartState {
  items: readonly CartItem[];
  cart_level_discount_applications?: ReadonlyArray<{ title?: string; total_allocated_amount?: number }>;
  cartNote?: string;
  token?: string;
  fbtUpsells?: readonly ShopifyId[];
}

/**
 * The least a line needs for reward math: what cart.js gives and what the gateway's checkout passes.
 * `price` is the unit price in cents; `product_type` marks free gifts (free_gift, singleton_gift).
 */
export interface RewardLine {
  variant_id: ShopifyId;
  product_id: ShopifyId;
  quantity: number;
  price: number;
  product_type?: string | null;
}

/** Storefront product variant (cart-and-shop.md §3 "Variant"); price in main units as products.json gives it ("20.00"). */
export interface StorefrontVariant {
  id: ShopifyId;
  title?: string;
  option1?: string | null;
  option2?: string | null;
  option3?: string | null;
  price?: NumberLike;
  compare_at_price?: NumberLike;
  /** Shopify's storefront endpoints serve this and not the three inventory fields below (those are Admin-API data). */
  available?: boolean | null;
  /** products/{handle}.js: the variant's quantity rule; max null means no rule maximum. */
  quantity_rule?: { min?: number | null; max?: number | null; increment?: number | null } | null;
  inventory_quantity?: number | null;
  inventory_policy?: string | null;
  inventory_management?: string | null;
  featured_image?: { src?: string } | string | null;
  image?: string | null;
}

/** Storefront product mapping (cart-and-shop.md §3 "Product mapping"). */
export interface StorefrontProduct {
  id: ShopifyId;
  title?: string;
  handle?: string;
  image?: string | { src?: string } | null;
  images?: ReadonlyArray<{ src?: string } | string>;
  options?: ReadonlyArray<unknown>;
  tags?: readonly string[] | string;
  product_type?: string | null;
  variants?: readonly StorefrontVariant[];
  /** products/{handle}.js: the product is sold only with a selling plan (a subscription-only product). */
  requires_selling_plan?: boolean | null;
  /** products/{handle}.js: the selling plan groups offered (empty or absent: no subscription). */
  selling_plan_groups?: ReadonlyArray<unknown> | null;
  fetched?: boolean;
  isExample?: boolean;
}

/** One presentment-currency threshold of a goal (campaigns.md §3 specific_goals). */
export interface SpecificGoalLike {
  goal?: NumberLike;
  currency?: string | null;
  main?: boolean | null;
}

/** A gift product as a goal stores it (campaigns.md §3 Goal.gift.product). */
export interface GiftProductLike {
  id?: ShopifyId | null;
  variant_id?: ShopifyId | null;
  variant_price?: NumberLike;
  title?: string | null;
}

/** A goal's gift (campaigns.md §3): one product, or several with select/random and keep/remove of the previous gift. */
export interface GiftLike {
  product?: GiftProductLike | null;
  products?: ReadonlyArray<GiftProductLike> | null;
  multi_gift_select?: string | null;
  previous_gift?: string | null;
}

/** A goal's discount (campaigns.md §3): type percentage | fixed_amount, reward in percent or main units. */
export interface DiscountLike {
  type?: string | null;
  reward?: NumberLike;
}

/** An Add To Unlock goal (campaigns.md §3 Goal), only the fields the math reads. */
export interface GoalLike {
  goal?: NumberLike;
  specific_goals?: ReadonlyArray<SpecificGoalLike> | null;
  goal_type?: string | null;
  reward_type?: string | null;
  discount?: DiscountLike | null;
  gift?: GiftLike | null;
  /** free_shipping.manual: the merchant gives it by hand, so checkout never makes shipping free for it. */
  free_shipping?: { manual?: boolean | null } | null;
  confetti?: boolean | null;
}

/** A Buy More Save More tier (campaigns.md §3): type percentage | fixed_amount, quantity, reward. */
export interface BundleTierLike {
  type?: string | null;
  quantity?: NumberLike;
  reward?: NumberLike;
}

/** Add To Unlock settings block (campaigns.md §3), only what the math reads. */
export interface AddToUnlockLike {
  isActive?: boolean | null;
  multi_goal_type?: string | null;
  show_badges?: boolean | null;
  goals?: ReadonlyArray<GoalLike> | null;
}

/** A One Check Upsell product (campaigns.md §3, multi version). */
export interface OneCheckProductLike {
  include_in_atu?: boolean | null;
  product?: { id?: ShopifyId | null; variant_id?: ShopifyId | null } | null;
}

/** A One Check Upsell block, multi (products) or the older single-product shape (product at the top level). */
export interface OneCheckLike {
  include_in_atu?: boolean | null;
  product?: { id?: ShopifyId | null; variant_id?: ShopifyId | null } | null;
  products?: ReadonlyArray<OneCheckProductLike> | null;
}

/** Country targeting (campaigns.md §3 target.countries); entries are two-letter codes. */
export interface CountriesLike {
  include_active?: boolean | null;
  include?: ReadonlyArray<string> | null;
  exclude_active?: boolean | null;
  exclude?: ReadonlyArray<string> | null;
}

/** A stored campaign as the gateway keeps it (campaigns.md §3), only what reward math reads. */
export interface CampaignLike {
  id?: ShopifyId | null;
  active?: boolean | null;
  target?: {
    type?: string | null;
    ids?: ReadonlyArray<ShopifyId> | null;
    selected?: ReadonlyArray<{ id?: ShopifyId | null }> | null;
    countries?: CountriesLike | null;
  } | null;
  settings?: {
    type?: string | null;
    /** "Discount title at checkout" (default "Special Discount"): the name the order's discount carries. */
    applied_discount_title?: string | null;
    add_to_unlock?: AddToUnlockLike | null;
    bundles?: { tiers?: ReadonlyArray<BundleTierLike> | null } | null;
    one_check_up_sell?: OneCheckLike | null;
    multi_one_check_upsell?: OneCheckLike | null;
  } | null;
}
