import { withSearch } from './keepQuery';

describe('withSearch', () => {
  const q = '?shop=cartlift-demo.myshopify.com&host=abc';

  it('keeps the query string on in-app paths', () => {
    expect(withSearch('/campaigns', q)).toBe('/campaigns?shop=cartlift-demo.myshopify.com&host=abc');
    expect(withSearch('/settings#checkout', q)).toBe('/settings?shop=cartlift-demo.myshopify.com&host=abc#checkout');
    expect(withSearch('create', 'shop=a.myshopify.com')).toBe('create?shop=a.myshopify.com');
  });

  it('leaves external URLs, targets with their own query and empty searches alone', () => {
    expect(withSearch('https://example.com/faq', q)).toBe('https://example.com/faq');
    expect(withSearch('/login?next=1', q)).toBe('/login?next=1');
    expect(withSearch('/plan', '')).toBe('/plan');
  });
});
