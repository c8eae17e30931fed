import { cartIdKey, giftCacheKey, giftPlan, giftVariants, isEmptyGiftPlan, orphanedAddOns, productsExcludedFromGoals, type RandomGiftCache } from '../../shared/domain';
import type { Reconciler } from '../../shared/cart-client';
import type { Lookup } from '../../shared/gateway';
import type { StorefrontGoal as Goal } from '@cartlift/domain/storefront';
import { addOnVariants, atuOf, rewardLines, rewardsFor, visibleCampaigns, type ViewInput } from './campaigns';

// The gift lines of the cart and what they are planned from: the shopper's random-gift picks (kept 72 minutes) and
// gift choices, each in local storage (absent storage: nothing remembered, every plan still right).
const RANDOM_GIFT_STORAGE = 'cartlift:random-gifts';
const GIFT_CHOICE_STORAGE = 'cartlift:gift-choices';

type Choices = Record<string, string>;

function load<T>(key: string): T {
  try {
    return JSON.parse(localStorage.getItem(key) || '{}') as T;
  } catch {
    return {} as T;
  }
}

function save(key: string, value: RandomGiftCache | Choices): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode: a random pick is not remembered; a choice lasts until the page reloads (the cart line keeps the gift)
  }
}

/**
 * The shopper's gift choices for giftPlan's `selected` input, by goal index. Keyed like the random-gift cache
 * (goal position + its gift list), so a merchant editing a goal's gifts drops the stale choice; a choice that is no
 * longer one of the goal's gifts is ignored. Kept until the cart is emptied (clearLocalState), so a goal that locks
 * and unlocks again brings back the gift the shopper chose rather than asking again.
 */
export function selectedGifts(goals: readonly Goal[] | undefined): Record<number, string> {
  const stored = load<Choices>(GIFT_CHOICE_STORAGE);
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
  const choices = load<Choices>(GIFT_CHOICE_STORAGE);
  const key = giftCacheKey(index, giftVariants(goal.gift));
  if (variantId === null) delete choices[key];
  else choices[key] = cartIdKey(variantId);
  save(GIFT_CHOICE_STORAGE, choices);
}

/**
 * The cart queue's reconciler for gifts: after every write it plans gift lines on the true cart with the domain's
 * giftPlan and answers one update.js body. update.js sets absolute quantities (1 or 0), so replaying it is harmless:
 * twenty rapid clicks converge on one gift line.
 */
export function giftReconciler(lookup: Lookup, env: Pick<ViewInput, 'currency' | 'currencyRate' | 'country'>, now = () => Date.now()): Reconciler {
  const campaigns = visibleCampaigns(lookup, env.country);
  const atu = atuOf(campaigns)?.settings.add_to_unlock;
  const excluded = productsExcludedFromGoals(campaigns);
  const addOns = addOnVariants(campaigns);
  return (cart) => {
    // A cart left with add-ons only (the paying product removed here, in the theme or in another tab) is emptied.
    const orphans = orphanedAddOns(cart.items, addOns);
    if (orphans.length) return { updates: Object.fromEntries(orphans.map((key) => [key, 0])) };
    const items = rewardLines(cart);
    const plan = giftPlan(atu?.isActive === false ? [] : atu?.goals ?? [], items, {
      bundleDiscounts: rewardsFor(lookup, campaigns, items, env).bundleDiscounts,
      now: now(),
      randomCache: load<RandomGiftCache>(RANDOM_GIFT_STORAGE),
      selected: selectedGifts(atu?.goals),
      multiGoalType: atu?.multi_goal_type,
      currency: env.currency || cart.currency,
      rate: env.currencyRate,
      excludedProductIds: excluded,
    });
    save(RANDOM_GIFT_STORAGE, plan.cache);
    return isEmptyGiftPlan(plan) ? null : { updates: plan.updates };
  };
}
