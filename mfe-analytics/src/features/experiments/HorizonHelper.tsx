import { minimumPlannedVisitors, sampleSizePerArm, type ExperimentGoal, type SampleSize } from '@cartlift/domain';
import { BlockStack, Button, FormLayout, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { ARM_LABELS, countLabel } from './experimentText';

/** Props of {@link HorizonHelper}. */
export interface HorizonHelperProps {
  goal: ExperimentGoal;
  splitPercent: number | null;
  /** The shop's currency code, named beside the money fields. */
  currency: string;
  onUse(plannedVisitors: number): void;
}

const positive = (text: string): number | null => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/** The design's answer, or why there is none. */
type Plan = { size: SampleSize; total: number } | { problem: string } | null;

/**
 * The domain's sample size for the merchant's numbers, raised to the split's minimum (each version needs 100). Nothing
 * until every number is in; a design the formula cannot size (a rate that would pass 100 %) says so.
 */
function planFor(goal: ExperimentGoal, split: number | null, fields: Record<'rate' | 'mean' | 'sd' | 'effect', string>): Plan {
  const effect = positive(fields.effect);
  if (split === null || effect === null) return null;
  const rate = positive(fields.rate);
  const mean = positive(fields.mean);
  const sd = positive(fields.sd);
  let size: SampleSize;
  if (goal === 'conversion_rate') {
    if (rate === null) return null;
    if (rate >= 100 || (rate / 100) * (1 + effect / 100) >= 1)
      return { problem: 'The improved conversion rate would reach 100 %: enter a smaller rate or improvement.' };
    size = sampleSizePerArm({ metric: 'conversion_rate', baselineRate: rate / 100, minimumDetectableEffect: effect / 100, splitPercent: split });
  } else {
    if (mean === null || sd === null) return null;
    size = sampleSizePerArm({ metric: 'revenue_per_visitor', baselineMean: mean, baselineSd: sd, minimumDetectableEffect: effect / 100, splitPercent: split });
  }
  return { size, total: Math.max(size.total, minimumPlannedVisitors(split)) };
}

/**
 * Works out the horizon from what the merchant knows: today's conversion rate (or revenue per visitor and its spread,
 * for the revenue goal) and the smallest improvement worth finding, with the domain's sampleSizePerArm (a two-sided
 * test at 5 %, 80 % power, at the chosen split). Plain arithmetic, no zod: it is part of the route's first load.
 */
export function HorizonHelper({ goal, splitPercent, currency, onUse }: HorizonHelperProps) {
  const [fields, setFields] = useState({ rate: '', mean: '', sd: '', effect: '10' });
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const plan = planFor(goal, splitPercent, fields);
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingSm">
        Work out the visitors you need
      </Text>
      <FormLayout>
        <FormLayout.Group>
          {goal === 'conversion_rate' ? (
            <TextField
              label="Current conversion rate (%)"
              type="number"
              min={0}
              step={0.1}
              autoComplete="off"
              value={fields.rate}
              onChange={set('rate')}
              helpText="Orders ÷ visitors over a recent month (Shopify Analytics: Conversion rate)."
            />
          ) : (
            <>
              <TextField
                label={`Current revenue per visitor (${currency})`}
                type="number"
                min={0}
                step={0.01}
                autoComplete="off"
                value={fields.mean}
                onChange={set('mean')}
                helpText="Sales ÷ visitors over a recent month."
              />
              <TextField
                label={`Spread of revenue per visitor (${currency}, standard deviation)`}
                type="number"
                min={0}
                step={0.01}
                autoComplete="off"
                value={fields.sd}
                onChange={set('sd')}
                helpText="Most visitors spend nothing, so this is usually several times the revenue per visitor."
              />
            </>
          )}
          <TextField
            label="Smallest improvement worth finding (%)"
            type="number"
            min={0}
            step={1}
            autoComplete="off"
            value={fields.effect}
            onChange={set('effect')}
            helpText="Relative: 10 % turns a 3 % conversion rate into 3.3 %. Smaller improvements need more visitors."
          />
        </FormLayout.Group>
      </FormLayout>
      {plan && 'problem' in plan ? (
        <Text as="p" tone="critical">
          {plan.problem}
        </Text>
      ) : plan ? (
        <BlockStack gap="200" inlineAlign="start">
          <Text as="p" id="experiment-horizon-plan">
            {`About ${countLabel(plan.total)} visitors: ${countLabel(plan.size.control)} on the ${ARM_LABELS.control.toLowerCase()} and ${countLabel(plan.size.variant)} on the variant${plan.total > plan.size.total ? ', raised so each version gets at least 100' : ''}.`}
          </Text>
          <Button onClick={() => onUse(plan.total)}>{`Use ${countLabel(plan.total)} visitors`}</Button>
        </BlockStack>
      ) : (
        <Text as="p" tone="subdued">
          Enter your numbers to see how many visitors the test needs.
        </Text>
      )}
    </BlockStack>
  );
}
