import { BUTTON_TEXT_MAX, FBT_POSITIONS, SEPARATOR_TEXT_MAX } from '@cartlift/domain';
import { BlockStack, Card, FormLayout, InlineStack, Text } from '@shopify/polaris';
import { DraftColourField } from '../ColourField';
import { DraftCheckbox, DraftNumberField, DraftSelect, DraftTextField, useDraftValue } from '../DraftFields';
import { DraftFontWeight } from '../FontWeightField';
import { ATU } from './paths';

const POSITION_LABELS: Record<(typeof FBT_POSITIONS)[number], string> = {
  under_products: 'Under the cart products',
  above_checkout: 'Above the checkout button',
  below_checkout: 'Below the checkout button',
};

/** Block display: where the suggestions block sits, its title, colours, separator, buttons and product details. */
export function BlockDisplaySettings() {
  const separator = useDraftValue<boolean>(`${ATU}.separator.active`) === true;
  const details = useDraftValue<boolean>(`${ATU}.show_product_details`) === true;
  const PD = `${ATU}.product_details`;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Block display
        </Text>
        <FormLayout>
          <DraftSelect path={`${ATU}.fbt_position`} label="Position" options={FBT_POSITIONS.map((p) => ({ value: p, label: POSITION_LABELS[p] }))} />
          <FormLayout.Group>
            <DraftTextField path={`${ATU}.title.text`} label="Block title" />
            <DraftNumberField path={`${ATU}.title.font_size`} label="Title font size" step={0.1} suffix="em" />
            <DraftFontWeight path={`${ATU}.title.font_weight`} label="Title font weight" />
          </FormLayout.Group>
          <DraftCheckbox path={`${ATU}.separator.active`} label="Show a separator" />
          {separator ? <DraftTextField path={`${ATU}.separator.text`} label="Separator text" helpText={`Up to ${SEPARATOR_TEXT_MAX} characters.`} /> : null}
          <FormLayout.Group>
            <DraftTextField path={`${ATU}.upsell_add_button.text`} label="Add button text" helpText={`3-${BUTTON_TEXT_MAX} characters.`} />
            <DraftTextField path={`${ATU}.upsell_confirm_button.text`} label="Confirm button text" />
          </FormLayout.Group>
          <FormLayout.Group>
            <DraftNumberField path={`${ATU}.product_title.font_size`} label="Product title font size" step={0.1} suffix="em" />
            <DraftFontWeight path={`${ATU}.product_title.font_weight`} label="Product title font weight" />
          </FormLayout.Group>
          <FormLayout.Group>
            <DraftNumberField path={`${ATU}.product_price.font_size`} label="Product price font size" step={0.1} suffix="em" />
            <DraftFontWeight path={`${ATU}.product_price.font_weight`} label="Product price font weight" />
          </FormLayout.Group>
        </FormLayout>
        <InlineStack gap="200">
          <DraftColourField path={`${ATU}.background`} label="Background" />
          <DraftColourField path={`${ATU}.borderColor`} label="Border" />
          <DraftColourField path={`${ATU}.title.color`} label="Title" />
          <DraftColourField path={`${ATU}.product_title.color`} label="Product title" />
          <DraftColourField path={`${ATU}.product_price.color`} label="Product price" />
          <DraftColourField path={`${ATU}.upsell_add_button.color`} label="Add button text" />
          <DraftColourField path={`${ATU}.upsell_add_button.background`} label="Add button" />
          <DraftColourField path={`${ATU}.product_details.hover`} label="Button hover" />
        </InlineStack>
        <DraftCheckbox path={`${ATU}.show_product_details`} label="Show product details" />
        {details ? (
          <FormLayout>
            <FormLayout.Group>
              <DraftTextField path={`${PD}.readMore.text`} label="Show details text" />
              <DraftTextField path={`${PD}.atcButton.text`} label="Details add-to-cart text" />
            </FormLayout.Group>
            <FormLayout.Group>
              <DraftCheckbox path={`${PD}.truncate`} label="Shorten long descriptions" />
              <DraftNumberField path={`${PD}.truncate_length`} label="Description length" min={1} step={1} />
            </FormLayout.Group>
            <DraftCheckbox path={`${PD}.external`} label="Open the product page instead" />
          </FormLayout>
        ) : null}
      </BlockStack>
    </Card>
  );
}
