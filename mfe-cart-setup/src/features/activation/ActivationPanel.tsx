import { adminConfig, InstallationModal, useLocalFlag } from '@cartlift/admin-kit';
import { Badge, Banner, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useHasCampaignQuery } from './activationApi';
import { ActivationConfirmModal } from './ActivationConfirmModal';
import { useActivation } from './useActivation';

/** cart-and-shop.md §2 hint shown until the first turn-on. */
export const NEARLY_THERE = 'Nearly there! Design Your Cart, Click Save then Click Activate';
/** cart-and-shop.md §2 banner once the cart is live and no campaign exists. */
export const CART_IS_LIVE = 'Cart is live! Now add your first upsell campaign';

/**
 * The top of Cart Setup (cart-and-shop.md §2, §4): activation status banner (checking / active on theme with Disable /
 * not activated with Activate), the enable switch, the first-run hints, and the activation and installation modals.
 */
export function ActivationPanel({ settingsSaved, firstCartTurnOn, enabled }: { settingsSaved: boolean; firstCartTurnOn: boolean; enabled: boolean }) {
  const shop = adminConfig().shop;
  const a = useActivation(settingsSaved);
  const [localTurnOn] = useLocalFlag(shop, 'first_cart_turn_on');
  const hasCampaign = useHasCampaignQuery(shop);
  const live = a.status?.active === true;
  return (
    <BlockStack gap="300">
      {a.checking || !a.status ? (
        <Banner tone="info" title="Checking whether the cart is active on your theme…" />
      ) : live ? (
        <Banner tone="success" title="Cartlift is active on your theme" action={{ content: 'Disable', onAction: a.disable, loading: a.busy }}>
          <p>Shoppers see your custom cart.</p>
        </Banner>
      ) : (
        <Banner
          tone="warning"
          title="Cartlift is not activated on your theme"
          action={{ content: 'Activate', onAction: enabled ? a.openInstallation : a.activate, loading: a.busy }}
        >
          <p>
            {enabled
              ? "The custom cart is on, but the theme's Cartlift app embed is off."
              : 'Shoppers still see your theme’s own cart.'}
          </p>
        </Banner>
      )}
      {!firstCartTurnOn && !localTurnOn ? (
        <Banner tone="info" title={NEARLY_THERE}>
          <p>Review the design below, save it, then activate the cart.</p>
        </Banner>
      ) : null}
      {/* Add Upsell is a link, so the leave-page guard asks before unsaved edits are dropped. */}
      {live && hasCampaign.data === false ? (
        <Banner tone="success" title={CART_IS_LIVE} action={{ content: 'Add Upsell', url: '/campaigns/create' }} />
      ) : null}
      <Card>
        <InlineStack align="space-between" blockAlign="center" gap="300">
          <InlineStack gap="200" blockAlign="center">
            <Text as="span" variant="bodyMd" fontWeight="semibold">
              {enabled ? 'custom cart is enabled' : 'custom cart is disabled'}
            </Text>
            <Badge tone={enabled ? 'success' : undefined}>{enabled ? 'On' : 'Off'}</Badge>
          </InlineStack>
          <Button role="switch" ariaChecked={enabled ? 'true' : 'false'} onClick={enabled ? a.disable : a.activate} loading={a.busy}>
            {enabled ? 'Turn off' : 'Turn on'}
          </Button>
        </InlineStack>
      </Card>
      <ActivationConfirmModal open={a.confirming} busy={a.busy} onConfirm={a.confirm} onCancel={a.cancel} />
      <InstallationModal open={a.installing} editorUrl={a.status?.editorUrl} onClose={a.closeInstallation} />
    </BlockStack>
  );
}
