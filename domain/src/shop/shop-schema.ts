/**
 * The parts of the Shop entity (cart-and-shop.md §3 "Shop") a merchant writes or the rules read: manual-setup
 * selections, the invitation, one-time flags and the granted scopes. The Shop as the admin reads it is
 * `shopSchema` in `api/shop.ts`.
 */
import { z } from 'zod';
import { mustBeAtLeast, mustBeAtMost, NOT_VALID } from '../common';
import { block, freeText, text } from './fields';

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
