import { TUTORIALS, useAppDispatch } from '@cartlift/admin-kit';
import {
  BUNDLES_SAME_PRODUCT_NOTICE,
  CAMPAIGN_TYPE_LABELS,
  CAMPAIGN_TYPES,
  NAME_MAX,
  type CampaignType,
} from '@cartlift/domain';
import { Banner, BlockStack, Card, ChoiceList, Link, Text } from '@shopify/polaris';
import { DraftTextField, useDraftValue, useFieldError } from './DraftFields';
import { campaignTypeSet } from './editorSlice';

/** What each campaign type does (campaigns.md §1) and where its tutorial is. */
export const CAMPAIGN_TYPE_INFO: Record<CampaignType, { description: string; tutorial: string }> = {
  add_to_unlock: {
    description: 'A spend or quantity goal unlocks a reward: a free gift, free shipping, a discount or store credit.',
    tutorial: TUTORIALS.addToUnlock.url,
  },
  bundles: {
    description: 'Quantity discounts on the same exact product, fully compatible with variants.',
    tutorial: TUTORIALS.buyMoreSaveMore.url,
  },
  one_check_up_sell: {
    description: 'A tick-box upsell such as shipping protection, priority processing, extended warranty or gift wrapping.',
    tutorial: TUTORIALS.oneCheckUpsell.url,
  },
};

/** Basic Settings: the campaign name and the type picker with descriptions and tutorials. */
export function BasicSettings() {
  const dispatch = useAppDispatch();
  const type = useDraftValue<CampaignType>('settings.type');
  const typeError = useFieldError('settings.type');
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Basic Settings
        </Text>
        <DraftTextField path="name" label="Campaign name" helpText={`Only you see it; up to ${NAME_MAX} characters.`} />
        <DraftTextField
          path="settings.applied_discount_title"
          label="Discount title at checkout"
          helpText="The name shoppers see on the discount this campaign applies (default Special Discount)."
        />
        <ChoiceList
          title="Campaign type"
          choices={CAMPAIGN_TYPES.map((t) => ({
            value: t,
            label: CAMPAIGN_TYPE_LABELS[t],
            helpText: (
              <BlockStack gap="050">
                <span>{CAMPAIGN_TYPE_INFO[t].description}</span>
                <Link url={CAMPAIGN_TYPE_INFO[t].tutorial} external>
                  Watch tutorial
                </Link>
              </BlockStack>
            ),
          }))}
          selected={type ? [type] : []}
          onChange={([t]) => dispatch(campaignTypeSet(t as CampaignType))}
          error={typeError}
        />
        {type === 'bundles' ? <Banner tone="info">{BUNDLES_SAME_PRODUCT_NOTICE}</Banner> : null}
      </BlockStack>
    </Card>
  );
}
