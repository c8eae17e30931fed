import type { ShopSettings } from '@cartlift/domain';
import { Page, SkeletonBodyText } from '@shopify/polaris';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActivationPanel } from '../activation/ActivationPanel';
import { useCartSetupRunningExperimentQuery, type CartDraftSummary } from '../cart-drafts/cartDraftsApi';
import { CartVersions, DRAFT_PARAM } from '../cart-drafts/CartVersions';
import { NearViewport } from '../settings-form/NearViewport';
import { SectionCard } from '../settings-form/SectionCard';
import type { SettingsShop } from '../settings-form/settingsApi';
import { useSettingsForm } from '../settings-form/SettingsForm';
import { SettingsSkeleton, SettingsLayout, ShopSettingsScreen } from '../settings-form/ShopSettingsScreen';
import { AdvancedDesign } from './AdvancedDesign';
import { BasicDesign } from './BasicDesign';
import { CustomCss } from './CustomCss';
import { ExtraFeatures } from './ExtraFeatures';

// Section 5 sits below the fold: its chunk loads as the merchant scrolls towards it, not with the screen.
const CheckoutSection = lazy(() => import('../checkout-settings/CheckoutSection').then((m) => ({ default: m.CheckoutSection })));
// Editing a draft cart is a chunk of its own: the live cart's first load does without it.
const DraftCartSetupPage = lazy(() => import('../cart-drafts/DraftCartSetupPage').then((m) => ({ default: m.DraftCartSetupPage })));

/** Cart Setup's page: title, the cart version control beside it, the links to the shop-wide setup pages. */
export function CartSetupFrame({ draft, children }: { draft: CartDraftSummary | null; children: ReactNode }) {
  return (
    <Page
      title="Cart Setup"
      subtitle="Design the cart your shoppers see, then activate it."
      titleMetadata={<CartVersions current={draft} />}
      // Links (not onAction + navigate) so the leave-page guard asks before unsaved edits are dropped. The checkout
      // settings page edits the live cart, so a draft offers only its own section 5 (Manual Setup is the shop's).
      secondaryActions={[
        { content: 'Manual Setup', url: '/settings/setup' },
        ...(draft ? [] : [{ content: 'Checkout settings', url: '/settings/checkout' }]),
      ]}
      fullWidth
    >
      {children}
    </Page>
  );
}

/** The Cart Setup sections every cart has, the live cart's and a draft's (cart-and-shop.md §2 sections 1-5). */
export function CartSetupSections({ shop }: { shop: SettingsShop }) {
  return (
    <>
      <BasicDesign />
      <AdvancedDesign />
      <ExtraFeatures />
      <CustomCss />
      <SectionCard title="Checkout settings">
        <NearViewport placeholder={<SkeletonBodyText lines={6} />}>
          <CheckoutSection codActive={shop.cod_settings.is_active} draftAvailable={shop.draftCheckoutAvailable} />
        </NearViewport>
      </SectionCard>
    </>
  );
}

function LiveCartSetup({ shop }: { shop: SettingsShop }) {
  const form = useSettingsForm<ShopSettings>();
  // A running experiment tests the live cart against a variant: the gateway refuses its saves until it stops.
  const running = useCartSetupRunningExperiment();
  return (
    <CartSetupFrame draft={null}>
      <SettingsLayout path="/settings" shop={shop} locked={running}>
        <ActivationPanel settingsSaved={shop.settingsSaved} firstCartTurnOn={shop.first_cart_turn_on} enabled={form.saved.active} />
        <CartSetupSections shop={shop} />
      </SettingsLayout>
    </CartSetupFrame>
  );
}

/** Whether an experiment runs (false while unknown: the gateway's refusal then says it). */
function useCartSetupRunningExperiment(): boolean {
  return !!useCartSetupRunningExperimentQuery(undefined, { refetchOnMountOrArgChange: true }).data;
}

/**
 * /settings: Cart Setup (cart-and-shop.md §2): activation, the five sections and the live preview; with `?draft=<id>`
 * the same screen edits that draft cart (issue 26).
 */
export function CartSetupPage() {
  const [params] = useSearchParams();
  const draftId = params.get(DRAFT_PARAM);
  if (draftId) {
    return (
      <Suspense fallback={<SettingsSkeleton title="Cart Setup" />}>
        <DraftCartSetupPage key={draftId} id={draftId} />
      </Suspense>
    );
  }
  return <ShopSettingsScreen title="Cart Setup">{(shop) => <LiveCartSetup shop={shop} />}</ShopSettingsScreen>;
}
