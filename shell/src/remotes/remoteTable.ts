import type { RemoteName } from '@cartlift/admin-kit';

/** Where the shell mounts one screen group of a remote. */
export interface RemoteMountSpec {
  /** Route pattern relative to the app root (`settings/*`). */
  path: string;
  remote: RemoteName;
  /** Key in the remote's RemoteRoutes. */
  key: string;
  /** Shown by the loading skeleton and the fallback. */
  title: string;
  /** Public landing pages live outside the merchant frame (no sidebar, no sign-in). */
  isPublic?: boolean;
}

/** Every remote-owned route of campaigns.md §2 and cart-and-shop.md §2, and which remote owns it. */
export const REMOTE_MOUNTS: readonly RemoteMountSpec[] = [
  { path: 'campaigns/*', remote: 'mfe_campaigns', key: 'campaigns', title: 'Upsell Campaigns' },
  { path: 'settings/*', remote: 'mfe_cart_setup', key: 'settings', title: 'Cart Setup' },
  { path: 'sticky', remote: 'mfe_cart_setup', key: 'sticky', title: 'Sticky cart' },
  { path: 'dashboard', remote: 'mfe_analytics', key: 'dashboard', title: 'Dashboard' },
  { path: 'plan', remote: 'mfe_billing', key: 'plan', title: 'Your Plan' },
  { path: 'affiliation', remote: 'mfe_billing', key: 'affiliation', title: 'Referral Program' },
  { path: 'ref/*', remote: 'mfe_billing', key: 'ref', title: 'Referral', isPublic: true },
  { path: 'invitation/*', remote: 'mfe_billing', key: 'invitation', title: 'Invitation', isPublic: true },
  { path: 'invitations/*', remote: 'mfe_billing', key: 'invitation', title: 'Invitation', isPublic: true },
];
