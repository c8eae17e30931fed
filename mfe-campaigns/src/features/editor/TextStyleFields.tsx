import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '@cartlift/domain';
import { BlockStack, FormLayout, InlineStack, Text } from '@shopify/polaris';
import { DraftColourField } from './ColourField';
import { DraftNumberField, DraftTextField } from './DraftFields';
import { DraftFontWeight } from './FontWeightField';

interface TextStyleFieldsProps {
  /** Path of a stored text style block ({text?, font_size, font_weight, color, background?}). */
  base: string;
  /** What the block is called in the editor ("Block title"); every control's label starts with it. */
  label: string;
  /** The block stores its wording here too; help text states the spec's length limits. */
  text?: { helpText?: string };
  /** Font size bounds in em (the goal label is 0.5-1.2; everything else 0.5-2). */
  fontMin?: number;
  fontMax?: number;
  /** The block stores a background colour (buttons). */
  background?: boolean;
}

/**
 * One control set for every stored text style of every campaign type: wording (when stored), font size within the
 * spec's limits, font weight 100-900 and colours. Labels are "{label}", "{label} font size", "{label} font weight",
 * "{label} colour" and "{label} background", so each control names the text it changes.
 */
export function TextStyleFields({ base, label, text, fontMin = FONT_SIZE_MIN, fontMax = FONT_SIZE_MAX, background }: TextStyleFieldsProps) {
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">
        {label}
      </Text>
      <FormLayout>
        {text ? <DraftTextField path={`${base}.text`} label={label} helpText={text.helpText} /> : null}
        <FormLayout.Group>
          <DraftNumberField
            path={`${base}.font_size`}
            label={`${label} font size`}
            helpText={`${fontMin}-${fontMax} em`}
            min={fontMin}
            max={fontMax}
            step={0.1}
            suffix="em"
          />
          <DraftFontWeight path={`${base}.font_weight`} label={`${label} font weight`} />
        </FormLayout.Group>
      </FormLayout>
      <InlineStack gap="200">
        <DraftColourField path={`${base}.color`} label={`${label} colour`} />
        {background ? <DraftColourField path={`${base}.background`} label={`${label} background`} /> : null}
      </InlineStack>
    </BlockStack>
  );
}
