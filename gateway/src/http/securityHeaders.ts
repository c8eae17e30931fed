import { IncomingMessage, ServerResponse } from 'http';
import { Socket } from 'net';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { frameAncestorOrigins, SHOPIFY_ADMIN_ORIGIN } from '@cartlift/domain';
import type { Config } from '../config/env';
import { perKey } from '../shared/perObject';
import { isShopDomain } from '../shopify/shopDomain';

/**
 * The shop a request is for, when it names one (?shop= on public and OAuth routes, the webhook's shop header). A
 * request Node could not parse reaches helmet without Express's query (see securityHeadersWithoutRequest).
 */
const shopOf = (req: IncomingMessage & Partial<Pick<Request, 'query'>>): unknown =>
  req.query?.shop ?? req.headers['x-shopify-shop-domain'];

/** Shops whose Content-Security-Policy securityHeaders keeps written. */
const MAX_POLICIES = 10_000;

/**
 * helmet's security headers on every response. The CSP fits an API that is embedded in the Shopify admin: nothing
 * loads from our answers (default-src 'none'), and only the shop's admin and admin.shopify.com may frame them
 * (frame-ancestors replaces X-Frame-Options, which cannot name two origins). Storefronts on other origins load the
 * loader, drawer chunks and uploaded images from us, so resources are cross-origin readable (CORP cross-origin).
 */
export function securityHeaders(): RequestHandler {
  // helmet runs a dozen middlewares per answer; its headers are the same on every answer but CSP's frame-ancestors,
  // so they are taken from helmet once and only that directive is written per request (issue 25: the lookup's hot
  // path). securityHeaders.test.ts holds them equal to helmet's for requests with and without a shop.
  const fixed = securityHeadersWithoutRequest();
  const csp = fixed.find(([name]) => name === 'content-security-policy')?.[1] ?? '';
  const cspPrefix = csp.slice(0, csp.lastIndexOf('frame-ancestors ') + 'frame-ancestors '.length);
  const withoutShop = cspPrefix + frameAncestorOrigins(undefined).join(' ');
  if (!cspPrefix || csp !== withoutShop)
    throw new Error('helmet no longer ends its policy with frame-ancestors: securityHeaders needs a look');
  const others = fixed.filter(([name]) => name !== 'content-security-policy');
  // The policy per shop, kept (at most MAX_POLICIES, then started again) instead of written anew on every answer. Only
  // shop domains are kept: anything else gets the policy without a shop, as frameAncestorOrigins gives it.
  const shopPolicy = perKey(MAX_POLICIES, (shop) =>
    isShopDomain(shop) ? cspPrefix + frameAncestorOrigins(shop).join(' ') : undefined,
  );
  const policyFor = (shop: unknown): string => (typeof shop === 'string' ? shopPolicy(shop) : undefined) ?? withoutShop;
  return (req, res, next) => {
    res.removeHeader('X-Powered-By');
    res.setHeader('Content-Security-Policy', policyFor(shopOf(req)));
    for (const [name, value] of others) res.setHeader(name, value);
    next();
  };
}

/** helmet itself with the API's configuration (what securityHeaders() writes, one middleware per header). */
export function securityHeadersByHelmet(): RequestHandler {
  return apiHelmet();
}

function apiHelmet(): ReturnType<typeof helmet> {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: [(req) => frameAncestorOrigins(shopOf(req)).join(' ')],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: false,
  });
}

/**
 * The headers securityHeaders() sets on an answer to a request that names no shop, as name/value pairs. For answers
 * written to the socket without Express (http/clientErrors.ts): running the same helmet config on a bare response
 * keeps them equal to every other answer's instead of a hand-kept copy.
 */
export function securityHeadersWithoutRequest(): Array<[string, string]> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let ran = false;
  apiHelmet()(req, res, (err?: unknown) => {
    if (err) throw err;
    ran = true;
  });
  // helmet sets every header before it calls next, synchronously; anything else would leave this list short.
  if (!ran) throw new Error('helmet did not finish synchronously');
  return Object.entries(res.getHeaders()).map(([name, value]) => [
    name,
    Array.isArray(value) ? value.join(', ') : String(value),
  ]);
}

/**
 * The storefront files (/storefront/*) include the admin's live preview page (preview.html), which the admin frames
 * and which runs our own scripts and shows product images and merchant fonts. Its policy: scripts from us only, styles
 * and images from anywhere (product images, Google Fonts), framed only by the admin (APP_URL, admin.shopify.com, and
 * localhost in local mode). The loader and drawer chunks are scripts other pages include, which a CSP does not affect.
 */
export function storefrontHeaders(config: Config): RequestHandler {
  const admins = [
    config.appUrl,
    SHOPIFY_ADMIN_ORIGIN,
    ...(config.localMode ? ['http://localhost:*', 'http://127.0.0.1:*'] : []),
  ];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ['*', "'unsafe-inline'"],
        imgSrc: ['*', 'data:', 'blob:'],
        fontSrc: ['*', 'data:'],
        connectSrc: ['*'],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: admins,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: false,
  });
}
