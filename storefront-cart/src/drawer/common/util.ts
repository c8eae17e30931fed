import type { Rgba } from '../../shared/campaign-types';

/** CSS colour from a stored rgba object, or undefined so the stylesheet default applies. */
export const css = (c: Rgba | undefined | null): string | undefined =>
  c ? `rgba(${c.r},${c.g},${c.b},${c.a ?? 1})` : undefined;

/** Text of a TextStyle-or-string field. */
export const textOf = (v: { text?: string } | string | undefined, fallback: string): string =>
  (typeof v === 'string' ? v : v?.text) || fallback;

/** Shortens plain text to n characters with an ellipsis. */
export const truncate = (text: string, n: number): string => (text.length > n ? `${text.slice(0, n).trimEnd()}…` : text);
