/**
 * CSS text for a stored colour: "rgba(226, 232, 240, 1)". Zod-free so the storefront bundles it; a colour stored
 * without alpha is opaque.
 */
export const rgbaToCss = ({ r, g, b, a = 1 }: { r: number; g: number; b: number; a?: number }): string =>
  `rgba(${r}, ${g}, ${b}, ${a})`;

type Colour = { r: number; g: number; b: number; a?: number };

/** White and the drawer's near-black text (#111827): the two text colours a coloured badge chooses between. */
export const WHITE_TEXT = { r: 255, g: 255, b: 255, a: 1 } as const;
export const NEAR_BLACK_TEXT = { r: 17, g: 24, b: 39, a: 1 } as const;

/** A translucent colour as seen over the drawer's white panel, so its contrast is measured as the shopper sees it. */
const overWhite = ({ r, g, b, a = 1 }: Colour): Colour => {
  const alpha = Math.min(1, Math.max(0, a));
  const mix = (c: number) => alpha * c + (1 - alpha) * 255;
  return { r: mix(r), g: mix(g), b: mix(b) };
};

/** WCAG 2 relative luminance of an opaque colour. */
export const relativeLuminance = ({ r, g, b }: Colour): number => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG 2 contrast ratio (1-21) of two colours, each composited on white first. */
export const contrastRatio = (x: Colour, y: Colour): number => {
  const [a, b] = [relativeLuminance(overWhite(x)), relativeLuminance(overWhite(y))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

/**
 * Text colour for a merchant-coloured background that stores no text colour of its own (the Buy More Save More
 * badge): white or near-black, whichever contrasts more, so any stored background stays readable.
 */
export const contrastText = (background: Colour): typeof WHITE_TEXT | typeof NEAR_BLACK_TEXT =>
  contrastRatio(WHITE_TEXT, background) >= contrastRatio(NEAR_BLACK_TEXT, background) ? WHITE_TEXT : NEAR_BLACK_TEXT;
