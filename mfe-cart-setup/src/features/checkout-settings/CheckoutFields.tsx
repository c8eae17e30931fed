import { CHECKOUT_TEXT_MAX, TEXT_STYLE_FONT_SIZE, TEXT_STYLE_FONT_WEIGHT } from '@cartlift/domain';
import { BlockStack, Button, Divider, FormLayout, InlineGrid, InlineStack, Text } from '@shopify/polaris';
import { SettingsCheckbox, SettingsColourField, SettingsNumberField, SettingsTextField } from '../settings-form/fields';
import { SubHeading } from '../settings-form/SectionCard';
import { useSettingsField } from '../settings-form/SettingsForm';

const cb = 'modules.checkout_button';

/**
 * cart-and-shop.md §2 checkout section fields (subtotal, savings, checkout-as-link, button text, loading text, colours,
 * continue shopping with underline, COD button only when COD is active, the link to the COD page), cart-and-shop.md §3
 * multiCurrencyMode and the coupon form fields.
 */
export function CheckoutFields({ codActive }: { codActive: boolean }) {
  const coupon = useSettingsField<boolean>('show_coupon').value === true;
  const alert = useSettingsField<boolean>('show_coupon_alert_text').value === true;
  return (
    <BlockStack gap="400">
      <FormLayout>
        <FormLayout.Group>
          <SettingsTextField path={`${cb}.subtotal.text`} label="Subtotal text" maxLength={CHECKOUT_TEXT_MAX.subtotal} />
          <SettingsTextField path={`${cb}.savings.text`} label="Savings text" maxLength={CHECKOUT_TEXT_MAX.savings} />
        </FormLayout.Group>
        <SettingsCheckbox path={`${cb}.checkout_as_link`} label="Show checkout as a link instead of a button" />
        <SettingsTextField
          path={`${cb}.button_text.text`}
          label="Checkout button text"
          maxLength={CHECKOUT_TEXT_MAX.button_text}
          helpText="{subtotal} shows the cart total."
        />
        <SettingsTextField path={`${cb}.loading_text`} label="Loading text" maxLength={CHECKOUT_TEXT_MAX.loading_text} />
        <InlineGrid columns={{ xs: 1, sm: 2 }} gap="300">
          <SettingsColourField path={`${cb}.background`} label="Button background" />
          <SettingsColourField path={`${cb}.hoverBackground`} label="Button hover background" />
          <SettingsColourField path={`${cb}.button_text.color`} label="Button text colour" />
          <SettingsColourField path={`${cb}.font_color`} label="Checkout text colour" />
          <SettingsColourField path={`${cb}.subtotal.color`} label="Subtotal colour" />
          <SettingsColourField path={`${cb}.savings.color`} label="Savings colour" />
        </InlineGrid>
        <FormLayout.Group condensed>
          <SettingsNumberField path={`${cb}.font_size`} label="Font size" suffix="em" min={TEXT_STYLE_FONT_SIZE.min} max={TEXT_STYLE_FONT_SIZE.max} step={TEXT_STYLE_FONT_SIZE.step} />
          <SettingsNumberField path={`${cb}.font_weight`} label="Font weight" min={TEXT_STYLE_FONT_WEIGHT.inputMin} max={TEXT_STYLE_FONT_WEIGHT.max} step={TEXT_STYLE_FONT_WEIGHT.step} />
        </FormLayout.Group>
        <SettingsCheckbox path="continue_shopping_button.active_continue_shopping_button" label="Show a continue-shopping button in the empty cart" />
        <SettingsCheckbox path="continue_shopping_button.active_continue_shopping_underlined" label="Underline the continue-shopping button" />
        <FormLayout.Group>
          <SettingsTextField path={`${cb}.continue_shopping_button.text`} label="Continue shopping text" maxLength={CHECKOUT_TEXT_MAX.continue_shopping} />
          <SettingsColourField path={`${cb}.continue_shopping_button.color`} label="Continue shopping colour" />
        </FormLayout.Group>
        {codActive ? (
          <FormLayout.Group>
            <SettingsTextField path={`${cb}.cod_button.text`} label="COD checkout button text" maxLength={CHECKOUT_TEXT_MAX.cod_button} />
            <SettingsColourField path={`${cb}.cod_button.color`} label="COD checkout button colour" />
          </FormLayout.Group>
        ) : null}
        {/* Always shown: cash on delivery is switched on from that page. A link, so the leave-page guard asks first. */}
        <InlineStack gap="200" blockAlign="center">
          <Button url="/settings/cod">Customize cash on delivery</Button>
          <Text as="span" tone="subdued">
            {codActive ? 'Cash on delivery is on.' : 'Cash on delivery is off.'}
          </Text>
        </InlineStack>
      </FormLayout>
      <SettingsCheckbox
        path="multiCurrencyMode"
        label="Multi-currency mode"
        helpText="For stores selling in several currencies. While it is on and the store sells in more than one currency, Buy More Save More campaigns on all products are not shown to shoppers (the campaign list marks them Not delivering)."
      />
      <Divider />
      <SubHeading>Coupon form</SubHeading>
      <FormLayout>
        <SettingsCheckbox path="show_coupon" label="Use coupon code" />
        {coupon ? (
          <>
            <SettingsTextField path={`${cb}.coupon.use_text`} label="Use coupon code text" maxLength={CHECKOUT_TEXT_MAX.coupon_use} />
            <FormLayout.Group condensed>
              <SettingsTextField path={`${cb}.coupon.edit_text`} label="Edit text" maxLength={CHECKOUT_TEXT_MAX.coupon_edit} />
              <SettingsTextField path={`${cb}.coupon.close_text`} label="Close text" maxLength={CHECKOUT_TEXT_MAX.coupon_close} />
              <SettingsTextField path={`${cb}.coupon.apply_text`} label="Apply text" maxLength={CHECKOUT_TEXT_MAX.coupon_apply} />
            </FormLayout.Group>
            <SettingsTextField path={`${cb}.coupon.enter_text`} label="Enter code text" maxLength={CHECKOUT_TEXT_MAX.coupon_enter} />
            <SettingsColourField path={`${cb}.coupon.button_color`} label="Coupon button colour" />
          </>
        ) : null}
        <SettingsCheckbox path="show_coupon_alert_text" label="Show a coupon alert" />
        {alert ? <SettingsTextField path={`${cb}.coupon_alert_text`} label="Coupon alert text" maxLength={CHECKOUT_TEXT_MAX.coupon_alert_text} /> : null}
      </FormLayout>
    </BlockStack>
  );
}
