/**
 * Subscription apps that still run their own hosted checkout, detected by their storefront script names. Shopify's
 * native selling plans check out through Shopify, so a cart with selling plans and none of these takes the normal path.
 */
export const SUBSCRIPTION_PROVIDERS: readonly { name: string; script: RegExp; checkout(shop: string, token: string): string }[] = [
  {
    name: 'recharge',
    script: /rechargeapps\.com|rechargecdn\.com|shopifysubscriptions\.com/,
    checkout: (shop, token) =>
      `https://checkout.rechargeapps.com/r/checkout?myshopify_domain=${encodeURIComponent(shop)}&cart_token=${encodeURIComponent(token)}`,
  },
];

/** The hosted subscription checkout for a cart, or null when no provider script is on the page. */
export function subscriptionCheckoutUrl(doc: Document, shop: string, cartToken: string): string | null {
  const sources = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src);
  const provider = SUBSCRIPTION_PROVIDERS.find((p) => sources.some((src) => p.script.test(src)));
  return provider ? provider.checkout(shop, cartToken) : null;
}
