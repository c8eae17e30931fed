import { BlockStack, Box, Card, SkeletonBodyText, SkeletonDisplayText, Text } from '@shopify/polaris';
import type { ChartPoint, DashboardMetric } from '@cartlift/domain';
import { formatMetric, METRIC_HELP, METRIC_TITLES } from './metricFormat';
import { CHART_HEIGHT, MetricChart } from './MetricChart';

/** The skeleton holds the chart's height, so the chart arriving shifts nothing (CLS). */
const chartSkeleton = (
  <Box minHeight={`${CHART_HEIGHT}px`}>
    <SkeletonBodyText lines={5} />
  </Box>
);

/** Props of {@link MetricCard}. */
export interface MetricCardProps {
  metric: DashboardMetric;
  value: number | undefined;
  points: ChartPoint[];
  moneyFormat: string;
  loading: boolean;
  chartLoading: boolean;
  /** The shop's time zone (the chart's days). */
  zone: string;
}

/** One cart-and-shop.md §3 metric: title, value in the shop's format, what it counts, and its chart over the range. */
export function MetricCard({ metric, value, points, moneyFormat, loading, chartLoading, zone }: MetricCardProps) {
  const title = METRIC_TITLES[metric];
  const format = (v: number) => formatMetric(metric, v, moneyFormat);
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingSm">
          {title}
        </Text>
        {loading ? (
          <SkeletonDisplayText size="medium" />
        ) : (
          <Text as="p" variant="heading2xl" id={`metric-${metric}`}>
            {value === undefined ? '—' : format(value)}
          </Text>
        )}
        <Text as="p" variant="bodySm" tone="subdued">
          {METRIC_HELP[metric]}
        </Text>
        {chartLoading ? (
          chartSkeleton
        ) : points.length > 0 ? (
          <MetricChart title={title} points={points} format={format} zone={zone} />
        ) : (
          <Text as="p" variant="bodySm" tone="subdued">
            No data to chart for this range
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}
