import { perKey } from './perObject';

describe('perKey', () => {
  it('computes a key once and answers it again from what it kept', () => {
    const compute = jest.fn((key: string) => `policy of ${key}`);
    const policyOf = perKey(10, compute);
    expect(policyOf('a')).toBe('policy of a');
    expect(policyOf('a')).toBe('policy of a');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps no undefined result: the key is computed again', () => {
    const compute = jest.fn((key: string) => (key.endsWith('.myshopify.com') ? key : undefined));
    const shopOf = perKey(10, compute);
    expect(shopOf('not a shop')).toBeUndefined();
    expect(shopOf('not a shop')).toBeUndefined();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `max` keys, then starts again', () => {
    const compute = jest.fn((key: string) => key.toUpperCase());
    const upper = perKey(2, compute);
    upper('a');
    upper('b');
    upper('c');
    expect(compute).toHaveBeenCalledTimes(3);
    upper('c');
    expect(compute).toHaveBeenCalledTimes(3);
    upper('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
