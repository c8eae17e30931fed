import { useAppDispatch } from '@cartlift/admin-kit';
import {
  CONFETTI_LENGTH_MAX,
  CONFETTI_LENGTH_MIN,
  DISCOUNT_TYPES,
  goalMinimum,
  REWARD_TYPES,
  type MultiGoalType,
  type RewardType,
  type SpecificGoal,
} from '@cartlift/domain';
import { BlockStack, Button, Card, FormLayout, InlineStack, Select, Text } from '@shopify/polaris';
import { DeleteIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useAppSelector } from '@cartlift/admin-kit';
import { useCampaignShop } from '../../../shop/useCampaignShop';
import { DraftCheckbox, DraftNumberField, DraftSelect, DraftTextField, useDraftValue, useFieldError } from '../DraftFields';
import { goalRemoved, goalsSorted, rewardTypeSet, selectDraft, specificGoalAdded, specificGoalRemoved } from '../editorSlice';
import { ATU } from './paths';
import { GiftForm } from './GiftForm';
import { GoalLook } from './GoalLook';

/** Reward type names as the merchant reads them. */
export const REWARD_TYPE_LABELS: Record<RewardType, string> = {
  discount: 'Discount',
  free_shipping: 'Free shipping',
  manual: 'Store credit (manual)',
  gift: 'Free gift',
};

function BeforeAfter({ base }: { base: string }) {
  return (
    <FormLayout.Group>
      <DraftTextField path={`${base}.before`} label="Text before unlocking" multiline={2} helpText="{{amount_left}} shows what is left." />
      <DraftTextField path={`${base}.after`} label="Text after unlocking" multiline={2} />
    </FormLayout.Group>
  );
}

function SpecificGoals({ index, base }: { index: number; base: string }) {
  const dispatch = useAppDispatch();
  const { currency, presentmentCurrencies } = useCampaignShop();
  const specific = useDraftValue<SpecificGoal[]>(`${base}.specific_goals`) ?? [];
  const others = presentmentCurrencies.filter((c) => c !== currency && !specific.some((s) => s.currency === c));
  const [choice, setChoice] = useState('');
  if (presentmentCurrencies.length < 2) return null;
  return (
    <BlockStack gap="200">
      <Text as="h4" variant="headingXs">
        Goals in other currencies
      </Text>
      {specific.map((s, j) => (
        <InlineStack key={s.currency} gap="200" blockAlign="end">
          <DraftNumberField path={`${base}.specific_goals.${j}.goal`} label={`Goal in ${s.currency}`} min={0} />
          <Button icon={DeleteIcon} accessibilityLabel={`Remove ${s.currency} goal`} onClick={() => dispatch(specificGoalRemoved({ index, specificIndex: j }))} />
        </InlineStack>
      ))}
      {others.length ? (
        <InlineStack gap="200" blockAlign="end">
          <Select label="Currency" options={[{ label: 'Choose', value: '' }, ...others.map((c) => ({ label: c, value: c }))]} value={choice} onChange={setChoice} />
          <Button disabled={!choice} onClick={() => (dispatch(specificGoalAdded({ index, currency: choice })), setChoice(''))}>
            Add currency goal
          </Button>
        </InlineStack>
      ) : null}
    </BlockStack>
  );
}

/** One Add To Unlock goal: threshold, reward type and its sub-form, label, confetti, currency goals. */
export function GoalCard({ index }: { index: number }) {
  const dispatch = useAppDispatch();
  const { currency } = useCampaignShop();
  const base = `${ATU}.goals.${index}`;
  const rewardType = useDraftValue<RewardType>(`${base}.reward_type`);
  const goalType = useDraftValue<MultiGoalType>(`${ATU}.multi_goal_type`) ?? 'amount';
  const minimum = useAppSelector((s) => { const d = selectDraft(s); return d ? goalMinimum(d, index) : 0; });
  const rewardError = useFieldError(`${base}.reward_type`);
  const discountType = useDraftValue<string>(`${base}.discount.type`);
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h3" variant="headingSm">
            Reward {index + 1}
          </Text>
          {index > 0 ? (
            <Button icon={DeleteIcon} tone="critical" variant="plain" onClick={() => dispatch(goalRemoved(index))}>
              Remove reward
            </Button>
          ) : null}
        </InlineStack>
        <FormLayout>
          <FormLayout.Group>
            <DraftNumberField
              path={`${base}.goal`}
              label={goalType === 'quantity' ? 'Items in cart' : `Cart amount (${currency})`}
              min={minimum}
              step={goalType === 'quantity' ? 1 : 0.01}
              onBlur={() => dispatch(goalsSorted())}
            />
            <Select
              label="Reward"
              options={REWARD_TYPES.map((t) => ({ value: t, label: REWARD_TYPE_LABELS[t] }))}
              value={rewardType ?? ''}
              onChange={(t) => dispatch(rewardTypeSet({ index, rewardType: t as RewardType, currency }))}
              error={rewardError}
            />
          </FormLayout.Group>
          {rewardType === 'discount' ? (
            <>
              <FormLayout.Group>
                <DraftSelect
                  path={`${base}.discount.type`}
                  label="Discount type"
                  options={DISCOUNT_TYPES.map((t) => ({ value: t, label: t === 'percentage' ? 'Percentage' : 'Fixed amount' }))}
                />
                <DraftNumberField path={`${base}.discount.reward`} label="Discount" min={0} suffix={discountType === 'percentage' ? '%' : currency} />
              </FormLayout.Group>
              <BeforeAfter base={`${base}.discount`} />
            </>
          ) : null}
          {rewardType === 'free_shipping' ? (
            <>
              <DraftCheckbox path={`${base}.free_shipping.manual`} label="I apply free shipping myself (manual)" />
              <BeforeAfter base={`${base}.free_shipping`} />
            </>
          ) : null}
          {rewardType === 'manual' ? <BeforeAfter base={`${base}.manual`} /> : null}
        </FormLayout>
        {rewardType === 'gift' ? <GiftForm base={`${base}.gift`} /> : null}
        <FormLayout>
          <DraftCheckbox path={`${base}.show_goal_text`} label="Show the reward label on the progress bar" />
          <FormLayout.Group>
            <DraftCheckbox path={`${base}.confetti`} label="Confetti when unlocked" />
            <DraftNumberField path={`${base}.confetti_length`} label="Confetti length" min={CONFETTI_LENGTH_MIN} max={CONFETTI_LENGTH_MAX} suffix="ms" />
          </FormLayout.Group>
        </FormLayout>
        <GoalLook base={base} />
        <SpecificGoals index={index} base={base} />
      </BlockStack>
    </Card>
  );
}
