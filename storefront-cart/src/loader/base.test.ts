import { assetBase } from './base';

describe('assetBase: where the loader finds its chunks', () => {
  it("is the theme app extension's asset folder on Shopify's CDN, whatever query asset_url adds", () => {
    const folder = 'https://cdn.shopify.com/extensions/019a7c4e-0b1d-7d3e-9f10-2a3b4c5d6e7f/cartlift-12/assets/';
    expect(assetBase(`${folder}loader.js`)).toBe(folder);
    expect(assetBase(`${folder}loader.js?v=1764201234`)).toBe(folder);
    expect(assetBase(`${folder}loader.js?v=1/2#x`)).toBe(folder);
  });

  it("is the gateway's /storefront/ when the gateway serves the loader (local, self-hosted)", () => {
    expect(assetBase('http://localhost:4000/storefront/loader.js')).toBe('http://localhost:4000/storefront/');
  });
});
