import { useAppDispatch } from '@cartlift/admin-kit';
import { MAX_GOALS, PROGRESS_THICK_MAX, PROGRESS_THICK_MIN, type MultiGoalType } from '@cartlift/domain';
import { BlockStack, Card, ChoiceList, InlineStack, Text } from '@shopify/polaris';
import { useCampaignShop } from '../../../shop/useCampaignShop';
import { CardList } from '../CardList';
import { DraftColourField } from '../ColourField';
import { DraftCheckbox, DraftNumberField, useDraftValue, useFieldError } from '../DraftFields';
import { goalAdded, goalTypeSwitched } from '../editorSlice';
import { BlockDisplaySettings } from './BlockDisplaySettings';
import { GoalCard } from './GoalCard';
import { ATU } from './paths';
import { SuggestionsSettings } from './SuggestionsSettings';


/** Add To Unlock settings (campaigns.md §3): flags, goals, progress bar, suggestions and block display. */
export function AddToUnlockSettings() {
  const dispatch = useAppDispatch();
  const { currency } = useCampaignShop();
  const goals = useDraftValue<unknown[]>(`${ATU}.goals`) ?? [];
  const goalType = useDraftValue<MultiGoalType>(`${ATU}.multi_goal_type`) ?? 'amount';
  const goalsError = useFieldError(`${ATU}.goals`);
  const progressOn = useDraftValue<boolean>(`${ATU}.isActive`) === true;
  return (
    <BlockStack gap="400">
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            Add To Unlock
          </Text>
          <DraftCheckbox path={`${ATU}.isActive`} label="Show the progress bar with goals" />
          <DraftCheckbox path={`${ATU}.show_all_locked_goals`} label="Show all locked goals" />
          <DraftCheckbox path={`${ATU}.show_badges`} label="Show badges on the progress bar" />
          <ChoiceList
            title="Goals are measured in"
            choices={[
              { value: 'amount', label: 'Cart amount' },
              { value: 'quantity', label: 'Number of items' },
            ]}
            selected={[goalType]}
            onChange={([t]) => dispatch(goalTypeSwitched({ type: t as MultiGoalType, currency }))}
          />
        </BlockStack>
      </Card>
      <CardList
        count={goals.length}
        max={MAX_GOALS}
        error={goalsError}
        addLabel="Add reward"
        noun="rewards"
        onAdd={() => dispatch(goalAdded({ currency }))}
        card={(i) => <GoalCard key={i} index={i} />}
      />
      {progressOn ? (
        <Card>
          <BlockStack gap="300">
            <Text as="h2" variant="headingMd">
              Progress bar
            </Text>
            <DraftNumberField path={`${ATU}.progress_thick`} label="Thickness" min={PROGRESS_THICK_MIN} max={PROGRESS_THICK_MAX} suffix="px" />
            <InlineStack gap="200">
              <DraftColourField path={`${ATU}.progress_background`} label="Background" />
              <DraftColourField path={`${ATU}.progress_primary`} label="Primary" />
              <DraftColourField path={`${ATU}.progress_secondary`} label="Secondary" />
              <DraftColourField path={`${ATU}.progress_complete`} label="Complete" />
            </InlineStack>
          </BlockStack>
        </Card>
      ) : null}
      <SuggestionsSettings />
      <BlockDisplaySettings />
    </BlockStack>
  );
}
