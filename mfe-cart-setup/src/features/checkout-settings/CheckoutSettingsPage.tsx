import { ChoiceList, Page, Text } from '@shopify/polaris';
import { SectionCard } from '../settings-form/SectionCard';
import type { SettingsShop } from '../settings-form/settingsApi';
import { useSettingsField } from '../settings-form/SettingsForm';
import { SettingsLayout, ShopSettingsScreen } from '../settings-form/ShopSettingsScreen';
import { CheckoutFields } from './CheckoutFields';

/** Where the checkout path of the preview is (it opens on the second slide unless COD is in the cart). */
export const CHECKOUT_SETTINGS_PATH = '/settings/checkout';

function CheckoutType() {
  const { value, set } = useSettingsField<boolean>('draft_checkout');
  return (
    <SectionCard title="Checkout type">
      <ChoiceList
        title="How shoppers check out"
        titleHidden
        choices={[
          { label: 'Normal checkout', value: 'normal', helpText: 'Shopify’s checkout; upsell discounts are applied as discount codes.' },
          {
            label: 'Draft checkout',
            value: 'draft',
            helpText: 'The cart becomes a draft order with every discount on it; discount codes must be entered in the cart.',
          },
        ]}
        selected={[value ? 'draft' : 'normal']}
        onChange={([v]) => set(v === 'draft')}
      />
      {value ? (
        <Text as="p" tone="subdued">
          Turn on the coupon form below so shoppers can still use their codes.
        </Text>
      ) : null}
    </SectionCard>
  );
}

function CheckoutSettingsContent({ shop }: { shop: SettingsShop }) {
  // A link, so the leave-page guard asks before unsaved edits are dropped.
  return (
    <Page title="Checkout settings" backAction={{ content: 'Cart Setup', url: '/settings' }} fullWidth>
      <SettingsLayout path={CHECKOUT_SETTINGS_PATH} shop={shop}>
        <CheckoutType />
        <SectionCard title="Checkout button and coupon form">
          <CheckoutFields codActive={shop.cod_settings.is_active} />
        </SectionCard>
      </SettingsLayout>
    </Page>
  );
}

/** /settings/checkout: draft versus normal checkout and the checkout fields (§2); the shell's banners link here. */
export function CheckoutSettingsPage() {
  return <ShopSettingsScreen title="Checkout settings">{(shop) => <CheckoutSettingsContent shop={shop} />}</ShopSettingsScreen>;
}
