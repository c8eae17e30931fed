import { detectSubscriptionProvider, subscriptionCheckoutUrl, SUBSCRIPTION_PROVIDERS } from './subscriptions';

const addScript = (src: string) => {
  const s = document.createElement('script');
  s.src = src;
  document.head.appendChild(s);
};

describe('subscription providers', () => {
  afterEach(() => (document.head.innerHTML = ''));

  it('sends a ReCharge subscription cart to its hosted checkout with the store domain and cart token', () => {
    addScript('https://static.rechargecdn.com/static/js/recharge.js');
    expect(subscriptionCheckoutUrl(document, 'demo.myshopify.com', 'c1/abc')).toBe(
      'https://checkout.rechargeapps.com/r/checkout?myshopify_domain=demo.myshopify.com&cart_token=c1%2Fabc',
    );
  });

  it('keeps the normal checkout when no provider script is present (native selling plans)', () => {
    addScript('https://cdn.shopify.com/s/files/theme.js');
    expect(detectSubscriptionProvider(document)).toBeNull();
    expect(subscriptionCheckoutUrl(document, 'demo.myshopify.com', 't')).toBeNull();
  });

  it.each([
    ['recharge', 'https://static.rechargecdn.com/assets/js/widget.min.js'],
    ['seal', 'https://app.sealsubscriptions.com/shopify/public/js/sealsubscriptions.js?shop=demo.myshopify.com'],
    ['appstle', 'https://cdn.shopify.com/extensions/abc/appstle-subscription-1.0/assets/appstle-subscription.js'],
    ['bold', 'https://sub.boldapps.net/js/subscriptions.js'],
    ['loop', 'https://cdn.shopify.com/extensions/123/loop-subscriptions-2/assets/loop-widget.js'],
    ['skio', 'https://cdn.shopify.com/extensions/9/skio-plan-picker/assets/skio-plan-picker.js'],
    ['stay-ai', 'https://cdn.shopify.com/extensions/7/retextion-subscriptions/assets/retextion.js'],
    ['paywhirl', 'https://app.paywhirl.com/js/shopify-widget.js'],
    ['ordergroove', 'https://static.ordergroove.com/abc/main.js'],
    ['smartrr', 'https://cdn.smartrr.com/widget.js'],
  ])('recognises %s by its script name', (name, src) => {
    addScript(src);
    expect(detectSubscriptionProvider(document)?.name).toBe(name);
  });

  it('recognises at least seven providers, and providers on Shopify checkout keep the normal checkout path', () => {
    expect(SUBSCRIPTION_PROVIDERS.length).toBeGreaterThanOrEqual(7);
    addScript('https://app.sealsubscriptions.com/shopify/public/js/sealsubscriptions.js');
    expect(detectSubscriptionProvider(document)?.name).toBe('seal');
    expect(subscriptionCheckoutUrl(document, 'demo.myshopify.com', 't')).toBeNull();
  });

  it('fills any provider template generically', () => {
    addScript('https://example.test/acme-subs.js');
    const acme = [{ name: 'acme', script: /acme-subs/, checkout: 'https://pay.acme.test/{shop}/{token}' }];
    expect(subscriptionCheckoutUrl(document, 'a b.myshopify.com', 'x/y', acme)).toBe('https://pay.acme.test/a%20b.myshopify.com/x%2Fy');
    expect(subscriptionCheckoutUrl(document, 'demo.myshopify.com', 't')).toBeNull();
  });
});
