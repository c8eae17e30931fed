import type { ShopSettings } from '@cartlift/domain';
import { Page, SkeletonBodyText } from '@shopify/polaris';
import { lazy } from 'react';
import { ActivationPanel } from '../activation/ActivationPanel';
import { NearViewport } from '../settings-form/NearViewport';
import { SectionCard } from '../settings-form/SectionCard';
import type { SettingsShop } from '../settings-form/settingsApi';
import { useSettingsForm } from '../settings-form/SettingsForm';
import { SettingsLayout, ShopSettingsScreen } from '../settings-form/ShopSettingsScreen';
import { AdvancedDesign } from './AdvancedDesign';
import { BasicDesign } from './BasicDesign';
import { CustomCss } from './CustomCss';
import { ExtraFeatures } from './ExtraFeatures';

// Section 5 sits below the fold: its chunk loads as the merchant scrolls towards it, not with the screen.
const CheckoutSection = lazy(() => import('../checkout-settings/CheckoutSection').then((m) => ({ default: m.CheckoutSection })));

function CartSetupContent({ shop }: { shop: SettingsShop }) {
  const form = useSettingsForm<ShopSettings>();
  return (
    <Page
      title="Cart Setup"
      subtitle="Design the cart your shoppers see, then activate it."
      // Links (not onAction + navigate) so the leave-page guard asks before unsaved edits are dropped.
      secondaryActions={[
        { content: 'Manual Setup', url: '/settings/setup' },
        { content: 'Checkout settings', url: '/settings/checkout' },
      ]}
      fullWidth
    >
      <SettingsLayout path="/settings" shop={shop}>
        <ActivationPanel settingsSaved={shop.settingsSaved} firstCartTurnOn={shop.first_cart_turn_on} enabled={form.saved.active} />
        <BasicDesign />
        <AdvancedDesign />
        <ExtraFeatures />
        <CustomCss />
        <SectionCard title="Checkout settings">
          <NearViewport placeholder={<SkeletonBodyText lines={6} />}>
            <CheckoutSection codActive={shop.cod_settings.is_active} draftAvailable={shop.draftCheckoutAvailable} />
          </NearViewport>
        </SectionCard>
      </SettingsLayout>
    </Page>
  );
}

/** /settings: Cart Setup (cart-and-shop.md §2): activation, the five sections and the live preview. */
export function CartSetupPage() {
  return <ShopSettingsScreen title="Cart Setup">{(shop) => <CartSetupContent shop={shop} />}</ShopSettingsScreen>;
}
