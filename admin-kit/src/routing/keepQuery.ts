/**
 * Adds the current query string (shop, host, embedded...) to an in-app target that has none of its own, so every
 * navigation keeps it (campaigns.md §2). External URLs and targets that carry their own query are left alone.
 */
export function withSearch(to: string, currentSearch: string): string {
  if (!currentSearch || currentSearch === '?') return to;
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) return to;
  const hashAt = to.indexOf('#');
  const path = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  if (path.includes('?')) return to;
  const search = currentSearch.startsWith('?') ? currentSearch : `?${currentSearch}`;
  return `${path}${search}${hash}`;
}

/** Whether a URL leaves the admin (opened in a new tab rather than routed). */
export function isExternalUrl(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
}
