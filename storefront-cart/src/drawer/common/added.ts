import type { Cart } from '../../shared/types';

/**
 * Units the drawer itself put in the cart, per variant, kept in localStorage under the cart's token (it outlives a page
 * load, as the cart does). The checkout sends them as `added` so a Buy More Save More line or a One Check product
 * counts as an upsell only for what Cartlift added, never for what the shopper brought from the product page.
 */
const keyOf = (token: string) => `cartlift:added:${token}`;

function read(token: string): Record<string, number> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(keyOf(token)) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Notes `quantity` units of variantId added (negative when the drawer takes them out again). */
export function noteAdded(cart: Cart | null, variantId: number, quantity: number): void {
  if (!cart?.token) return;
  const map = read(cart.token);
  map[variantId] = Math.max(0, (Number(map[variantId]) || 0) + quantity);
  try {
    localStorage.setItem(keyOf(cart.token), JSON.stringify(map));
  } catch {
    // Storage full or blocked: those units are then counted as the shopper's own, never more than Cartlift earned.
  }
}

/** The checkout's `added` list: noted units of variants still in the cart (the gateway caps them to the line). */
export function addedOf(cart: Cart): Array<{ v: number; q: number }> {
  const map = read(cart.token);
  return cart.items
    .filter((i, n, all) => all.findIndex((j) => j.variant_id === i.variant_id) === n && Number(map[i.variant_id]) > 0)
    .map((i) => ({ v: i.variant_id, q: Math.floor(Number(map[i.variant_id])) }));
}
