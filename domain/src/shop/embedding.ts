/** Shopify's admin, which frames embedded apps besides the shop's own admin. */
export const SHOPIFY_ADMIN_ORIGIN = 'https://admin.shopify.com';

/**
 * A myshopify domain ("name.myshopify.com", at most 255 characters), as Shopify names a shop in session tokens,
 * OAuth, webhooks and the ?shop= it opens an embedded app with.
 */
export const isShopDomain = (s: unknown): s is string =>
  typeof s === 'string' && s.length <= 255 && /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(s);

/**
 * The origins that may frame an embedded app's page (CSP frame-ancestors; Shopify requires it against clickjacking):
 * admin.shopify.com, and the shop's own admin when the request names a valid shop. Anything else naming a "shop" is
 * ignored, so a crafted ?shop= cannot add an origin. The gateway and the admin's static server both use this rule.
 */
export function frameAncestorOrigins(shop: unknown): string[] {
  return isShopDomain(shop) ? [SHOPIFY_ADMIN_ORIGIN, `https://${shop}`] : [SHOPIFY_ADMIN_ORIGIN];
}
