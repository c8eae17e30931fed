import { render } from 'preact';
import { act } from 'preact/test-utils';
import { drawerHost } from '../test-support/host';
import { App, type AppProps } from './App';
import { cartOf, line, memorySource } from '../test-support/memory-source';
import type { Lookup } from '../shared/gateway';

// Shopify.currency.active EUR at rate 0.92 on a USD shop: cart.js amounts arrive converted; stored campaign prices
// (shop currency) are converted by the rate; everything is printed in the EUR format, never the shop's "$".
const hostOf = drawerHost();

const oneCheck = {
  id: '3',
  campaign_key: 'oc',
  settings: {
    type: 'one_check_up_sell' as const,
    multi_one_check_upsell: { products: [{ text: 'Protect it for {{product_price}}', product: { id: 5, title: 'Protection', price: '2.99', variant_id: 51 } }] },
  },
};
const lookup = (shopCurrency: string): Lookup => ({
  shop: { money_format: '${{amount}}', currency: shopCurrency },
  settings: { modules: { checkout_button: { show_subtotal: true } } },
  campaigns: [oneCheck],
  compareAtMap: {},
});
const eurCart = () => ({ ...cartOf([line(11, 1, 2300)]), currency: 'EUR' });

async function mount(props: Partial<AppProps> & Pick<AppProps, 'source' | 'lookup'>) {
  await act(async () => render(<App open onClose={jest.fn()} {...props} />, hostOf()));
}
const text = (sel: string) => hostOf().querySelector(sel)?.textContent;

describe('money in the shopper currency', () => {
  it('prints lines, subtotal, checkout and the One Check price in EUR, the add-on price converted', async () => {
    await mount({ source: memorySource(eurCart()), lookup: lookup('USD'), currency: 'EUR', currencyRate: 0.92 });
    expect(text('.cartlift-line__price')).toBe('€23,00');
    expect(text('.cartlift-subtotal__value')).toBe('€23,00');
    expect(text('.cartlift-checkout__button')).toContain('€23,00');
    expect(text('.cartlift-checkout__button')).not.toContain('$');
    // 2.99 USD × 0.92 = 2.7508 → €2,75.
    expect(text('.cartlift-one-check__text')).toBe('Protect it for €2,75');
    expect(text('.cartlift-one-check__price')).toBe('€2,75');
  });

  it("keeps the merchant's own format in the shop currency", async () => {
    const usd = cartOf([line(11, 1, 2500)]);
    await mount({ source: memorySource(usd), lookup: lookup('USD'), currency: 'USD', currencyRate: 1 });
    expect(text('.cartlift-line__price')).toBe('$25.00');
    expect(text('.cartlift-one-check__price')).toBe('$2.99');
  });

  it('takes the currency from cart.js when the theme does not say', async () => {
    await mount({ source: memorySource(eurCart()), lookup: lookup('USD'), currencyRate: 0.92 });
    expect(text('.cartlift-line__price')).toBe('€23,00');
  });

  it("sends the cart's currency and the shopper's applied discount code with the checkout", async () => {
    const cart = { ...eurCart(), discount_codes: [{ code: 'BAD', applicable: false }, { code: 'WELCOME10', applicable: true }] };
    const source = memorySource(cart);
    await mount({ source, lookup: lookup('USD'), currency: 'EUR', currencyRate: 0.92 });
    await act(async () => (hostOf().querySelector('.cartlift-checkout__button') as HTMLElement).click());
    expect(source.checkout).toHaveBeenCalledWith(expect.objectContaining({ cart_currency: 'EUR', discountCode: 'WELCOME10' }));
  });
});
