import type { RemoteRoutes } from '@cartlift/admin-kit';
import { Card, SkeletonBodyText, SkeletonPage } from '@shopify/polaris';
import { lazy, Suspense } from 'react';
import { DashboardPage } from '../features/dashboard/DashboardPage';

// The Experiments screens are a chunk of their own: /dashboard does not pay for them, nor /experiments for the
// Dashboard's cards beyond the chart they share (admin first-load budget).
const LazyExperimentsRoutes = lazy(() =>
  import(/* webpackChunkName: "experiments" */ '../features/experiments/ExperimentsRoutes').then((m) => ({ default: m.ExperimentsRoutes })),
);

/** /experiments/*, suspended to a skeleton while its chunk loads. */
function ExperimentsRoute() {
  return (
    <Suspense
      fallback={
        <SkeletonPage title="Experiments" primaryAction>
          <Card>
            <SkeletonBodyText lines={6} />
          </Card>
        </SkeletonPage>
      }
    >
      <LazyExperimentsRoutes />
    </Suspense>
  );
}

/**
 * This remote's public API: what the shell mounts at /dashboard (cart-and-shop.md §2 Dashboard) and /experiments/*
 * (issue 26; docs/experiments.md: analytics owns experiments).
 */
const routes: RemoteRoutes = { dashboard: DashboardPage, experiments: ExperimentsRoute };
export default routes;
