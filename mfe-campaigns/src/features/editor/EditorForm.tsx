import { useAppSelector } from '@cartlift/admin-kit';
import { BlockStack, Layout } from '@shopify/polaris';
import { CampaignPreview } from '../../preview/CampaignPreview';
import { useCampaignShop } from '../../shop/useCampaignShop';
import { AddToUnlockSettings } from './atu/AddToUnlockSettings';
import { BasicSettings } from './BasicSettings';
import { BundlesSettings } from './bundles/BundlesSettings';
import { CountryTargeting } from './CountryTargeting';
import { selectDraft } from './editorSlice';
import { ErrorsBox } from './ErrorsBox';
import { ExtraModules } from './ExtraModules';
import { OneCheckSettings } from './onecheck/OneCheckSettings';
import { SummaryBox } from './SummaryBox';
import { Targeting } from './Targeting';

/** The editor's sections (campaigns.md §2 "Campaign editor"); the type-specific block follows the chosen type. */
export function EditorForm() {
  const draft = useAppSelector(selectDraft);
  const shop = useCampaignShop();
  const type = draft?.settings?.type;
  return (
    <>
      <Layout.Section>
        <BlockStack gap="400">
          <ErrorsBox />
          <BasicSettings />
          <Targeting />
          <CountryTargeting />
          {type === 'bundles' ? <BundlesSettings /> : null}
          {type === 'add_to_unlock' ? <AddToUnlockSettings /> : null}
          {type === 'one_check_up_sell' ? <OneCheckSettings /> : null}
          <ExtraModules />
        </BlockStack>
      </Layout.Section>
      <Layout.Section variant="oneThird">
        <BlockStack gap="400">
          <SummaryBox />
          <CampaignPreview campaign={draft} settings={shop.settings} />
        </BlockStack>
      </Layout.Section>
    </>
  );
}
