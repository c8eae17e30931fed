import type { RemoteRoutes } from '@cartlift/admin-kit';
import { DashboardPage } from '../features/dashboard/DashboardPage';

/** This remote's public API: what the shell mounts at /dashboard (cart-and-shop.md §2 Dashboard). */
const routes: RemoteRoutes = { dashboard: DashboardPage };
export default routes;
