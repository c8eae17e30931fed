import { cartIdKey, giftCacheKey, giftVariants } from '../../shared/domain';
import type { StorefrontGoal as Goal } from '@cartlift/domain/storefront';

const GIFT_CHOICE_STORAGE = 'cartlift:gift-choices';

type Choices = Record<string, string>;

function load(): Choices {
  try {
    return JSON.parse(localStorage.getItem(GIFT_CHOICE_STORAGE) || '{}') as Choices;
  } catch {
    return {};
  }
}

function save(choices: Choices): void {
  try {
    localStorage.setItem(GIFT_CHOICE_STORAGE, JSON.stringify(choices));
  } catch {
    // private mode: the choice lasts until the page reloads (the cart line itself keeps the gift)
  }
}

/**
 * The shopper's gift choices for giftPlan's `selected` input, by goal index. Keyed like the random-gift cache
 * (goal position + its gift list), so a merchant editing a goal's gifts drops the stale choice; a choice that is no
 * longer one of the goal's gifts is ignored. Kept until the cart is emptied (clearLocalState), so a goal that locks
 * and unlocks again brings back the gift the shopper chose rather than asking again.
 */
export function selectedGifts(goals: readonly Goal[] | undefined): Record<number, string> {
  const stored = load();
  const out: Record<number, string> = {};
  (goals ?? []).forEach((goal, index) => {
    const variants = giftVariants(goal.gift);
    const choice = stored[giftCacheKey(index, variants)];
    if (choice && variants.includes(choice)) out[index] = choice;
  });
  return out;
}

/** Remembers (or with null forgets) the gift the shopper chose for goal `index`. */
export function saveGiftChoice(goal: Goal, index: number, variantId: string | number | null): void {
  const choices = load();
  const key = giftCacheKey(index, giftVariants(goal.gift));
  if (variantId === null) delete choices[key];
  else choices[key] = cartIdKey(variantId);
  save(choices);
}
