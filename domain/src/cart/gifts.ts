import { evaluateGoals, type EvaluatedGoal, type GoalContext, type MeasureOptions } from './goals';
import { cartIdKey, isGiftLine, lineQuantity } from './lines';
import type { GiftLike, GoalLike, RewardLine, ShopifyId } from './types';

/** How long a randomly picked gift is kept (cart-and-shop.md §4, §9): 4,320,000 ms = 72 minutes. */
export const RANDOM_GIFT_CACHE_MS = 4_320_000;

/** One cached random pick. `expires` is epoch ms. */
export interface RandomGiftChoice {
  variant_id: string;
  expires: number;
}

/** Random picks by goal (see giftCacheKey); the storefront persists it in local storage. */
export type RandomGiftCache = Readonly<Record<string, RandomGiftChoice>>;

/** A goal's candidate gift variants (ids as cartIdKey strings, unique, in stored order). */
export function giftVariants(gift: GiftLike | null | undefined): string[] {
  if (!gift) return [];
  const list = gift.products && gift.products.length > 0 ? gift.products : gift.product ? [gift.product] : [];
  return [...new Set(list.map((p) => cartIdKey(p.variant_id)).filter((k) => k !== ''))];
}

/** True for a gift goal with at least one gift configured ("a gift goal requires a configured gift"). */
export const isGiftGoal = (goal: GoalLike): boolean =>
  goal.reward_type === 'gift' && giftVariants(goal.gift).length > 0;

/** Cache key of a goal's random pick: its position and its candidate list, so editing the gifts drops the pick. */
export const giftCacheKey = (goalIndex: number, variants: readonly string[]): string =>
  `${goalIndex}|${[...variants].sort().join(',')}`;

/** The unlocked gift goals whose gifts stand: a later unlocked goal with previous_gift "remove" drops every earlier one. */
export function activeGiftGoals<G extends GoalLike>(evaluated: ReadonlyArray<EvaluatedGoal<G>>): EvaluatedGoal<G>[] {
  let active: EvaluatedGoal<G>[] = [];
  for (const g of evaluated) {
    if (!g.unlocked || !isGiftGoal(g.goal)) continue;
    if (g.goal.gift?.previous_gift === 'remove') active = [];
    active.push(g);
  }
  return active;
}

/**
 * Maximum matching of goals to distinct gifts in the cart (Kuhn's augmenting paths). `candidates[i]` lists goal i's
 * gifts in preference order; goals are tried in order and a matched goal stays matched, so earlier goals win
 * conflicts. Returns each goal's gift, or undefined.
 */
export function matchGiftsToCart(
  candidates: ReadonlyArray<readonly string[]>,
  inCart: ReadonlySet<string>,
): Array<string | undefined> {
  const owner = new Map<string, number>();
  const assign = (goal: number, seen: Set<string>): boolean => {
    for (const v of candidates[goal]) {
      if (!inCart.has(v) || seen.has(v)) continue;
      seen.add(v);
      const current = owner.get(v);
      if (current === undefined || assign(current, seen)) {
        owner.set(v, goal);
        return true;
      }
    }
    return false;
  };
  candidates.forEach((_, goal) => assign(goal, new Set()));
  const out: Array<string | undefined> = candidates.map(() => undefined);
  for (const [v, goal] of owner) out[goal] = v;
  return out;
}

/** Options of giftPlan: how goals are measured, the clock, the random source and the shopper's gift choices. */
export interface GiftPlanOptions extends GoalContext, MeasureOptions {
  /** Epoch ms, for the random-gift cache. */
  now: number;
  randomCache?: RandomGiftCache;
  /** Uniform [0, 1); defaults to Math.random. Tests pass a seeded one. */
  random?: () => number;
  /** Variant the shopper chose per goal index, for multiple gifts with multi_gift_select "select". */
  selected?: Readonly<Record<number, ShopifyId>>;
}

/** The chosen gift of one active goal. */
export interface ActiveGift {
  goalIndex: number;
  variant_id: string;
}

/** What giftPlan decides: cart/update.js `updates` (variant id → 1 to add, 0 to remove) and state to keep. */
export interface GiftPlan {
  updates: Record<string, number>;
  /** The random-gift cache to persist (expired picks pruned, new picks added). */
  cache: Record<string, RandomGiftChoice>;
  /** The gift each active goal gives. */
  active: ActiveGift[];
  /** Unlocked goals with several gifts to select from and no choice yet (widget state "selecting"). */
  awaitingSelection: number[];
}

/** True when a plan changes nothing in the cart. */
export const isEmptyGiftPlan = (plan: GiftPlan): boolean => Object.keys(plan.updates).length === 0;

/**
 * Which gift lines to add or remove (cart-and-shop.md §4 "Gift goals"). Unlocked gift goals add their gift at
 * quantity 1; a later goal with previous_gift "remove" replaces earlier gifts ("keep" keeps both). With several
 * gifts: a gift already in the cart is kept; otherwise "random" picks one (cached 72 minutes, returned in `cache`)
 * and "select" adds the shopper's `selected` variant or waits (`awaitingSelection`). A gift variant serves one goal
 * at a time. Every free_gift/singleton_gift line that is not an active goal's gift is removed, gift lines are held
 * at quantity 1, and gifts are removed when no other line would remain. Gifts never count toward goals, and gifts
 * in the cart are matched to goals maximally, so applying the plan and planning again yields no updates.
 */
export function giftPlan<G extends GoalLike>(
  goals: readonly G[] | null | undefined,
  items: readonly RewardLine[],
  opts: GiftPlanOptions,
): GiftPlan {
  const random = opts.random ?? Math.random;
  const cache: Record<string, RandomGiftChoice> = {};
  for (const [key, choice] of Object.entries(opts.randomCache ?? {})) {
    if (choice.expires > opts.now) cache[key] = choice;
  }
  const giftQty = new Map<string, number>();
  for (const item of items) {
    if (!isGiftLine(item)) continue;
    const key = cartIdKey(item.variant_id);
    giftQty.set(key, (giftQty.get(key) ?? 0) + lineQuantity(item));
  }
  // Cart order is the tie-break whenever several gifts in the cart could serve a goal.
  const giftsInCart = [...giftQty].filter(([, qty]) => qty > 0).map(([v]) => v);
  const inCart = new Set(giftsInCart);

  const plans = activeGiftGoals(evaluateGoals(goals, items, opts)).map((g) => {
    const candidates = giftVariants(g.goal.gift);
    const isRandom = candidates.length > 1 && g.goal.gift?.multi_gift_select === 'random';
    const selected = cartIdKey(opts.selected?.[g.index]);
    // A shopper's selection fixes the choice; without one a "select" goal only keeps what is already in the cart.
    const choices = !isRandom && candidates.length > 1 && candidates.includes(selected) ? [selected] : candidates;
    const awaits = !isRandom && choices.length > 1;
    const tier = awaits ? 3 : choices.some((v) => !inCart.has(v)) ? 1 : 2;
    return { g, candidates, choices, isRandom, awaits, tier };
  });
  // Keep gifts already in the cart first, by a maximum matching in which goals that could still add a new gift come
  // first and waiting "select" goals last: planning again on the resulting cart then keeps exactly the same gifts.
  const byTier = [...plans].sort((a, b) => a.tier - b.tier);
  const matched = matchGiftsToCart(
    byTier.map((p) => giftsInCart.filter((v) => p.choices.includes(v))),
    inCart,
  );
  const choice = new Map(byTier.map((p, i) => [p, matched[i]]));
  const taken = new Set(matched.filter((v): v is string => v !== undefined));

  const active: ActiveGift[] = [];
  const awaitingSelection: number[] = [];
  for (const p of plans) {
    let pick = choice.get(p);
    const available = p.choices.filter((v) => !taken.has(v));
    if (!pick && available.length > 0) {
      if (p.awaits) awaitingSelection.push(p.g.index);
      else if (p.isRandom) {
        const key = giftCacheKey(p.g.index, p.candidates);
        const cached = cache[key];
        if (cached && available.includes(cached.variant_id)) pick = cached.variant_id;
        else {
          pick = available[Math.min(available.length - 1, Math.max(0, Math.floor(random() * available.length)))];
          cache[key] = { variant_id: pick, expires: opts.now + RANDOM_GIFT_CACHE_MS };
        }
      } else pick = available[0];
    }
    if (pick) {
      taken.add(pick);
      active.push({ goalIndex: p.g.index, variant_id: pick });
    }
  }

  const othersRemain = items.some((item) => !isGiftLine(item) && lineQuantity(item) > 0);
  const wanted = new Set(othersRemain ? active.map((a) => a.variant_id) : []);
  const updates: Record<string, number> = {};
  for (const [variant, qty] of giftQty) {
    const target = wanted.has(variant) ? 1 : 0;
    if (qty !== target) updates[variant] = target;
  }
  for (const variant of wanted) if (!giftQty.has(variant)) updates[variant] = 1;
  return { updates, cache, active, awaitingSelection };
}
