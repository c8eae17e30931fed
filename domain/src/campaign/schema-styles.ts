/** Text and font style blocks shared by every campaign type (campaigns.md §3, cart-and-shop.md §3 "Text style field"). */
import { z } from 'zod';
import { NOT_VALID, rgbaSchema } from '../common';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_WEIGHT_MAX, FONT_WEIGHT_MIN } from './constants';
import { requiredNumber, requiredText } from './fields';

/** Font size in em, 0.5-2 unless a block narrows it. */
export const fontSize = (min = FONT_SIZE_MIN, max = FONT_SIZE_MAX) => requiredNumber('font size', { min, max });

/** Font weight 100-900 in steps of 100. */
export const fontWeight = requiredNumber('font weight', {
  min: FONT_WEIGHT_MIN,
  max: FONT_WEIGHT_MAX,
  int: true,
}).refine((w) => w % 100 === 0, { error: NOT_VALID });

/** Size, weight and colours of a text whose wording lives elsewhere (product title, price). */
export const campaignFontStyleSchema = z.object({
  font_size: fontSize().optional(),
  font_weight: fontWeight.optional(),
  color: rgbaSchema.optional(),
});
/** A font style block. */
export type CampaignFontStyle = z.infer<typeof campaignFontStyleSchema>;

/** A text with its style; the text's bounds differ per field, so the caller names them. */
export const campaignTextStyleSchema = (
  name: string,
  min: number,
  max: number,
  fontMin = FONT_SIZE_MIN,
  fontMax = FONT_SIZE_MAX,
) =>
  z.object({
    text: requiredText(name, { min, max }),
    font_size: fontSize(fontMin, fontMax).optional(),
    font_weight: fontWeight.optional(),
    color: rgbaSchema.optional(),
    background: rgbaSchema.optional(),
  });
/** A styled text (title, button). */
export type CampaignTextStyle = z.infer<ReturnType<typeof campaignTextStyleSchema>>;
