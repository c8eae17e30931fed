import { errorMessageOf, useNavigateKeepingQuery } from '@cartlift/admin-kit';
import { EXPERIMENT_LOCKED } from '@cartlift/domain';
import { Badge, Banner, BlockStack, Button, Card, EmptyState, Layout, Page } from '@shopify/polaris';
import { useLocation, useParams } from 'react-router-dom';
import { ActionModals, useExperimentActions } from './ExperimentActions';
import { ExperimentEditor } from './ExperimentEditor';
import { ExperimentResults } from './ExperimentResults';
import { useDraftCarts, useExperimentShop } from './experimentHooks';
import { useExperimentDetailQuery, type ExperimentDetail, type ExperimentDraftCart } from './experimentsApi';
import { STATUS_BADGES } from './experimentText';
import { experimentSkeleton } from './skeletons';

/** A started experiment: locked settings, results, and stop or promote. */
function StartedExperiment({ experiment, drafts }: { experiment: ExperimentDetail; drafts: readonly ExperimentDraftCart[] }) {
  const navigate = useNavigateKeepingQuery();
  const shop = useExperimentShop();
  const actions = useExperimentActions(experiment, drafts);
  const badge = STATUS_BADGES[experiment.status];
  const canPromote = experiment.status === 'running' || experiment.status === 'stopped';
  return (
    <Page
      title={experiment.name}
      titleMetadata={<Badge tone={badge.tone}>{badge.label}</Badge>}
      backAction={{ content: 'Experiments', onAction: () => navigate('..') }}
      primaryAction={canPromote ? { content: 'Promote variant', disabled: actions.busy, onAction: () => actions.ask('promote') } : undefined}
      secondaryActions={[
        ...(experiment.status === 'running'
          ? [{ content: 'Stop', destructive: true, disabled: actions.busy, onAction: () => actions.ask('stop') }]
          : []),
        // EXPERIMENT_LOCKED tells the merchant to duplicate a started experiment to test other settings.
        { content: 'Duplicate', onAction: () => navigate('../new', { state: { duplicate: experiment.id } satisfies NewExperimentState }) },
      ]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {actions.error ? (
              <Banner tone="critical" title="That did not work" onDismiss={actions.clearError}>
                <p>{actions.error}</p>
              </Banner>
            ) : null}
            <Banner tone="info">
              <p>{EXPERIMENT_LOCKED}</p>
            </Banner>
            <ExperimentResults experiment={experiment} drafts={drafts} moneyFormat={shop.moneyFormat} zone={shop.zone} />
          </BlockStack>
        </Layout.Section>
      </Layout>
      <ActionModals actions={actions} />
    </Page>
  );
}

/**
 * /experiments/:id: a draft opens in the editor; a started one shows its results. An experiment the shop does not have
 * (or no longer has) says so; a failed load offers Retry, under the screen's title.
 */
export function ExperimentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigateKeepingQuery();
  // Read again each time the page opens: a running experiment's figures grow between visits, and the cached answer
  // (kept a minute after leaving) showed the orders of the last visit.
  const detail = useExperimentDetailQuery(id, { refetchOnMountOrArgChange: true });
  const drafts = useDraftCarts();
  const shop = useExperimentShop();
  if (detail.isError)
    return (
      <Page title="Experiment" backAction={{ content: 'Experiments', onAction: () => navigate('..') }}>
        <Banner tone="critical" title="This experiment could not load">
          <BlockStack gap="200" inlineAlign="start">
            <p>{errorMessageOf(detail.error)}</p>
            <Button onClick={() => void detail.refetch()}>Retry</Button>
          </BlockStack>
        </Banner>
      </Page>
    );
  if (detail.isLoading || drafts.loading) return experimentSkeleton;
  const experiment = detail.data;
  if (!experiment)
    return (
      <Page title="Experiment" backAction={{ content: 'Experiments', onAction: () => navigate('..') }}>
        <Card>
          <EmptyState heading="This experiment does not exist" image="" action={{ content: 'Back to experiments', onAction: () => navigate('..') }}>
            <p>It may have been deleted.</p>
          </EmptyState>
        </Card>
      </Page>
    );
  if (experiment.status === 'draft')
    return <ExperimentEditor key={experiment.id} experiment={experiment} drafts={drafts.drafts} draftsError={drafts.error} currency={shop.currency} />;
  return <StartedExperiment experiment={experiment} drafts={drafts.drafts} />;
}

/** What Duplicate hands /experiments/new in the router's state. */
interface NewExperimentState {
  duplicate?: string;
}

/**
 * /experiments/new: the editor on a new experiment once the drafts have answered (the first one is preselected), or on
 * a copy of the experiment Duplicate named (a copy of one that is gone starts blank).
 */
export function NewExperimentPage() {
  const state = useLocation().state as NewExperimentState | null;
  const source = useExperimentDetailQuery(state?.duplicate ?? '', { skip: !state?.duplicate });
  const drafts = useDraftCarts();
  const shop = useExperimentShop();
  if (drafts.loading || source.isLoading) return experimentSkeleton;
  return <ExperimentEditor copyOf={source.data ?? undefined} drafts={drafts.drafts} draftsError={drafts.error} currency={shop.currency} />;
}
