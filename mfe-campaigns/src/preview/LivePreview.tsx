import { useStorefrontPreview } from '@cartlift/admin-kit';
import { NO_PREVIEW_PRODUCTS, upgradeCampaign, type CampaignDraft, type PreviewMessage } from '@cartlift/domain';
import { BlockStack, Card, Text } from '@shopify/polaris';
import { useMemo } from 'react';
import { useCampaignShop } from '../shop/useCampaignShop';
import type { PreviewProduct } from './previewProducts';

/** The preview message (domain PreviewMessage) as the campaigns admin fills it. */
export type CampaignPreviewMessage = PreviewMessage<Record<string, unknown>, CampaignDraft & { id: string; campaign_key: string }, PreviewProduct>;

const NO_PRODUCTS: PreviewProduct[] = [];

/**
 * The preview message for a draft: an unsaved draft gets a stand-in id and key so the widget can key its state. The
 * campaign is upgraded as the public lookup upgrades it (a dashboard row is sent as stored), so the preview frame
 * draws the same shape the live cart gets.
 */
export function previewMessage(
  campaign: CampaignDraft | null,
  settings: Record<string, unknown>,
  path: string,
  products: PreviewProduct[] = [],
  shop?: CampaignPreviewMessage['shop'],
): CampaignPreviewMessage {
  return {
    type: 'CARTLIFT_PREVIEW',
    ...(shop ? { shop } : {}),
    settings,
    campaign: campaign ? upgradeCampaign({ ...campaign, id: campaign.id ?? 'draft', campaign_key: campaign.campaign_key ?? 'draft' }) : null,
    path,
    products,
  };
}

/**
 * The live preview (campaigns.md §2, §8): the storefront cart in preview mode inside an iframe, driven by postMessage.
 * The widget uses example products and tracks nothing. `hasProducts` false shows the spec's red warning.
 */
export function LivePreview({
  campaign,
  settings,
  path,
  hasProducts = true,
  products = NO_PRODUCTS,
}: {
  campaign: CampaignDraft | null;
  settings: Record<string, unknown>;
  path: string;
  hasProducts?: boolean;
  products?: PreviewProduct[];
}) {
  // The shop's money format, as the public lookup's `shop` block gives it to the live cart.
  const { moneyFormat, currency } = useCampaignShop();
  const message = useMemo(
    () => previewMessage(campaign, settings, path, products, { money_format: moneyFormat, currency }),
    [campaign, settings, path, products, moneyFormat, currency],
  );
  const { ref, src } = useStorefrontPreview(message);

  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Preview
        </Text>
        {hasProducts ? null : (
          <Text as="p" tone="critical">
            {NO_PREVIEW_PRODUCTS}
          </Text>
        )}
        <iframe
          ref={ref}
          title="Cart preview"
          src={src}
          style={{ width: '100%', height: 640, border: '1px solid var(--p-color-border)', borderRadius: 8 }}
        />
      </BlockStack>
    </Card>
  );
}
