/**
 * The folder a script was loaded from, webpack's public path for the chunks beside it: Shopify's CDN folder of the
 * theme app extension's assets (`…/extensions/<id>/<version>/assets/loader.js?v=…`, the query `asset_url` may add
 * dropped), the gateway's /storefront/, or any host that serves storefront-cart's dist/.
 */
export const assetBase = (src: string): string => src.replace(/[^/?#]*([?#].*)?$/, '');
