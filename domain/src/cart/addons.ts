import { cartIdKey, isGiftLine, lineQuantity } from './lines';
import type { ShopifyId } from './types';

/** Product type of the products the app creates for One Check Upsells (hidden from the catalog). */
export const HIDDEN_PRODUCT_TYPE = 'cartlift_hidden';

/** What the add-on rule reads of a cart line. */
export interface AddOnLine {
  key: string;
  variant_id: ShopifyId;
  product_type?: string | null;
  quantity: number;
}

/**
 * True for a line that exists only to accompany other products: a free gift, an app-created hidden product, or a
 * variant a One Check Upsell offers (shipping protection, warranty, gift wrapping).
 */
export const isAddOnLine = (line: AddOnLine, addOnVariants: ReadonlySet<string>): boolean =>
  isGiftLine(line) || line.product_type === HIDDEN_PRODUCT_TYPE || addOnVariants.has(cartIdKey(line.variant_id));

/**
 * The add-on lines to set to 0 so that none stays in a cart without a paying product, counting the lines in
 * `removing` as already gone; [] while a paying product remains (or nothing is left to remove).
 */
export function orphanedAddOns(lines: readonly AddOnLine[], addOnVariants: ReadonlySet<string>, removing: ReadonlySet<string> = new Set()): string[] {
  const left = lines.filter((l) => lineQuantity(l) > 0 && !removing.has(l.key));
  if (left.some((l) => !isAddOnLine(l, addOnVariants))) return [];
  return left.map((l) => l.key);
}
