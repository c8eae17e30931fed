import type { CartRewards } from './rewards';
import type { BundleTierLike, CampaignLike } from './types';

/** "Discount title at checkout" when a campaign has none (campaign/constants' DEFAULT_APPLIED_DISCOUNT_TITLE). */
export const DEFAULT_DISCOUNT_TITLE = 'Special Discount';

/**
 * A campaign's "Discount title at checkout" (`applied_discount_title`): the name the Discount Function gives its
 * discounts, so the one Shopify's checkout shows and the drawer labels them with. Blank or missing is the default.
 */
export function discountTitle(campaign: CampaignLike | null | undefined): string {
  const title = campaign?.settings?.applied_discount_title;
  return typeof title === 'string' && title.trim() ? title : DEFAULT_DISCOUNT_TITLE;
}

/** The Buy More Save More campaign a tier belongs to: computeCartRewards hands back the campaign's own tier objects. */
export const tierCampaign = <C extends CampaignLike>(campaigns: readonly C[], tier: BundleTierLike): C | undefined =>
  campaigns.find((c) => c.settings?.bundles?.tiers?.includes(tier));

/**
 * What the cart's rewards take off under each discount title, as checkout lists the Discount Function's discounts:
 * the Add To Unlock campaign's goal discount and gifts under its title, each Buy More Save More tier under its own
 * campaign's. Campaigns sharing a title add up (checkout shows one name). [title, cents] pairs, first seen first;
 * `campaigns` are those computeCartRewards was given.
 */
export function discountsByTitle(campaigns: readonly CampaignLike[], rewards: CartRewards): [string, number][] {
  const sums = new Map<string, number>();
  const add = (campaign: CampaignLike | undefined, cents: number) => {
    const title = discountTitle(campaign);
    if (cents > 0) sums.set(title, (sums.get(title) ?? 0) + cents);
  };
  const atu = campaigns.find((c) => c.id === rewards.campaignId);
  add(atu, rewards.summary.autoDiscountGifts + (rewards.discount?.total ?? 0));
  for (const d of rewards.bundleDiscounts) add(tierCampaign(campaigns, d.tier), d.amount);
  return [...sums];
}
