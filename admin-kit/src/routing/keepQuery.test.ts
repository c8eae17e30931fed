import { withSearch } from './keepQuery';

describe('withSearch', () => {
  const q = '?shop=cartlift-demo.myshopify.com&host=abc';

  it('keeps the query string on in-app paths', () => {
    expect(withSearch('/campaigns', q)).toBe('/campaigns?shop=cartlift-demo.myshopify.com&host=abc');
    expect(withSearch('/settings#checkout', q)).toBe('/settings?shop=cartlift-demo.myshopify.com&host=abc#checkout');
    expect(withSearch('create', 'shop=a.myshopify.com')).toBe('create?shop=a.myshopify.com');
  });

  it("keeps a screen's own parameter within that screen only: Cart Setup's draft stays on /settings and is dropped elsewhere", () => {
    const draft = `${q}&draft=d_blue`;
    expect(withSearch('/settings/setup', draft)).toBe(`/settings/setup${draft}`);
    expect(withSearch('/settings', draft)).toBe(`/settings${draft}`);
    expect(withSearch('setup', draft)).toBe(`setup${draft}`);
    expect(withSearch('/experiments', draft)).toBe(`/experiments${q}`);
    expect(withSearch('/settingsx', draft)).toBe(`/settingsx${q}`);
    expect(withSearch('/experiments#x', 'draft=d_blue&shop=a.myshopify.com')).toBe('/experiments?shop=a.myshopify.com#x');
    expect(withSearch('/dashboard', '?draft=d_blue')).toBe('/dashboard');
  });

  it('leaves external URLs, targets with their own query and empty searches alone', () => {
    expect(withSearch('https://example.com/faq', q)).toBe('https://example.com/faq');
    expect(withSearch('/login?next=1', q)).toBe('/login?next=1');
    expect(withSearch('/plan', '')).toBe('/plan');
  });
});
