import {
  addGoal,
  defaultCampaign,
  selectTargetItems,
  setField,
  setRewardType,
  type CampaignDraft,
  type EditResult,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import { createCampaign } from './campaigns';

// Products of the dev store's deterministic seed catalog (dev-store/src/catalog/seed.ts).
const DEV_STORE = {
  tote: { id: '8100000000028', variant_id: '44100000000062', title: 'Mini Tote (Gift)', price: '15.00' },
  hoodie: { id: '8100000000003', title: 'Organic Hoodie', handle: 'organic-hoodie' },
  protection: { id: '8100000000032', variant_id: '44100000000067', title: 'Shipping Protection', price: '2.99' },
};

const applied = (r: EditResult): CampaignDraft => {
  if (r.error) throw new Error(`demo campaign edit refused: ${r.error}`);
  return r.draft;
};

/**
 * The demo shop's campaigns, one of each type, built with the same domain edits the editor uses: spend $40 for free
 * shipping, $60 for 15 % off, $80 for a free tote; tiers on the hoodie; a shipping-protection tick box, unticked
 * (App Store rule 1.1.9: an optional charge is the shopper's choice, never pre-selected).
 */
export function demoCampaignInputs(): CampaignDraft[] {
  let unlock: CampaignDraft = { ...defaultCampaign('add_to_unlock'), name: 'Spend more, unlock rewards' };
  unlock = applied(addGoal(unlock, 'USD'));
  unlock = applied(addGoal(unlock, 'USD'));
  unlock = applied(setRewardType(unlock, 2, 'gift', 'USD'));
  unlock = setField(unlock, 'settings.add_to_unlock.goals.2.gift.product', {
    ...DEV_STORE.tote,
    product_type: 'free_gift',
  });

  let bundles: CampaignDraft = { ...defaultCampaign('bundles'), name: 'Hoodie multi-buy' };
  bundles = applied(selectTargetItems(bundles, [DEV_STORE.hoodie]));

  let oneCheck: CampaignDraft = { ...defaultCampaign('one_check_up_sell'), name: 'Shipping protection' };
  oneCheck = setField(oneCheck, 'settings.multi_one_check_upsell.products.0.product', DEV_STORE.protection);

  return [unlock, bundles, oneCheck];
}

/** Creates the demo campaigns for a shop that has none yet (so re-running the seed never duplicates them). */
export async function seedDemoCampaigns(deps: AppDeps, shop: string): Promise<number> {
  if ((await deps.db.models.Campaign.count({ where: { shop_id: shop } })) > 0) return 0;
  const inputs = demoCampaignInputs();
  for (const input of inputs) await createCampaign(deps, shop, input);
  return inputs.length;
}
