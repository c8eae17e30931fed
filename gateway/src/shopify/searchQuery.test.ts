import { titleSearchQuery, titleSearchWords } from './searchQuery';

describe('titleSearchQuery', () => {
  it('puts every word in its own title wildcard term, AND-ed', () => {
    expect(titleSearchQuery('hoodie')).toBe('title:*hoodie*');
    expect(titleSearchQuery('  Zip   Hoodie ')).toBe('title:*Zip* AND title:*Hoodie*');
    expect(titleSearchQuery('pour-over café 250g')).toBe('title:*pour-over* AND title:*café* AND title:*250g*');
  });

  it('has nothing to search for blank or punctuation-only text', () => {
    expect(titleSearchQuery(undefined)).toBeUndefined();
    expect(titleSearchQuery('')).toBeUndefined();
    expect(titleSearchQuery('   ')).toBeUndefined();
    expect(titleSearchQuery('"():*')).toBeUndefined();
    expect(titleSearchQuery('OR AND NOT')).toBeUndefined();
  });

  it.each([
    ['x OR product_type:free_gift', 'title:*x* AND title:*product_type* AND title:*free_gift*'],
    ['x) OR (status:draft', 'title:*x* AND title:*status* AND title:*draft*'],
    ['"x" OR tag:"a b"', 'title:*x* AND title:*tag* AND title:*a* AND title:*b*'],
    ['*', undefined],
    ['-status:active', 'title:*status* AND title:*active*'],
    ['a\\" OR id:1', 'title:*a* AND title:*id* AND title:*1*'],
    ["x' OR 'y", 'title:*x* AND title:*y*'],
    ['x\nOR\tvendor:evil', 'title:*x* AND title:*vendor* AND title:*evil*'],
    ['x AND -title:*', 'title:*x* AND title:*title*'],
    [
      '<x> {y} [z] ^w |v ~u !t =s',
      'title:*x* AND title:*y* AND title:*z* AND title:*w* AND title:*v* AND title:*u* AND title:*t* AND title:*s*',
    ],
  ])('cannot turn %j into another filter', (text, expected) => {
    const q = titleSearchQuery(text);
    expect(q).toBe(expected);
    // Whatever comes out is only title wildcard terms joined by AND.
    if (q) expect(q).toMatch(/^title:\*[^\s:*"'()\\]+\*( AND title:\*[^\s:*"'()\\]+\*)*$/);
  });

  it('keeps at most 10 words', () => {
    expect(titleSearchWords(Array.from({ length: 15 }, (_, i) => `w${i}`).join(' '))).toHaveLength(10);
  });
});
