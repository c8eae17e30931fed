import { Op } from 'sequelize';
import {
  ARM_ATTRIBUTE,
  assignArm,
  encodeArm,
  stopsInMultiCurrencyMode,
  upgradeShopSettings,
  VISITOR_ATTRIBUTE,
  type Arm,
  type ExperimentClaim,
  type ShopSettings,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { CampaignInstance } from '../db/models/campaign.model';
import { runningExperimentRow, type RunningExperimentRow } from '../db/publicReads';
import type { PublicShop } from './publicShop';
import { deliveringCampaigns, deliveringUnder } from './storefrontCampaigns';

/**
 * The cart a checkout or a COD order is priced with (docs/experiments.md "Checkout"): the live cart, or while an
 * experiment runs the cart of the arm the visitor is in.
 */
export interface CheckoutCart {
  /** The cart's settings: the live ShopSettings, or the variant draft's. */
  settings: ShopSettings;
  /** The cart's campaigns that deliver under those settings, oldest first; none for the theme's own cart. */
  campaigns: CampaignInstance[];
  /** `__cartlift_arm` and `__cartlift_vid` for an arm the server confirmed, so orders/create can attribute the order. */
  attributes: Record<string, string>;
}

/** A claim the server confirmed: the shop's running experiment and the arm assignArm gives the visitor. */
interface ConfirmedArm {
  experiment: RunningExperimentRow;
  arm: Arm;
  visitorId: string;
}

/**
 * The claim's arm when it is exactly the arm of the shop's running experiment that assignArm gives its visitor; else
 * undefined. One read of the running experiment (the lookup's own read, scoped to the shop), so another shop's
 * experiment id, a stopped or unknown one, or an arm the visitor id does not hash to all count as no claim.
 */
async function confirmedArm(
  deps: AppDeps,
  shop: PublicShop,
  claim: ExperimentClaim,
): Promise<ConfirmedArm | undefined> {
  const experiment = await runningExperimentRow(deps.db, shop.id);
  if (!experiment || experiment.id !== claim.id) return undefined;
  // The arm is recomputed, never taken from the body: a visitor id is free to choose, but then its arm is fixed, so
  // whatever a shopper forges gets at most one arm's offer, never both.
  const arm = assignArm(experiment.id, claim.visitorId, experiment.split);
  return arm === claim.arm ? { experiment, arm, visitorId: claim.visitorId } : undefined;
}

const ORDER = [['created_at', 'ASC']] as Array<[string, string]>;

/** The live cart: the shop's settings and its active campaigns that deliver under them (as before experiments). */
async function liveCart(deps: AppDeps, shop: PublicShop): Promise<Omit<CheckoutCart, 'attributes'>> {
  const rows = await deps.db.models.Campaign.findAll({ where: { shop_id: shop.id, active: true }, order: ORDER });
  return { settings: upgradeShopSettings(shop.settings), campaigns: deliveringCampaigns(shop, rows) };
}

/**
 * The variant's cart. A draft's campaigns are read by id, whether on or off in the live cart (a draft's own spend
 * goal is a campaign off in the live cart), and only among the shop's own. The theme's own cart gives no Cartlift
 * reward: its shoppers never reach the drawer's checkout, so nothing is refused, nothing is given.
 */
async function variantCart(
  deps: AppDeps,
  shop: PublicShop,
  experiment: RunningExperimentRow,
): Promise<Omit<CheckoutCart, 'attributes'>> {
  const live = upgradeShopSettings(shop.settings);
  if (!experiment.variant) return { settings: live, campaigns: [] };
  const settings = upgradeShopSettings(experiment.variant.settings);
  const ids = experiment.variant.campaignIds;
  const rows = ids.length
    ? await deps.db.models.Campaign.findAll({ where: { shop_id: shop.id, id: { [Op.in]: ids } }, order: ORDER })
    : [];
  return { settings, campaigns: deliveringUnder(settings, shop, rows, stopsInMultiCurrencyMode) };
}

/**
 * The cart to price a checkout or COD body with. Without a claim, or with one the server does not confirm
 * (confirmedArm), the live cart with no arm attribute: the order is then the control's at most, and orders/create
 * does not count it for the experiment. With a confirmed arm, that arm's cart and both attributes.
 */
export async function checkoutCart(
  deps: AppDeps,
  shop: PublicShop,
  claim: ExperimentClaim | undefined,
): Promise<CheckoutCart> {
  const confirmed = claim ? await confirmedArm(deps, shop, claim) : undefined;
  if (!confirmed) return { ...(await liveCart(deps, shop)), attributes: {} };
  const cart =
    confirmed.arm === 'variant' ? await variantCart(deps, shop, confirmed.experiment) : await liveCart(deps, shop);
  return {
    ...cart,
    attributes: {
      [ARM_ATTRIBUTE]: encodeArm(confirmed.experiment.id, confirmed.arm),
      [VISITOR_ATTRIBUTE]: confirmed.visitorId,
    },
  };
}
