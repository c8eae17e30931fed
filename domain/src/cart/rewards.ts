import {
  bundleDiscounts,
  discountPlan,
  type BundleLineDiscount,
  type BundleRule,
  type DiscountPlan,
  type LineAmount,
} from './discount';
import { activeGiftGoals, giftVariants, matchGiftsToCart } from './gifts';
import { evaluateGoals, idSet, type EvaluatedGoal, type GoalContext, type MeasureOptions } from './goals';
import { cartIdKey, isGiftLine, lineQuantity, unitCents } from './lines';
import type { CampaignLike, CountriesLike, GoalLike, OneCheckLike, RewardLine, ShopifyId } from './types';

/** Country-list entries that mean "everywhere" (the World Wide option). */
const WORLDWIDE = new Set(['WW', 'WORLDWIDE', 'WORLD WIDE', 'WORLD_WIDE']);

/** Country targeting (campaigns.md §3): include list (when on and non-empty) must hold the country, exclude list must not; unknown country → shown. */
export function campaignMatchesCountry(countries: CountriesLike | null | undefined, country?: string | null): boolean {
  const code = country?.trim().toUpperCase();
  if (!code || !countries) return true;
  const norm = (list: readonly string[] | null | undefined): string[] => (list ?? []).map((c) => c.trim().toUpperCase());
  const include = norm(countries.include);
  if (countries.include_active && include.length > 0 && !include.some((c) => c === code || WORLDWIDE.has(c))) {
    return false;
  }
  return !(countries.exclude_active && norm(countries.exclude).includes(code));
}

/** One Check products with include_in_atu false (they never count toward goals or take the goal discount). */
export function productsExcludedFromGoals(campaigns: readonly CampaignLike[]): Set<string> {
  const ids: Array<ShopifyId | null | undefined> = [];
  const read = (block: OneCheckLike | null | undefined): void => {
    if (!block) return;
    if (block.product && block.include_in_atu === false) ids.push(block.product.id);
    for (const p of block.products ?? []) if (p.include_in_atu === false) ids.push(p.product?.id);
  };
  for (const c of campaigns) {
    read(c.settings?.one_check_up_sell);
    read(c.settings?.multi_one_check_upsell);
  }
  return idSet(ids);
}

/** The product ids a campaign's target covers, or 'all'; collections resolve through `productCollections`. */
export function targetProducts(
  campaign: CampaignLike,
  productCollections: Readonly<Record<string, readonly ShopifyId[]>> = {},
): 'all' | Set<string> {
  const target = campaign.target;
  if (!target || target.type === 'all_products') return 'all';
  const ids = idSet([...(target.ids ?? []), ...(target.selected ?? []).map((s) => s.id)]);
  if (target.type !== 'specific_collections') return ids;
  const out = new Set<string>();
  for (const [product, collections] of Object.entries(productCollections)) {
    if (collections.some((c) => ids.has(cartIdKey(c)))) out.add(cartIdKey(product));
  }
  return out;
}

/** What the gateway (or the storefront) passes to computeCartRewards. */
export interface CartRewardsInput {
  /** Stored campaigns of the shop; inactive ones and those outside `country` are ignored. */
  campaigns: readonly CampaignLike[];
  /** Cart lines: variant_id, product_id, quantity, unit price in cents (presentment currency), product_type. */
  items: readonly RewardLine[];
  /** Presentment currency of the prices; picks specific_goals entries. */
  currency?: string | null;
  /** Shop → presentment rate; 1 (or absent) when prices are in the shop currency. */
  rate?: number | null;
  /** Shopper's two-letter country; absent → country targeting is not applied. */
  country?: string | null;
  /** Product id → its collection ids, for Buy More Save More campaigns that target collections. */
  productCollections?: Readonly<Record<string, readonly ShopifyId[]>>;
}

/** A gift unit made free: one unit of the line at `line`, given by the goal at `goalIndex`. */
export interface GiftGrant {
  line: number;
  variant_id: ShopifyId;
  goalIndex: number;
  quantity: 1;
  /** Its unit price in cents, which the discount cancels (0 for a zero-price gift). */
  amount: number;
}

/** Gift units in the input that no active gift goal grants; the gateway must drop them from the order. */
export interface RejectedGift {
  line: number;
  variant_id: ShopifyId;
  quantity: number;
}

/** One line after rewards, cents; `quantity` excludes rejected gift units. */
export interface LineReward {
  line: number;
  variant_id: ShopifyId;
  quantity: number;
  original: number;
  bundleDiscount: number;
  goalDiscount: number;
  giftDiscount: number;
  total: number;
}

/** Cart summary (cart-and-shop.md §3), cents: subtotal = original + autoDiscountGifts; total = subtotal − finalDiscount. */
export interface CartSummary {
  /** Full price of non-gift lines. */
  original: number;
  /** Bundle discounts + the goal discount. */
  discount: number;
  /** Everything at full price, granted gifts included. */
  subtotal: number;
  /** Full price of granted gifts that are priced above zero (made free by the automatic discount). */
  autoDiscountGifts: number;
  /** discount + autoDiscountGifts: all the shopper saves. */
  finalDiscount: number;
  /** What the shopper pays (before shipping and Shopify's own discount codes). */
  total: number;
}

/** Everything computeCartRewards decides. */
export interface CartRewards {
  /** id of the Add To Unlock campaign whose goals applied, or null. */
  campaignId: ShopifyId | null;
  goals: EvaluatedGoal<GoalLike>[];
  unlockedGoals: EvaluatedGoal<GoalLike>[];
  discount: DiscountPlan<GoalLike> | null;
  /** An unlocked free-shipping goal that is automatic (free_shipping.manual not set): checkout ships free. */
  freeShipping: boolean;
  /** Unlocked manual (store credit) goals; the merchant fulfils them. */
  storeCredit: EvaluatedGoal<GoalLike>[];
  gifts: GiftGrant[];
  rejectedGifts: RejectedGift[];
  bundleDiscounts: BundleLineDiscount[];
  lines: LineReward[];
  summary: CartSummary;
}

const sumAmounts = (list: readonly LineAmount[]): number => list.reduce((n, d) => n + d.amount, 0);

/**
 * Recomputes every reward of a cart from its lines and the shop's stored campaigns: the function the gateway's
 * checkout runs server-side, never trusting client totals (the storefront runs the same code for display).
 *
 * Contract: `items` are the cart lines in order (line index = position), unit `price` in integer cents of the
 * currency the order is priced in, `product_type` as the store has it (free_gift/singleton_gift mark gifts).
 * `campaigns` are stored campaigns; only `active === true` ones matching `country` apply: the first Add To Unlock
 * campaign with goals gives goals, discounts, free shipping, store credit and gifts; every Buy More Save More
 * campaign gives bundle discounts (first campaign covering a product wins); One Check products with
 * include_in_atu false are kept out of goal totals and the goal discount. Gift lines are granted one unit per
 * active gift goal (any of its gift variants present; random picks are the storefront's business); every other
 * gift unit is returned in `rejectedGifts` and left out of `lines` and `summary`. All amounts are cents; per-line
 * discounts sum exactly to the totals.
 */
export function computeCartRewards(input: CartRewardsInput): CartRewards {
  const { items, currency, rate } = input;
  const campaigns = input.campaigns.filter(
    (c) => c.active === true && campaignMatchesCountry(c.target?.countries, input.country),
  );
  const rules: BundleRule[] = campaigns
    .filter((c) => c.settings?.type === 'bundles')
    .map((c) => ({ tiers: c.settings?.bundles?.tiers ?? [], appliesTo: targetProducts(c, input.productCollections) }));
  const atu = campaigns.find(
    (c) =>
      c.settings?.type === 'add_to_unlock' &&
      c.settings.add_to_unlock?.isActive !== false &&
      (c.settings.add_to_unlock?.goals?.length ?? 0) > 0,
  );
  const goals = atu?.settings?.add_to_unlock?.goals ?? [];
  const base: GoalContext & MeasureOptions = {
    multiGoalType: atu?.settings?.add_to_unlock?.multi_goal_type,
    currency,
    rate,
    excludedProductIds: productsExcludedFromGoals(campaigns),
  };

  // Gift goals never measure gifts, so their unlock state is known before deciding which gift units stand.
  const first = evaluateGoals(goals, items, { ...base, bundleDiscounts: bundleDiscounts(rules, items, rate ?? undefined) });
  const othersRemain = items.some((item) => !isGiftLine(item) && lineQuantity(item) > 0);
  const granted = new Map<number, number>();
  const gifts: GiftGrant[] = [];
  const active = othersRemain ? activeGiftGoals(first) : [];
  // The same matching as the storefront's giftPlan: each gift variant in the cart serves at most one goal.
  const firstLine = new Map<string, number>();
  items.forEach((item, i) => {
    const v = cartIdKey(item.variant_id);
    if (isGiftLine(item) && lineQuantity(item) > 0 && !firstLine.has(v)) firstLine.set(v, i);
  });
  const inCart = [...firstLine.keys()];
  const matched = matchGiftsToCart(
    active.map((g) => inCart.filter((v) => giftVariants(g.goal.gift).includes(v))),
    new Set(inCart),
  );
  active.forEach((g, k) => {
    const line = matched[k] === undefined ? undefined : firstLine.get(matched[k] as string);
    if (line === undefined) return;
    granted.set(line, 1);
    gifts.push({ line, variant_id: items[line].variant_id, goalIndex: g.index, quantity: 1, amount: unitCents(items[line]) });
  });
  const rejectedGifts: RejectedGift[] = [];
  const kept = items.map((item, i) => {
    if (!isGiftLine(item)) return item;
    const extra = lineQuantity(item) - (granted.get(i) ?? 0);
    if (extra > 0) rejectedGifts.push({ line: i, variant_id: item.variant_id, quantity: extra });
    return { ...item, quantity: granted.get(i) ?? 0 };
  });

  const bundle = bundleDiscounts(rules, kept, rate ?? undefined);
  const ctx = { ...base, bundleDiscounts: bundle };
  const evaluated = evaluateGoals(goals, kept, ctx);
  const unlockedGoals = evaluated.filter((g) => g.unlocked);
  const discount = discountPlan(goals, kept, ctx);

  const perLine = (list: readonly LineAmount[], i: number): number =>
    list.filter((d) => d.line === i).reduce((n, d) => n + d.amount, 0);
  const lines: LineReward[] = kept.map((item, i) => {
    const quantity = lineQuantity(item);
    const original = unitCents(item) * quantity;
    const giftDiscount = gifts.filter((g) => g.line === i).reduce((n, g) => n + g.amount, 0);
    const bundleDiscount = perLine(bundle, i);
    const goalDiscount = discount ? perLine(discount.lines, i) : 0;
    const total = original - bundleDiscount - goalDiscount - giftDiscount;
    return { line: i, variant_id: item.variant_id, quantity, original, bundleDiscount, goalDiscount, giftDiscount, total };
  });

  const original = lines.filter((_, i) => !isGiftLine(items[i])).reduce((n, l) => n + l.original, 0);
  const autoDiscountGifts = gifts.reduce((n, g) => n + g.amount, 0);
  const totalDiscount = sumAmounts(bundle) + (discount?.total ?? 0);
  const subtotal = original + autoDiscountGifts;
  const finalDiscount = totalDiscount + autoDiscountGifts;
  return {
    campaignId: atu?.id ?? null,
    goals: evaluated,
    unlockedGoals,
    discount,
    // A manual free-shipping goal is the merchant's to honour: only an automatic one makes checkout's shipping free.
    freeShipping: unlockedGoals.some(
      (g) => g.goal.reward_type === 'free_shipping' && g.goal.free_shipping?.manual !== true,
    ),
    storeCredit: unlockedGoals.filter((g) => g.goal.reward_type === 'manual'),
    gifts,
    rejectedGifts,
    bundleDiscounts: bundle,
    lines,
    summary: {
      original,
      discount: totalDiscount,
      subtotal,
      autoDiscountGifts,
      finalDiscount,
      total: subtotal - finalDiscount,
    },
  };
}
