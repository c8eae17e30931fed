import type { Lookup } from '../../shared/gateway';
import type { Cart } from '../../shared/types';
import { campaignKeys, visibleCampaigns, type CheckoutView } from '../campaigns/campaigns';
import { addedOf } from '../common/added';
import type { CartSource, CheckoutRequest } from '../common/source';

/** The cart part of an order, for the checkout and the COD form: lines, FBT and drawer additions, campaigns, currency. */
export function orderOf(cart: Cart, view: CheckoutView): Omit<CheckoutRequest, 'note' | 'discountCode'> {
  return {
    items: cart.items.map((i) => ({
      variant_id: i.variant_id,
      product_id: i.product_id,
      quantity: i.quantity,
      sp: i.selling_plan_allocation?.selling_plan.id,
      ...(i.properties && Object.keys(i.properties).length ? { properties: i.properties } : {}),
    })),
    fbt: cart.items.filter((i) => i.properties?._cartlift_fbt).map((i) => i.variant_id),
    added: addedOf(cart),
    cart_currency: cart.currency,
    schema: view.schema,
  };
}

/**
 * The codes the cart applied; a draft order only gets them if the store knows them (cart-and-shop.md §8
 * DISCOUNTS_NOT_FOUND).
 */
export const appliedCodes = (cart: Cart): string | undefined =>
  (cart.discount_codes ?? []).filter((c) => c.applicable).map((c) => c.code).join(',') || undefined;

/**
 * The one checkout path: the drawer's checkout button and the sticky bar's checkout action both come here, so a cart
 * checks out at the same price (campaign rewards, draft order, the shopper's codes) whichever button was used.
 * Throws what the source throws (CheckoutRefused for an unknown code).
 */
export function startCheckout(source: CartSource, cart: Cart, view: CheckoutView, note = cart.note ?? ''): Promise<void> {
  source.record({ type: 'checkout_started', campaigns: view.keys });
  const go = () => source.checkout({ ...orderOf(cart, view), note, discountCode: appliedCodes(cart) });
  if (note === (cart.note ?? '')) return go();
  return source.update({ note }).then(go, (e) => (console.warn('Cartlift: note', e), go()));
}

/** The campaigns a checkout outside the drawer's render (the sticky bar's) names, as the open drawer names them. */
export const viewOf = (lookup: Lookup | null, country: string | null): CheckoutView => campaignKeys(visibleCampaigns(lookup, country));
