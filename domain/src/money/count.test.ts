import { formatCount } from './count';

describe('formatCount: at most 3 significant digits, truncated', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [7, '7'],
    [42, '42'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [1234, '1.23K'],
    [1239, '1.23K'],
    [9999, '9.99K'],
    [10000, '10K'],
    [12345, '12.3K'],
    [99999, '99.9K'],
    [100000, '100K'],
    [120000, '120K'],
    [123456, '123K'],
    [999999, '999K'],
    [1000000, '1M'],
    [1234567, '1.23M'],
    [2500000, '2.5M'],
    [1234567890, '1.23B'],
    [1234567890123, '1.23T'],
    [1234567890123456, '1234T'],
    [12.345, '12.3'],
    [0.5, '0.5'],
    [0.0001, '0'],
    [-1234, '-1.23K'],
    [-5, '-5'],
    [NaN, '0'],
    [Infinity, '0'],
  ])('%d → %s', (n, text) => expect(formatCount(n)).toBe(text));

  it('never shows more than 3 significant digits below 10^15', () => {
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      const n = Math.floor((seed / 2147483647) * 10 ** (1 + (i % 14)));
      const digits = formatCount(n).replace(/[^0-9]/g, '').replace(/^0+/, '');
      expect(digits.length).toBeLessThanOrEqual(3);
    }
  });
});
