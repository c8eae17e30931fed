import { EXPERIMENT_GOAL_LABELS, formatMoney, plannedPerArm } from '@cartlift/domain';
import { Badge, Banner, BlockStack, Card, InlineGrid, InlineStack, ProgressBar, Select, Text } from '@shopify/polaris';
import { useState } from 'react';
import { MetricChart } from '../dashboard/MetricChart';
import type { ExperimentArmResult, ExperimentDetail, ExperimentDraftCart } from './experimentsApi';
import {
  ARM_LABELS,
  armSeries,
  countLabel,
  dateLabel,
  progressLabel,
  rateLabel,
  readVerdict,
  splitLabel,
  variantLabel,
  VERDICT_TONES,
  type ArmKey,
  type DailyMetric,
} from './experimentText';

/** Props of {@link ExperimentResults}. */
export interface ExperimentResultsProps {
  experiment: ExperimentDetail;
  drafts: readonly ExperimentDraftCart[];
  moneyFormat: string;
  zone: string;
}

const CHART_METRICS: Record<DailyMetric, string> = { visitors: 'Visitors', orders: 'Orders', revenueCents: 'Revenue' };

/** The plain-language verdict: its text, the running comparison before the horizon, and the split warning. */
function VerdictCard({ experiment }: { experiment: ExperimentDetail }) {
  const verdict = readVerdict(experiment.results.verdict);
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Verdict
        </Text>
        {verdict ? (
          <>
            <InlineStack gap="200" blockAlign="center">
              <Text as="p" variant="headingLg" id="experiment-verdict">
                {verdict.text}
              </Text>
              <Badge tone={VERDICT_TONES[verdict.kind]}>{`On ${EXPERIMENT_GOAL_LABELS[experiment.goal].toLowerCase()}`}</Badge>
            </InlineStack>
            {verdict.soFar ? <Text as="p">{verdict.soFar}</Text> : null}
            {verdict.splitWarning ? (
              <Banner tone="critical" title="Visitors are not splitting as planned">
                <p>{verdict.splitWarning}</p>
              </Banner>
            ) : null}
          </>
        ) : (
          <Text as="p" tone="subdued">
            No verdict is available for this experiment.
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}

/** Progress to the fixed horizon: the bar follows the less advanced arm, which is when the verdict counts. */
function ProgressCard({ experiment }: { experiment: ExperimentDetail }) {
  const { control, variant } = experiment.results;
  const plan = plannedPerArm(experiment.plannedVisitors, experiment.splitPercent);
  const share = Math.min(1, control.visitors / plan.control, variant.visitors / plan.variant);
  const label = progressLabel(control.visitors + variant.visitors, experiment.plannedVisitors);
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Progress
        </Text>
        <Text as="p" id="experiment-progress">
          {label}
        </Text>
        <ProgressBar progress={Math.round(share * 100)} size="small" ariaLabelledBy="experiment-progress" />
        <Text as="p" tone="subdued">
          {experiment.results.horizonReached
            ? 'Both versions have their planned visitors: the verdict counts.'
            : `The verdict counts once the live cart has ${countLabel(plan.control)} visitors and the variant ${countLabel(plan.variant)}.`}
        </Text>
      </BlockStack>
    </Card>
  );
}

/** One arm's figures and its chart over the days. */
function ArmCard({ experiment, arm, metric, moneyFormat, heading }: { experiment: ExperimentDetail; arm: ArmKey; metric: DailyMetric; moneyFormat: string; heading: string }) {
  const figures: ExperimentArmResult = experiment.results[arm];
  const money = (cents: number) => formatMoney(Math.round(cents), moneyFormat);
  const rows: Array<[string, string]> = [
    ['Visitors', countLabel(figures.visitors)],
    ['Cart impressions', countLabel(figures.impressions)],
    ['Orders', countLabel(figures.orders)],
    ['Cart conversion rate', rateLabel(figures.conversionRate)],
    ['Revenue per visitor', money(figures.revenuePerVisitorCents)],
    ['Average order value', money(figures.aovCents)],
    ['Added (upsell) revenue', money(figures.addedRevenueCents)],
  ];
  const title = `${ARM_LABELS[arm]}: ${CHART_METRICS[metric].toLowerCase()}`;
  const points = armSeries(experiment.results.daily, arm, metric);
  const format = metric === 'revenueCents' ? money : countLabel;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {heading}
        </Text>
        <BlockStack gap="100" id={`experiment-arm-${arm}`}>
          {rows.map(([name, value]) => (
            <InlineStack key={name} align="space-between" gap="200">
              <Text as="span" tone="subdued">
                {name}
              </Text>
              <Text as="span" fontWeight="semibold">
                {value}
              </Text>
            </InlineStack>
          ))}
        </BlockStack>
        {points.length > 0 ? (
          <MetricChart title={title} points={points} format={format} zone="UTC" />
        ) : (
          <Text as="p" tone="subdued">
            No days to chart yet
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}

/**
 * A started experiment: its settings (read-only: the domain's EXPERIMENT_LOCKED says why), the verdict, the progress
 * towards the horizon and both arms' figures, each with a chart over the days (the Dashboard's SVG chart and its table).
 */
export function ExperimentResults({ experiment, drafts, moneyFormat, zone }: ExperimentResultsProps) {
  const [metric, setMetric] = useState<DailyMetric>('visitors');
  return (
    <BlockStack gap="400">
      <VerdictCard experiment={experiment} />
      <ProgressCard experiment={experiment} />
      <Select
        label="Chart per day"
        options={(Object.keys(CHART_METRICS) as DailyMetric[]).map((m) => ({ label: CHART_METRICS[m], value: m }))}
        value={metric}
        onChange={(m) => setMetric((Object.keys(CHART_METRICS) as DailyMetric[]).find((k) => k === m) ?? 'visitors')}
      />
      <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
        <ArmCard experiment={experiment} arm="control" metric={metric} moneyFormat={moneyFormat} heading={ARM_LABELS.control} />
        <ArmCard
          experiment={experiment}
          arm="variant"
          metric={metric}
          moneyFormat={moneyFormat}
          heading={`${ARM_LABELS.variant} (${variantLabel(experiment.variant, drafts)})`}
        />
      </InlineGrid>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            Settings
          </Text>
          <Text as="p">{`Variant: ${variantLabel(experiment.variant, drafts)}`}</Text>
          <Text as="p">{`Split (live / variant): ${splitLabel(experiment.splitPercent)}`}</Text>
          <Text as="p">{`Goal: ${EXPERIMENT_GOAL_LABELS[experiment.goal]}`}</Text>
          <Text as="p">{`Planned visitors: ${countLabel(experiment.plannedVisitors)}`}</Text>
          <Text as="p">{`Started ${dateLabel(experiment.startedAt, zone)}${experiment.stoppedAt ? `, stopped ${dateLabel(experiment.stoppedAt, zone)}` : ''}`}</Text>
        </BlockStack>
      </Card>
    </BlockStack>
  );
}
