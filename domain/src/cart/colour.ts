/**
 * CSS text for a stored colour: "rgba(226, 232, 240, 1)". Zod-free so the storefront bundles it; a colour stored
 * without alpha is opaque.
 */
export const rgbaToCss = ({ r, g, b, a = 1 }: { r: number; g: number; b: number; a?: number }): string =>
  `rgba(${r}, ${g}, ${b}, ${a})`;
