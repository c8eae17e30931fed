import { NotAvailableYet, type RemoteRoutes } from '@cartlift/admin-kit';

/** /dashboard: metric cards and chart (cart-and-shop.md §2). Placeholder until the analytics issue lands. */
function DashboardScreen() {
  return <NotAvailableYet title="Dashboard" />;
}

/** This remote's public API: what the shell mounts. */
const routes: RemoteRoutes = { dashboard: DashboardScreen };
export default routes;
