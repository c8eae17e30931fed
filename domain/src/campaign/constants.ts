/**
 * Every enum list, limit and default number of campaigns.md §3-§9 in one place, so the editor, the gateway and the
 * tests read the same values.
 */

/** settings.type values (campaigns.md §5). */
export const CAMPAIGN_TYPES = ['bundles', 'add_to_unlock', 'one_check_up_sell'] as const;
/** A campaign type. */
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
/** The legacy name of the multi-product one-check type; upgradeCampaign maps it to one_check_up_sell. */
export const MULTI_ONE_CHECK_TYPE = 'multi_one_check_upsell';
/** Dashboard "Type" column labels. */
export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  bundles: 'Buy More Save More',
  add_to_unlock: 'Add To Unlock',
  one_check_up_sell: 'One Check Upsell',
};

/** target.type values. */
export const TARGET_TYPES = ['all_products', 'specific_products', 'specific_collections'] as const;
/** A trigger (target) type. */
export type TargetType = (typeof TARGET_TYPES)[number];
/** Dashboard "Trigger" column labels. */
export const TARGET_TYPE_LABELS: Record<TargetType, string> = {
  all_products: 'All products',
  specific_products: 'Specific products',
  specific_collections: 'Specific collections',
};

/** Extra modules, in the stored default order (campaigns.md §2: "order_note, random_text, checkout_button"). */
export const MODULE_NAMES = ['order_note', 'random_text', 'checkout_button'] as const;
/** An extra module name. */
export type ModuleName = (typeof MODULE_NAMES)[number];

export const BUNDLE_STYLES = ['vertical', 'horizontal'] as const;
export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
/** A bundle tier's or a goal's discount type. */
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const MULTI_GOAL_TYPES = ['amount', 'quantity'] as const;
/** Whether Add To Unlock goals measure money or item count. */
export type MultiGoalType = (typeof MULTI_GOAL_TYPES)[number];
export const GOAL_TYPES = ['relative', 'fixed'] as const;
/**
 * What each goal type does in another currency (campaigns.md §3: goal, specific_goals per currency, goal_type relative |
 * fixed, default fixed). Fixed: the amounts the merchant fixed per currency (specific_goals) apply, the goal converted
 * at the rate where none is set; relative: the goal always follows the rate. The cart and the checkout read goals
 * this way (cart/goals.ts goalThreshold); the editor shows these words.
 */
export const GOAL_TYPE_LABELS: Readonly<Record<(typeof GOAL_TYPES)[number], string>> = {
  fixed: 'Fixed: the goal set per currency below applies (others convert the goal at the exchange rate)',
  relative: 'Relative: the goal converts at the exchange rate in every currency (per-currency goals are ignored)',
};
export const REWARD_TYPES = ['discount', 'free_shipping', 'manual', 'gift'] as const;
/** A goal's reward type. */
export type RewardType = (typeof REWARD_TYPES)[number];
export const RECOMMENDATION_TYPES = ['custom_recommendation', 'shopify_recommendation'] as const;
export const FBT_POSITIONS = ['under_products', 'above_checkout', 'below_checkout'] as const;
export const MULTI_GIFT_SELECT = ['select', 'random'] as const;
export const PREVIOUS_GIFT = ['keep', 'remove'] as const;
export const GIFT_WIDGET_STATES = ['before', 'selecting', 'after'] as const;
/**
 * Progress-bar width modes (cart-and-shop.md §4; the spec names the modes, the field name is ours): `classic` averages
 * the goals' progress; `newer` also keeps the bar at least 5 % wide, stops it at 85 % of a goal until the goal is
 * reached and shows 100 % once the top goal is reached. Same names as the domain cart math's ProgressMode.
 */
export const PROGRESS_MODES = ['classic', 'newer'] as const;
/** A progress-bar width mode. */
export type ProgressModeSetting = (typeof PROGRESS_MODES)[number];
/** New campaigns get the newer bar. */
export const DEFAULT_PROGRESS_MODE: ProgressModeSetting = 'newer';
/** What a stored Add To Unlock block without progress_mode means (and gains on upgrade): the bar it always had. */
export const LEGACY_PROGRESS_MODE: ProgressModeSetting = 'classic';
/** Goal badge types (cart-and-shop.md §9): 1 image, 2 text/icon, 3 icon only. */
export const BADGE_TYPES = [1, 2, 3] as const;
export const ONE_CHECK_VARIANTS = ['switch', 'square', 'circle'] as const;
export const ONE_CHECK_ALIGNS = ['natural', 'center'] as const;
export const ONE_CHECK_PRODUCT_TYPES = ['existing', 'hidden'] as const;

/** The "World Wide" entry of the country pickers; any other value is a two-letter country code. */
export const COUNTRY_WORLDWIDE = 'WORLDWIDE';

// campaigns.md §9 business constants and limits.
export const CAMPAIGN_CAP = 35;
export const PICKER_MAX_PRODUCTS = 20;
export const PICKER_MAX_COLLECTIONS = 2;
export const MAX_GOALS = 4;
export const MAX_ONE_CHECK_PRODUCTS = 3;
export const SUGGESTED_PRODUCTS_MIN = 1;
export const SUGGESTED_PRODUCTS_MAX = 5;
export const TOAST_MS = 3000;
/**
 * campaigns.md §9 "Campaign list cache: 20 entries, time to live 1,440,000 ms, filter on paths containing products":
 * the admin keeps product lookups this long (RTK Query keepUnusedDataFor); RTK Query has no entry count, so no constant
 * claims one.
 */
export const CAMPAIGN_LIST_CACHE_TTL_MS = 1_440_000;
export const HIDDEN_PRODUCT_LIST_LIMIT = 4;
export const PREVIEW_FETCH_LIMIT = 5;
/** Product names in the editor's summary box are cut at this many characters. */
export const NAME_TRUNCATE = 25;
/** Hidden-product image upload size hint, in kB. */
export const HIDDEN_PRODUCT_IMAGE_HINT_KB = 50;
/** Add To Unlock campaigns created on or after 2024-04-20 (UTC) get the revenue popover. */
export const REVENUE_POPOVER_FROM_MS = Date.UTC(2024, 3, 20);

// campaigns.md §5 field limits.
export const NAME_MAX = 50;
export const BUNDLE_TEXT_MAX = 55;
export const BUNDLE_PREFIX_MAX = 45;
export const FONT_SIZE_MIN = 0.5;
export const FONT_SIZE_MAX = 2;
export const FONT_WEIGHT_MIN = 100;
export const FONT_WEIGHT_MAX = 900;
export const BUNDLE_TIER_MIN_QUANTITY = 1;
/** The editor's stricter minimum tier quantity (validateCampaign with { editor: true }). */
export const BUNDLE_TIER_EDITOR_MIN_QUANTITY = 2;
export const PERCENT_MAX = 100;
export const ATU_TITLE_MIN = 3;
export const ATU_TITLE_MAX = 40;
export const SHOW_DETAILS_MIN = 3;
export const SHOW_DETAILS_MAX = 30;
export const BUTTON_TEXT_MIN = 3;
export const BUTTON_TEXT_MAX = 40;
export const SEPARATOR_TEXT_MAX = 50;
export const GOAL_TEXT_MIN = 3;
export const GOAL_TEXT_MAX = 35;
export const GOAL_TEXT_FONT_MIN = 0.5;
export const GOAL_TEXT_FONT_MAX = 1.2;
export const CONFETTI_LENGTH_MIN = 200;
export const CONFETTI_LENGTH_MAX = 600;
export const BEFORE_AFTER_MAX = 600;
export const ONE_CHECK_TEXT_MAX = 250;
export const RANDOM_TEXT_MAX = 6000;
/** Not in the spec: the order-note module's label is a short prompt, so we cap it like a one-check text. */
export const ORDER_NOTE_TEXT_MAX = 250;
/** Not in the spec: progress bar thickness in px. */
export const PROGRESS_THICK_MIN = 1;
export const PROGRESS_THICK_MAX = 30;

// campaigns.md §3/§9 defaults.
export const DEFAULT_APPLIED_DISCOUNT_TITLE = 'Special Discount';
export const DEFAULT_CONFETTI_LENGTH = 400;
export const DEFAULT_FREE_SHIPPING_GOAL = 40;
export const ONE_CHECK_TRUNCATE_LENGTH = 25;
export const PRODUCT_DETAILS_TRUNCATE_LENGTH = 200;
/** Data default for products_length; the shopper widget falls back to WIDGET_FALLBACK_PRODUCTS_LENGTH. */
export const DEFAULT_SUGGESTED_PRODUCTS_LENGTH = 2;
export const WIDGET_FALLBACK_PRODUCTS_LENGTH = 1;
/** Data default for recommendation_type; the shopper widget falls back to WIDGET_FALLBACK_RECOMMENDATION_TYPE. */
export const DEFAULT_RECOMMENDATION_TYPE = 'shopify_recommendation';
export const WIDGET_FALLBACK_RECOMMENDATION_TYPE = 'custom_recommendation';
export const DEFAULT_FBT_POSITION = 'above_checkout';
/** The only product type a gift picker offers. */
export const FREE_GIFT_PRODUCT_TYPE = 'free_gift';
/** Product types the shopper cart treats as gifts (cart-and-shop.md §4); both pass the gift validation. */
export const GIFT_GOAL_PRODUCT_TYPES = ['free_gift', 'singleton_gift'] as const;

/** New goal threshold for quantity goals: 2 + 2n (n = goals so far). */
export const newGoalQuantity = (n: number): number => 2 + 2 * n;
/** New goal threshold for amount goals: 40 + 20n money units. */
export const newGoalAmount = (n: number): number => 40 + 20 * n;
/** New goal discount percent: 10 + 5n. */
export const newGoalDiscount = (n: number): number => 10 + 5 * n;

/**
 * Beside One Check's "Ticked by default": Shopify's App Store requirements (rule 1.1.9) forbid an app to add or
 * pre-select an optional charge without the buyer's explicit choice.
 */
export const TICKED_BY_DEFAULT_WARNING =
  "Shopify's App Store rules (1.1.9) forbid pre-selecting an optional charge: the shopper must tick it. Keep this off unless your store's own policy allows it.";
