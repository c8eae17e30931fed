/**
 * Subscription apps, recognised by the names of the storefront scripts they install (cart-and-shop.md §7: "provider
 * detection by script names"). Data only: adding a provider is one entry. `checkout` is a URL template ({shop} = the
 * myshopify domain, {token} = the cart token, both URL-encoded) for apps that run their own hosted checkout; apps that
 * sell through Shopify's native selling plans have none, and their carts take the normal checkout path.
 */
export interface SubscriptionProvider {
  name: string;
  /** Matched against the src of every script on the page. */
  script: RegExp;
  checkout?: string;
}

/** The subscription apps we recognise; only ReCharge still sends carts to its own hosted checkout. */
export const SUBSCRIPTION_PROVIDERS: readonly SubscriptionProvider[] = [
  {
    name: 'recharge',
    script: /rechargeapps\.com|rechargecdn\.com|shopifysubscriptions\.com|recharge-?payments?/i,
    checkout: 'https://checkout.rechargeapps.com/r/checkout?myshopify_domain={shop}&cart_token={token}',
  },
  { name: 'seal', script: /sealsubscriptions\.com|seal-subscriptions/i },
  { name: 'appstle', script: /appstle/i },
  { name: 'bold', script: /boldapps\.net|boldcommerce\.com|bold-subscriptions|bold\.ninja/i },
  { name: 'loop', script: /loopsubscriptions\.com|loop-subscriptions|loopwork\.co/i },
  { name: 'skio', script: /skio\.com|skio-plan-picker/i },
  { name: 'stay-ai', script: /stay\.ai|stayai|retextion/i },
  { name: 'paywhirl', script: /paywhirl/i },
  { name: 'ordergroove', script: /ordergroove/i },
  { name: 'smartrr', script: /smartrr/i },
  { name: 'yotpo-subscriptions', script: /yotpo\.com\/.*subscriptions|subscriptions\.yotpo/i },
];

/** The first subscription provider whose script is on the page, or null. */
export function detectSubscriptionProvider(doc: Document, providers: readonly SubscriptionProvider[] = SUBSCRIPTION_PROVIDERS): SubscriptionProvider | null {
  const sources = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src);
  return providers.find((p) => sources.some((src) => p.script.test(src))) ?? null;
}

/** The hosted subscription checkout for a cart, or null (no provider script, or a provider using Shopify checkout). */
export function subscriptionCheckoutUrl(
  doc: Document,
  shop: string,
  cartToken: string,
  providers: readonly SubscriptionProvider[] = SUBSCRIPTION_PROVIDERS,
): string | null {
  const template = detectSubscriptionProvider(doc, providers)?.checkout;
  if (!template) return null;
  return template.replace('{shop}', encodeURIComponent(shop)).replace('{token}', encodeURIComponent(cartToken));
}
