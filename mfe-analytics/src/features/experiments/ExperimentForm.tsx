import {
  EXPERIMENT_GOAL_LABELS,
  EXPERIMENT_GOALS,
  minimumPlannedVisitors,
  SPLIT_MAX,
  SPLIT_MIN,
  type ExperimentGoal,
} from '@cartlift/domain';
import { BlockStack, Card, ChoiceList, Divider, FormLayout, Link, RangeSlider, Select, Text, TextField } from '@shopify/polaris';
import type { ExperimentDraftCart, ExperimentRecord } from './experimentsApi';
import { countLabel, readVariant, splitSentence, THEME_VARIANT_LABEL } from './experimentText';
import { HorizonHelper } from './HorizonHelper';

/** What the form edits; numbers stay text until validated, so a half-typed value is the merchant's to finish. */
export interface ExperimentFormValues {
  name: string;
  /** 'theme', or `draft:<id>`. */
  variant: string;
  split: string;
  goal: ExperimentGoal;
  planned: string;
}

const THEME = 'theme';
const draftChoice = (id: string) => `draft:${id}`;

/** A new experiment's values: the first draft (else the theme's cart), 50 / 50, conversion rate, no horizon yet. */
export function newFormValues(drafts: readonly ExperimentDraftCart[]): ExperimentFormValues {
  return { name: '', variant: drafts[0] ? draftChoice(drafts[0].id) : THEME, split: '50', goal: 'conversion_rate', planned: '' };
}

/** A stored draft experiment's values. */
export function formValuesOf(e: ExperimentRecord): ExperimentFormValues {
  const variant = readVariant(e.variant);
  return {
    name: e.name,
    variant: variant?.kind === 'draft' ? draftChoice(variant.draftId) : THEME,
    split: String(e.splitPercent),
    goal: e.goal,
    planned: String(e.plannedVisitors),
  };
}

/** A number field's value for the domain: blank is missing (its "can't be blank"), other text is passed as it is. */
const numberOf = (text: string): number | string | undefined => {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
};

/** The values as the domain's ExperimentInput shape, unvalidated (validateExperiment and the gateway judge it). */
export function inputOf(v: ExperimentFormValues): Record<string, unknown> {
  return {
    name: v.name,
    variant: v.variant.startsWith('draft:') ? { kind: 'draft', draftId: v.variant.slice('draft:'.length) } : { kind: 'theme' },
    splitPercent: numberOf(v.split),
    goal: v.goal,
    plannedVisitors: numberOf(v.planned),
  };
}

/** The split when it is a whole percent the slider can show, else null. */
export function splitOf(text: string): number | null {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= SPLIT_MIN && n <= SPLIT_MAX ? n : null;
}

/** Props of {@link ExperimentForm}. */
export interface ExperimentFormProps {
  values: ExperimentFormValues;
  onChange(values: ExperimentFormValues): void;
  /** Field errors by the domain's paths (name, variant, splitPercent, goal, plannedVisitors). */
  errors: Record<string, string>;
  drafts: readonly ExperimentDraftCart[];
  currency: string;
}

/**
 * The draft experiment's settings: name, variant (a draft cart or the theme's own cart), split, goal and horizon, with
 * the helper that works the horizon out. Errors sit under their fields, in the domain's words.
 */
export function ExperimentForm({ values, onChange, errors, drafts, currency }: ExperimentFormProps) {
  const set = <K extends keyof ExperimentFormValues>(key: K) => (value: ExperimentFormValues[K]) => onChange({ ...values, [key]: value });
  const split = splitOf(values.split);
  const variantError = errors.variant ?? errors['variant.draftId'] ?? errors['variant.kind'];
  const choices = [
    ...drafts.map((d) => ({
      label: `Draft: ${d.name}`,
      value: draftChoice(d.id),
      helpText: d.lockedBy ? 'Under test in a running experiment.' : undefined,
    })),
    { label: THEME_VARIANT_LABEL, value: THEME, helpText: 'Shoppers in this version get your theme’s cart, as if Cartlift were off.' },
  ];
  return (
    <BlockStack gap="400">
      <Card>
        <FormLayout>
          <Text as="h2" variant="headingMd">
            What to test
          </Text>
          <TextField label="Name" autoComplete="off" value={values.name} onChange={set('name')} error={errors.name} />
          <BlockStack gap="200">
            <ChoiceList
              title="Variant (tested against your live cart)"
              choices={choices}
              selected={[values.variant]}
              onChange={([v]) => set('variant')(v)}
              error={variantError}
            />
            {drafts.length === 0 ? (
              <Text as="p" tone="subdued">
                You have no draft carts yet. Draft carts are made in <Link url="/settings">Cart Setup</Link>: copy your live
                cart into a draft and change it there.
              </Text>
            ) : null}
          </BlockStack>
        </FormLayout>
      </Card>
      <Card>
        <FormLayout>
          <Text as="h2" variant="headingMd">
            Split and goal
          </Text>
          <RangeSlider
            label="Traffic split"
            min={SPLIT_MIN}
            max={SPLIT_MAX}
            value={split ?? 50}
            onChange={(v) => set('split')(String(v))}
            helpText={split === null ? 'Choose between 1 and 99 % for the variant.' : splitSentence(split)}
          />
          <TextField
            label="Visitors on the variant (%)"
            type="number"
            min={SPLIT_MIN}
            max={SPLIT_MAX}
            autoComplete="off"
            value={values.split}
            onChange={set('split')}
            error={errors.splitPercent}
          />
          <Select
            label="Goal"
            options={EXPERIMENT_GOALS.map((g) => ({ label: EXPERIMENT_GOAL_LABELS[g], value: g }))}
            value={values.goal}
            onChange={(g) => set('goal')(EXPERIMENT_GOALS.find((x) => x === g) ?? 'conversion_rate')}
            error={errors.goal}
            helpText="The verdict tests this one metric; the others are shown for information."
          />
        </FormLayout>
      </Card>
      <Card>
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">
            How long it runs
          </Text>
          <TextField
            label="Planned visitors (both versions together)"
            type="number"
            min={1}
            autoComplete="off"
            value={values.planned}
            onChange={set('planned')}
            error={errors.plannedVisitors}
            helpText={`The verdict waits until this many visitors have seen the test${split === null ? '' : ` (at least ${countLabel(minimumPlannedVisitors(split))} at this split)`}. Run it for at least one full week even if they arrive sooner: shoppers buy differently on weekdays and at weekends.`}
          />
          <Divider />
          <HorizonHelper goal={values.goal} splitPercent={split} currency={currency} onUse={(n) => set('planned')(String(n))} />
        </BlockStack>
      </Card>
    </BlockStack>
  );
}
