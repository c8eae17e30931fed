import { storefrontOriginsOf } from './install';

describe('storefrontOriginsOf (CORS for a store on its own domain)', () => {
  const shop = 'a-shop.myshopify.com';
  it('adds a custom https primary domain as an origin', () => {
    expect(storefrontOriginsOf(shop, 'https://www.brand.example/')).toEqual(['https://www.brand.example']);
    expect(storefrontOriginsOf(shop, 'https://shop.brand.example:8443/path')).toEqual([
      'https://shop.brand.example:8443',
    ]);
  });
  it('adds nothing for the myshopify domain itself, plain http, a missing or a broken URL', () => {
    expect(storefrontOriginsOf(shop, `https://${shop}`)).toEqual([]);
    expect(storefrontOriginsOf(shop, 'http://www.brand.example')).toEqual([]);
    expect(storefrontOriginsOf(shop, undefined)).toEqual([]);
    expect(storefrontOriginsOf(shop, 'not a url')).toEqual([]);
  });
});
