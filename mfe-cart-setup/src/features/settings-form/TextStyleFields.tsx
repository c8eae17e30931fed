import { TEXT_STYLE_FONT_SIZE, TEXT_STYLE_FONT_WEIGHT } from '@cartlift/domain';
import { BlockStack, FormLayout, Text } from '@shopify/polaris';
import { SettingsColourField, SettingsNumberField, SettingsTextField } from './fields';

/**
 * A cart-and-shop.md §3 text style (text, font_size em, font_weight, color) at `path`; cart-and-shop.md §5 ranges on
 * the inputs.
 */
export function TextStyleFields({ path, label, withText = true }: { path: string; label: string; withText?: boolean }) {
  return (
    <BlockStack gap="200">
      <Text as="h4" variant="headingSm">
        {label}
      </Text>
      <FormLayout>
        {withText ? <SettingsTextField path={`${path}.text`} label={`${label} text`} /> : null}
        <FormLayout.Group condensed>
          <SettingsNumberField
            path={`${path}.font_size`}
            label="Font size"
            suffix="em"
            min={TEXT_STYLE_FONT_SIZE.min}
            max={TEXT_STYLE_FONT_SIZE.max}
            step={TEXT_STYLE_FONT_SIZE.step}
          />
          <SettingsNumberField
            path={`${path}.font_weight`}
            label="Font weight"
            min={TEXT_STYLE_FONT_WEIGHT.inputMin}
            max={TEXT_STYLE_FONT_WEIGHT.max}
            step={TEXT_STYLE_FONT_WEIGHT.step}
          />
        </FormLayout.Group>
        <SettingsColourField path={`${path}.color`} label={`${label} colour`} />
      </FormLayout>
    </BlockStack>
  );
}
