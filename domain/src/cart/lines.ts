import type { NumberLike, RewardLine, ShopifyId } from './types';

/** Product types that mark a cart line as a free gift (cart-and-shop.md §4). */
export const FREE_GIFT_PRODUCT_TYPES: readonly string[] = ['free_gift', 'singleton_gift'];

/** Product type of a gift that may never be above quantity 1. */
export const SINGLETON_GIFT = 'singleton_gift';

/** Compares ids across shapes: 123, "123" and "gid://shopify/ProductVariant/123" all give "123". */
export function cartIdKey(id: ShopifyId | null | undefined): string {
  if (id === null || id === undefined) return '';
  const s = String(id).trim();
  const m = /^gid:\/\/shopify\/\w+\/(\d+)/.exec(s);
  return m ? m[1] : s;
}

/** Reads a stored numeric field; anything unusable is undefined. */
export function toNumber(v: NumberLike): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** True for free_gift and singleton_gift lines. */
export const isGiftLine = (line: { product_type?: string | null }): boolean =>
  FREE_GIFT_PRODUCT_TYPES.includes(line.product_type ?? '');

/** A line's quantity as a whole number ≥ 0 (a tampered or fractional quantity never counts double). */
export const lineQuantity = (line: { quantity: number }): number =>
  Number.isFinite(line.quantity) && line.quantity > 0 ? Math.floor(line.quantity) : 0;

/** A line's unit price in whole cents ≥ 0. */
export const unitCents = (line: { price: number }): number =>
  Number.isFinite(line.price) && line.price > 0 ? Math.round(line.price) : 0;

/** A line's full price: unit price × quantity, in cents. */
export const lineFullCents = (line: RewardLine): number => unitCents(line) * lineQuantity(line);
