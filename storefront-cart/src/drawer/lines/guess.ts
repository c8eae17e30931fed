import { mergeAdded, type AddBody } from '../../shared/cart-client';
import type { Cart, CartLine } from '../../shared/types';
import type { StoreProduct } from '../common/source';

/**
 * The key ending of a line drawn before the store answered. Shopify's own keys are "<variant id>:<32 hex>", so no
 * real line has it; the line is shown busy, its controls off, until the store's line replaces it.
 */
export const GUESSED_KEY = ':cartlift-guess';

/** Whether the line was drawn before the store answered (its controls stay off until the store's line replaces it). */
export const isGuessedLine = (line: CartLine): boolean => line.key.endsWith(GUESSED_KEY);

/**
 * The one variant and quantity a plain add asks for. Null for an add whose line only the store can say: line item
 * properties (a line of its own, its key hashed from them), a selling plan, several items, or a body that is not valid.
 */
function plainAdd(body: AddBody): { id: number; quantity: number } | null {
  let add: { id: number; quantity: number } | null = null;
  if (body instanceof FormData) {
    // Shopify leaves out properties with a blank value, as the theme's own form would send them.
    for (const [name, value] of body) if (/^(items\[|properties\[|selling_plan)/.test(name) && value !== '') return null;
    add = { id: Number(body.get('id')), quantity: body.has('quantity') ? Number(body.get('quantity')) : 1 };
  } else if (body.items.length === 1 && !body.items[0].properties && !body.items[0].selling_plan) {
    add = { id: body.items[0].id, quantity: body.items[0].quantity };
  }
  return add && Number.isInteger(add.id) && add.id > 0 && Number.isInteger(add.quantity) && add.quantity > 0 ? add : null;
}

/**
 * The cart a plain add of a variant whose product the drawer has read (`products`) will most likely leave: its line
 * gains the units when the cart holds the variant on a plain line, else a new line goes first at the variant's price,
 * as Shopify answers it. Discounts the store applies are not guessed: add.js's answer and cart.js correct the line a
 * round trip later. Null when the variant is unknown or sold out (the store will refuse it) or the add is not plain.
 */
export function guessAdded(cart: Cart, body: AddBody, products: Iterable<StoreProduct>): Cart | null {
  const add = plainAdd(body);
  if (!add) return null;
  for (const product of products) {
    const variant = product.variants.find((v) => v.id === add.id);
    if (!variant) continue;
    if (variant.available === false) return null;
    const same = cart.items.find(
      (l) => l.variant_id === add.id && !l.selling_plan_allocation && !Object.keys(l.properties ?? {}).length,
    );
    const quantity = (same?.quantity ?? 0) + add.quantity;
    let line: CartLine;
    if (same) {
      line = { ...same, quantity, line_price: same.final_price * quantity, final_line_price: same.final_price * quantity, original_line_price: same.original_price * quantity };
    } else {
      const single = product.variants.length === 1 && variant.title === 'Default Title';
      const cents = variant.price * quantity;
      line = {
        key: `${variant.id}${GUESSED_KEY}`,
        id: variant.id,
        variant_id: variant.id,
        product_id: product.id,
        title: single ? product.title : `${product.title} - ${variant.title}`,
        product_title: product.title,
        variant_title: single ? null : variant.title,
        product_type: product.product_type ?? '',
        handle: product.handle,
        url: `${product.url ?? `/products/${product.handle}`}?variant=${variant.id}`,
        image: variant.featured_image?.src ?? product.featured_image ?? null,
        quantity,
        price: variant.price,
        original_price: variant.price,
        final_price: variant.price,
        line_price: cents,
        original_line_price: cents,
        final_line_price: cents,
        properties: null,
      };
    }
    return mergeAdded(cart, { items: [line] }, add.quantity);
  }
  return null;
}
