import { Router } from 'express';
import { adminRoutes } from '../admin/adminRoutes';
import { oauthRoutes } from '../admin/oauth';
import { billingRoutes } from '../billing/billingRoutes';
import type { StoreDeps } from '../config';

/** A myshopify domain, as Shopify names a shop. */
export const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/** "second-shop.myshopify.com" → "Second Shop": the name an additional shop's Admin API and charge page show. */
export function shopNameOf(domain: string): string {
  return domain
    .replace(/\.myshopify\.com$/, '')
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** The deps one shop's routes see: its own domain, name and mount path over the shared state. */
export function depsForShop(deps: StoreDeps, domain: string): StoreDeps {
  const primary = domain === deps.config.shopDomain;
  return {
    ...deps,
    config: { ...deps.config, shopDomain: domain, shopName: primary ? deps.config.shopName : shopNameOf(domain) },
    basePath: `/shops/${domain}`,
  };
}

/**
 * `/shops/{domain}/…`: the admin side of each shop the store serves (the primary and `extraShopDomains`), addressed
 * the way Shopify addresses a shop by its host (`https://{shop}/admin/…`). The gateway reaches it with
 * `SHOPIFY_ADMIN_URL=http://127.0.0.1:4100/shops/{shop}`. OAuth codes and access tokens belong to the shop that
 * issued them; Billing API charges to the installation (token) that created them. Unknown shops fall through to 404.
 */
export function shopRoutes(deps: StoreDeps): Router {
  const router = Router();
  for (const domain of new Set([deps.config.shopDomain, ...deps.config.extraShopDomains])) {
    const shopDeps = depsForShop(deps, domain);
    router.use(shopDeps.basePath ?? '', adminRoutes(shopDeps), oauthRoutes(shopDeps), billingRoutes(shopDeps));
  }
  return router;
}
