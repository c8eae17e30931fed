import { ATU_TITLE_MAX, ATU_TITLE_MIN, BUTTON_TEXT_MAX, BUTTON_TEXT_MIN, FBT_POSITIONS, SEPARATOR_TEXT_MAX, SHOW_DETAILS_MAX, SHOW_DETAILS_MIN } from '@cartlift/domain';
import { BlockStack, Card, FormLayout, InlineStack, Text } from '@shopify/polaris';
import { DraftColourField } from '../ColourField';
import { DraftCheckbox, DraftSelect, DraftTextField, useDraftValue } from '../DraftFields';
import { TextStyleFields } from '@cartlift/admin-kit';
import { DRAFT_TEXT_STYLE } from '../draftTextStyle';
import { ATU } from './paths';

const POSITION_LABELS: Record<(typeof FBT_POSITIONS)[number], string> = {
  under_products: 'Under the cart products',
  above_checkout: 'Above the checkout button',
  below_checkout: 'Below the checkout button',
};
const buttonText = { helpText: `${BUTTON_TEXT_MIN}-${BUTTON_TEXT_MAX} characters.` };

/** Block display: where the suggestions block sits, its colours, separator, and every text's wording and font. */
export function BlockDisplaySettings() {
  const separator = useDraftValue<boolean>(`${ATU}.separator.active`) === true;
  const details = useDraftValue<boolean>(`${ATU}.show_product_details`) === true;
  const PD = `${ATU}.product_details`;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Block display
        </Text>
        <DraftSelect path={`${ATU}.fbt_position`} label="Position" options={FBT_POSITIONS.map((p) => ({ value: p, label: POSITION_LABELS[p] }))} />
        <InlineStack gap="200">
          <DraftColourField path={`${ATU}.background`} label="Block background" />
          <DraftColourField path={`${ATU}.borderColor`} label="Block border" />
          <DraftColourField path={`${PD}.hover`} label="Button hover" />
        </InlineStack>
        <TextStyleFields form={DRAFT_TEXT_STYLE} path={`${ATU}.title`} label="Block title" text={{ helpText: `${ATU_TITLE_MIN}-${ATU_TITLE_MAX} characters.` }} background />
        <DraftCheckbox path={`${ATU}.separator.active`} label="Show a separator" />
        {separator ? <DraftTextField path={`${ATU}.separator.text`} label="Separator text" helpText={`Up to ${SEPARATOR_TEXT_MAX} characters.`} /> : null}
        <TextStyleFields form={DRAFT_TEXT_STYLE} path={`${ATU}.product_title`} label="Product title" />
        <TextStyleFields form={DRAFT_TEXT_STYLE} path={`${ATU}.product_price`} label="Product price" />
        <TextStyleFields form={DRAFT_TEXT_STYLE} path={`${ATU}.upsell_add_button`} label="Add button" text={buttonText} background />
        <TextStyleFields form={DRAFT_TEXT_STYLE} path={`${ATU}.upsell_confirm_button`} label="Confirm button" text={buttonText} background />
        <DraftCheckbox path={`${ATU}.show_product_details`} label="Show product details" />
        {details ? (
          <BlockStack gap="400">
            <TextStyleFields form={DRAFT_TEXT_STYLE} path={`${PD}.readMore`} label="Show details link" text={{ helpText: `${SHOW_DETAILS_MIN}-${SHOW_DETAILS_MAX} characters.` }} background />
            <TextStyleFields form={DRAFT_TEXT_STYLE} path={`${PD}.atcButton`} label="Details add-to-cart button" />
            <InlineStack gap="200">
              <DraftColourField path={`${PD}.atcButton_background`} label="Details add-to-cart button background" />
            </InlineStack>
            <Text as="p" tone="subdued">
              The details slide&apos;s add-to-cart and read-more texts and its description length are the cart&apos;s own: Cart Setup, Product details.
            </Text>
            <FormLayout>
              <DraftCheckbox path={`${PD}.external`} label="Open the product page instead" />
            </FormLayout>
          </BlockStack>
        ) : null}
      </BlockStack>
    </Card>
  );
}
