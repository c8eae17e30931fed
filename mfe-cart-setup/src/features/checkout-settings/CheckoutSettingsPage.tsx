import { CHECKOUT_SETTINGS_PATH } from '@cartlift/domain';
import { Page } from '@shopify/polaris';
import { SectionCard } from '../settings-form/SectionCard';
import type { SettingsShop } from '../settings-form/settingsApi';
import { SettingsLayout, ShopSettingsScreen } from '../settings-form/ShopSettingsScreen';
import { CheckoutFields } from './CheckoutFields';
import { CheckoutType } from './CheckoutType';

function CheckoutSettingsContent({ shop }: { shop: SettingsShop }) {
  // A link, so the leave-page guard asks before unsaved edits are dropped.
  return (
    <Page title="Checkout settings" backAction={{ content: 'Cart Setup', url: '/settings' }} fullWidth>
      <SettingsLayout path={CHECKOUT_SETTINGS_PATH} shop={shop}>
        <SectionCard title="Checkout type">
          <CheckoutType available={shop.draftCheckoutAvailable} />
        </SectionCard>
        <SectionCard title="Checkout button and coupon form">
          <CheckoutFields codActive={shop.cod_settings.is_active} />
        </SectionCard>
      </SettingsLayout>
    </Page>
  );
}

/**
 * /settings/checkout: draft versus normal checkout and the checkout fields (cart-and-shop.md §2); the shell's banners
 * link here.
 */
export function CheckoutSettingsPage() {
  return <ShopSettingsScreen title="Checkout settings">{(shop) => <CheckoutSettingsContent shop={shop} />}</ShopSettingsScreen>;
}
