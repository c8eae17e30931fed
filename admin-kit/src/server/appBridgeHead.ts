/** Shopify's App Bridge, which Built for Shopify requires as the first script of the embedded app's `<head>`. */
export const APP_BRIDGE_SRC = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';

/** An app's client id as Shopify issues it: letters and digits (checked so the key can be written into HTML as is). */
const API_KEY = /^[A-Za-z0-9_-]{1,128}$/;

/** Reads SHOPIFY_API_KEY once at start-up; a key that could break out of the attribute stops the server with a reason. */
export function parseShopifyApiKey(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!API_KEY.test(value)) throw new Error('SHOPIFY_API_KEY must be the app’s client id (letters, digits, - and _)');
  return value;
}

/**
 * Shopify opens an embedded app with `host` (and `shop`) in the query. Only then does the document need App Bridge:
 * standalone local mode never reaches Shopify's CDN, so it keeps working offline.
 */
export function isEmbeddedRequest(search: URLSearchParams): boolean {
  return Boolean(search.get('host'));
}

/**
 * Writes the `shopify-api-key` meta and the App Bridge script as the first elements of `<head>`, as Shopify's
 * documentation shows them. A parser-blocking script, deliberately: App Bridge must run before the shell's bundle
 * (deferred) so `window.shopify` exists when the shell starts.
 */
export function withAppBridge(html: string, apiKey: string): string {
  const tags = `<meta name="shopify-api-key" content="${apiKey}"/><script src="${APP_BRIDGE_SRC}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length);
  // A document without an explicit <head> (the parser adds one): the tags still come first in it.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return `${html.slice(0, at)}<head>${tags}</head>${html.slice(at)}`;
}
