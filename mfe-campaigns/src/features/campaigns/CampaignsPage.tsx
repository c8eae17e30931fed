import { adminConfig, ErrorPage, HelpOverlay, useNavigateKeepingQuery } from '@cartlift/admin-kit';
import { CAMPAIGNS_HELP_LINK_TEXT, canCreateCampaign, DEFAULT_MONEY_FORMAT, EMPTY_CAMPAIGNS_TEXT } from '@cartlift/domain';
import { Banner, BlockStack, Box, Button, Card, EmptyState, IndexTable, InlineStack, Layout, Link, Page, Text } from '@shopify/polaris';
import { useMemo, useState } from 'react';
import { CAP_REACHED_TEXT, CAP_REACHED_TITLE } from '../../campaign/campaignCap';
import { CampaignPreview } from '../../preview/CampaignPreview';
import { multiCurrencyModeOf, useCampaignShopQuery } from '../../shop/shopApi';
import {
  analyticsRequestOf,
  isListCacheExempt,
  useCampaignAnalyticsQuery,
  useCampaignCountQuery,
  useListCampaignsInfiniteQuery,
  useMarkFirstNewCampaignClickMutation,
} from './campaignsApi';
import { CampaignRow } from './CampaignRow';
import { DiscountSyncBanners } from './DiscountSyncBanners';
import { RemoveCampaignModal } from './RemoveCampaignModal';
import { useToggleCampaign } from './useToggleCampaign';

const HEADINGS = [
  { title: 'Active' },
  { title: 'Campaign' },
  { title: 'Type' },
  { title: 'Trigger' },
  { title: 'Added Products' },
  { title: 'Campaign Revenue' },
  { title: 'Actions' },
] as [{ title: string }, ...{ title: string }[]];

/** /campaigns: the campaign dashboard (campaigns.md §2). */
export function CampaignsPage() {
  const userId = adminConfig().shop;
  const navigate = useNavigateKeepingQuery();
  const [mountedAt] = useState(() => Date.now());
  const list = useListCampaignsInfiniteQuery(userId, { refetchOnMountOrArgChange: true });
  const count = useCampaignCountQuery(userId, { refetchOnMountOrArgChange: true });
  const shop = useCampaignShopQuery(userId);
  const { togglingId, toggle } = useToggleCampaign(userId);
  const [markFirstNewCampaign] = useMarkFirstNewCampaignClickMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  // cache-and-network (campaigns.md §7): cached rows show while the fresh list loads; exempt stores never see cached
  // rows.
  const fresh = !isListCacheExempt(userId) || (list.fulfilledTimeStamp ?? 0) >= mountedAt;
  const rows = useMemo(() => (fresh ? (list.data?.pages.flatMap((p) => p.campaigns) ?? []) : []), [fresh, list.data]);
  const analyticsRequest = useMemo(() => analyticsRequestOf(rows), [rows]);
  const analytics = useCampaignAnalyticsQuery(analyticsRequest, { skip: rows.length === 0 });
  const atCap = count.data !== undefined && !canCreateCampaign(count.data);
  const capReason = atCap ? CAP_REACHED_TEXT : null;
  const moneyFormat = shop.data?.money_format ?? DEFAULT_MONEY_FORMAT;
  const multiCurrencyMode = multiCurrencyModeOf(shop.data);

  if (list.isError && !list.data) return <ErrorPage onRetry={() => void list.refetch()} />;

  const onNewCampaign = () => {
    // campaigns.md §4: the first New Campaign click is recorded once, as a shop flag.
    if (shop.data && shop.data.first_new_campaign_click !== true) void markFirstNewCampaign(userId);
    navigate('create');
  };
  const previewed = rows.find((r) => r.id === previewId) ?? null;
  const loading = !fresh || (list.isLoading && !list.data);

  const table = (
    <Card padding="0">
      <IndexTable
        resourceName={{ singular: 'campaign', plural: 'campaigns' }}
        itemCount={rows.length}
        headings={HEADINGS}
        selectable={false}
        loading={loading}
        emptyState={
          loading ? undefined : (
            <EmptyState
              heading={EMPTY_CAMPAIGNS_TEXT}
              image=""
              action={atCap ? undefined : { content: 'New Campaign', onAction: onNewCampaign }}
            />
          )
        }
      >
        {rows.map((c, i) => (
          <CampaignRow
            key={c.id}
            campaign={c}
            position={i}
            analytics={analytics.data?.[c.id]}
            analyticsLoading={analytics.isFetching && !analytics.data}
            moneyFormat={moneyFormat}
            multiCurrencyMode={multiCurrencyMode}
            previewing={previewId === c.id}
            duplicateBlockedReason={capReason}
            toggling={togglingId === c.id}
            onToggle={(active) => void toggle(c.id, active)}
            onPreview={() => setPreviewId((p) => (p === c.id ? null : c.id))}
            onDuplicate={() => navigate(`create/${c.id}`)}
            onEdit={() => navigate(c.id)}
            onRemove={() => setRemoving(c.id)}
          />
        ))}
      </IndexTable>
      {list.hasNextPage ? (
        <Box padding="300">
          <InlineStack align="center">
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Load More
            </Button>
          </InlineStack>
        </Box>
      ) : null}
    </Card>
  );

  return (
    <Page
      title="Upsell Campaigns"
      primaryAction={{ content: 'New Campaign', disabled: atCap, onAction: onNewCampaign }}
    >
      <Layout>
        <DiscountSyncBanners discountSync={shop.data?.discountSync} />
        {atCap ? (
          <Layout.Section>
            <Banner tone="warning" title={CAP_REACHED_TITLE}>
              <p>{CAP_REACHED_TEXT}</p>
            </Banner>
          </Layout.Section>
        ) : null}
        <Layout.Section>
          <BlockStack gap="300">
            {table}
            <Text as="p" tone="subdued">
              <Link onClick={() => setHelpOpen(true)}>{CAMPAIGNS_HELP_LINK_TEXT}</Link>
            </Text>
          </BlockStack>
        </Layout.Section>
        {previewed ? (
          <Layout.Section variant="oneThird">
            <CampaignPreview campaign={previewed} settings={shop.data?.settings ?? {}} />
          </Layout.Section>
        ) : null}
      </Layout>
      <RemoveCampaignModal
        userId={userId}
        campaignId={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(id) => setPreviewId((p) => (p === id ? null : p))}
      />
      <HelpOverlay open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Page>
  );
}
