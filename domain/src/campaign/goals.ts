/**
 * Goal edits of the Add To Unlock editor (campaigns.md §4): add/remove goals, switch amount ↔ quantity, change a
 * reward type with its label, specific-currency goals. Every function is pure and returns a new draft.
 */
import { getPath, setPath } from '../common';
import {
  type MultiGoalType,
  type RewardType,
  MAX_GOALS,
  newGoalAmount,
  newGoalDiscount,
  newGoalQuantity,
} from './constants';
import { defaultGoal } from './defaults';
import { accepted, type CampaignDraft, type DraftGoal, type EditResult, refused } from './draft';
import {
  amountOffLabel,
  CURRENCY_ALREADY_SET,
  FIRST_GOAL_UNDELETABLE,
  FREE_SHIPPING_TAKEN,
  ONLY_4_REWARDS,
  percentOffLabel,
  REWARD_LABEL_FREE_GIFT,
  REWARD_LABEL_FREE_SHIPPING,
  REWARD_LABEL_MANUAL,
} from './messages';

const GOALS = 'settings.add_to_unlock.goals';

/** The draft's goals (empty when the campaign has no Add To Unlock block). */
export const goalsOf = (draft: CampaignDraft): DraftGoal[] => draft.settings?.add_to_unlock?.goals ?? [];

const multiGoalTypeOf = (draft: CampaignDraft): MultiGoalType =>
  draft.settings?.add_to_unlock?.multi_goal_type === 'quantity' ? 'quantity' : 'amount';

const withGoals = (draft: CampaignDraft, goals: DraftGoal[]): CampaignDraft => setPath(draft, GOALS, goals);

const thresholdOf = (g: DraftGoal): number => (typeof g.goal === 'number' ? g.goal : Number.POSITIVE_INFINITY);

/** Goals sorted ascending by threshold (blank thresholds last); stable for equal values. */
export const sortGoals = (draft: CampaignDraft): CampaignDraft =>
  withGoals(
    draft,
    [...goalsOf(draft)].sort((a, b) => thresholdOf(a) - thresholdOf(b)),
  );

/** The label a goal's reward gets: "Free Shipping", "{n}% Off", "{currency} {n} Off", "Free Gift" ("Store Credit" for manual). */
export function rewardLabel(goal: DraftGoal, currency: string): string {
  switch (goal.reward_type) {
    case 'free_shipping':
      return REWARD_LABEL_FREE_SHIPPING;
    case 'gift':
      return REWARD_LABEL_FREE_GIFT;
    case 'manual':
      return REWARD_LABEL_MANUAL;
    default: {
      const n = goal.discount?.reward === '' || goal.discount?.reward === undefined ? 0 : goal.discount.reward;
      return goal.discount?.type === 'fixed_amount' ? amountOffLabel(currency, n) : percentOffLabel(n);
    }
  }
}

const withLabel = (goal: DraftGoal, currency: string): DraftGoal => ({
  ...goal,
  goal_text: { ...goal.goal_text, text: rewardLabel(goal, currency) },
  badge: goal.badge ? { ...goal.badge, text: rewardLabel(goal, currency) } : goal.badge,
});

/**
 * Adds goal n (n = goals so far): threshold 40+20n or 2+2n, a percentage discount of 10+5n. A threshold that would
 * not exceed the last goal is raised one step (20 or 2) above it, so the new goal is valid and last. Refuses a fifth
 * goal. Turns on show_goal_text for the first goal.
 */
export function addGoal(draft: CampaignDraft, currency = ''): EditResult {
  const goals = goalsOf(draft);
  if (goals.length >= MAX_GOALS) return refused(draft, ONLY_4_REWARDS);
  const type = multiGoalTypeOf(draft);
  const n = goals.length;
  const created: DraftGoal = { ...defaultGoal(n, type), reward_type: 'discount' };
  const step = type === 'quantity' ? 2 : 20;
  const last = goals.length ? thresholdOf(goals[goals.length - 1]) : Number.NEGATIVE_INFINITY;
  if (typeof created.goal === 'number' && Number.isFinite(last) && created.goal <= last) created.goal = last + step;
  const next = [...goals, withLabel(created, currency)];
  next[0] = { ...next[0], show_goal_text: true };
  return accepted(sortGoals(withGoals(draft, next)));
}

/** Removes goal `index`; goal 1 (index 0) cannot be deleted. */
export function removeGoal(draft: CampaignDraft, index: number): EditResult {
  if (index === 0) return refused(draft, FIRST_GOAL_UNDELETABLE);
  const goals = goalsOf(draft);
  if (index < 0 || index >= goals.length) return accepted(draft);
  return accepted(
    withGoals(
      draft,
      goals.filter((_, i) => i !== index),
    ),
  );
}

/**
 * Switches amount ↔ quantity goals: thresholds reset to 40+20n or 2+2n (n = goal index), discounts to 10+5n, and
 * specific-currency goals move with their goal (same new threshold, currency kept). Discount labels follow. Choosing
 * the type already set changes nothing.
 */
export function switchGoalType(draft: CampaignDraft, type: MultiGoalType, currency = ''): CampaignDraft {
  // Re-picking the current type must not wipe the merchant's thresholds.
  if (draft.settings?.add_to_unlock?.multi_goal_type === type) return draft;
  const goals = goalsOf(draft).map((g, n): DraftGoal => {
    const goal = type === 'quantity' ? newGoalQuantity(n) : newGoalAmount(n);
    const moved: DraftGoal = {
      ...g,
      goal,
      specific_goals: g.specific_goals?.map((s) => ({ ...s, goal })),
      discount: g.discount ? { ...g.discount, reward: newGoalDiscount(n) } : g.discount,
    };
    return moved.reward_type === 'discount' ? withLabel(moved, currency) : moved;
  });
  return withGoals(setPath(draft, 'settings.add_to_unlock.multi_goal_type', type), goals);
}

/** The editor's minimum for goal `index`'s threshold: the previous goal's value (0 for the first or a blank previous). */
export function goalMinimum(draft: CampaignDraft, index: number): number {
  const prev = index > 0 ? goalsOf(draft)[index - 1]?.goal : undefined;
  return typeof prev === 'number' ? prev : 0;
}

/**
 * Sets goal `index`'s reward type and its label; a missing reward block gets its defaults. Free shipping is refused
 * when another goal already uses it.
 */
export function setRewardType(draft: CampaignDraft, index: number, rewardType: RewardType, currency = ''): EditResult {
  const goals = goalsOf(draft);
  const goal = goals[index];
  if (!goal) return accepted(draft);
  if (rewardType === 'free_shipping' && goals.some((g, i) => i !== index && g.reward_type === 'free_shipping'))
    return refused(draft, FREE_SHIPPING_TAKEN);
  const defaults = defaultGoal(index, multiGoalTypeOf(draft));
  const block = rewardType === 'free_shipping' ? 'free_shipping' : rewardType;
  const updated: DraftGoal = { ...goal, reward_type: rewardType, [block]: goal[block] ?? defaults[block] };
  return accepted(
    withGoals(
      draft,
      goals.map((g, i) => (i === index ? withLabel(updated, currency) : g)),
    ),
  );
}

/** Adds a threshold for a specific presentment currency to goal `index` (starting at the goal's own threshold). */
export function addSpecificGoal(draft: CampaignDraft, index: number, currency: string): EditResult {
  const goal = goalsOf(draft)[index];
  if (!goal) return accepted(draft);
  const code = currency.toUpperCase();
  const specific = goal.specific_goals ?? [];
  if (specific.some((s) => s.currency === code)) return refused(draft, CURRENCY_ALREADY_SET);
  return accepted(
    setPath(draft, `${GOALS}.${index}.specific_goals`, [...specific, { goal: goal.goal, currency: code, main: false }]),
  );
}

/** Removes specific-currency goal `specificIndex` of goal `index`. */
export function removeSpecificGoal(draft: CampaignDraft, index: number, specificIndex: number): CampaignDraft {
  const specific = getPath(draft, `${GOALS}.${index}.specific_goals`);
  if (!Array.isArray(specific)) return draft;
  return setPath(
    draft,
    `${GOALS}.${index}.specific_goals`,
    specific.filter((_, j) => j !== specificIndex),
  );
}
