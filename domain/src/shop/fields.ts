/**
 * Field builders shared by every shop-level schema, so each rule carries the spec's generic messages (common/messages)
 * and every failure lands on the field's own path, never on a sub-key such as ".r" of a colour.
 */
import { z } from 'zod';
import {
  cantBeBlank,
  hexToRgba,
  mustBeAtLeast,
  mustBeAtMost,
  NOT_VALID,
  parseWith,
  rgbaSchema,
  tooLong,
  tooShort,
  type Result,
  type Rgba,
} from '../common';
import { TEXT_STYLE_FONT_SIZE, TEXT_STYLE_FONT_WEIGHT } from './constants';

/** A switch: only true or false. */
export const flag = () => z.boolean({ error: NOT_VALID });

/** An object whose non-object input reads 'value is not valid'. */
export const block = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, { error: NOT_VALID });

/** One of a fixed list of strings. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: NOT_VALID });

/** A text of min..max characters; blank (whitespace only) reads "{Name} can't be blank" when min > 0. */
export function text(name: string, min: number, max: number) {
  const base = z.string({ error: NOT_VALID });
  const bounded = min > 0 ? base.refine((s) => s.trim() !== '', { error: cantBeBlank(name), abort: true }) : base;
  return bounded.min(min, { error: tooShort(min) }).max(max, { error: tooLong(max) });
}

/** A free text with only a maximum (may be empty). */
export const freeText = (max: number) => z.string({ error: NOT_VALID }).max(max, { error: tooLong(max) });

/** A number in min..max. */
export const numberIn = (min: number, max: number) =>
  z
    .number({ error: NOT_VALID })
    .min(min, { error: mustBeAtLeast(min) })
    .max(max, { error: mustBeAtMost(max) });

/** An integer in min..max (max optional). */
export function intIn(min: number, max?: number) {
  const n = z
    .number({ error: NOT_VALID })
    .int({ error: NOT_VALID })
    .min(min, { error: mustBeAtLeast(min) });
  return max === undefined ? n : n.max(max, { error: mustBeAtMost(max) });
}

/** Normalises a colour input: {r,g,b,a} stays, "#abc"/"#aabbcc" becomes an opaque Rgba, anything else is undefined. */
export function toRgba(value: unknown): Rgba | undefined {
  const candidate = typeof value === 'string' ? hexToRgba(value) : value;
  const parsed = rgbaSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A colour field: an {r,g,b,a} object (cart-and-shop.md §3) or a hex string of 3 or 6 digits (cart-and-shop.md §5),
 * stored as Rgba. One error 'value is not valid' on the field itself when it is neither.
 */
export const shopColourSchema = z.unknown().transform((value, ctx): Rgba => {
  const colour = toRgba(value);
  if (colour) return colour;
  ctx.addIssue({ code: 'custom', message: NOT_VALID, input: value });
  return z.NEVER;
});

/** True for "#abc" / "#aabbcc" (the '#' optional), the hex forms cart-and-shop.md §5 accepts. */
export const isHexColour = (value: string): boolean => hexToRgba(value) !== undefined;

/** cart-and-shop.md §5: text style font size, 0.5-2 em in steps of 0.1. */
export const emFontSize = () =>
  numberIn(TEXT_STYLE_FONT_SIZE.min, TEXT_STYLE_FONT_SIZE.max).multipleOf(TEXT_STYLE_FONT_SIZE.step, { error: NOT_VALID });

/** cart-and-shop.md §5: font weight, 100-900 in steps of 100. */
export const fontWeight = () =>
  intIn(TEXT_STYLE_FONT_WEIGHT.min, TEXT_STYLE_FONT_WEIGHT.max).multipleOf(TEXT_STYLE_FONT_WEIGHT.step, {
    error: NOT_VALID,
  });

/** cart-and-shop.md §3 "Text style field: text, font_size (em), font_weight, color". */
export const shopTextStyleSchema = block({
  text: z.string({ error: NOT_VALID }),
  font_size: emFontSize(),
  font_weight: fontWeight(),
  color: shopColourSchema,
});

/** A text style: text, font size in em, font weight, colour. */
export type ShopTextStyle = z.infer<typeof shopTextStyleSchema>;

/**
 * Validates a text style field (cart-and-shop.md §5: 0.5-2 em step 0.1, weight 100-900 step 100, hex or rgba colour).
 */
export const validateTextStyle = (input: unknown): Result<ShopTextStyle> => parseWith(shopTextStyleSchema, input);

/**
 * cart-and-shop.md §5 "Number input ignores a value above max": the value a number input keeps after the user types
 * raw. A value above max, or one that is not a number, leaves the previous value in place; anything else is taken as
 * typed (the minimum is checked by validation, so the merchant can type through intermediate values such as "1" on the
 * way to "12").
 */
export function applyNumberInput(previous: number, raw: string | number, max: number): number {
  const n = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(n) || n > max) return previous;
  return n;
}
