import { Banner, Layout } from '@shopify/polaris';
import type { CampaignShop } from '../../shop/shopApi';

/** Whether Shopify's checkout applies the saved campaigns: a failed discount sync, or a known cart/checkout difference. */
export function DiscountSyncBanners({ discountSync }: { discountSync: CampaignShop['discountSync'] | undefined }) {
  return (
    <>
      {discountSync?.state === 'FAILED' ? (
        <Layout.Section>
          <Banner tone="critical" title="Checkout is not applying your latest campaign changes">
            <p>{discountSync.lastError} Cartlift keeps retrying; reload this page to see if it went through.</p>
          </Banner>
        </Layout.Section>
      ) : null}
      {discountSync?.warning ? (
        <Layout.Section>
          <Banner tone="warning" title="Checkout will differ from the cart">
            <p>{discountSync.warning}</p>
          </Banner>
        </Layout.Section>
      ) : null}
    </>
  );
}
