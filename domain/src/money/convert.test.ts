import { convertWithRate, isUsableRate, toMajor, toMinor } from './convert';
import { formatMoney } from './format';

describe('toMinor / toMajor (main units ×100)', () => {
  it.each<[number | string | null | undefined, number]>([
    [0, 0],
    [1, 100],
    [20, 2000],
    [20.0, 2000],
    [2.55, 255],
    [4.19, 419],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [-2.55, -255],
    [-0.001, 0],
    ['20.00', 2000],
    [' 4.19 ', 419],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [NaN, 0],
    [Infinity, 0],
  ])('toMinor(%j) = %d', (major, minor) => expect(toMinor(major)).toBe(minor));

  it.each<[number, number]>([
    [0, 0],
    [2000, 20],
    [255, 2.55],
    [-419, -4.19],
  ])('toMajor(%d) = %d', (minor, major) => expect(toMajor(minor)).toBe(major));

  it('round-trips every cent value from -100000 to 100000', () => {
    for (let c = -100000; c <= 100000; c += 7) expect(toMinor(toMajor(c))).toBe(c);
  });

  it('stored main units render through the template (×100)', () => {
    expect(formatMoney(toMinor(40), '${{amount}}')).toBe('$40.00');
  });
});

describe('convertWithRate (storefront currency rate)', () => {
  it.each<[number, number | null | undefined, number]>([
    [4000, 1, 4000],
    [4000, 1.5, 6000],
    [4000, 0.9213, 3685],
    [1000, 1.2345, 1235],
    [1, 0.5, 1],
    [-1000, 1.2345, -1235],
    [4000, undefined, 4000],
    [4000, null, 4000],
    [4000, 0, 4000],
    [4000, -2, 4000],
    [4000, NaN, 4000],
    [0, 2, 0],
  ])('%d cents at rate %j → %d', (cents, rate, expected) => expect(convertWithRate(cents, rate)).toBe(expected));

  it.each<[unknown, boolean]>([
    [1, true],
    [0.01, true],
    [0, false],
    [-1, false],
    [NaN, false],
    [Infinity, false],
    [undefined, false],
  ])('isUsableRate(%j) = %s', (rate, ok) => expect(isUsableRate(rate as number)).toBe(ok));
});
