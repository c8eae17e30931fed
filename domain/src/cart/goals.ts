import { convertWithRate, toMinor } from '../money/convert';
import type { LineAmount } from './discount';
import { cartIdKey, isGiftLine, lineFullCents, lineQuantity, toNumber, unitCents } from './lines';
import type { GoalLike, RewardLine, ShopifyId } from './types';

/** What a goal measures (cart-and-shop.md §4): item count, full price, manual total, or the default amount. */
export type GoalKind = 'quantity' | 'free_shipping' | 'manual' | 'amount';

/** How goals are read: the campaign's multi_goal_type and, on the storefront, the presentment currency and rate. */
export interface GoalContext {
  /** add_to_unlock.multi_goal_type: 'amount' (default) or 'quantity'. */
  multiGoalType?: string | null;
  /** Presentment currency code of the cart's prices (ISO, e.g. "EUR"). */
  currency?: string | null;
  /** Shop → presentment currency rate (Shopify.currency.rate); 1 when absent. */
  rate?: number | null;
}

/** Inputs to a measured total besides the lines. */
export interface MeasureOptions {
  /** Bundle (Buy More Save More) discounts per line; only counted, non-gift lines subtract. */
  bundleDiscounts?: readonly LineAmount[];
  /** Products that never count toward goals (One Check products with include_in_atu false). */
  excludedProductIds?: ReadonlySet<string>;
}

/** The sums every goal total is built from, in cents (quantity in items). */
export interface CartTotals {
  /** Items counted toward quantity goals: non-gift units. */
  quantity: number;
  /** Full price of counted non-gift lines. */
  original: number;
  /** Full price of gift lines priced above zero (gifts made free by the automatic discount). */
  autoDiscountGifts: number;
  /** Bundle discounts on counted non-gift lines. */
  bundleDiscount: number;
}

/** Sums a cart's lines into the figures goals compare against. */
export function cartTotals(items: readonly RewardLine[], opts: MeasureOptions = {}): CartTotals {
  const counted = (item: RewardLine): boolean => !opts.excludedProductIds?.has(cartIdKey(item.product_id));
  const totals: CartTotals = { quantity: 0, original: 0, autoDiscountGifts: 0, bundleDiscount: 0 };
  items.forEach((item) => {
    if (!counted(item)) return;
    if (isGiftLine(item)) {
      if (unitCents(item) > 0) totals.autoDiscountGifts += lineFullCents(item);
      return;
    }
    totals.quantity += lineQuantity(item);
    totals.original += lineFullCents(item);
  });
  for (const d of opts.bundleDiscounts ?? []) {
    const item = items[d.line];
    if (item && counted(item) && !isGiftLine(item)) totals.bundleDiscount += d.amount;
  }
  return totals;
}

/** The kind of total a goal compares against; quantity campaigns count items whatever the reward. */
export function goalKind(goal: GoalLike, multiGoalType?: string | null): GoalKind {
  if (multiGoalType === 'quantity') return 'quantity';
  if (goal.reward_type === 'free_shipping') return 'free_shipping';
  if (goal.reward_type === 'manual') return 'manual';
  return 'amount';
}

/**
 * The measured total for a goal kind (cart-and-shop.md §4): quantity → item count excluding gifts; free_shipping →
 * full price excluding gifts; manual → original + auto-discount gifts − bundle discounts; otherwise original −
 * bundle discounts. Amounts are cents.
 */
export function measuredTotal(kind: GoalKind, items: readonly RewardLine[], opts: MeasureOptions = {}): number {
  return totalFor(kind, cartTotals(items, opts));
}

/** measuredTotal from precomputed totals. */
export function totalFor(kind: GoalKind, t: CartTotals): number {
  switch (kind) {
    case 'quantity':
      return t.quantity;
    case 'free_shipping':
      return t.original;
    case 'manual':
      return t.original + t.autoDiscountGifts - t.bundleDiscount;
    default:
      return t.original - t.bundleDiscount;
  }
}

/**
 * A goal's threshold in the unit its total uses: items for quantity campaigns, otherwise presentment-currency cents.
 * Multi-currency: the specific_goals entry for the cart's currency wins; without one (or with goal_type
 * "relative") the shop-currency goal is converted with the rate. Undefined when the goal has no usable value.
 */
export function goalThreshold(goal: GoalLike, ctx: GoalContext = {}): number | undefined {
  if (ctx.multiGoalType === 'quantity') {
    const q = toNumber(goal.goal);
    return q !== undefined && q >= 0 ? q : undefined;
  }
  const currency = ctx.currency?.trim().toUpperCase();
  if (currency && goal.goal_type !== 'relative') {
    const specific = (goal.specific_goals ?? []).find(
      (s) => s.currency?.trim().toUpperCase() === currency && (toNumber(s.goal) ?? -1) >= 0,
    );
    if (specific) return toMinor(toNumber(specific.goal));
  }
  const main = toNumber(goal.goal);
  if (main === undefined || main < 0) return undefined;
  return convertWithRate(toMinor(main), ctx.rate);
}

/** A total reaches a threshold: at least the threshold and above zero (an empty cart unlocks nothing). */
export const reachesThreshold = (total: number, threshold: number | undefined): boolean =>
  threshold !== undefined && total > 0 && total >= threshold;

/** Whether `goal` is unlocked by `total` (same unit as goalThreshold). */
export const isGoalUnlocked = (goal: GoalLike, total: number, ctx: GoalContext = {}): boolean =>
  reachesThreshold(total, goalThreshold(goal, ctx));

/** Amount or items still missing to reach a threshold (the {{amount_left}} of cart messages); never negative. */
export const amountLeft = (threshold: number | undefined, total: number): number =>
  threshold === undefined ? 0 : Math.max(0, threshold - total);

/** A goal read against a cart. `index` is its position in the campaign's goals list. */
export interface EvaluatedGoal<G extends GoalLike = GoalLike> {
  goal: G;
  index: number;
  kind: GoalKind;
  threshold: number | undefined;
  total: number;
  unlocked: boolean;
}

/** Evaluates every goal against a cart, sorted ascending by threshold (stable; goals without one go last). */
export function evaluateGoals<G extends GoalLike>(
  goals: readonly G[] | null | undefined,
  items: readonly RewardLine[],
  ctx: GoalContext & MeasureOptions = {},
): EvaluatedGoal<G>[] {
  const totals = cartTotals(items, ctx);
  return sortByThreshold(
    (goals ?? []).map((goal, index) => {
      const kind = goalKind(goal, ctx.multiGoalType);
      const threshold = goalThreshold(goal, ctx);
      const total = totalFor(kind, totals);
      return { goal, index, kind, threshold, total, unlocked: reachesThreshold(total, threshold) };
    }),
  );
}

/** Sorts goals ascending by threshold; stable, undefined thresholds last. */
export function sortByThreshold<T extends { threshold: number | undefined }>(goals: readonly T[]): T[] {
  return [...goals].sort((a, b) => (a.threshold ?? Infinity) - (b.threshold ?? Infinity));
}

/** Locked-goal progress when badges are shown, by number of goals (cart-and-shop.md §4). */
export const BADGE_LOCKED_PROGRESS: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 68, 2: 45, 3: 10, 4: 5 };

/** Options of goalProgress. */
export interface GoalProgressOptions {
  showBadges?: boolean | null;
  goalCount: number;
  unlocked: boolean;
}

/**
 * One goal's progress, 0-100: 100 if unlocked; with badges shown and locked, fixed by goal count (1: 68, 2: 45,
 * 3: 10, 4: 5; counts outside 1-4 clamp); otherwise total / threshold as a percentage capped at 100.
 */
export function goalProgress(threshold: number | undefined, total: number, opts: GoalProgressOptions): number {
  if (opts.unlocked) return 100;
  if (opts.showBadges) {
    const n = Math.min(4, Math.max(1, Math.floor(opts.goalCount))) as 1 | 2 | 3 | 4;
    return BADGE_LOCKED_PROGRESS[n];
  }
  if (threshold === undefined || threshold <= 0 || !(total > 0)) return 0;
  return Math.min(100, (total / threshold) * 100);
}

/** Progress-bar width modes: the classic average, or the newer one with a 5% floor and an 85% stop before a goal. */
export type ProgressMode = 'classic' | 'newer';

/** Floor of the newer bar while a threshold exists and the top goal is not reached. */
export const PROGRESS_MIN_WIDTH = 5;
/** The newer bar stops at this share of a goal until the goal is reached. */
export const PROGRESS_STOP_BEFORE_GOAL = 85;

/** A goal on the bar: its threshold, or an evaluated goal carrying its own measured total. */
export type BarGoal = number | undefined | { threshold: number | undefined; total?: number };

/** Reads bar goals into sorted {threshold, total} pairs; unusable thresholds dropped. */
function barGoals(goals: ReadonlyArray<BarGoal>, total: number): Array<{ threshold: number; total: number }> {
  return goals
    .map((g) => (typeof g === 'object' ? { threshold: g.threshold, total: g.total ?? total } : { threshold: g, total }))
    .filter((g): g is { threshold: number; total: number } => g.threshold !== undefined && g.threshold >= 0)
    .sort((a, b) => a.threshold - b.threshold);
}

/**
 * Overall progress-bar width, 0-100. `goals` are thresholds in the unit of `total`, or evaluated goals with their
 * own totals (a free-shipping goal measures differently); sorted ascending here.
 * Classic: each goal that is first or follows an unlocked goal contributes its goalProgress, every other goal 0, and
 * the bar is the mean over all goals (so a bar of n goals fills one n-th per goal). Newer: the same, but a locked
 * goal contributes at most 85; the bar is at least 5 while any threshold exists; 100 once the top goal is reached.
 */
export function progressBarWidth(
  goals: ReadonlyArray<BarGoal>,
  total: number,
  mode: ProgressMode = 'classic',
  opts: { showBadges?: boolean | null } = {},
): number {
  const sorted = barGoals(goals, total);
  if (sorted.length === 0) return 0;
  const unlocked = sorted.map((g) => reachesThreshold(g.total, g.threshold));
  if (mode === 'newer' && unlocked[unlocked.length - 1]) return 100;
  const values = sorted.map((g, i) => {
    if (i > 0 && !unlocked[i - 1]) return 0;
    const v = goalProgress(g.threshold, g.total, {
      showBadges: opts.showBadges,
      goalCount: sorted.length,
      unlocked: unlocked[i],
    });
    return mode === 'newer' && !unlocked[i] ? Math.min(v, PROGRESS_STOP_BEFORE_GOAL) : v;
  });
  const width = values.reduce((a, b) => a + b, 0) / sorted.length;
  return mode === 'newer' ? Math.max(PROGRESS_MIN_WIDTH, width) : width;
}

/**
 * Where the bar will end once the next goal not yet reached is reached, 0-100, or null when every goal is reached
 * (or none is usable): progressBarWidth with every goal's total raised by what that goal still lacks, as if the
 * shopper added exactly that much. The drawer tints the stretch up to it in progress_secondary.
 */
export function nextGoalWidth(
  goals: ReadonlyArray<BarGoal>,
  total: number,
  mode: ProgressMode = 'classic',
  opts: { showBadges?: boolean | null } = {},
): number | null {
  const sorted = barGoals(goals, total);
  const next = sorted.find((g) => !reachesThreshold(g.total, g.threshold));
  if (!next) return null;
  const lacking = next.threshold - next.total;
  const reached = sorted.map((g) => ({ threshold: g.threshold, total: g === next ? g.threshold : g.total + lacking }));
  return progressBarWidth(reached, 0, mode, opts);
}

/** The add_to_unlock colour key for the bar: progress_complete when every goal is unlocked, else progress_primary. */
export function barColour(goals: ReadonlyArray<BarGoal>, total: number): 'progress_complete' | 'progress_primary' {
  const sorted = barGoals(goals, total);
  return sorted.length > 0 && sorted.every((g) => reachesThreshold(g.total, g.threshold))
    ? 'progress_complete'
    : 'progress_primary';
}

/** Goals with confetti that are unlocked now and were not before (the goal indices unlocked on the previous render). */
export function confettiGoals<G extends GoalLike>(
  previouslyUnlocked: ReadonlySet<number>,
  now: ReadonlyArray<EvaluatedGoal<G>>,
): EvaluatedGoal<G>[] {
  return now.filter((g) => g.unlocked && g.goal.confetti && !previouslyUnlocked.has(g.index));
}

/** Normalises a list of ids for set lookups. */
export const idSet = (ids: ReadonlyArray<ShopifyId | null | undefined>): Set<string> =>
  new Set(ids.map(cartIdKey).filter((k) => k !== ''));
