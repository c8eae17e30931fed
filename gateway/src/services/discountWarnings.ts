import { hasAmbiguousCollectionTargets } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { discountCarts, shopFunctionConfig } from './discountCarts';

/** What the merchant is told when Buy More Save More campaigns target different collection lists. */
export const AMBIGUOUS_COLLECTIONS_WARNING =
  'Two or more active Buy More Save More campaigns target different collections. At checkout, a product in any of ' +
  'those collections gets the tiers of the first of them, while the cart shows each product its own campaign. ' +
  'Target one collection list, or turn all but one of these campaigns off.';

/**
 * Where the checkout will not give what the cart shows, though the discount is synced: the function's input answers
 * collection membership once for all targeted collections (domain hasAmbiguousCollectionTargets). Null when none.
 */
export async function discountWarning(deps: AppDeps, shop: string): Promise<string | null> {
  const row = await deps.db.models.Shop.findByPk(shop);
  if (!row) return null;
  const config = shopFunctionConfig(row, await discountCarts(deps, shop));
  return hasAmbiguousCollectionTargets(config) ? AMBIGUOUS_COLLECTIONS_WARNING : null;
}
