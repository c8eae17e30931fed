import type { ShopifyId } from './types';

/**
 * A cart line's compare-at price in cents from the public lookup's `compareAtMap` ("product:variant" → main units, as
 * Shopify gives it), or undefined when the variant has none.
 */
export function lookupCompareAt(
  map: Readonly<Record<string, string | undefined>> | undefined,
  line: { product_id: ShopifyId; variant_id: ShopifyId },
): number | undefined {
  const price = map?.[`${line.product_id}:${line.variant_id}`];
  const n = price === undefined ? NaN : Number(price);
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
}
