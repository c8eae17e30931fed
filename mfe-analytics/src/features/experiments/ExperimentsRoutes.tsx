import { NotFoundPage } from '@cartlift/admin-kit';
import { Card, SkeletonBodyText, SkeletonPage } from '@shopify/polaris';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ExperimentPage, experimentSkeleton, NewExperimentPage } from './ExperimentPage';
import { EXPERIMENTS_TITLE, ExperimentsPage } from './ExperimentsPage';

const listSkeleton = (
  <SkeletonPage title={EXPERIMENTS_TITLE} primaryAction>
    <Card>
      <SkeletonBodyText lines={6} />
    </Card>
  </SkeletonPage>
);

// IndexTable and RangeSlider are Polaris parts fetched on first render (admin-kit's polaris-lazy): each screen suspends
// to its own skeleton meanwhile.
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
