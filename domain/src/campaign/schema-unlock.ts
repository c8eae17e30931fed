/** Add To Unlock settings and goals (campaigns.md §3 "Add To Unlock settings", "Goal"; §5 limits). */
import { z } from 'zod';
import { aIsRequired, NOT_VALID, rgbaSchema } from '../common';
import {
  ATU_TITLE_MAX,
  ATU_TITLE_MIN,
  BADGE_TYPES,
  BEFORE_AFTER_MAX,
  BUTTON_TEXT_MAX,
  BUTTON_TEXT_MIN,
  CONFETTI_LENGTH_MAX,
  CONFETTI_LENGTH_MIN,
  DISCOUNT_TYPES,
  FBT_POSITIONS,
  GOAL_TEXT_FONT_MAX,
  GOAL_TEXT_FONT_MIN,
  GOAL_TEXT_MAX,
  GOAL_TEXT_MIN,
  GOAL_TYPES,
  MAX_GOALS,
  MULTI_GIFT_SELECT,
  MULTI_GOAL_TYPES,
  PICKER_MAX_PRODUCTS,
  PREVIOUS_GIFT,
  PROGRESS_MODES,
  PROGRESS_THICK_MAX,
  PROGRESS_THICK_MIN,
  RECOMMENDATION_TYPES,
  REWARD_TYPES,
  SEPARATOR_TEXT_MAX,
  SHOW_DETAILS_MAX,
  SHOW_DETAILS_MIN,
  SUGGESTED_PRODUCTS_MAX,
  SUGGESTED_PRODUCTS_MIN,
} from './constants';
import { flag, idSchema, oneOf, optionalText, priceSchema, requiredNumber } from './fields';
import { ONLY_4_REWARDS, TOO_MANY_PRODUCTS } from './messages';
import { campaignFontStyleSchema, campaignTextStyleSchema } from './schema-styles';

const beforeAfter = optionalText(BEFORE_AFTER_MAX);

/** A product variant as pickers and the Ajax API hand them out; unknown Shopify fields are kept. */
export const campaignVariantSchema = z.looseObject({
  id: idSchema,
  title: z.string().optional(),
  price: priceSchema.optional(),
  compare_at_price: z.union([priceSchema, z.null()]).optional(),
});
/** A product option: a name, or {name, values}. */
export const campaignOptionSchema = z.union([
  z.string(),
  z.looseObject({ name: z.string(), values: z.array(z.string()).optional() }),
]);

/** A suggested (frequently-bought-together) product. */
export const suggestedProductSchema = z.object({
  id: idSchema,
  image: z.string().optional(),
  title: z.string(),
  price: priceSchema.optional(),
  handle: z.string().optional(),
  variants: z.array(campaignVariantSchema).optional(),
  options: z.array(campaignOptionSchema).optional(),
});

/** A gift product; product_type is what the free_gift rule checks. */
export const giftProductSchema = z.object({
  id: idSchema,
  image: z.string().optional(),
  title: z.string(),
  variant_id: idSchema,
  variant_price: priceSchema.optional(),
  product_type: z.string().optional(),
});
/** A gift product. */
export type GiftProduct = z.infer<typeof giftProductSchema>;

/** One state of the gift widget (before, selecting, after). The spec names the fields only; types are ours. */
export const giftWidgetSectionSchema = z.object({
  header: optionalText(BEFORE_AFTER_MAX),
  product_name: rgbaSchema.optional(),
  offer_highlight: rgbaSchema.optional(),
  background: rgbaSchema.optional(),
  outline: rgbaSchema.optional(),
  multi_gift_image: flag().optional(),
  variant_selector_text: optionalText(BEFORE_AFTER_MAX),
  variant_button_background: rgbaSchema.optional(),
  variant_change_text: optionalText(BEFORE_AFTER_MAX),
});

/** A goal's gift: one product or several, with the widget shown around it. */
export const giftSchema = z.object({
  product: giftProductSchema.optional(),
  products: z.array(giftProductSchema).optional(),
  multi_gift_select: oneOf(MULTI_GIFT_SELECT).optional(),
  previous_gift: oneOf(PREVIOUS_GIFT).optional(),
  before: beforeAfter,
  after: beforeAfter,
  widget: z
    .object({
      active: flag().optional(),
      compare_at_price: rgbaSchema.optional(),
      compare_at_price_active: flag().optional(),
      before: giftWidgetSectionSchema.optional(),
      selecting: giftWidgetSectionSchema.optional(),
      after: giftWidgetSectionSchema.optional(),
    })
    .optional(),
});
/** A goal's gift block. */
export type Gift = z.infer<typeof giftSchema>;

/** A threshold in a specific presentment currency. */
export const specificGoalSchema = z.object({
  goal: requiredNumber('goal', { min: 0 }),
  currency: z.string({ error: NOT_VALID }).regex(/^[A-Z]{3}$/, { error: NOT_VALID }),
  main: flag().optional(),
});
/** A specific-currency goal. */
export type SpecificGoal = z.infer<typeof specificGoalSchema>;

/** A goal's discount reward; reward is a percent (0-100, checked across fields) or an amount. */
export const goalDiscountSchema = z.object({
  type: oneOf(DISCOUNT_TYPES),
  reward: requiredNumber('reward', { min: 0 }),
  before: beforeAfter,
  after: beforeAfter,
});

/**
 * One goal. Required: goal and reward_type (what the cart math needs). The reward blocks are optional because only the
 * chosen reward's block matters; the cross-field rules require that one.
 */
export const goalSchema = z.object({
  goal: requiredNumber('goal', { min: 0 }),
  specific_goals: z.array(specificGoalSchema).optional(),
  goal_type: oneOf(GOAL_TYPES).optional(),
  reward_type: oneOf(REWARD_TYPES),
  goal_text: campaignTextStyleSchema(
    'text',
    GOAL_TEXT_MIN,
    GOAL_TEXT_MAX,
    GOAL_TEXT_FONT_MIN,
    GOAL_TEXT_FONT_MAX,
  ).optional(),
  show_goal_text: flag().optional(),
  confetti: flag().optional(),
  confetti_length: requiredNumber('confetti length', {
    min: CONFETTI_LENGTH_MIN,
    max: CONFETTI_LENGTH_MAX,
    int: true,
  }).optional(),
  badge: z
    .object({
      type: z.union(
        BADGE_TYPES.map((t) => z.literal(t)),
        { error: NOT_VALID },
      ),
      image: z.string().optional(),
      show_text: flag().optional(),
      text: z.string().optional(),
    })
    .optional(),
  discount: goalDiscountSchema.optional(),
  free_shipping: z.object({ before: beforeAfter, after: beforeAfter, manual: flag().optional() }).optional(),
  manual: z.object({ before: beforeAfter, after: beforeAfter }).optional(),
  gift: giftSchema.optional(),
});
/** An Add To Unlock goal. */
export type Goal = z.infer<typeof goalSchema>;

/** The block-display product details ("show details" slide). readMore is the show-details link text (3-30). */
export const productDetailsSchema = z.object({
  atcButton: campaignTextStyleSchema('text', BUTTON_TEXT_MIN, BUTTON_TEXT_MAX).optional(),
  atcButton_background: rgbaSchema.optional(),
  hover: rgbaSchema.optional(),
  readMore: campaignTextStyleSchema('text', SHOW_DETAILS_MIN, SHOW_DETAILS_MAX).optional(),
  truncate: flag().optional(),
  truncate_length: requiredNumber('truncate length', { min: 1, int: true }).optional(),
  external: flag().optional(),
});

/**
 * Add To Unlock settings. Required: isActive, multi_goal_type, goals, show_suggestions, recommendation_type,
 * products_length, fbt_position and title. Optional because older campaigns lack them (upgradeCampaign fills them):
 * progress colours and product_details; optional because they are pure display tweaks: everything else.
 */
export const addToUnlockSettingsSchema = z.object({
  isActive: flag(),
  show_all_locked_goals: flag().optional(),
  show_badges: flag().optional(),
  multi_goal_type: oneOf(MULTI_GOAL_TYPES),
  goals: z
    .array(goalSchema, { error: NOT_VALID })
    .min(1, { error: aIsRequired('goal') })
    .max(MAX_GOALS, { error: ONLY_4_REWARDS }),
  progress_thick: requiredNumber('progress thickness', { min: PROGRESS_THICK_MIN, max: PROGRESS_THICK_MAX }).optional(),
  progress_background: rgbaSchema.optional(),
  progress_primary: rgbaSchema.optional(),
  progress_secondary: rgbaSchema.optional(),
  progress_complete: rgbaSchema.optional(),
  /** Bar width mode; optional so older rows parse (upgradeCampaign sets 'classic', new campaigns 'newer'). */
  progress_mode: oneOf(PROGRESS_MODES).optional(),
  show_suggestions: flag(),
  recommendation_type: oneOf(RECOMMENDATION_TYPES),
  products_length: requiredNumber('products length', {
    min: SUGGESTED_PRODUCTS_MIN,
    max: SUGGESTED_PRODUCTS_MAX,
    int: true,
  }),
  exclude_tags: z.array(z.string()).optional(),
  products: z.array(suggestedProductSchema).max(PICKER_MAX_PRODUCTS, { error: TOO_MANY_PRODUCTS }).optional(),
  fbt_position: oneOf(FBT_POSITIONS),
  separator: z.object({ active: flag(), text: optionalText(SEPARATOR_TEXT_MAX) }).optional(),
  title: campaignTextStyleSchema('title', ATU_TITLE_MIN, ATU_TITLE_MAX),
  background: rgbaSchema.optional(),
  borderColor: rgbaSchema.optional(),
  show_product_details: flag().optional(),
  product_details: productDetailsSchema.optional(),
  product_title: campaignFontStyleSchema.optional(),
  product_price: campaignFontStyleSchema.optional(),
  upsell_add_button: campaignTextStyleSchema('text', BUTTON_TEXT_MIN, BUTTON_TEXT_MAX).optional(),
  upsell_confirm_button: campaignTextStyleSchema('text', BUTTON_TEXT_MIN, BUTTON_TEXT_MAX).optional(),
});
/** Add To Unlock settings. */
export type AddToUnlockSettings = z.infer<typeof addToUnlockSettingsSchema>;
