/**
 * The sticky bar's quantity rules (cart-and-shop.md §5 "Sticky bar quantity min 1; decrement never goes below 1");
 * zod-free for the storefront.
 */

/** cart-and-shop.md §5 sticky bar quantity minimum. */
export const STICKY_QUANTITY_MIN = 1;

/** cart-and-shop.md §5 "decrement never goes below 1". */
export const decrementStickyQuantity = (quantity: number): number =>
  Math.max(STICKY_QUANTITY_MIN, Math.floor(quantity) - 1);

/** The plus control, up to an optional stock maximum (never below 1). */
export const incrementStickyQuantity = (quantity: number, max = Number.POSITIVE_INFINITY): number =>
  Math.max(STICKY_QUANTITY_MIN, Math.min(max, Math.floor(quantity) + 1));
