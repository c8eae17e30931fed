import { Banner, BlockStack, ChoiceList, Text } from '@shopify/polaris';
import { useSettingsField } from '../settings-form/SettingsForm';

/**
 * cart-and-shop.md §2 section 5, draft versus normal checkout; hidden when draft is disabled for the shop (the shop did
 * not grant the draft-orders scope), with a banner saying why and what shoppers get instead.
 */
export function CheckoutType({ available }: { available: boolean }) {
  const { value, set } = useSettingsField<boolean>('draft_checkout');
  if (!available) {
    return (
      <Banner tone="info" title="Draft checkout is not available for your store">
        <p>
          Cartlift has no permission to create draft orders in your store, so shoppers use Shopify’s normal checkout and
          upsell discounts are applied as discount codes. Reinstall the app and approve draft orders to choose draft checkout.
        </p>
      </Banner>
    );
  }
  return (
    <BlockStack gap="200">
      <ChoiceList
        title="How shoppers check out"
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
    </BlockStack>
  );
}
