import type { RemoteName } from './remote';

/**
 * One place a remote's screen group is mounted. Both the shell (routes, sidebar, the fallback title while the remote is
 * down) and the remote's standalone host read it, so a path or label is written once.
 */
export interface RemoteRoute {
  /** Route pattern relative to the app root (`settings/*`). */
  path: string;
  /** Key in the remote's RemoteRoutes (`./routes` default export). */
  key: string;
  /** The screen's title: sidebar label, loading skeleton and fallback heading. */
  title: string;
  /** Public landing pages live outside the merchant frame (no sidebar, no sign-in). */
  isPublic?: boolean;
}

/** Every remote-owned route of campaigns.md §2 and cart-and-shop.md §2, one list per remote that owns them. */
export const REMOTE_ROUTES: { readonly [R in RemoteName]: readonly RemoteRoute[] } = {
  mfe_campaigns: [{ path: 'campaigns/*', key: 'campaigns', title: 'Upsell Campaigns' }],
  mfe_cart_setup: [
    { path: 'settings/*', key: 'settings', title: 'Cart Setup' },
    { path: 'sticky', key: 'sticky', title: 'Sticky cart' },
  ],
  mfe_analytics: [
    { path: 'dashboard', key: 'dashboard', title: 'Dashboard' },
    // Issue 26 (docs/experiments.md): the list at /experiments, one experiment at /experiments/:id.
    { path: 'experiments/*', key: 'experiments', title: 'Experiments' },
  ],
  mfe_billing: [
    { path: 'plan', key: 'plan', title: 'Your Plan' },
    { path: 'affiliation', key: 'affiliation', title: 'Referral Program' },
    { path: 'ref/*', key: 'ref', title: 'Referral', isPublic: true },
    { path: 'invitation/*', key: 'invitation', title: 'Invitation', isPublic: true },
    // cart-and-shop.md §2: /invitations/{id} is read as /invitation/{id}, so it mounts the same screen.
    { path: 'invitations/*', key: 'invitation', title: 'Invitation', isPublic: true },
  ],
};

/**
 * Exports of a remote's `./routes` that are not mounted at a path: the shell shows them over every merchant screen
 * (mfe-billing's `welcome` is the install-charge modal, which must appear wherever the merchant is).
 */
export const REMOTE_OVERLAYS: { readonly [R in RemoteName]?: readonly string[] } = {
  mfe_billing: ['welcome'],
};

/** The URL a route opens at (`settings/*` → `/settings`). */
export function routeUrl(route: RemoteRoute): string {
  return `/${route.path.replace(/\/\*$/, '')}`;
}
