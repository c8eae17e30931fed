import type { StorefrontVariant } from './types';

/** The storefront's invalid-quantity message (cart-and-shop.md §5, §8). */
export const INVALID_QUANTITY_MESSAGE = 'Please enter a valid quantity';

/** Inventory is tracked when the variant names an inventory manager (Shopify: inventory_management "shopify"). */
export const isInventoryTracked = (variant: StorefrontVariant): boolean => Boolean(variant.inventory_management);

/** Stock limit: the inventory quantity (never below 0) when tracked with policy deny, otherwise Infinity. */
export function maxQuantity(variant: StorefrontVariant): number {
  if (!isInventoryTracked(variant) || variant.inventory_policy !== 'deny') return Infinity;
  const q = variant.inventory_quantity ?? 0;
  return Number.isFinite(q) ? Math.max(0, Math.floor(q)) : 0;
}

/** A variant can be bought if not tracked, or the policy is not deny, or at least one is in stock. */
export const isVariantAvailable = (variant: StorefrontVariant): boolean => maxQuantity(variant) >= 1;

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
