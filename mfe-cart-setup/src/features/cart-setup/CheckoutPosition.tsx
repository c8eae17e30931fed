import { checkoutPosition, setCheckoutPosition, type CheckoutPosition as Position, type ShopSettings } from '@cartlift/domain';
import { ChoiceList } from '@shopify/polaris';
import { useSettingsForm } from '../settings-form/SettingsForm';

const CHOICES: { label: string; value: Position }[] = [
  { label: 'Sticky (suggested)', value: 'sticky' },
  { label: 'Lower', value: 'lower' },
  { label: 'Higher', value: 'higher' },
];

/**
 * cart-and-shop.md §2 checkout button position; §4 writes the two linked flags (fix_checkout_container, product.grow).
 */
export function CheckoutPositionField() {
  const form = useSettingsForm<ShopSettings>();
  return (
    <ChoiceList
      title="Checkout button position"
      choices={CHOICES}
      selected={[checkoutPosition(form.edited)]}
      onChange={([v]) => form.update((s) => setCheckoutPosition(s, v as Position))}
      error={form.errorsByPath['modules.checkout_button.fix_checkout_container']}
    />
  );
}
