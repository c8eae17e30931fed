import type { StandaloneMount } from '@cartlift/admin-kit';

/** Where the shell mounts this remote, repeated for the standalone host. */
export const STANDALONE_MOUNTS: StandaloneMount[] = [
  { path: 'plan', key: 'plan', label: 'Your Plan' },
  { path: 'affiliation', key: 'affiliation', label: 'Referral Program' },
  { path: 'ref/*', key: 'ref', label: 'Referral landing' },
  { path: 'invitation/*', key: 'invitation', label: 'Invitation landing' },
];
