import { useAppSelector } from '@cartlift/admin-kit';
import { BlockStack, Card, Layout, SkeletonBodyText } from '@shopify/polaris';
import { lazy, Suspense } from 'react';
import { CampaignPreview } from '../../preview/CampaignPreview';
import { useCampaignShop } from '../../shop/useCampaignShop';
import { BasicSettings } from './BasicSettings';
import { CountryTargeting } from './CountryTargeting';
import { selectDraft } from './editorSlice';
import { ErrorsBox } from './ErrorsBox';
import { ExtraModules } from './ExtraModules';
import { SummaryBox } from './SummaryBox';
import { Targeting } from './Targeting';

// Each type's own block is a chunk of its own: an editor loads the one its campaign draws, not the other two (about
// 3-7 KB gzip of the editor's first load, bench/RESULTS.md "Admin first load").
const AddToUnlockSettings = lazy(() =>
  import(/* webpackChunkName: "editor-add-to-unlock" */ './atu/AddToUnlockSettings').then((m) => ({ default: m.AddToUnlockSettings })),
);
const BundlesSettings = lazy(() => import(/* webpackChunkName: "editor-bundles" */ './bundles/BundlesSettings').then((m) => ({ default: m.BundlesSettings })));
const OneCheckSettings = lazy(() =>
  import(/* webpackChunkName: "editor-one-check" */ './onecheck/OneCheckSettings').then((m) => ({ default: m.OneCheckSettings })),
);

const typeSkeleton = (
  <Card>
    <div data-testid="editor-type-loading">
      <SkeletonBodyText lines={6} />
    </div>
  </Card>
);

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
          <Suspense fallback={typeSkeleton}>
            {type === 'bundles' ? <BundlesSettings /> : null}
            {type === 'add_to_unlock' ? <AddToUnlockSettings /> : null}
            {type === 'one_check_up_sell' ? <OneCheckSettings /> : null}
          </Suspense>
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
