import type { CampaignDraft } from '@cartlift/domain';
import { useMemo } from 'react';
import { usePreviewProductsQuery } from '../features/editor/editorApi';
import { previewQueryOf, toPreviewProducts, type PreviewProduct } from './previewProducts';

/**
 * The products a campaign's preview shows (campaigns.md §7: GET /products?limit=5 by its first product's handle, its
 * first collection, or the store's first products), for the editor's draft and the dashboard's previewed row alike: a
 * Buy More Save More campaign draws its tiers on a product in the cart, so without these its preview is empty.
 * `hasProducts` is false when the target names no product (the spec's red warning).
 */
export function useCampaignPreviewProducts(campaign: CampaignDraft | null): { hasProducts: boolean; products: PreviewProduct[] } {
  const target = campaign?.target;
  const hasProducts = target?.type === 'all_products' || (target?.selected?.length ?? 0) > 0;
  const fetched = usePreviewProductsQuery(previewQueryOf(target), { skip: !campaign || !hasProducts }).data;
  const products = useMemo(() => toPreviewProducts(fetched ?? []), [fetched]);
  return { hasProducts, products };
}
