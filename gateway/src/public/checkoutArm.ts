import {
  ARM_ATTRIBUTE,
  assignArm,
  encodeArm,
  isMultiCurrencyMode,
  stopsInMultiCurrencyMode,
  upgradeShopSettings,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { CampaignInstance } from '../db/models/campaign.model';
import { runningExperimentRow } from '../db/publicReads';
import { VISITOR_ATTRIBUTE } from '../shared/constants';
import type { ExperimentClaim } from '../services/experimentMeasurement';
import type { PublicShop } from './shopAccess';

/** The cart a checkout recomputes for a shopper of a running experiment's arm. */
export interface ArmCart {
  /** The arm's campaigns; undefined for the control (the live cart's, as without an experiment). */
  campaigns?: CampaignInstance[];
  /** The arm's Cart Setup (draft checkout is one of its switches). */
  settings: unknown;
  /** `__cartlift_arm` and `__cartlift_vid`: a draft order carries them, so orders/create counts it for the arm. */
  attributes: Record<string, string>;
}

/**
 * /public/checkout and COD orders with `experiment` (the track body's claim): when it names the shop's running
 * experiment and the arm assignArm gives the visitor, the cart of that arm: the variant's campaigns (on in its draft,
 * delivering under the draft's settings), none for the theme's own cart, the live cart's for the control. Anything
 * else is null and the checkout is the live cart's, as without an experiment: like the Discount Function, a claim can
 * get at most one arm's rewards.
 */
export async function armCart(
  deps: AppDeps,
  shop: PublicShop,
  claim: ExperimentClaim | undefined,
): Promise<ArmCart | null> {
  if (!claim) return null;
  const running = await runningExperimentRow(deps.db, shop.id);
  if (!running || running.id !== claim.id || assignArm(running.id, claim.visitorId, running.split) !== claim.arm)
    return null;
  const attributes = { [ARM_ATTRIBUTE]: encodeArm(running.id, claim.arm), [VISITOR_ATTRIBUTE]: claim.visitorId };
  if (claim.arm === 'control') return { settings: shop.settings, attributes };
  if (!running.variant) return { campaigns: [], settings: shop.settings, attributes };
  const ids = running.variant.campaignIds;
  const rows = ids.length
    ? await deps.db.models.Campaign.findAll({ where: { shop_id: shop.id, id: ids }, order: [['created_at', 'ASC']] })
    : [];
  const settings = running.variant.settings;
  const multiCurrency = isMultiCurrencyMode(upgradeShopSettings(settings), shop.enabled_presentment_currencies);
  return {
    campaigns: multiCurrency ? rows.filter((c) => !stopsInMultiCurrencyMode(c)) : rows,
    settings,
    attributes,
  };
}
