import type { CampaignSummary } from '@cartlift/domain';
import type { AppDeps } from '../context';

/**
 * How many campaigns a shop has, and how many of them are on (campaigns.md §7 campaignSummary). Counted by the
 * database over all of the shop's campaigns, not read off a page of the list: the admin's Getting started step 3
 * ("a campaign is on") must hold for a shop whose only active campaign is its 21st newest.
 */
export async function campaignSummary(deps: AppDeps, shop: string): Promise<CampaignSummary> {
  const { Campaign } = deps.db.models;
  const [total, active] = await Promise.all([
    Campaign.count({ where: { shop_id: shop } }),
    Campaign.count({ where: { shop_id: shop, active: true } }),
  ]);
  return { total, active };
}
