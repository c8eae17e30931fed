import { rgbaToCss, subscriptionAppearance, SUBSCRIPTION_PREVIEW_STATES, type ShopSettings, type SubscriptionPreviewState } from '@cartlift/domain';
import { BlockStack, Box, ButtonGroup, Button, FormLayout, InlineGrid } from '@shopify/polaris';
import { useState } from 'react';
import { SettingsCheckbox, SettingsColourField, SettingsTextField } from '../settings-form/fields';
import { SubHeading } from '../settings-form/SectionCard';
import { useSettingsForm } from '../settings-form/SettingsForm';

const LABELS: Record<SubscriptionPreviewState, string> = { unsubscribed: 'Unsubscribed', loading: 'Loading', subscribed: 'Subscribed' };

/** cart-and-shop.md §3 subscription upgrades with its three preview states (unsubscribed, loading, subscribed). */
export function SubscriptionSettings() {
  const form = useSettingsForm<ShopSettings>();
  const [state, setState] = useState<SubscriptionPreviewState>('unsubscribed');
  const look = subscriptionAppearance(form.edited, state);
  const p = 'subscription';
  return (
    <BlockStack gap="300">
      <SubHeading>Subscription upgrades</SubHeading>
      <SettingsCheckbox path={`${p}.isActive`} label="Offer subscription upgrades in the cart" />
      <ButtonGroup variant="segmented">
        {SUBSCRIPTION_PREVIEW_STATES.map((s) => (
          <Button key={s} pressed={state === s} onClick={() => setState(s)}>
            {LABELS[s]}
          </Button>
        ))}
      </ButtonGroup>
      <Box padding="200">
        <div
          data-testid="subscription-preview"
          style={{ background: rgbaToCss(look.background), border: `1px solid ${rgbaToCss(look.border)}`, borderRadius: 6, padding: 8 }}
        >
          {look.text}
        </div>
      </Box>
      <FormLayout>
        {state === 'unsubscribed' ? (
          <>
            <SettingsTextField path={`${p}.text`} label="Upgrade text" />
            <InlineGrid columns={2} gap="300">
              <SettingsColourField path={`${p}.background`} label="Background" />
              <SettingsColourField path={`${p}.border`} label="Border" />
            </InlineGrid>
          </>
        ) : state === 'loading' ? (
          <>
            <SettingsTextField path={`${p}.upgradingText`} label="Upgrading text" />
            <SettingsTextField path={`${p}.downgradingText`} label="Downgrading text" />
            <InlineGrid columns={2} gap="300">
              <SettingsColourField path={`${p}.loadingBackground`} label="Loading background" />
              <SettingsColourField path={`${p}.loadingBorder`} label="Loading border" />
            </InlineGrid>
          </>
        ) : (
          <>
            <SettingsTextField path={`${p}.subscribedText`} label="Subscribed text" />
            <InlineGrid columns={2} gap="300">
              <SettingsColourField path={`${p}.subscribedBackground`} label="Subscribed background" />
              <SettingsColourField path={`${p}.subscribedBorder`} label="Subscribed border" />
            </InlineGrid>
          </>
        )}
      </FormLayout>
    </BlockStack>
  );
}
