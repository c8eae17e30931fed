import { mustBeAtLeast, mustBeAtMost, NOT_VALID, type Result } from '../common';
import { applyNumberInput, isHexColour, shopColourSchema, validateTextStyle } from '.';

const errorsOf = <T>(r: Result<T>) => (r.success ? [] : r.errors);
const style = (patch: Record<string, unknown> = {}) => ({
  text: 'Hello',
  font_size: 1,
  font_weight: 400,
  color: { r: 0, g: 0, b: 0, a: 1 },
  ...patch,
});

describe('cart-and-shop.md §5 "Text style: font size 0.5-2 em (step 0.1); font weight 100-900 step 100"', () => {
  it.each([0.5, 0.7, 1, 1.3, 2])('font_size %p passes', (v) => expect(validateTextStyle(style({ font_size: v })).success).toBe(true));
  it.each<[number, string]>([
    [0.4, mustBeAtLeast(0.5)],
    [2.1, mustBeAtMost(2)],
    [1.25, NOT_VALID],
  ])('font_size %p → %p', (v, m) => {
    expect(errorsOf(validateTextStyle(style({ font_size: v })))).toEqual([{ path: 'font_size', message: m }]);
  });
  it.each([100, 400, 900])('font_weight %p passes', (v) => expect(validateTextStyle(style({ font_weight: v })).success).toBe(true));
  it.each<[number, string]>([
    [0, mustBeAtLeast(100)],
    [1000, mustBeAtMost(900)],
    [450, NOT_VALID],
  ])('font_weight %p → %p', (v, m) => {
    expect(errorsOf(validateTextStyle(style({ font_weight: v })))).toEqual([{ path: 'font_weight', message: m }]);
  });
});

describe('cart-and-shop.md §5 "Hex colours accepted as 3 or 6 digits"', () => {
  it.each(['#abc', 'abc', '#AABBCC', '001122'])('%p is a hex colour', (hex) => expect(isHexColour(hex)).toBe(true));
  it.each(['#ab', '#abcd', '#abcdefg', 'red', '#ggg'])('%p is not', (hex) => expect(isHexColour(hex)).toBe(false));
  it('a colour field stores hex as rgba and rejects the rest on its own path', () => {
    expect(validateTextStyle(style({ color: '#f00' }))).toEqual({
      success: true,
      data: style({ color: { r: 255, g: 0, b: 0, a: 1 } }),
    });
    expect(errorsOf(validateTextStyle(style({ color: '#f0' })))).toEqual([{ path: 'color', message: NOT_VALID }]);
    expect(errorsOf(validateTextStyle(style({ color: { r: 0, g: 0, b: 0, a: 2 } })))).toEqual([
      { path: 'color', message: NOT_VALID },
    ]);
  });
  it('extra keys on a colour are dropped', () => {
    expect(shopColourSchema.parse({ r: 1, g: 2, b: 3, a: 1, hex: '#010203' })).toEqual({ r: 1, g: 2, b: 3, a: 1 });
  });
});

describe('cart-and-shop.md §5 "Weight input min 0, max 900 by default. Number input ignores a value above max"', () => {
  it.each<[number, string | number, number, number]>([
    [400, '500', 900, 500],
    [400, '901', 900, 400],
    [400, 1000, 900, 400],
    [400, '0', 900, 0],
    [400, 'abc', 900, 400],
    [400, '', 900, 400],
    [14, '1', 18, 1],
  ])('previous %p, typed %p, max %p → %p', (prev, raw, max, expected) => {
    expect(applyNumberInput(prev, raw, max)).toBe(expected);
  });
});
