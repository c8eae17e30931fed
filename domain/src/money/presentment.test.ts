import { presentmentMoney, PRESENTMENT_MONEY_FORMATS } from './presentment';

describe('presentmentMoney', () => {
  const shop = { shopFormat: '<span class=money>${{amount}} USD</span>', shopCurrency: 'USD' };

  it("uses the merchant's format in the shop currency (and when the shop currency is unknown)", () => {
    expect(presentmentMoney({ ...shop, currency: 'USD' })(2575)).toBe('$25.75 USD');
    expect(presentmentMoney({ ...shop, currency: 'usd' })(2575)).toBe('$25.75 USD');
    expect(presentmentMoney({ ...shop, currency: '' })(2575)).toBe('$25.75 USD');
    expect(presentmentMoney({ ...shop, shopCurrency: undefined, currency: 'EUR' })(2575)).toBe('$25.75 USD');
  });

  it("uses Shopify's format of a known presentment currency: symbol, separators, decimals", () => {
    expect(presentmentMoney({ ...shop, currency: 'EUR' })(2300)).toBe('€23,00');
    expect(presentmentMoney({ ...shop, currency: 'EUR' })(123456)).toBe('€1.234,56');
    expect(presentmentMoney({ ...shop, currency: 'JPY' })(123456)).toBe('¥1,235');
    expect(presentmentMoney({ ...shop, currency: 'SEK' })(9950)).toBe('99,50 kr');
    expect(Object.keys(PRESENTMENT_MONEY_FORMATS).every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
  });

  it("formats other currencies with the browser's currency format in the shopper's language", () => {
    expect(presentmentMoney({ ...shop, currency: 'ZAR', locale: 'en' })(2300)).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'ZAR' }).format(23));
    expect(presentmentMoney({ ...shop, currency: 'ZAR', locale: 'en' })(2300)).toMatch(/ZAR|R/);
    // A currency code the browser refuses falls back to the merchant's format rather than throwing.
    expect(presentmentMoney({ ...shop, currency: 'NOT-A-CODE' })(100)).toBe('$1.00 USD');
  });
});
