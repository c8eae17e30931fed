import { errorMessageOf, useNavigateKeepingQuery } from '@cartlift/admin-kit';
import { Badge, Banner, BlockStack, Button, Card, EmptyState, IndexTable, Link, Page, Text } from '@shopify/polaris';
import { useExperimentListQuery, type ExperimentListItem } from './experimentsApi';
import { dateLabel, readVerdict, splitLabel, STATUS_BADGES, variantLabel } from './experimentText';
import { EXPERIMENTS_TITLE } from './skeletons';
import { useDraftCarts, useExperimentShop } from './experimentHooks';

/** The list's primary action. */
export const CREATE_EXPERIMENT = 'Create experiment';

const HEADINGS = [
  { title: 'Experiment' },
  { title: 'Status' },
  { title: 'Variant' },
  { title: 'Split (live / variant)' },
  { title: 'Started' },
  { title: 'Stopped' },
  { title: 'Verdict' },
] as [{ title: string }, ...{ title: string }[]];

/** The verdict text a row shows: running and stopped experiments only (a draft has none, a promoted one is decided). */
function rowVerdict(e: ExperimentListItem): string {
  if (e.status !== 'running' && e.status !== 'stopped') return '—';
  return readVerdict(e.results.verdict)?.text ?? '—';
}

/**
 * /experiments: every experiment of the shop with its status, variant, split, dates and verdict; a row opens the
 * experiment (the editor for a draft, its results otherwise). An empty shop gets an empty state with the create
 * action; a failed load a banner with Retry under the title, as the Dashboard does.
 */
export function ExperimentsPage() {
  const navigate = useNavigateKeepingQuery();
  const list = useExperimentListQuery(undefined, { refetchOnMountOrArgChange: true });
  const { drafts } = useDraftCarts();
  const { zone } = useExperimentShop();
  const rows = list.data ?? [];
  const create = () => navigate('new');
  return (
    <Page
      title={EXPERIMENTS_TITLE}
      subtitle="Test your live cart against a draft cart or your theme's own cart on real shoppers"
      primaryAction={{ content: CREATE_EXPERIMENT, onAction: create }}
    >
      <BlockStack gap="400">
        {list.isError ? (
          <Banner tone="critical" title="Your experiments could not load">
            <BlockStack gap="200" inlineAlign="start">
              <p>{errorMessageOf(list.error)}</p>
              <Button onClick={() => void list.refetch()}>Retry</Button>
            </BlockStack>
          </Banner>
        ) : (
          <Card padding="0">
            <IndexTable
              resourceName={{ singular: 'experiment', plural: 'experiments' }}
              itemCount={rows.length}
              headings={HEADINGS}
              selectable={false}
              loading={list.isLoading}
              emptyState={
                list.isLoading ? undefined : (
                  <EmptyState
                    heading="No experiments yet"
                    image=""
                    action={{ content: CREATE_EXPERIMENT, onAction: create }}
                  >
                    <p>Split your shoppers between your live cart and a draft, and see which one sells more.</p>
                  </EmptyState>
                )
              }
            >
              {rows.map((e, i) => {
                const badge = STATUS_BADGES[e.status];
                return (
                  <IndexTable.Row id={e.id} key={e.id} position={i}>
                    <IndexTable.Cell>
                      <Link url={e.id} removeUnderline>
                        <Text as="span" fontWeight="semibold">
                          {e.name}
                        </Text>
                      </Link>
                    </IndexTable.Cell>
                    <IndexTable.Cell>
                      <Badge tone={badge.tone}>{badge.label}</Badge>
                    </IndexTable.Cell>
                    <IndexTable.Cell>{variantLabel(e.variant, drafts)}</IndexTable.Cell>
                    <IndexTable.Cell>{splitLabel(e.splitPercent)}</IndexTable.Cell>
                    <IndexTable.Cell>{dateLabel(e.startedAt, zone)}</IndexTable.Cell>
                    <IndexTable.Cell>{dateLabel(e.stoppedAt, zone)}</IndexTable.Cell>
                    <IndexTable.Cell>{rowVerdict(e)}</IndexTable.Cell>
                  </IndexTable.Row>
                );
              })}
            </IndexTable>
          </Card>
        )}
      </BlockStack>
    </Page>
  );
}
