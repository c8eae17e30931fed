/*
 * The storefront's door into @cartlift/domain's rules. It imports the cart/ and money/ folders and named zod-free
 * files only, never the root barrel, so the 40 KB drawer budget never pays for schemas even if tree shaking of the
 * barrel regresses. The lookup's types come type-only from '@cartlift/domain/storefront'. webpack, jest and tsc all
 * resolve '@cartlift/domain/<path>' to domain/src/<path>.
 */
export * from '@cartlift/domain/cart';
export * from '@cartlift/domain/money';
// Constants only: campaign/constants.ts imports nothing (the size test fails if zod ever reaches a chunk).
export {
  DEFAULT_FBT_POSITION,
  WIDGET_FALLBACK_PRODUCTS_LENGTH,
  WIDGET_FALLBACK_RECOMMENDATION_TYPE,
} from '@cartlift/domain/campaign/constants';
