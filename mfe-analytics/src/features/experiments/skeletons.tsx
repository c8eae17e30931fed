import { Card, SkeletonBodyText, SkeletonPage } from '@shopify/polaris';

/** The screen's title, its sidebar label (admin-kit's route table) and the list skeleton's heading. */
export const EXPERIMENTS_TITLE = 'Experiments';

/** The list's skeleton while its chunk, IndexTable's or the first answer loads. */
export const listSkeleton = (
  <SkeletonPage title={EXPERIMENTS_TITLE} primaryAction>
    <Card>
      <SkeletonBodyText lines={6} />
    </Card>
  </SkeletonPage>
);

/** An experiment's skeleton while its chunk, the experiment or the drafts load. */
export const experimentSkeleton = (
  <SkeletonPage title="Experiment" backAction primaryAction>
    <Card>
      <SkeletonBodyText lines={8} />
    </Card>
  </SkeletonPage>
);
