import { frameAncestorOrigins, isShopDomain, SHOPIFY_ADMIN_ORIGIN } from './embedding';

describe('embedded app framing', () => {
  it("allows admin.shopify.com and the named shop's own admin", () => {
    expect(frameAncestorOrigins('a-shop.myshopify.com')).toEqual([SHOPIFY_ADMIN_ORIGIN, 'https://a-shop.myshopify.com']);
  });

  it.each([undefined, null, '', 'evil.example.com', 'a.myshopify.com https://evil.example.com', ['a.myshopify.com'], `${'a'.repeat(250)}.myshopify.com`])(
    'allows only admin.shopify.com for %j',
    (shop) => {
      expect(isShopDomain(shop)).toBe(false);
      expect(frameAncestorOrigins(shop)).toEqual([SHOPIFY_ADMIN_ORIGIN]);
    },
  );
});
