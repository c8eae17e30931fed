/**
 * Shopify's confirmation page must open at the top level (an embedded app runs in an iframe it cannot leave
 * otherwise); a seam so component tests can see where it went.
 */
export const topLevel = { open: (url: string) => window.open(url, '_top') };
