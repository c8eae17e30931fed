/*
 * The storefront's one door into @cartlift/domain. It imports the cart/ and money/ folders only: they are pure and
 * zod-free, so the 40 KB drawer budget never pays for schemas even if tree shaking of the root barrel regresses.
 * webpack, jest and tsc all resolve '@cartlift/domain/<folder>' to domain/src/<folder>.
 */
export * from '@cartlift/domain/cart';
export * from '@cartlift/domain/money';
export { rgbaToCss } from '@cartlift/domain/cart/colour';
// Constants only: campaign/constants.ts imports nothing (the size test fails if zod ever reaches a chunk).
export { DEFAULT_FBT_POSITION, WIDGET_FALLBACK_PRODUCTS_LENGTH } from '@cartlift/domain/campaign/constants';
