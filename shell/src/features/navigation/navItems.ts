import { remoteNavEntry } from '../../remotes/remoteMounts';

/** One sidebar entry. */
export interface NavEntry {
  label: string;
  url: string;
  exactMatch?: boolean;
}

/**
 * The sidebar's main entries, in the spec's order (campaigns.md §2). Remote screens take their label and URL from the
 * route table (REMOTE_ROUTES), so the sidebar shows them even while their remote is down.
 */
export const MAIN_NAV: readonly NavEntry[] = [
  { label: 'Getting started', url: '/', exactMatch: true },
  remoteNavEntry('dashboard'),
  remoteNavEntry('experiments'),
  remoteNavEntry('settings'),
  remoteNavEntry('campaigns'),
  remoteNavEntry('sticky'),
  { label: 'Integrations', url: '/integrations' },
  remoteNavEntry('plan'),
];

/**
 * Links that open in a new tab and appear only once the shop has a campaign (campaigns.md §1). In-app pages keep the
 * query string (the admin only runs with ?shop=).
 */
export const MORE_LINKS: readonly NavEntry[] = [
  { label: 'Cashback & loyalty app', url: 'https://apps.shopify.com/search?q=cashback%20loyalty' },
  remoteNavEntry('affiliation'),
  { label: 'Community group', url: 'https://community.shopify.com/' },
  { label: 'Request a feature', url: 'https://community.shopify.com/c/shopify-apps/ct-p/shopify-apps' },
  { label: "FAQ's", url: '/faq' },
  { label: 'Privacy policy', url: '/privacy_policy' },
];

/** Whether the external links show: only once the merchant has at least one campaign. */
export function showMoreLinks(campaignCount: number): boolean {
  return campaignCount > 0;
}

/** The Getting started counter, 0-3 completed tasks, as the sidebar badge shows it. */
export function gettingStartedBadge(completed: number, total: number): string {
  return `${completed}/${total}`;
}
