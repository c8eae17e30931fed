/**
 * Query parameters a screen owns rather than the admin's context, by the path of that screen: Cart Setup's draft cart
 * (docs/experiments.md, `/settings?draft=<id>`). They ride along within the screen and are dropped on the way to any
 * other. Kept everywhere, a draft opened once followed the merchant to every screen, and the sidebar's Cart Setup
 * reopened that draft instead of the live cart (after promoting it, a draft that no longer existed).
 */
const SCREEN_PARAMS: Readonly<Record<string, string>> = { draft: '/settings' };

/** The query string for an in-app path: all of it, less the screen parameters of screens the path is not in. */
function searchFor(path: string, search: string): string {
  // A relative target stays within the current screen.
  if (!path.startsWith('/')) return search;
  const kept = search
    .slice(1)
    .split('&')
    .filter((pair) => {
      const screen = SCREEN_PARAMS[pair.split('=')[0]];
      return screen === undefined || path === screen || path.startsWith(`${screen}/`);
    });
  return kept.length ? `?${kept.join('&')}` : '';
}

/**
 * Adds the current query string (shop, host, embedded...) to an in-app target that has none of its own, so every
 * navigation keeps it (campaigns.md §2), less another screen's own parameters (SCREEN_PARAMS). External URLs and
 * targets that carry their own query are left alone.
 */
export function withSearch(to: string, currentSearch: string): string {
  if (!currentSearch || currentSearch === '?') return to;
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) return to;
  const hashAt = to.indexOf('#');
  const path = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  if (path.includes('?')) return to;
  const search = searchFor(path, currentSearch.startsWith('?') ? currentSearch : `?${currentSearch}`);
  return `${path}${search}${hash}`;
}

/** Whether a URL leaves the admin (opened in a new tab rather than routed). */
export function isExternalUrl(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
}
