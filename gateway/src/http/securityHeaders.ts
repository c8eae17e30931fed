import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { isShopDomain } from '../shopify/shopDomain';

/** Shopify's admin, which frames embedded apps, besides the shop's own admin. */
export const SHOPIFY_ADMIN_ORIGIN = 'https://admin.shopify.com';

/** The shop a request is for, when it names one (?shop= on public and OAuth routes, the webhook's shop header). */
function shopOf(req: Request): string | undefined {
  const shop = req.query.shop ?? req.header('x-shopify-shop-domain');
  return isShopDomain(shop) ? shop : undefined;
}

/**
 * helmet's security headers on every response. The CSP fits an API that is embedded in the Shopify admin: nothing
 * loads from our answers (default-src 'none'), and only the shop's admin and admin.shopify.com may frame them
 * (frame-ancestors replaces X-Frame-Options, which cannot name two origins). Storefronts on other origins load the
 * loader, drawer chunks and uploaded images from us, so resources are cross-origin readable (CORP cross-origin).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: [
          SHOPIFY_ADMIN_ORIGIN,
          (req) => {
            const shop = shopOf(req as Request);
            return shop ? `https://${shop}` : SHOPIFY_ADMIN_ORIGIN;
          },
        ],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: false,
  });
}
