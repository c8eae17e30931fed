import type { TextStyleForm } from '@cartlift/admin-kit';
import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '@cartlift/domain';
import { DraftColourField } from './ColourField';
import { DraftNumberField, DraftTextField } from './DraftFields';
import { DraftFontWeight } from './FontWeightField';

/**
 * How the campaign editor draws a text style (admin-kit's TextStyleFields): bound to the draft, every control named
 * after its text ("Block title font size"), a font weight that may stay empty (the cart's own), sizes 0.5-2 em in steps
 * of 0.1 unless the text has its own bounds.
 */
export const DRAFT_TEXT_STYLE: TextStyleForm = {
  TextField: DraftTextField,
  SizeField: DraftNumberField,
  WeightField: DraftFontWeight,
  ColourField: DraftColourField,
  headingAs: 'h3',
  naming: 'named',
  fontSize: { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX, step: 0.1 },
};
