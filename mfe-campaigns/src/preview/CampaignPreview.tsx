import type { CampaignDraft } from '@cartlift/domain';
import { LivePreview } from './LivePreview';
import { useCampaignPreviewProducts } from './useCampaignPreviewProducts';

/** A campaign's live preview with the products its target names (the editor's draft, a dashboard row). */
export function CampaignPreview({ campaign, settings }: { campaign: CampaignDraft | null; settings: Record<string, unknown> }) {
  const { hasProducts, products } = useCampaignPreviewProducts(campaign);
  return <LivePreview campaign={campaign} settings={settings} path="/campaigns" hasProducts={hasProducts} products={products} />;
}
