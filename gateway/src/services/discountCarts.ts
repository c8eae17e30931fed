import { createHash } from 'crypto';
import type { Transaction } from 'sequelize';
import {
  experimentConfigTooLarge,
  functionConfigBytes,
  functionConfigFor,
  isMultiCurrencyMode,
  MAX_FUNCTION_CONFIG_BYTES,
  upgradeShopSettings,
  type FunctionConfig,
  type ShopSettings,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import { campaignLike, type CampaignInstance } from '../db/models/campaign.model';
import type { ExperimentInstance } from '../db/models/experiment.model';
import type { ShopInstance } from '../db/models/shop.model';
import { LimitError } from '../shared/errors';
import { runningExperiment } from './cartLocks';

/**
 * The carts the Discount Function's configuration is built from (docs/experiments.md "Checkout"): the live cart's
 * active campaigns and, while an experiment runs, its variant (the draft's Cart Setup and the campaigns on in it, or
 * the theme's own cart).
 */

/** The error code of a save (or an experiment start) whose discount configuration would not fit Shopify's limit. */
export const DISCOUNT_CONFIG_LIMIT = 'DISCOUNT_CONFIG_LIMIT';

/** A running experiment as checkout must know it: its id and the variant's cart (null: the theme's own cart). */
export interface ExperimentCarts {
  id: string;
  variant: { campaigns: CampaignInstance[]; settings: ShopSettings } | null;
}

/** What the configuration is built from. */
export interface DiscountCarts {
  /** The live cart's active campaigns, in the order the math reads them. */
  campaigns: CampaignInstance[];
  experiment: ExperimentCarts | null;
}

/** The configuration as Shopify gets it: the JSON text, its size in bytes and its digest. */
export interface DiscountConfigPayload {
  value: string;
  bytes: number;
  digest: string;
}

const STORED_ORDER: Array<[string, 'ASC']> = [
  ['created_at', 'ASC'],
  ['id', 'ASC'],
];

/** The shop's active campaigns in the order the math reads them (the first Add To Unlock campaign gives the goals). */
export const activeCampaigns = (deps: AppDeps, shop: string, transaction?: Transaction): Promise<CampaignInstance[]> =>
  deps.db.models.Campaign.findAll({ where: { shop_id: shop, active: true }, order: STORED_ORDER, transaction });

/**
 * An experiment's variant cart: null for the theme's own cart; a draft's settings and the shop's campaigns it has on
 * (in stored order; ids of deleted campaigns are skipped). A draft that no longer exists gives no rewards, as the
 * theme's cart: its arm cannot be drawn either.
 */
async function variantCarts(
  deps: AppDeps,
  shop: string,
  experiment: ExperimentInstance,
  transaction?: Transaction,
): Promise<ExperimentCarts['variant']> {
  if (experiment.variant_kind !== 'draft' || !experiment.draft_id) return null;
  const draft = await deps.db.models.CartDraft.findOne({
    where: { id: experiment.draft_id, shop_id: shop },
    transaction,
  });
  if (!draft) return null;
  const ids = Array.isArray(draft.campaign_ids) ? draft.campaign_ids : [];
  const campaigns = ids.length
    ? await deps.db.models.Campaign.findAll({ where: { shop_id: shop, id: ids }, order: STORED_ORDER, transaction })
    : [];
  return { campaigns, settings: upgradeShopSettings(draft.settings) };
}

/**
 * The carts of the shop's discount configuration. `experiment` overrides the running one (undefined: read it; the
 * start check passes the experiment about to start).
 */
export async function discountCarts(
  deps: AppDeps,
  shop: string,
  transaction?: Transaction,
  experiment?: ExperimentInstance | null,
): Promise<DiscountCarts> {
  const campaigns = await activeCampaigns(deps, shop, transaction);
  const running = experiment !== undefined ? experiment : await runningExperiment(deps, shop, transaction);
  if (!running) return { campaigns, experiment: null };
  return { campaigns, experiment: { id: running.id, variant: await variantCarts(deps, shop, running, transaction) } };
}

/**
 * The discount configuration for a shop's carts (domain functionConfigFor). The one setting it reads is multi-currency
 * mode (each cart's Cart Setup switch and the shop's presentment currencies), in which Buy More Save More on all
 * products does not deliver, as the lookup and the checkout leave it out (services/storefrontCampaigns.ts deliveringCampaigns). A
 * variant's campaigns are on in its cart whatever their live `active` flag.
 */
export function shopFunctionConfig(shop: ShopInstance, carts: DiscountCarts): FunctionConfig {
  const currencies = shop.enabled_presentment_currencies ?? [shop.currency];
  const mode = (settings: ShopSettings) => ({ multiCurrencyMode: isMultiCurrencyMode(settings, currencies) });
  const variant = carts.experiment?.variant;
  return functionConfigFor(
    carts.campaigns.map(campaignLike),
    mode(upgradeShopSettings(shop.settings)),
    carts.experiment && {
      id: carts.experiment.id,
      variant: variant
        ? {
            campaigns: variant.campaigns.map((c) => ({ ...campaignLike(c), active: true })),
            settings: mode(variant.settings),
          }
        : null,
    },
  );
}

/** shopFunctionConfig as Shopify gets it. */
export function discountConfigOf(shop: ShopInstance, carts: DiscountCarts): DiscountConfigPayload {
  const value = JSON.stringify(shopFunctionConfig(shop, carts));
  return {
    value,
    bytes: Buffer.byteLength(value, 'utf8'),
    digest: createHash('sha256').update(value).digest('hex'),
  };
}

/**
 * For the experiment start (call it in the start's transaction, before the experiment is marked running): refuses,
 * with LimitError DISCOUNT_CONFIG_LIMIT and the domain's experimentConfigTooLarge message, an experiment whose two
 * carts' rewards would not fit Shopify's 10,000 bytes together; checkout needs both at once. Returns the bytes.
 */
export async function checkExperimentDiscountFits(
  deps: AppDeps,
  transaction: Transaction,
  shop: string,
  experiment: ExperimentInstance,
): Promise<number> {
  const row = await deps.db.models.Shop.findByPk(shop, { transaction });
  if (!row) return 0;
  const bytes = functionConfigBytes(shopFunctionConfig(row, await discountCarts(deps, shop, transaction, experiment)));
  if (bytes > MAX_FUNCTION_CONFIG_BYTES)
    throw new LimitError(DISCOUNT_CONFIG_LIMIT, experimentConfigTooLarge(bytes, MAX_FUNCTION_CONFIG_BYTES));
  return bytes;
}
