import { contrastRatio, contrastText, NEAR_BLACK_TEXT, relativeLuminance, rgbaToCss, WHITE_TEXT } from './colour';

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

describe('colour contrast', () => {
  it('measures WCAG luminance and ratios', () => {
    expect(relativeLuminance(rgba(255, 255, 255))).toBeCloseTo(1, 6);
    expect(relativeLuminance(rgba(0, 0, 0))).toBe(0);
    expect(contrastRatio(rgba(0, 0, 0), rgba(255, 255, 255))).toBeCloseTo(21, 6);
    // Order does not matter; the Polaris primary green against white is about 4.93:1.
    expect(contrastRatio(rgba(255, 255, 255), rgba(0, 128, 96))).toBeCloseTo(4.93, 2);
    expect(contrastRatio(rgba(0, 128, 96), rgba(255, 255, 255))).toBeCloseTo(4.93, 2);
  });

  it('composites a translucent colour on white before measuring', () => {
    expect(contrastRatio(rgba(0, 0, 0, 0), rgba(255, 255, 255))).toBeCloseTo(1, 6);
    expect(contrastRatio(rgba(0, 0, 0, 0.5), rgba(127.5, 127.5, 127.5))).toBeCloseTo(1, 6);
  });

  it('picks white text on the default solid green badge and on dark colours', () => {
    expect(contrastText(rgba(0, 128, 96))).toBe(WHITE_TEXT);
    expect(contrastText(rgba(0, 0, 0))).toBe(WHITE_TEXT);
    expect(contrastText(rgba(128, 0, 90))).toBe(WHITE_TEXT);
    // The chosen text reaches WCAG AA (4.5:1) on the stored default.
    expect(contrastRatio(WHITE_TEXT, rgba(0, 128, 96))).toBeGreaterThanOrEqual(4.5);
  });

  it('picks near-black text on light, yellow and faint backgrounds', () => {
    expect(contrastText(rgba(255, 255, 255))).toBe(NEAR_BLACK_TEXT);
    expect(contrastText(rgba(255, 214, 0))).toBe(NEAR_BLACK_TEXT);
    // The same green at 10 % alpha is a pale tint on the white panel.
    expect(contrastText(rgba(0, 128, 96, 0.1))).toBe(NEAR_BLACK_TEXT);
    expect(rgbaToCss(NEAR_BLACK_TEXT)).toBe('rgba(17, 24, 39, 1)');
  });
});
