import { useEffect, useState } from 'react';
import { Banner, BlockStack, Card, EmptyState, InlineGrid, InlineStack, Page, Text } from '@shopify/polaris';
import { adminConfig } from '@cartlift/admin-kit';
import { analyticsBounds, DASHBOARD_DEFAULT_ZONE, DASHBOARD_METRICS, DEFAULT_MONEY_FORMAT } from '@cartlift/domain';
import { useDashboardChartQuery, useDashboardCountQuery, useDashboardShopQuery } from './dashboardApi';
import { DateRangePicker, selectPreset, type DashboardSelection } from './DateRangePicker';
import { MetricCard } from './MetricCard';

/** The preset the dashboard opens on (README: choices). */
export const DEFAULT_PRESET = 'This Month';

/**
 * cart-and-shop.md §2 Dashboard: the eight §3 metric cards, each with its chart, over a preset or custom range. A shop
 * with nothing recorded yet gets an empty state; a failed load gets an error banner with Retry. Chart failures only
 * empty the charts (cart-and-shop.md §8). Days are the shop's (its time zone): the figures wait for the shop, then
 * "today" is the shop's today.
 */
export function DashboardPage() {
  const shop = useDashboardShopQuery(adminConfig().shop);
  const moneyFormat = shop.data?.money_format ?? DEFAULT_MONEY_FORMAT;
  // A shop that cannot be read still gets its figures, by the spec's UTC+10 (the gateway's answer for an unknown zone).
  const zone = shop.data?.iana_timezone ?? (shop.isError ? DASHBOARD_DEFAULT_ZONE : undefined);
  if (!zone) {
    return (
      <Page title="Dashboard" subtitle="What the cart and its upsells earned">
        <InlineGrid columns={{ xs: 1, sm: 2, lg: 4 }} gap="400">
          {DASHBOARD_METRICS.map((m) => (
            <MetricCard key={m} metric={m} value={undefined} points={[]} moneyFormat={moneyFormat} loading chartLoading zone={DASHBOARD_DEFAULT_ZONE} />
          ))}
        </InlineGrid>
      </Page>
    );
  }
  return <Dashboard zone={zone} moneyFormat={moneyFormat} />;
}

/** The dashboard once the shop's zone is known: the selection starts as the default preset on the shop's today. */
function Dashboard({ zone, moneyFormat }: { zone: string; moneyFormat: string }) {
  const [selection, setSelection] = useState<DashboardSelection>(() => selectPreset(DEFAULT_PRESET, new Date(), zone));
  const bounds = analyticsBounds(selection.range);
  const count = useDashboardCountQuery(bounds);
  const chart = useDashboardChartQuery(bounds);
  const allTime = useDashboardCountQuery({ start: null, end: null });
  const isNewShop =
    allTime.data !== undefined && allTime.data.CartsDisplayed === 0 && allTime.data.SalesGenerated === 0;
  // The empty state sits above the cards: until the all-time count says whether it shows, the cards stay skeletons,
  // and they are drawn anew (key) once it has, so an empty state arriving never pushes painted cards down (CLS).
  const settled = allTime.data !== undefined || allTime.isError;
  useEffect(() => {
    // cart-and-shop.md §8 "Dashboard chart failure: logged; chart becomes empty".
    if (chart.error) console.error('Cartlift: dashboard chart failed', chart.error);
  }, [chart.error]);
  const retry = () => {
    void count.refetch();
    void chart.refetch();
    void allTime.refetch();
  };

  return (
    <Page title="Dashboard" subtitle="What the cart and its upsells earned">
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <DateRangePicker value={selection} zone={zone} onChange={setSelection} />
          {count.isFetching && count.data ? (
            <Text as="span" tone="subdued">
              Updating…
            </Text>
          ) : null}
        </InlineStack>
        {count.isError ? (
          <Banner tone="critical" title="The dashboard could not load" action={{ content: 'Retry', onAction: retry }}>
            <p>Your figures are safe; the app could not reach them just now.</p>
          </Banner>
        ) : null}
        {isNewShop ? (
          <Card>
            <EmptyState
              heading="No cart activity yet"
              image="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
            >
              <p>
                When shoppers open the Cartlift cart and buy through it, cart displays, sales and upsell revenue appear
                here. Turn the cart on and create a campaign to get started.
              </p>
            </EmptyState>
          </Card>
        ) : null}
        <InlineGrid key={settled ? 'settled' : 'waiting'} columns={{ xs: 1, sm: 2, lg: 4 }} gap="400">
          {DASHBOARD_METRICS.map((m) => (
            <MetricCard
              key={m}
              metric={m}
              value={count.currentData?.[m]}
              points={chart.currentData?.[m] ?? []}
              moneyFormat={moneyFormat}
              loading={!settled || (count.currentData === undefined && count.isFetching)}
              chartLoading={!settled || (chart.currentData === undefined && chart.isFetching)}
              zone={zone}
            />
          ))}
        </InlineGrid>
      </BlockStack>
    </Page>
  );
}
