import { cartIdKey, isPreviewDefaultProduct, toMinor, type CampaignDraft } from '@cartlift/domain';
import type { PreviewProductsQuery, StoreProduct } from '../features/editor/editorApi';

/** A product as the preview cart takes it (storefront products/{handle}.js shape, prices in cents). */
export interface PreviewProduct {
  id: number;
  title: string;
  handle: string;
  images: string[];
  featured_image: string | null;
  options: string[];
  /** option1-3 are the variant's option values, so the preview's variant sheet offers them. */
  variants: { id: number; title: string; price: number; available: boolean; option1?: string | null; option2?: string | null; option3?: string | null }[];
}

/** The GET /products query for a draft's target: its first product by handle, its first collection, else the first products. */
export function previewQueryOf(target: CampaignDraft['target'] | undefined): PreviewProductsQuery {
  const first = target?.selected?.[0] as { id?: unknown; handle?: unknown } | undefined;
  if (target?.type === 'specific_products' && typeof first?.handle === 'string' && first.handle) return { handle: first.handle };
  if (target?.type === 'specific_collections' && first?.id !== undefined) return { collection_id: cartIdKey(String(first.id)) };
  return {};
}

/** The fetched products the preview may show (priced above zero, with an image: domain isPreviewDefaultProduct), cart-ready. */
export function toPreviewProducts(products: readonly StoreProduct[]): PreviewProduct[] {
  return products
    .filter((p) => isPreviewDefaultProduct({ ...p, id: p.id, fetched: true }))
    .map((p) => {
      const images = [p.image?.src, ...p.images.map((i) => i.src)].filter((s): s is string => !!s);
      return {
        id: p.id,
        title: p.title,
        handle: p.handle,
        images: [...new Set(images)],
        featured_image: images[0] ?? null,
        options: p.options.map((o) => o.name),
        variants: p.variants.map((v) => ({
          id: v.id,
          title: v.title,
          price: toMinor(v.price),
          available: true,
          option1: v.option1 ?? null,
          option2: v.option2 ?? null,
          option3: v.option3 ?? null,
        })),
      };
    });
}
