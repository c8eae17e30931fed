import { BUNDLE_PREFIX_MAX, BUNDLE_TEXT_MAX, BUNDLE_STYLES, FONT_SIZE_MAX, FONT_SIZE_MIN } from '@cartlift/domain';
import { BlockStack, Card, FormLayout, InlineStack, Text } from '@shopify/polaris';
import { DraftColourField } from '../ColourField';
import { DraftCheckbox, DraftChoiceList, DraftNumberField, DraftTextField, useDraftValue } from '../DraftFields';
import { TiersTable } from './TiersTable';

const B = 'settings.bundles';

/** Buy More Save More settings (campaigns.md §3 "Bundles settings"). */
export function BundlesSettings() {
  const pickerActive = useDraftValue<boolean>(`${B}.variantsPicker.active`) === true;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Buy More Save More
        </Text>
        <DraftChoiceList
          path={`${B}.style`}
          title="Style"
          choices={BUNDLE_STYLES.map((s) => ({ value: s, label: s === 'vertical' ? 'Vertical' : 'Horizontal' }))}
        />
        <FormLayout>
          <DraftTextField path={`${B}.text`} label="Title text" helpText={`Up to ${BUNDLE_TEXT_MAX} characters.`} />
          <DraftTextField path={`${B}.prefix`} label="Quantity prefix" helpText={`Up to ${BUNDLE_PREFIX_MAX} characters, e.g. "Buy".`} />
          <DraftNumberField path={`${B}.font_size`} label="Font size" min={FONT_SIZE_MIN} max={FONT_SIZE_MAX} step={0.1} suffix="em" />
        </FormLayout>
        <InlineStack gap="200">
          <DraftColourField path={`${B}.background`} label="Background" />
          <DraftColourField path={`${B}.color`} label="Text" />
          <DraftColourField path={`${B}.activeBackground`} label="Active background" />
          <DraftColourField path={`${B}.activeColor`} label="Active text" />
          <DraftColourField path={`${B}.labelColor`} label="Label" />
        </InlineStack>
        <Text as="h3" variant="headingSm">
          Badge
        </Text>
        <DraftTextField path={`${B}.badge.text`} label="Badge text" />
        <InlineStack gap="200">
          <DraftColourField path={`${B}.badge.background`} label="Badge background" />
          <DraftColourField path={`${B}.badge.border`} label="Badge border" />
        </InlineStack>
        <TiersTable />
        <Text as="h3" variant="headingSm">
          Variant picker
        </Text>
        <DraftCheckbox path={`${B}.variantsPicker.active`} label="Let shoppers choose variants per item" />
        {pickerActive ? (
          <BlockStack gap="300">
            <FormLayout>
              <FormLayout.Group>
                <DraftTextField path={`${B}.variantsPicker.label`} label="Picker label" />
                <DraftTextField path={`${B}.variantsPicker.confirm`} label="Confirm button text" />
              </FormLayout.Group>
            </FormLayout>
            <InlineStack gap="200">
              <DraftColourField path={`${B}.variantsPicker.textColor`} label="Text" />
              <DraftColourField path={`${B}.variantsPicker.dropdownTextColor`} label="Dropdown text" />
              <DraftColourField path={`${B}.variantsPicker.dropdownBackground`} label="Dropdown background" />
              <DraftColourField path={`${B}.variantsPicker.confirmTextColor`} label="Confirm text" />
              <DraftColourField path={`${B}.variantsPicker.confirmBackground`} label="Confirm background" />
            </InlineStack>
          </BlockStack>
        ) : null}
      </BlockStack>
    </Card>
  );
}
