import { NotFoundPage } from '@cartlift/admin-kit';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ExperimentsPage } from './ExperimentsPage';
import { experimentSkeleton, listSkeleton } from './skeletons';

// One experiment (its editor, the horizon helper and the statistics it sizes with, its results) is a chunk of its own:
// the list, the route's first screen, does not pay for it (admin first-load budget, as mfe-campaigns splits its editor).
const ExperimentPage = lazy(() => import(/* webpackChunkName: "experiment" */ './ExperimentPage').then((m) => ({ default: m.ExperimentPage })));
const NewExperimentPage = lazy(() =>
  import(/* webpackChunkName: "experiment" */ './ExperimentPage').then((m) => ({ default: m.NewExperimentPage })),
);

// IndexTable and RangeSlider are Polaris parts fetched on first render too (admin-kit's polaris-lazy): each screen
// suspends to its own skeleton meanwhile.
const within = (fallback: ReactNode, page: ReactNode) => <Suspense fallback={fallback}>{page}</Suspense>;

/**
 * /experiments/*: the list, a new experiment, and one experiment (its editor while a draft, its results after). Paths
 * are relative: the shell mounts this under /experiments/*, so the remote never hard-codes where it lives.
 */
export function ExperimentsRoutes() {
  return (
    <Routes>
      <Route index element={within(listSkeleton, <ExperimentsPage />)} />
      <Route path="new" element={within(experimentSkeleton, <NewExperimentPage />)} />
      <Route path=":id" element={within(experimentSkeleton, <ExperimentPage key="experiment" />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
