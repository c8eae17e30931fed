// No zod here: the campaign defaults and upgrades use these helpers on screens that validate nothing (the campaign
// list's preview); the schema is in colour-schema.ts.

/** A colour object {r, g, b, a}: r, g, b integers 0-255 and alpha 0-1 (rgbaSchema checks them). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Builds a colour; alpha defaults to opaque. */
export const rgba = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });

export { rgbaToCss } from '../cart/colour';

/** Parses "#abc" or "#aabbcc" (3 or 6 hex digits, '#' optional) into an opaque colour; undefined when invalid. */
export function hexToRgba(hex: string): Rgba | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return rgba(parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16));
}

/** The spec's default border colour, rgba(226, 232, 240). */
export const DEFAULT_BORDER_COLOUR: Rgba = rgba(226, 232, 240, 1);
