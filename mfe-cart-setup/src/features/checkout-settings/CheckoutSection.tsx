import { BlockStack, Divider } from '@shopify/polaris';
import { CheckoutFields } from './CheckoutFields';
import { CheckoutType } from './CheckoutType';

/**
 * Cart Setup section 5 (cart-and-shop.md §2): the checkout type (when draft checkout is available), then the checkout
 * fields.
 */
export function CheckoutSection({ codActive, draftAvailable }: { codActive: boolean; draftAvailable: boolean }) {
  return (
    <BlockStack gap="400">
      {draftAvailable ? (
        <>
          <CheckoutType available />
          <Divider />
        </>
      ) : null}
      <CheckoutFields codActive={codActive} />
    </BlockStack>
  );
}
