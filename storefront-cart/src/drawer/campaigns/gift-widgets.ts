import { activeGiftGoals, cartIdKey, giftVariants, toNumber, type EvaluatedGoal } from '../../shared/domain';
import type { StorefrontAddToUnlock as AddToUnlockSettings, StorefrontGoal as Goal } from '@cartlift/domain/storefront';

/** One gift a goal offers, priced in the storefront currency (cents). */
export interface GiftOption {
  variant_id: string;
  title: string;
  image?: string;
  price: number;
  /** In the cart as another goal's gift (a variant serves one goal at a time), so it cannot be chosen here. */
  taken?: boolean;
}

/**
 * A goal's gift widget (cart-and-shop.md §4 "Gift widget states"): before (goal locked), selecting (unlocked, several
 * non-random gifts, none in the cart yet) and after (the goal's gift is in the cart).
 */
export interface GiftWidgetView {
  goalIndex: number;
  goal: Goal;
  state: 'before' | 'selecting' | 'after';
  /** Several gifts and multi_gift_select "select": the shopper chooses, and may change the choice. */
  selectable: boolean;
  options: GiftOption[];
  /** Variant id of the goal's gift line in the cart (after). */
  chosen: string | null;
}

/** A goal's gifts: its list, or the one product a goal stored before lists. */
const giftList = (goal: Goal) => (goal.gift?.products?.length ? goal.gift.products : goal.gift?.product ? [goal.gift.product] : []);

/** The title of the gift in the cart for this goal, else of its first gift. */
export function giftTitle(goal: Goal, variant?: string): string {
  const list = giftList(goal);
  return (list.find((p) => cartIdKey(p.variant_id) === variant) ?? list[0])?.title ?? '';
}

/** The gift widgets of the Add To Unlock goals, in goal order (cart-and-shop.md §4 "Gift widget states"). */
export function giftWidgetsFor(
  evaluated: EvaluatedGoal<Goal>[],
  granted: Map<number, string>,
  settings: AddToUnlockSettings,
  rate: number,
): GiftWidgetView[] {
  const active = new Set(activeGiftGoals(evaluated).map((g) => g.index));
  const out: GiftWidgetView[] = [];
  let lockedShown = false;
  for (const g of evaluated) {
    const gift = g.goal.gift;
    const variants = giftVariants(gift);
    if (g.goal.reward_type !== 'gift' || !gift || gift.widget?.active === false || !variants.length) continue;
    const selectable = variants.length > 1 && gift.multi_gift_select !== 'random';
    const chosen = granted.get(g.index) ?? null;
    let state: GiftWidgetView['state'];
    if (!g.unlocked) {
      if (lockedShown && !settings.show_all_locked_goals) continue;
      lockedShown = true;
      state = 'before';
    } else if (chosen) state = 'after';
    else if (selectable && active.has(g.index)) state = 'selecting';
    // Unlocked but no gift line (being added, sold out, or replaced by a later goal's gift): nothing to show.
    else continue;
    const seen = new Set<string>();
    const options: GiftOption[] = [];
    for (const p of giftList(g.goal)) {
      const id = cartIdKey(p.variant_id);
      if (!id || seen.has(id)) continue;
      seen.add(id);
      const taken = [...granted].some(([goal, v]) => v === id && goal !== g.index);
      options.push({ variant_id: id, title: p.title ?? '', image: p.image, price: Math.round((toNumber(p.variant_price) ?? 0) * 100 * rate), taken });
    }
    out.push({ goalIndex: g.index, goal: g.goal, state, selectable, options, chosen });
  }
  return out;
}
