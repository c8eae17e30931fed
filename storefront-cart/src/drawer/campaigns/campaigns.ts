import {
  barColour,
  cartIdKey,
  campaignMatchesCountry,
  computeCartRewards,
  confettiGoals,
  fillPlaceholders,
  goalProgress,
  isLongBadgeText,
  discountsByTitle,
  discountTitle,
  targetProducts,
  tierCampaign,
  progressBarWidth,
  nextGoalWidth,
  amountLeft,
  type CartRewards,
  type EvaluatedGoal,
} from '../../shared/domain';
import type { StorefrontAddToUnlock as AddToUnlockSettings, StorefrontBundleTier as BundleTier, StorefrontGoal as Goal, StorefrontOneCheckProduct as OneCheckProduct, StorefrontCampaignRead as StorefrontCampaign } from '@cartlift/domain/storefront';
import { giftTitle, giftWidgetsFor, type GiftWidgetView } from './gift-widgets';
import type { BadgeLook } from '../common/util';
import type { Lookup } from '../../shared/gateway';
import type { Cart, CartLine } from '../../shared/types';
import type { CartSource } from '../common/source';

/** Property that links a frequently-bought-together line to the product it was suggested for. */
export const FBT_PARENT_PROPERTY = '_cartlift_fbt';

/** One goal as the progress bar shows it. */
export interface GoalView {
  index: number;
  goal: Goal;
  unlocked: boolean;
  progress: number;
  label: string;
  /** Text under the goal's badge (badge.text, else the goal text); empty when show_text is off. */
  badgeText: string;
  /** isLongBadgeText(badgeText): long texts get more room under the circle. */
  longBadge: boolean;
}

/** Everything the drawer shows about campaigns for one cart. */
export interface CampaignView {
  campaigns: StorefrontCampaign[];
  keys: string[];
  schema: Record<string, string[]>;
  atu: {
    campaign: StorefrontCampaign;
    settings: AddToUnlockSettings;
    goals: GoalView[];
    width: number;
    complete: boolean;
    /** Where the bar ends once the next goal is reached (drawn in progress_secondary); null once all are. */
    next: number | null;
    message: string;
    storeCredit: string[];
  } | null;
  rewards: CartRewards | null;
  /** What the rewards take off under each campaign's "Discount title at checkout" ([title, cents]), as checkout lists them. */
  discounts: [string, number][];
  /** Gift widgets, in goal order: unlocked gift goals, then the next locked one (all locked ones with show_all_locked_goals). */
  giftWidgets: GiftWidgetView[];
  /** Auto-discount and bundle badge texts, and the cents Cartlift takes off, by line key. */
  lineBadges: Record<string, { discount?: string; bundle?: string; bundleLook?: BadgeLook; amount?: number }>;
  oneCheck: { campaign: StorefrontCampaign; item: OneCheckItem; line: CartLine | undefined }[];
  /** Variant ids of the One Check add-ons on offer: with gifts and hidden products they never stay alone in a cart. */
  addOns: ReadonlySet<string>;
  /** Shop-currency amounts stored in campaigns (One Check prices, fixed bundle rewards) times this are presentment cents. */
  rate: number;
  /** The product ids a campaign targets, collections resolved with the lookup's membership (domain targetProducts). */
  covers(campaign: StorefrontCampaign): 'all' | Set<string>;
  /** Buy More Save More: the next tier a cart product can reach, with the bundle variant picker when the campaign has it. */
  bundleOffers: { campaign: StorefrontCampaign; line: CartLine; count: number; tier: BundleTier }[];
  /** The Add To Unlock campaign whose suggestions show, if any. */
  fbt: { campaign: StorefrontCampaign; settings: AddToUnlockSettings; canWriteDiscounts: boolean } | null;
  /** Line keys removed together with `line` (its frequently-bought-together upsells). */
  fbtLinked(line: CartLine): string[];
  /** Indices of goals unlocked in this cart, for confetti on the next change. */
  unlockedIndices: Set<number>;
  confettiFor(previous: ReadonlySet<number>): number | null;
}

/** The part of the view a checkout sends. */
export type CheckoutView = Pick<CampaignView, 'keys' | 'schema'>;

export interface ViewInput {
  cart: Cart | null;
  lookup: Lookup | null;
  currencyRate: number;
  currency: string;
  country: string | null;
  money(cents: number): string;
  /** settings.auto_discount.text, placeholders {{title}} and {{amount}}. */
  autoDiscountText?: string;
  /** The admin preview's example auto-discount badge, shown when there is no campaign (CartSource.exampleBadges). */
  example?: CartSource['exampleBadges'];
}

/** The cart's lines in the shape the domain's reward math reads (the view and the reconciler count the same lines). */
export const rewardLines = (cart: Cart | null) =>
  (cart?.items ?? []).map((i) => ({
    variant_id: i.variant_id,
    product_id: i.product_id,
    quantity: i.quantity,
    price: i.original_price ?? i.price,
    product_type: i.product_type,
  }));

/** A One Check Upsell item with its product (an item saved before its product was picked offers nothing). */
export type OneCheckItem = OneCheckProduct & { product: NonNullable<OneCheckProduct['product']> };

/** Every One Check Upsell item the campaigns offer (the gateway's upgrade turned the older single shape into this one). */
function oneCheckItems(campaigns: StorefrontCampaign[]): { campaign: StorefrontCampaign; item: OneCheckItem }[] {
  return campaigns.flatMap((campaign) => {
    const block = campaign.settings.multi_one_check_upsell;
    if (!block || campaign.settings.type !== 'one_check_up_sell') return [];
    return (block.products ?? []).flatMap((item) => (item.product ? [{ campaign, item: { ...item, product: item.product } }] : []));
  });
}

/** Variant ids of the One Check add-ons on offer (CampaignView.addOns). */
export const addOnVariants = (campaigns: StorefrontCampaign[]): Set<string> =>
  new Set(oneCheckItems(campaigns).map((o) => cartIdKey(o.item.product.variant_id)));

/** Active campaigns of the lookup that target the shopper's country. */
export const visibleCampaigns = (lookup: Lookup | null, country: string | null): StorefrontCampaign[] =>
  (lookup?.campaigns ?? []).filter((c) => c.active !== false && campaignMatchesCountry(c.target?.countries, country));

/** The Add To Unlock campaign whose goals the bar and the gifts follow: the first one. */
export const atuOf = (campaigns: StorefrontCampaign[]) =>
  campaigns.find((c) => c.settings.type === 'add_to_unlock' && c.settings.add_to_unlock);

/** The rewards the Discount Function gives at checkout: the lookup's (active) campaigns and collection membership. */
export const rewardsFor = (lookup: Lookup | null, campaigns: StorefrontCampaign[], items: ReturnType<typeof rewardLines>, env: Pick<ViewInput, 'currency' | 'currencyRate' | 'country'>) =>
  computeCartRewards({
    campaigns: campaigns.map((c) => ({ ...c, active: true })),
    items,
    currency: env.currency,
    rate: env.currencyRate,
    country: env.country,
    productCollections: lookup?.productCollections,
  });

/** What a checkout names of the campaigns: their keys (tracking) and their keys by type (the gateway's attribution). */
export function campaignKeys(campaigns: StorefrontCampaign[]): CheckoutView {
  const schema: CampaignView['schema'] = {};
  for (const { settings, campaign_key } of campaigns) {
    // Written out rather than `??=`, which the storefront's ES2020 target expands into temporaries.
    const type = settings.type;
    if (type) (schema[type] ?? (schema[type] = [])).push(campaign_key);
  }
  return { keys: campaigns.map((c) => c.campaign_key), schema };
}

/** Builds the drawer's campaign view with the domain's goal, gift and discount math. */
export function buildCampaignView(input: ViewInput): CampaignView {
  const { cart, money } = input;
  const campaigns = visibleCampaigns(input.lookup, input.country);
  const rewards = cart ? rewardsFor(input.lookup, campaigns, rewardLines(cart), input) : null;
  const covers = (c: StorefrontCampaign) => targetProducts(c, input.lookup?.productCollections);

  const atuCampaign = atuOf(campaigns);
  const atuSettings = atuCampaign?.settings.add_to_unlock;
  let atu: CampaignView['atu'] = null;
  const giftWidgets: GiftWidgetView[] = [];
  const unlockedIndices = new Set<number>();
  if (atuCampaign && atuSettings && atuSettings.isActive !== false && rewards && rewards.goals.length) {
    const evaluated = rewards.goals as EvaluatedGoal<Goal>[];
    const quantityMode = atuSettings.multi_goal_type === 'quantity';
    const show = (n: number) => (quantityMode ? String(n) : money(n));
    evaluated.forEach((g) => g.unlocked && unlockedIndices.add(g.index));
    const goals: GoalView[] = evaluated.map((g) => {
      const badgeText = g.goal.badge?.show_text === false ? '' : g.goal.badge?.text || g.goal.goal_text?.text || '';
      return {
        index: g.index,
        goal: g.goal,
        unlocked: g.unlocked,
        progress: goalProgress(g.threshold, g.total, { showBadges: atuSettings.show_badges, goalCount: evaluated.length, unlocked: g.unlocked }),
        label: g.goal.show_goal_text === false ? '' : g.goal.goal_text?.text ?? '',
        badgeText,
        longBadge: isLongBadgeText(badgeText),
      };
    });
    const granted = new Map(rewards.gifts.map((g) => [g.goalIndex, cartIdKey(g.variant_id)]));
    giftWidgets.push(...giftWidgetsFor(evaluated, granted, atuSettings, input.currencyRate));
    const bar = evaluated.map((g) => ({ threshold: g.threshold, total: g.total }));
    const next = evaluated.find((g) => !g.unlocked);
    const shown = next ?? evaluated[evaluated.length - 1];
    const texts = rewardTexts(shown.goal);
    // An unlocked gift goal waiting for the shopper's choice leaves the prompt to its widget ("Choose your free gift").
    const choosing = !next && giftWidgets.some((w) => w.goalIndex === shown.index && w.state === 'selecting');
    const message = choosing ? '' : fillPlaceholders(next ? texts.before : texts.after, {
      goal: shown.threshold === undefined ? '' : show(shown.threshold),
      amount_left: show(amountLeft(shown.threshold, shown.total)),
      reward: rewardName(shown.goal, money, input.currencyRate),
      product_title: giftTitle(shown.goal, granted.get(shown.index)),
    });
    atu = {
      campaign: atuCampaign,
      settings: atuSettings,
      goals,
      width: progressBarWidth(bar, 0, atuSettings.progress_mode, { showBadges: atuSettings.show_badges }),
      complete: barColour(bar, 0) === 'progress_complete',
      next: nextGoalWidth(bar, 0, atuSettings.progress_mode, { showBadges: atuSettings.show_badges }),
      message,
      storeCredit: rewards.storeCredit.map((g) => rewardTexts(g.goal as Goal).after).filter(Boolean),
    };
  }

  const lineBadges: CampaignView['lineBadges'] = {};
  const template = input.autoDiscountText || '{{title}} (-{{amount}})';
  const title = discountTitle(atuCampaign);
  for (const l of rewards?.lines ?? []) {
    const line = cart!.items[l.line];
    const badge = lineBadges[line.key] ?? (lineBadges[line.key] = {}); // not `??=`: see campaignKeys
    badge.amount = l.goalDiscount + l.giftDiscount + l.bundleDiscount;
    const auto = l.goalDiscount + l.giftDiscount;
    if (auto > 0) badge.discount = fillPlaceholders(template, { title, amount: money(auto) });
    if (l.bundleDiscount > 0) {
      // The campaign whose tier gave the discount (the domain applies the first bundles campaign covering a product).
      const bundle = tierCampaign(campaigns, rewards!.bundleDiscounts.find((d) => d.line === l.line)!.tier)?.settings.bundles;
      badge.bundle = `${bundle?.badge?.text || bundle?.prefix || 'Bundle'} -${money(l.bundleDiscount)}`;
      badge.bundleLook = bundle?.badge;
    }
  }
  // The admin preview with no campaign (Cart Setup) shows the auto-discount badge on an example (its source makes it).
  if (!campaigns.length && cart) Object.assign(lineBadges, input.example?.(cart, money, template));

  const oneCheck: CampaignView['oneCheck'] = oneCheckItems(campaigns).map(({ campaign, item }) => ({
    campaign,
    item,
    line: cart?.items.find((i) => String(i.variant_id) === String(item.product.variant_id)),
  }));

  const bundleOffers: CampaignView['bundleOffers'] = [];
  const offered = new Set<number>();
  for (const c of campaigns.filter((x) => x.settings.type === 'bundles')) {
    const covered = covers(c);
    for (const line of cart?.items ?? []) {
      if (offered.has(line.product_id) || (covered !== 'all' && !covered.has(String(line.product_id)))) continue;
      offered.add(line.product_id);
      const count = (cart?.items ?? []).filter((i) => i.product_id === line.product_id).reduce((n, i) => n + i.quantity, 0);
      // The smallest tier above the count (the tier reached, bundleTierFor's, is at or under it).
      const next = [...(c.settings.bundles?.tiers ?? [])]
        .filter((t) => Number(t.quantity) > count && Number(t.reward) > 0)
        .sort((a, b) => Number(a.quantity) - Number(b.quantity))[0];
      if (next) bundleOffers.push({ campaign: c, line, count, tier: next });
    }
  }

  const withSuggestions = campaigns.find((c) => c.settings.type === 'add_to_unlock' && c.settings.add_to_unlock?.show_suggestions);
  return {
    campaigns,
    ...campaignKeys(campaigns),
    atu,
    rewards,
    discounts: rewards ? discountsByTitle(campaigns, rewards) : [],
    giftWidgets,
    lineBadges,
    oneCheck,
    addOns: addOnVariants(campaigns),
    rate: input.currencyRate,
    covers,
    bundleOffers,
    fbt: withSuggestions
      ? { campaign: withSuggestions, settings: withSuggestions.settings.add_to_unlock!, canWriteDiscounts: input.lookup?.shop?.can_write_discounts === true }
      : null,
    fbtLinked: (line) =>
      (cart?.items ?? [])
        .filter((i) => i.properties?.[FBT_PARENT_PROPERTY] === String(line.product_id))
        .map((i) => i.key),
    unlockedIndices,
    confettiFor(previous) {
      const fired = confettiGoals(previous, (rewards?.goals ?? []) as EvaluatedGoal<Goal>[]);
      return fired.length ? fired[0].goal.confetti_length ?? 400 : null;
    },
  };
}

function rewardTexts(goal: Goal): { before: string; after: string } {
  const block = goal.reward_type === 'gift' ? goal.gift : goal.reward_type === 'free_shipping' ? goal.free_shipping
    : goal.reward_type === 'manual' ? goal.manual : goal.discount;
  return { before: block?.before ?? '', after: block?.after ?? '' };
}

function rewardName(goal: Goal, money: (c: number) => string, rate: number): string {
  if (goal.reward_type === 'discount') {
    const r = Number(goal.discount?.reward ?? 0);
    return goal.discount?.type === 'fixed_amount' ? money(Math.round(r * 100 * rate)) : `${r}%`;
  }
  if (goal.reward_type === 'gift') return giftTitle(goal);
  return goal.goal_text?.text ?? '';
}
