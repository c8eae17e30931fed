/** The Shop entity (cart-and-shop.md §3 "Shop"): install, billing, manual-setup selections and one-time flags. */
import { z } from 'zod';
import { mustBeAtLeast, mustBeAtMost, NOT_VALID } from '../common';
import { codSettingsSchema } from './cod';
import { block, flag, freeText, text } from './fields';
import { shopSettingsSchema } from './settings-schema';
import { stickyCartSchema } from './sticky';

/** An instant: a Date or an ISO 8601 string with offset, kept as the ISO string (JSON-safe). */
export const isoInstantSchema = z
  .union([z.date({ error: NOT_VALID }), z.iso.datetime({ offset: true, error: NOT_VALID })], { error: NOT_VALID })
  .transform((v) => (v instanceof Date ? v.toISOString() : v));

/** cart-and-shop.md §3 custom_links: a storefront selector that toggles the cart. */
export const customLinkSchema = block({
  selector: text('selector', 1, 500),
  action: z.literal('TOGGLE', { error: NOT_VALID }),
});
/** A Manual Setup cart link. */
export type CustomLink = z.infer<typeof customLinkSchema>;

/** cart-and-shop.md §3 custom_atcs: an add-to-cart button chosen in Manual Setup, with how to find it again. */
export const customAtcSchema = block({
  button: text('button', 1, 500),
  id: block({ type: freeText(100), name: freeText(200), selector: text('selector', 1, 500) }),
});
/** A Manual Setup add-to-cart button. */
export type CustomAtc = z.infer<typeof customAtcSchema>;

/** cart-and-shop.md §3 invitation: a percentage discount the shop was invited with. */
export const invitationSchema = block({
  type: z.literal('discount_percentage', { error: NOT_VALID }),
  value: z
    .number({ error: NOT_VALID })
    .min(0, { error: mustBeAtLeast(0) })
    .max(100, { error: mustBeAtMost(100) }),
});
/** An invitation discount. */
export type Invitation = z.infer<typeof invitationSchema>;

/** cart-and-shop.md §3 one-time flags, each false until the moment happens once. */
export const SHOP_FLAGS = [
  'review_clicked',
  'welcome_video_watched',
  'survey_closed',
  'first_cart_turn_on',
  'first_new_campaign_click',
  'first_new_campaign',
  'fb_pixel_trial_started',
  'multi_currency_checkout_alerted',
  'draft_checkout_alerted',
] as const;
/** The name of a one-time flag. */
export type ShopFlag = (typeof SHOP_FLAGS)[number];

const flagsShape = Object.fromEntries(SHOP_FLAGS.map((f) => [f, flag()])) as Record<ShopFlag, ReturnType<typeof flag>>;

/** The Admin API scope draft-order checkout needs. */
export const DRAFT_ORDERS_SCOPE = 'write_draft_orders';

/**
 * cart-and-shop.md §2 "hidden when draft is disabled for the shop": draft checkout is available when the shop granted
 * the app the draft-orders scope (as on Shopify, where the checkout creates a draft order with it). `null` is a shop
 * whose grant was not recorded (seeded locally, or installed before scopes were stored): the app always asks for the
 * scope, so it counts as granted.
 */
export function draftCheckoutAvailable(grantedScope: string | null): boolean {
  if (grantedScope === null) return true;
  return grantedScope.split(',').some((s) => s.trim() === DRAFT_ORDERS_SCOPE);
}

/** The Admin API scope the checkout's discount codes need; with it, suggestions skip subscription-only products. */
export const DISCOUNTS_SCOPE = 'write_discounts';

/**
 * cart-and-shop.md §5, §6: "a write-discounts permission flag affects whether suggestions are filtered by subscription
 * purchase options". Read like draftCheckoutAvailable: an unrecorded grant (`null`) counts as granted, the app always
 * asks for the scope.
 */
export function canWriteDiscounts(grantedScope: string | null): boolean {
  if (grantedScope === null) return true;
  return grantedScope.split(',').some((s) => s.trim() === DISCOUNTS_SCOPE);
}

/**
 * cart-and-shop.md §3 Shop: id is the store domain; settings, cod_settings and sticky_cart are the shop's saved
 * designs.
 */
export const shopSchema = block({
  id: z.string({ error: NOT_VALID }).regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, { error: NOT_VALID }),
  userId: z.string({ error: NOT_VALID }),
  installedAt: isoInstantSchema,
  chargeAccepted: flag(),
  chargeConfirmationUrl: z.url({ error: NOT_VALID }).nullable(),
  redirectToChargeApproval: flag(),
  invitation: invitationSchema.nullable(),
  /**
   * Orders counted towards the plan in the current billing period (plans are "by monthly transactions",
   * cart-and-shop.md §9).
   */
  transactions: z.number({ error: NOT_VALID }).int({ error: NOT_VALID }).min(0, { error: mustBeAtLeast(0) }),
  money_format: text('money format', 1, 100),
  currency: z.string({ error: NOT_VALID }).regex(/^[A-Z]{3}$/, { error: NOT_VALID }),
  custom_links: z.array(customLinkSchema, { error: NOT_VALID }),
  custom_atcs: z.array(customAtcSchema, { error: NOT_VALID }),
  settingsSaved: flag(),
  /** The settings as first installed, for the untouched-defaults check; null on shops created before it existed. */
  original_settings: shopSettingsSchema.nullable(),
  enabled_presentment_currencies: z.array(z.string().regex(/^[A-Z]{3}$/, { error: NOT_VALID }), { error: NOT_VALID }),
  auto_upgrade: flag(),
  /** The plan name as last reported by billing; null before the first usage report. */
  current_plan: z.string({ error: NOT_VALID }).nullable(),
  settings: shopSettingsSchema,
  cod_settings: codSettingsSchema,
  sticky_cart: stickyCartSchema,
  /** Not in cart-and-shop.md §3: whether draft checkout can be chosen (draftCheckoutAvailable of the granted scope). */
  draftCheckoutAvailable: flag(),
  ...flagsShape,
});

/** A shop as the admin reads it. */
export type Shop = z.infer<typeof shopSchema>;
