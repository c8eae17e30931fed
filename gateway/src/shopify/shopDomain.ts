/**
 * The one myshopify-domain rule (session tokens, OAuth, webhooks, the seed, the public storefront API) lives in domain/,
 * where the admin's static server shares it for frame-ancestors.
 */
export { isShopDomain } from '@cartlift/domain';
