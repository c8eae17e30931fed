/**
 * Checks a myshopify domain ("name.myshopify.com", at most 255 characters): the one rule used by session tokens,
 * OAuth, webhooks, the seed and the public storefront API.
 */
export const isShopDomain = (s: unknown): s is string =>
  typeof s === 'string' && s.length <= 255 && /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(s);
