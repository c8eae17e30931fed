import { Banner, BlockStack, Box } from '@shopify/polaris';
import { shopWarningBanners, type ShopBanner } from '@cartlift/domain';
import { useShell } from '../../app/shellContext';
import { useGetShopQuery, useUpdateShopPropMutation, type ShellShop } from '../shop/shopApi';

/** What each banner adds to its spec title: the consequence and where to act. */
const DETAILS: Record<ShopBanner['id'], { body: string; action?: { content: string; url: string } }> = {
  multi_currency: {
    body: 'Customers can only check out in your default currency while the cart uses draft checkout.',
    action: { content: 'Checkout settings', url: '/settings/checkout' },
  },
  draft_checkout: {
    body: 'Discount codes must be entered in the cart; the checkout page will not accept them.',
  },
};

/** The banners to show for this shop (rules in domain: shopWarningBanners). */
export function bannersFor(shop: ShellShop): ShopBanner[] {
  return shopWarningBanners(
    {
      enabled_presentment_currencies: shop.enabled_presentment_currencies,
      multi_currency_checkout_alerted: shop.multi_currency_checkout_alerted,
      draft_checkout_alerted: shop.draft_checkout_alerted,
    },
    { draft_checkout: shop.settings.draft_checkout === true },
  );
}

/** The multi-currency and draft-checkout warnings; dismissing one stores its flag on the shop. */
export function WarningBanners() {
  const { shop } = useShell();
  const { data } = useGetShopQuery(shop);
  const [updateShopProp, { isLoading }] = useUpdateShopPropMutation();
  if (!data) return null;
  const banners = bannersFor(data);
  if (banners.length === 0) return null;
  const dismiss = (b: ShopBanner) => updateShopProp({ id: shop, input: { [b.dismissFlag]: true } });
  return (
    <Box paddingBlockStart="400" paddingInline="400">
    <BlockStack gap="200">
      {banners.map((b) => {
        const detail = DETAILS[b.id];
        return (
          <Banner
            key={b.id}
            tone="warning"
            title={b.text}
            action={{ content: 'I Understand', onAction: () => void dismiss(b), loading: isLoading }}
            secondaryAction={detail.action}
            onDismiss={b.id === 'draft_checkout' ? () => void dismiss(b) : undefined}
          >
            {detail.body}
          </Banner>
        );
      })}
    </BlockStack>
    </Box>
  );
}
