import type { Rgba, StorefrontTextStyle as TextStyle } from '@cartlift/domain/storefront';
import { contrastText, rgbaToCss } from '../../shared/domain';

/** CSS colour from a stored rgba object, or undefined so the stylesheet default applies. */
export const css = (c: Rgba | undefined | null): string | undefined => (c ? rgbaToCss(c) : undefined);

/** Inline style of a stored TextStyle: font_size in em, font_weight 100-900, color (and a button's background). */
export const textStyle = (v: TextStyle | string | undefined) =>
  typeof v === 'object'
    ? { fontSize: v.font_size ? `${v.font_size}em` : undefined, fontWeight: v.font_weight ? String(v.font_weight) : undefined, color: css(v.color), background: css(v.background) }
    : undefined;

/** The stored text of a TextStyle-or-string field, if any. */
export const plainText = (v: { text?: string } | string | undefined): string | undefined => (typeof v === 'string' ? v : v?.text);

/** Text of a TextStyle-or-string field. */
export const textOf = (v: { text?: string } | string | undefined, fallback: string): string =>
  plainText(v) || fallback;

/** Shortens plain text to n characters with an ellipsis. */
export const truncate = (text: string, n: number): string => (text.length > n ? `${text.slice(0, n).trimEnd()}…` : text);

/** A stored badge look with no text colour of its own (Buy More Save More `badge`). */
export type BadgeLook = { background?: Rgba | null; border?: Rgba | null };

/** Inline style of a badge look: the stored colours, the text white or near-black, whichever reads on the background. */
export const badgeStyle = (b: BadgeLook | undefined) =>
  b && { background: css(b.background), borderColor: css(b.border), color: b.background ? rgbaToCss(contrastText(b.background)) : undefined };
