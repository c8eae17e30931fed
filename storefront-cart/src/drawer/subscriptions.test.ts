import { subscriptionCheckoutUrl } from './subscriptions';

describe('subscription provider checkout', () => {
  afterEach(() => (document.head.innerHTML = ''));

  it('sends a subscription cart to the provider checkout with the store domain and cart token', () => {
    const s = document.createElement('script');
    s.src = 'https://static.rechargecdn.com/static/js/recharge.js';
    document.head.appendChild(s);
    expect(subscriptionCheckoutUrl(document, 'demo.myshopify.com', 'c1/abc')).toBe(
      'https://checkout.rechargeapps.com/r/checkout?myshopify_domain=demo.myshopify.com&cart_token=c1%2Fabc',
    );
  });

  it('keeps the normal checkout when no provider script is present (native selling plans)', () => {
    expect(subscriptionCheckoutUrl(document, 'demo.myshopify.com', 't')).toBeNull();
  });
});
