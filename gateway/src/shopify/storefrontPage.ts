import type { StorefrontPage } from '@cartlift/domain';
import { upstreamError } from '../shared/errors';

const MAX_PAGE_BYTES = 3 * 1024 * 1024;
const SCRIPT = /<script\b[\s\S]*?<\/script\s*>/gi;
const META_REFRESH = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh["']?[^>]*>/gi;
const LOADER = /<script\b[^>]*(?:data-cartlift-api|\/storefront\/loader\.js)[^>]*>/i;

/** Where a shop's storefront is: the dev store locally (same base as its Admin API), https://{shop} on Shopify. */
export function storefrontOrigin(adminUrl: string, shop: string): string {
  return adminUrl.replace('{shop}', shop);
}

/**
 * Prepares a storefront page for the Manual Setup frame: no scripts run (the theme's own, Cartlift's loader or a
 * redirect would fight the click-to-select), and relative URLs resolve against the store.
 */
export function framePage(html: string, url: string): StorefrontPage {
  const cartScriptFound = LOADER.test(html);
  const base = `<base href="${url.replace(/"/g, '&quot;')}">`;
  const clean = html.replace(SCRIPT, '').replace(META_REFRESH, '');
  const withBase = /<head\b[^>]*>/i.test(clean)
    ? clean.replace(/<head\b[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${clean}`;
  return { url, html: withBase, cartScriptFound };
}

/** Fetches a page of the storefront at origin (its home page by default) the way a shopper's browser would. */
export async function fetchStorefrontPage(origin: string, path: string): Promise<StorefrontPage> {
  const target = new URL(path, `${origin}/`);
  // The path comes from the admin: it may only pick a page of this shop's store, never another host.
  if (target.origin !== new URL(origin).origin) throw upstreamError('The storefront did not answer');
  const url = target.toString();
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'follow', signal: AbortSignal.timeout(10000) });
  } catch {
    throw upstreamError('The storefront did not answer');
  }
  const text = await res.text();
  if (!res.ok || text.length > MAX_PAGE_BYTES) throw upstreamError('The storefront did not answer');
  return framePage(text, res.url || url);
}
