import type { ShopifyId, StorefrontVariant } from './types';

/** The storefront's invalid-quantity message (cart-and-shop.md §5, §8). */
export const INVALID_QUANTITY_MESSAGE = 'Please enter a valid quantity';

/** Inventory is tracked when the variant names an inventory manager (Shopify: inventory_management "shopify"). */
export const isInventoryTracked = (variant: StorefrontVariant): boolean => Boolean(variant.inventory_management);

/**
 * The spec's stock limit from the Admin-API fields (inventory_quantity with inventory_policy), or undefined when the
 * variant does not carry them: Shopify's storefront endpoints (products/{handle}.js, products.json,
 * recommendations) serve neither field, only `available`.
 */
function inventoryLimit(variant: StorefrontVariant): number | undefined {
  if (variant.inventory_quantity === undefined || variant.inventory_policy === undefined) return undefined;
  if (!isInventoryTracked(variant) || variant.inventory_policy !== 'deny') return Infinity;
  const q = variant.inventory_quantity ?? 0;
  return Number.isFinite(q) ? Math.max(0, Math.floor(q)) : 0;
}

/**
 * The most of a variant one cart may hold, from what the data carries: the inventory quantity when tracked with policy
 * deny (Admin-API data); 0 when the storefront says `available: false`; the variant's quantity rule maximum
 * (products/{handle}.js `quantity_rule.max`); otherwise Infinity. A storefront variant that is available says nothing
 * of how many are left: that limit is learned from the store's 422 answer (stockLimitFromRefusal).
 */
export function maxQuantity(variant: StorefrontVariant): number {
  const inventory = inventoryLimit(variant);
  const stock = inventory ?? (variant.available === false ? 0 : Infinity);
  const ruleMax = variant.quantity_rule?.max;
  return typeof ruleMax === 'number' && ruleMax >= 1 ? Math.min(stock, Math.floor(ruleMax)) : stock;
}

/**
 * A variant can be bought: Shopify's own `available` when the data carries it (it already weighs tracking, policy
 * and stock); otherwise the spec's rule, not tracked, or the policy is not deny, or at least one in stock.
 */
export const isVariantAvailable = (variant: StorefrontVariant): boolean =>
  typeof variant.available === 'boolean' ? variant.available : (inventoryLimit(variant) ?? Infinity) >= 1;

/**
 * The stock limit of a variant (units in the whole cart) read from the store's 422 answer to a quantity increase.
 * `before` is how many of the variant the cart held before the write, `after` how many it holds once the store
 * answered (the client re-reads the cart), `asked` how many the write asked for. Texts (Ajax Cart API, March 2025
 * changelog): "Only N items were added to your cart." (N more fit), "The maximum quantity of this item is already in
 * your cart." (none more), "The product 'X' is already sold out." (none at all). Any other text (a store answering
 * in another language, the texts before 2025) falls back to what the re-read cart kept, when that is less than asked
 * (Shopify adds what stock allows). Null: no limit learned.
 */
export function stockLimitFromRefusal(message: string, before: number, after: number | null, asked: number): number | null {
  const added = /only (\d+) items? (?:were|was) added/i.exec(message);
  if (added) return before + Number(added[1]);
  if (/maximum quantity of this item is already in your cart/i.test(message)) return before;
  if (/already sold out/i.test(message)) return 0;
  return after !== null && after < asked ? after : null;
}

/** Units of `variantId` the lines hold. */
export const variantQuantity = (lines: ReadonlyArray<{ variant_id: ShopifyId; quantity: number }>, variantId: ShopifyId): number =>
  lines.filter((l) => String(l.variant_id) === String(variantId)).reduce((sum, l) => sum + l.quantity, 0);

/**
 * The most one line may hold: the variant's limit (units in the whole cart) less what its other lines hold (a
 * variant can sit on several lines, by properties or selling plan). Never below the line's own quantity's floor 0.
 */
export function lineMaxQuantity(
  line: { key: string; variant_id: ShopifyId },
  lines: ReadonlyArray<{ key: string; variant_id: ShopifyId; quantity: number }>,
  variantLimit: number,
): number {
  if (!Number.isFinite(variantLimit)) return Infinity;
  const others = variantQuantity(lines.filter((l) => l.key !== line.key), line.variant_id);
  return Math.max(0, variantLimit - others);
}

/** The outcome of a quantity typed by the shopper: the quantity to use and, when rejected, the message to show. */
export interface QuantityInput {
  quantity: number;
  error?: string;
}

/**
 * Reads a quantity input on blur: a non-number or a value ≤ 0 shows 'Please enter a valid quantity' and restores
 * `old`. Decisions: decimals round down (0.5 is invalid), and a value above the stock limit is clamped to it.
 */
export function validateQuantityInput(raw: string | number | null | undefined, old: number, max = Infinity): QuantityInput {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : NaN;
  const whole = Number.isFinite(n) ? Math.floor(n) : NaN;
  if (!(whole >= 1)) return { quantity: old, error: INVALID_QUANTITY_MESSAGE };
  return { quantity: Math.min(whole, Math.max(1, max)) };
}

/** What a line's quantity control shows. */
export interface QuantityControls {
  /** Decrease/increase are hidden when the line price is zero (free gifts). */
  showStepper: boolean;
  /** Plus is disabled when quantity + 1 exceeds the stock limit. */
  increaseDisabled: boolean;
}

/** A line's stepper state from its quantity, line price (cents) and stock limit. */
export function quantityControls(line: { quantity: number; line_price?: number; price?: number }, max = Infinity): QuantityControls {
  const linePrice = line.line_price ?? (line.price ?? 0) * line.quantity;
  return { showStepper: linePrice > 0, increaseDisabled: line.quantity + 1 > max };
}
