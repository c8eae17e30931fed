/**
 * Default campaign data (campaigns.md §3, §9; cart-and-shop.md §3 "Defaults"). Numbers come from the spec; texts and
 * colours the spec leaves open are ours, chosen to look right in a Polaris-styled cart. Every builder returns fresh
 * objects, so callers may mutate the result.
 */
import { DEFAULT_BORDER_COLOUR, rgba, type Rgba } from '../common';
import {
  type CampaignType,
  type MultiGoalType,
  DEFAULT_APPLIED_DISCOUNT_TITLE,
  DEFAULT_CONFETTI_LENGTH,
  DEFAULT_FBT_POSITION,
  DEFAULT_FREE_SHIPPING_GOAL,
  DEFAULT_PROGRESS_MODE,
  DEFAULT_SUGGESTED_PRODUCTS_LENGTH,
  DEFAULT_RECOMMENDATION_TYPE,
  MODULE_NAMES,
  newGoalAmount,
  newGoalDiscount,
  newGoalQuantity,
  ONE_CHECK_TRUNCATE_LENGTH,
  PRODUCT_DETAILS_TRUNCATE_LENGTH,
} from './constants';
import { percentOffLabel, REWARD_LABEL_FREE_SHIPPING } from './messages';
import type { AddToUnlockSettings, Goal } from './schema-unlock';
import type {
  BundlesSettings,
  BundleTier,
  CampaignInput,
  CampaignModules,
  CampaignSettings,
  Countries,
  MultiOneCheck,
  OneCheckProduct,
  Target,
} from './schema';

const BLACK = (): Rgba => rgba(0, 0, 0, 1);
const WHITE = (): Rgba => rgba(255, 255, 255, 1);
const PRIMARY = (): Rgba => rgba(0, 128, 96, 1);
const BORDER = (): Rgba => ({ ...DEFAULT_BORDER_COLOUR });

/** Default Random Text module text (what Reset restores). */
export const DEFAULT_RANDOM_TEXT = 'Thank you for shopping with us!';
/** Default Order Note module text (what Reset restores). */
export const DEFAULT_ORDER_NOTE_TEXT = 'Add a note to your order';

/** Worldwide: both country switches off and nothing selected, so the campaign shows to everyone. */
export const defaultCountries = (): Countries => ({
  include_active: false,
  include: [],
  exclude_active: false,
  exclude: [],
});

/** Default target for a type: all products, except Buy More Save More, which cannot target all products. */
export const defaultTarget = (type: CampaignType): Target => ({
  type: type === 'bundles' ? 'specific_products' : 'all_products',
  selected: [],
  ids: [],
  countries: defaultCountries(),
});

/**
 * Default extra modules: order order_note, random_text, checkout_button (the stored order values of campaigns.md §2);
 * texts off.
 */
export const defaultModules = (): CampaignModules => ({
  order: [...MODULE_NAMES],
  random_text: { text: DEFAULT_RANDOM_TEXT, active: false },
  order_note: { text: DEFAULT_ORDER_NOTE_TEXT, active: false },
  checkout_button: { active: true },
});

/** Default bundles badge. */
export const defaultBundlesBadge = (): NonNullable<BundlesSettings['badge']> => ({
  text: 'Most popular',
  background: PRIMARY(),
  border: PRIMARY(),
});

/** Default bundles variant picker. */
export const defaultVariantsPicker = (): NonNullable<BundlesSettings['variantsPicker']> => ({
  active: true,
  label: 'Choose options',
  confirm: 'Confirm',
  textColor: BLACK(),
  dropdownTextColor: BLACK(),
  dropdownBackground: WHITE(),
  confirmTextColor: WHITE(),
  confirmBackground: BLACK(),
});

/** The default tiers: 2 items 10%, 3 items 15%, type percentage. */
export const defaultBundleTiers = (): BundleTier[] => [
  { id: 1, type: 'percentage', quantity: 2, reward: 10 },
  { id: 2, type: 'percentage', quantity: 3, reward: 15 },
];

/** Default Buy More Save More settings (style vertical). */
export const defaultBundlesSettings = (): BundlesSettings => ({
  style: 'vertical',
  text: 'Buy more, save more!',
  prefix: 'Buy',
  font_size: 1,
  background: WHITE(),
  color: BLACK(),
  activeBackground: rgba(0, 128, 96, 0.08),
  activeColor: PRIMARY(),
  labelColor: BLACK(),
  badge: defaultBundlesBadge(),
  tiers: defaultBundleTiers(),
  variantsPicker: defaultVariantsPicker(),
});

/**
 * A new goal number n (0-based, n = goals so far): threshold 40+20n (amount) or 2+2n (quantity), discount 10+5n%.
 * The first goal is the spec's default free-shipping goal of 40, marked manual: the automatic kind is what the
 * "Out of date" row warning flags.
 */
export function defaultGoal(n: number, multiGoalType: MultiGoalType = 'amount'): Goal {
  const discount = newGoalDiscount(n);
  const first = n === 0;
  const label = first ? REWARD_LABEL_FREE_SHIPPING : percentOffLabel(discount);
  return {
    goal: multiGoalType === 'quantity' ? newGoalQuantity(n) : first ? DEFAULT_FREE_SHIPPING_GOAL : newGoalAmount(n),
    specific_goals: [],
    goal_type: 'fixed',
    reward_type: first ? 'free_shipping' : 'discount',
    goal_text: { text: label, font_size: 0.8, color: BLACK() },
    show_goal_text: true,
    confetti: true,
    confetti_length: DEFAULT_CONFETTI_LENGTH,
    badge: { type: 2, show_text: true, text: label },
    discount: {
      type: 'percentage',
      reward: discount,
      before: 'Add {{amount_left}} more to get {{reward}} off',
      after: 'You unlocked {{reward}} off!',
    },
    free_shipping: {
      before: 'Add {{amount_left}} more to get free shipping',
      after: 'You unlocked free shipping!',
      manual: true,
    },
    manual: { before: 'Add {{amount_left}} more to unlock {{reward}}', after: 'You unlocked {{reward}}!' },
    gift: {
      multi_gift_select: 'select',
      previous_gift: 'keep',
      before: 'Add {{amount_left}} more to get a free gift',
      after: 'You unlocked a free gift!',
      widget: {
        active: true,
        compare_at_price: rgba(140, 145, 150, 1),
        compare_at_price_active: true,
        before: { header: 'Unlock your free gift', background: WHITE(), outline: BORDER() },
        selecting: { header: 'Choose your free gift', background: WHITE(), outline: BORDER() },
        after: { header: 'Your free gift', background: WHITE(), outline: BORDER() },
      },
    },
  };
}

/** Default progress bar colours (what older campaigns gain on upgrade). */
export const defaultProgressColours = (): Pick<
  AddToUnlockSettings,
  'progress_background' | 'progress_primary' | 'progress_secondary' | 'progress_complete'
> => ({
  progress_background: BORDER(),
  progress_primary: PRIMARY(),
  progress_secondary: rgba(0, 128, 96, 0.5),
  progress_complete: PRIMARY(),
});

/** Default product details (truncate true, truncate_length 200). */
export const defaultProductDetails = (): NonNullable<AddToUnlockSettings['product_details']> => ({
  atcButton: { text: 'Add to cart', font_size: 1, color: WHITE() },
  atcButton_background: BLACK(),
  hover: rgba(51, 51, 51, 1),
  readMore: { text: 'Show details', font_size: 0.9, color: BLACK() },
  truncate: true,
  truncate_length: PRODUCT_DETAILS_TRUNCATE_LENGTH,
  external: false,
});

/** Default Add To Unlock settings: one goal, suggestions off, shopify_recommendation, 2 products, above_checkout. */
export const defaultAddToUnlockSettings = (): AddToUnlockSettings => ({
  isActive: true,
  show_all_locked_goals: false,
  show_badges: false,
  multi_goal_type: 'amount',
  goals: [defaultGoal(0)],
  progress_thick: 8,
  ...defaultProgressColours(),
  progress_mode: DEFAULT_PROGRESS_MODE,
  show_suggestions: false,
  recommendation_type: DEFAULT_RECOMMENDATION_TYPE,
  products_length: DEFAULT_SUGGESTED_PRODUCTS_LENGTH,
  exclude_tags: [],
  products: [],
  fbt_position: DEFAULT_FBT_POSITION,
  separator: { active: false, text: '' },
  title: { text: 'Frequently bought together', font_size: 1, font_weight: 600, color: BLACK() },
  background: WHITE(),
  borderColor: BORDER(),
  show_product_details: true,
  product_details: defaultProductDetails(),
  product_title: { font_size: 0.9, color: BLACK() },
  product_price: { font_size: 0.9, color: BLACK() },
  upsell_add_button: { text: 'Add', font_size: 0.9, color: WHITE(), background: BLACK() },
  upsell_confirm_button: { text: 'Confirm', font_size: 0.9, color: WHITE(), background: BLACK() },
});

/** A new one-check product entry: not ticked by default, counts toward Add To Unlock, text truncated at 25. */
export const defaultOneCheckProduct = (): OneCheckProduct => ({
  is_ticked_by_default: false,
  include_in_atu: true,
  text: 'Add {{product_title}} for {{product_price}}',
  truncate: true,
  truncate_length: ONE_CHECK_TRUNCATE_LENGTH,
  product_type: 'existing',
});

/** The one-check look (switch, natural alignment, default border colour). */
export const defaultOneCheckLook = (): Omit<MultiOneCheck, 'products'> => ({
  variant: 'switch',
  align: 'natural',
  border: true,
  border_color: BORDER(),
  highlight: rgba(0, 128, 96, 0.05),
  switch_on: PRIMARY(),
  switch_off: rgba(186, 191, 195, 1),
});

/** Default multi one-check settings with one product slot. */
export const defaultMultiOneCheck = (): MultiOneCheck => ({
  ...defaultOneCheckLook(),
  products: [defaultOneCheckProduct()],
});

/** The default settings block for a type, keyed by where it is stored in settings. */
export function defaultTypeBlock(type: CampaignType): Partial<CampaignSettings> {
  if (type === 'bundles') return { bundles: defaultBundlesSettings() };
  if (type === 'add_to_unlock') return { add_to_unlock: defaultAddToUnlockSettings() };
  return { multi_one_check_upsell: defaultMultiOneCheck() };
}

/** A new campaign of the given type: blank name (the merchant names it), inactive until saved, worldwide. */
export function defaultCampaign(type: CampaignType): CampaignInput {
  return {
    name: '',
    active: false,
    target: defaultTarget(type),
    settings: { type, applied_discount_title: DEFAULT_APPLIED_DISCOUNT_TITLE, ...defaultTypeBlock(type) },
    modules: defaultModules(),
  };
}
