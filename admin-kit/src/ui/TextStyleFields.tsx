import { BlockStack, FormLayout, InlineStack, Text } from '@shopify/polaris';
import type { ComponentType } from 'react';

/** A control of one text style's field, bound by the screen's form to the value at `path`. */
export interface TextStyleControlProps {
  path: string;
  label: string;
  helpText?: string;
}

/** The font size control: a number in em within the text style's range. */
export interface TextStyleSizeProps extends TextStyleControlProps {
  min: number;
  max: number;
  step: number;
  suffix: string;
}

/** A font size range in em. */
export interface FontSizeRange {
  min: number;
  max: number;
  step: number;
}

/**
 * How one form draws its text styles: its own controls, bound to its own document (a remote's form engine), and how it
 * names them. Declared once per form and handed to every {@link TextStyleFields} of it.
 */
export interface TextStyleForm {
  TextField: ComponentType<TextStyleControlProps>;
  SizeField: ComponentType<TextStyleSizeProps>;
  /**
   * The font weight: where a weight is required a number input (cart-and-shop.md §5: 0-900), where it may be empty a
   * choice of 100-900 or the cart's own (a campaign's text styles).
   */
  WeightField: ComponentType<TextStyleControlProps>;
  ColourField: ComponentType<{ path: string; label: string }>;
  /** The heading's level below the screen's own headings. */
  headingAs: 'h3' | 'h4';
  /**
   * 'short': under the heading, "{label} text", "Font size", "Font weight" (Cart Setup: one section holds a few text
   * styles, each under its heading). 'named': every control's label starts with the text's name ("{label}", "{label}
   * font size", "{label} font weight") and the size states its range as help (the campaign editor: one card holds
   * many text styles, so each control names the text it changes). Both: "{label} colour", "{label} background".
   */
  naming: 'short' | 'named';
  /** The font size range of a text style that sets none of its own. */
  fontSize: FontSizeRange;
}

/** Props of {@link TextStyleFields}. */
export interface TextStyleFieldsProps {
  form: TextStyleForm;
  /** Path of a stored text style ({text?, font_size, font_weight, color, background?}). */
  path: string;
  /** What the text is called on the screen ("Product title"); it heads the controls. */
  label: string;
  /** The text style stores its wording too (`text`), with the spec's length limits as help if given. */
  text?: true | { helpText?: string };
  /** This text's own font size bounds (a goal's reward label is 0.5-1.2 em), within the form's step. */
  fontSize?: Pick<FontSizeRange, 'min' | 'max'>;
  /** The text style stores a background colour (buttons, the block title). */
  background?: boolean;
}

/**
 * One control set for every stored text style (cart-and-shop.md §3 "Text style field", campaigns.md §4): its wording
 * when stored, font size within its range, font weight and colours, each control the screen's own form binds.
 */
export function TextStyleFields({ form, path, label, text, fontSize, background = false }: TextStyleFieldsProps) {
  const { TextField, SizeField, WeightField, ColourField, naming } = form;
  const { min, max } = fontSize ?? form.fontSize;
  const named = naming === 'named';
  return (
    <BlockStack gap="200">
      <Text as={form.headingAs} variant="headingSm">
        {label}
      </Text>
      <FormLayout>
        {text ? (
          <TextField path={`${path}.text`} label={named ? label : `${label} text`} helpText={text === true ? undefined : text.helpText} />
        ) : null}
        <FormLayout.Group condensed>
          <SizeField
            path={`${path}.font_size`}
            label={named ? `${label} font size` : 'Font size'}
            helpText={named ? `${min}-${max} em` : undefined}
            min={min}
            max={max}
            step={form.fontSize.step}
            suffix="em"
          />
          <WeightField path={`${path}.font_weight`} label={named ? `${label} font weight` : 'Font weight'} />
        </FormLayout.Group>
      </FormLayout>
      <InlineStack gap="200">
        <ColourField path={`${path}.color`} label={`${label} colour`} />
        {background ? <ColourField path={`${path}.background`} label={`${label} background`} /> : null}
      </InlineStack>
    </BlockStack>
  );
}
