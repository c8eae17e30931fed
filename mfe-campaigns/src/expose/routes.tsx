import type { RemoteRoutes } from '@cartlift/admin-kit';
import { CampaignsRoutes } from '../CampaignsRoutes';

/** This remote's public API: what the shell mounts at /campaigns/* (the campaign dashboard and editor, campaigns.md §2). */
const routes: RemoteRoutes = { campaigns: CampaignsRoutes };
export default routes;
