/**
 * Which browser origins may call a shop's public API: its myshopify storefront and the storefront domains it owns
 * (custom domains, read from the Admin API at install and kept fresh by the shop/update webhook). Pure functions, so
 * whichever CORS implementation answers the request can ask them.
 */

/** The https origin of a storefront URL or bare host ("shop.example.com", "https://shop.example.com/"), else null. */
export function storefrontOriginOf(urlOrHost: string | null | undefined): string | null {
  const raw = (urlOrHost ?? '').trim();
  if (!raw) return null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'https:' && url.hostname.includes('.') ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins to record for a shop's own domains: https, unique, without its myshopify origin (always allowed). */
export function domainOrigins(shop: string, domains: ReadonlyArray<string | null | undefined>): string[] {
  const own = `https://${shop}`;
  const out = domains.map(storefrontOriginOf).filter((o): o is string => o !== null && o !== own);
  return [...new Set(out)];
}

/** Every origin allowed for the shop: https://<shop>.myshopify.com first, then its recorded storefront domains. */
export function storefrontOrigins(shop: { id: string; storefront_origins?: readonly string[] | null }): string[] {
  return [`https://${shop.id}`, ...domainOrigins(shop.id, shop.storefront_origins ?? [])];
}
