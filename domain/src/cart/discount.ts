import { convertWithRate, toMinor } from '../money/convert';
import { evaluateGoals, type EvaluatedGoal, type GoalContext, type MeasureOptions } from './goals';
import { cartIdKey, isGiftLine, lineFullCents, lineQuantity, toNumber } from './lines';
import type { BundleTierLike, GoalLike, RewardLine } from './types';

/**
 * Splits `total` cents across `weights` proportionally with the largest-remainder method: every share is a whole
 * cent, shares sum to exactly min(total, Σweights), and no share exceeds its weight. Ties go to the earlier line.
 */
export function spreadDiscount(total: number, weights: readonly number[]): number[] {
  const w = weights.map((x) => (Number.isFinite(x) && x > 0 ? Math.floor(x) : 0));
  const sum = w.reduce((a, b) => a + b, 0);
  const amount = Math.min(Math.max(0, Math.floor(Number.isFinite(total) ? total : 0)), sum);
  if (amount === 0) return w.map(() => 0);
  // amount × weight can pass 2^53 on very large carts; BigInt keeps the split exact there.
  const exact = amount * sum <= Number.MAX_SAFE_INTEGER;
  const part = (x: number): [number, number] => {
    if (exact) return [Math.floor((amount * x) / sum), (amount * x) % sum];
    const p = BigInt(amount) * BigInt(x);
    return [Number(p / BigInt(sum)), Number(p % BigInt(sum))];
  };
  const parts = w.map(part);
  const shares = parts.map(([q]) => q);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = parts
    .map(([, frac], i) => ({ i, frac }))
    .filter(({ i }) => shares[i] < w[i])
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** A tier's discount type: fixed_amount, otherwise percentage (the spec's default). */
const isFixed = (type: string | null | undefined): boolean => type === 'fixed_amount';

/**
 * Discount in cents on `baseCents` for a reward of `type`: percentage → floor(base × reward / 100) (percent
 * discounts round down, reward clamped to 0-100); fixed_amount → reward in main units converted with the rate,
 * capped at the base.
 */
export function rewardCents(type: string | null | undefined, reward: number, baseCents: number, rate?: number): number {
  if (!(reward > 0) || !(baseCents > 0)) return 0;
  if (isFixed(type)) return Math.min(baseCents, convertWithRate(toMinor(reward), rate));
  return Math.floor((baseCents * Math.min(reward, 100)) / 100);
}

/** The largest tier whose quantity is at or under `quantity` (campaigns.md §3 bundles); unusable tiers are ignored. */
export function bundleTierFor<T extends BundleTierLike>(tiers: readonly T[] | null | undefined, quantity: number): T | undefined {
  let best: T | undefined;
  let bestQty = 0;
  for (const tier of tiers ?? []) {
    const q = toNumber(tier.quantity);
    const reward = toNumber(tier.reward);
    if (q === undefined || q < 1 || reward === undefined || reward <= 0) continue;
    if (q <= quantity && q > bestQty) {
      best = tier;
      bestQty = q;
    }
  }
  return best;
}

/** One line's discount in cents; `line` is the index in the items given. */
export interface LineAmount {
  line: number;
  variant_id: RewardLine['variant_id'];
  amount: number;
}

/** A bundle rule: the tiers of one Buy More Save More campaign and which products it covers. */
export interface BundleRule<T extends BundleTierLike = BundleTierLike> {
  tiers: readonly T[];
  /** Product ids the campaign targets; 'all' for every product. */
  appliesTo: 'all' | ReadonlySet<string>;
}

/** The bundle discount of one line and the tier that gave it. */
export interface BundleLineDiscount<T extends BundleTierLike = BundleTierLike> extends LineAmount {
  tier: T;
}

/**
 * Buy More Save More discounts per line. The item count is per product (variants of one product add up; gifts never
 * count). The first rule covering a product applies. Percentage tiers take floor(line × reward / 100) from each
 * line; a fixed_amount tier takes its reward (main units, converted with `rate`) once off that product's lines,
 * spread proportionally.
 */
export function bundleDiscounts<T extends BundleTierLike>(
  rules: ReadonlyArray<BundleRule<T>>,
  items: readonly RewardLine[],
  rate?: number,
): BundleLineDiscount<T>[] {
  const byProduct = new Map<string, number[]>();
  items.forEach((item, i) => {
    if (isGiftLine(item) || lineQuantity(item) === 0) return;
    const key = cartIdKey(item.product_id);
    byProduct.set(key, [...(byProduct.get(key) ?? []), i]);
  });
  const out: BundleLineDiscount<T>[] = [];
  for (const [product, lines] of byProduct) {
    const rule = rules.find((r) => r.appliesTo === 'all' || r.appliesTo.has(product));
    if (!rule) continue;
    const count = lines.reduce((n, i) => n + lineQuantity(items[i]), 0);
    const tier = bundleTierFor(rule.tiers, count);
    if (!tier) continue;
    const reward = toNumber(tier.reward) ?? 0;
    const bases = lines.map((i) => lineFullCents(items[i]));
    const amounts = isFixed(tier.type)
      ? spreadDiscount(rewardCents(tier.type, reward, bases.reduce((a, b) => a + b, 0), rate), bases)
      : bases.map((b) => rewardCents(tier.type, reward, b));
    lines.forEach((i, k) => {
      if (amounts[k] > 0) out.push({ line: i, variant_id: items[i].variant_id, amount: amounts[k], tier });
    });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The goal discount that applies to a cart and how it splits over the lines. */
export interface DiscountPlan<G extends GoalLike = GoalLike> {
  goal: G;
  /** The goal's position in the campaign's goals list. */
  goalIndex: number;
  type: 'percentage' | 'fixed_amount';
  /** Percent, or main units of the shop currency for fixed_amount. */
  reward: number;
  /** Discount in presentment cents; equals the sum of `lines`. */
  total: number;
  lines: LineAmount[];
}

/**
 * The Add To Unlock discount (cart-and-shop.md §4): among unlocked discount goals the largest discount wins (ties go
 * to the higher goal). It applies to counted non-gift lines after their bundle discounts: percentage rounds down,
 * fixed_amount is converted with the rate and capped at that base; the total is spread over those lines in
 * proportion to their amounts, to the exact cent. Null when no discount goal is unlocked.
 */
export function discountPlan<G extends GoalLike>(
  goals: readonly G[] | null | undefined,
  items: readonly RewardLine[],
  opts: GoalContext & MeasureOptions = {},
): DiscountPlan<G> | null {
  const bundle = new Map<number, number>();
  for (const d of opts.bundleDiscounts ?? []) bundle.set(d.line, (bundle.get(d.line) ?? 0) + d.amount);
  const lines: number[] = [];
  const bases: number[] = [];
  items.forEach((item, i) => {
    if (isGiftLine(item) || opts.excludedProductIds?.has(cartIdKey(item.product_id))) return;
    const base = lineFullCents(item) - (bundle.get(i) ?? 0);
    if (base > 0) {
      lines.push(i);
      bases.push(base);
    }
  });
  const baseTotal = bases.reduce((a, b) => a + b, 0);
  let best: { g: EvaluatedGoal<G>; total: number; reward: number } | undefined;
  for (const g of evaluateGoals(goals, items, opts)) {
    if (!g.unlocked || g.goal.reward_type !== 'discount') continue;
    const reward = toNumber(g.goal.discount?.reward) ?? 0;
    const total = rewardCents(g.goal.discount?.type, reward, baseTotal, opts.rate ?? undefined);
    if (total > 0 && (!best || total >= best.total)) best = { g, total, reward };
  }
  if (!best) return null;
  const shares = spreadDiscount(best.total, bases);
  return {
    goal: best.g.goal,
    goalIndex: best.g.index,
    type: isFixed(best.g.goal.discount?.type) ? 'fixed_amount' : 'percentage',
    reward: best.reward,
    total: best.total,
    lines: lines
      .map((line, k) => ({ line, variant_id: items[line].variant_id, amount: shares[k] }))
      .filter((l) => l.amount > 0),
  };
}

/** A group of units sharing one per-unit discount. */
export interface UnitDiscount {
  quantity: number;
  unitAmount: number;
}

/**
 * Expresses a line's discount as per-unit amounts (for APIs that discount each unit, such as a draft order line's
 * fixed amount): one group when it divides evenly, otherwise two groups whose units differ by one cent, so that
 * Σ quantity × unitAmount is exactly `totalCents`. Empty for nothing to split.
 */
export function splitPerUnit(totalCents: number, quantity: number): UnitDiscount[] {
  const q = Math.floor(quantity);
  const total = Math.floor(totalCents);
  if (!(q > 0) || !(total > 0)) return [];
  const unit = Math.floor(total / q);
  const extra = total - unit * q;
  const groups: UnitDiscount[] = [];
  if (q - extra > 0 && unit > 0) groups.push({ quantity: q - extra, unitAmount: unit });
  if (extra > 0) groups.push({ quantity: extra, unitAmount: unit + 1 });
  return groups;
}
