import { z } from 'zod';
import type { AppDeps } from '../context';
import { upstreamError } from '../shared/errors';
import { productsByIds, searchProducts, type RestProduct } from '../shopify/products';
import type { PublicShop } from '../services/publicShop';

/** How many preview products the storefront gets (campaigns.md §9 preview fetch limit). */
export const PREVIEW_LIMIT = 5;

/** Query of GET /public/products: ids=1,2 (or repeated ids) or isPreview=true. */
export const publicProductsSchema = z
  .object({
    shop: z.string(),
    ids: z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter(Boolean))
      .pipe(z.array(z.string().regex(/^\d{1,20}$/)).max(50))
      .optional(),
    isPreview: z.enum(['true', 'false']).optional(),
  })
  .strict();

/** Products by id, or preview products (active, with an image, every variant priced above zero). */
export async function publicProducts(
  deps: AppDeps,
  shop: PublicShop,
  q: z.output<typeof publicProductsSchema>,
): Promise<{ products: RestProduct[] }> {
  const preview = q.isPreview === 'true';
  const ids = [...new Set(q.ids ?? [])].sort();
  const key = preview ? 'products:preview' : `products:${ids.join(',')}`;
  const cached = deps.lookupCache.get<RestProduct[]>(shop.id, key);
  if (cached) return { products: cached };
  let products: RestProduct[];
  try {
    if (preview) {
      const candidates = await searchProducts(deps, shop.id, shop.accessToken, 'status:active', 50);
      products = candidates
        .filter((p) => p.image && p.variants.length > 0 && p.variants.every((v) => Number(v.price) > 0))
        .slice(0, PREVIEW_LIMIT);
    } else {
      products = await productsByIds(deps, shop.id, shop.accessToken, ids);
    }
  } catch (err) {
    deps.logger.warn({ err, shop: shop.id }, 'public products failed');
    throw upstreamError();
  }
  deps.lookupCache.set(shop.id, key, products);
  return { products };
}
