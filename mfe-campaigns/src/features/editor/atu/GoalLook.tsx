import { BADGE_TYPES, GOAL_TEXT_FONT_MAX, GOAL_TEXT_FONT_MIN, GOAL_TEXT_MAX, GOAL_TEXT_MIN, GOAL_TYPE_LABELS, GOAL_TYPES } from '@cartlift/domain';
import { FormLayout, Select, Text } from '@shopify/polaris';
import { DraftCheckbox, DraftSelect, DraftTextField, useDraftValue, useFieldError, useSetField } from '../DraftFields';
import { TextStyleFields } from '@cartlift/admin-kit';
import { DRAFT_TEXT_STYLE } from '../draftTextStyle';
import { ATU } from './paths';

const BADGE_LABELS: Record<(typeof BADGE_TYPES)[number], string> = { 1: 'Image', 2: 'Icon with text', 3: 'Icon only' };

/** A goal's label (wording, size, weight, colour), its badge on the progress bar, and how the goal reads in other currencies. */
export function GoalLook({ base }: { base: string }) {
  const badges = useDraftValue<boolean>(`${ATU}.show_badges`) === true;
  const badgeType = useDraftValue<number>(`${base}.badge.type`);
  return (
    <FormLayout>
      <DraftSelect path={`${base}.goal_type`} label="Goal type" options={GOAL_TYPES.map((t) => ({ value: t, label: GOAL_TYPE_LABELS[t] }))} />
      <TextStyleFields
        form={DRAFT_TEXT_STYLE}
        path={`${base}.goal_text`}
        label="Reward label"
        text={{ helpText: `${GOAL_TEXT_MIN}-${GOAL_TEXT_MAX} characters.` }}
        fontSize={{ min: GOAL_TEXT_FONT_MIN, max: GOAL_TEXT_FONT_MAX }}
        background
      />
      {badges ? (
        <>
          <Text as="h4" variant="headingSm">
            Badge on the progress bar
          </Text>
          <BadgeTypeSelect base={base} />
          {badgeType === 1 ? <DraftTextField path={`${base}.badge.image`} label="Badge image URL" /> : null}
          <DraftCheckbox path={`${base}.badge.show_text`} label="Show the badge text" />
          <DraftTextField path={`${base}.badge.text`} label="Badge text" helpText="Empty uses the reward label." />
        </>
      ) : null}
    </FormLayout>
  );
}

/** Badge types are stored as numbers; the Select speaks strings. */
function BadgeTypeSelect({ base }: { base: string }) {
  const value = useDraftValue<number>(`${base}.badge.type`);
  const error = useFieldError(`${base}.badge.type`);
  const set = useSetField();
  return (
    <Select
      label="Badge type"
      options={BADGE_TYPES.map((t) => ({ value: String(t), label: BADGE_LABELS[t] }))}
      value={value === undefined ? '' : String(value)}
      onChange={(v) => set(`${base}.badge.type`, Number(v))}
      error={error}
    />
  );
}
