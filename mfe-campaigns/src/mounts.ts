import type { StandaloneMount } from '@cartlift/admin-kit';

/** Where the shell mounts this remote, repeated for the standalone host. */
export const STANDALONE_MOUNTS: StandaloneMount[] = [{ path: 'campaigns/*', key: 'campaigns', label: 'Upsell Campaigns' }];
