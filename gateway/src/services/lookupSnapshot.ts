import {
  stopsInMultiCurrencyMode,
  upgradeCampaign,
  upgradeShopSettings,
  type CampaignLike,
  type StorefrontCampaign,
  type StorefrontExperiment,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import { readLookupSnapshot, writeLookupSnapshot } from '../db/lookupSnapshots';
import type { StoredCampaign } from '../db/models/campaign.model';
import { activeCampaignRows, runningExperimentRow, type RunningExperimentRow } from '../db/publicReads';
import type { PublicShop } from './publicShop';
import { cachedOrStale } from './staleIfError';

/**
 * The shop's campaigns as the storefront lookup uses them: each active campaign read, upgraded and encoded once (its
 * part of the answer as JSON text) with what picking it needs, and the running experiment's part. Kept in the
 * process's lookup cache, and persisted per shop (`lookup_snapshots`, migration 015) so that a process without the
 * shop in its cache reads one row instead of the experiment, the campaigns and their documents (issue 25: the cold
 * lookup; bench/RESULTS.md).
 */

/** What picking a campaign for a lookup reads: its flags and targeting (the stored target, as the checkout reads it). */
export interface LookupCampaignPick {
  id: string;
  active: boolean;
  target_type: string;
  target: NonNullable<CampaignLike['target']>;
  /** Buy More Save More on all products: not delivered in multi-currency mode (campaigns.md §2). */
  stopsInMultiCurrency: boolean;
}

/** An active campaign: how to pick it, and its part of the answer, encoded. */
export interface PreparedCampaign {
  pick: LookupCampaignPick;
  json: string;
}

/** The running experiment: its part of the answer, encoded, and which campaigns each arm has on. */
export interface PreparedExperiment {
  /** `"experiment":{...}`, the StorefrontExperiment. */
  json: string;
  /** The variant's settings and campaign ids; null for the theme's own cart (no campaigns). */
  variant: { settings: unknown; campaignIds: string[] } | null;
}

/** The shop's campaigns as the lookup reads them, and the running experiment when one runs. */
export interface PreparedCart {
  campaigns: PreparedCampaign[];
  experiment?: PreparedExperiment;
}

/**
 * The body's format. A gateway that changes PreparedCart raises it, so rows written by the version before (which may
 * still be within their version and time to live when it starts) are built again, not misread.
 */
const SNAPSHOT_FORMAT = 1;

interface Snapshot {
  format: number;
  cart: PreparedCart;
}

function prepareCampaign(c: StoredCampaign): PreparedCampaign {
  // Upgraded here, on read: the storefront draws the answer as sent (today's shape, obsolete fields migrated).
  const up = upgradeCampaign({ target: c.target, settings: c.settings, modules: c.modules });
  const answer: StorefrontCampaign = {
    id: c.id,
    campaign_key: c.campaign_key,
    name: c.name,
    type: c.type,
    target: up.target,
    settings: up.settings,
    modules: up.modules,
  };
  const pick: LookupCampaignPick = {
    id: c.id,
    active: c.active,
    target_type: c.target_type,
    target: c.target as LookupCampaignPick['target'],
    stopsInMultiCurrency: stopsInMultiCurrencyMode(c),
  };
  return { pick, json: JSON.stringify(answer) };
}

function prepareExperiment(running: RunningExperimentRow, rows: readonly StoredCampaign[], liveOn: boolean): PreparedExperiment {
  const existing = new Set(rows.map((c) => c.id));
  // Ids of campaigns deleted since the draft was saved are left out: the storefront gets only campaigns it can draw.
  // The on/off switch is the shop's, not the draft's (a draft copied while the cart was off still tests a cart that is
  // on; publishing keeps the live switch too: services/liveCart.ts).
  const variant = running.variant && {
    settings: { ...upgradeShopSettings(running.variant.settings), active: liveOn },
    campaignIds: running.variant.campaignIds.filter((id) => existing.has(id)),
  };
  const answer: StorefrontExperiment = {
    id: running.id,
    split: running.split,
    controlCampaignIds: rows.filter((c) => c.active).map((c) => c.id),
    variant,
  };
  return { json: `"experiment":${JSON.stringify(answer)}`, variant };
}

/** Reads the experiment and the campaigns and prepares them (what a snapshot saves a process from doing). */
async function buildPreparedCart(deps: AppDeps, shop: PublicShop): Promise<PreparedCart> {
  const running = await runningExperimentRow(deps.db, shop.id);
  const rows = await activeCampaignRows(deps.db, shop.id, running?.variant?.campaignIds ?? []);
  const campaigns = rows.map(prepareCampaign);
  return running ? { campaigns, experiment: prepareExperiment(running, rows, shop.settings?.active === true) } : { campaigns };
}

/**
 * The shop's prepared cart: from this process's cache; else from the shop's snapshot if it was built at the shop's
 * public version as the database holds it now, within the cache's time to live (so never staler than the cache would
 * be); else read and prepared, and the snapshot written, labelled with the version read before the campaigns were
 * (a write landing meanwhile moves the version past the label, so the row never answers for it). The write is not
 * awaited: the answer does not wait on it, and a failed write costs only a later rebuild.
 */
export function preparedCart(deps: AppDeps, shop: PublicShop): Promise<PreparedCart> {
  return cachedOrStale(deps, shop.id, 'campaigns', async () => {
    const now = Date.now();
    const { version, body } = await readLookupSnapshot(deps.db, shop.id, now - deps.config.lookupCacheTtlMs);
    const stored = body === undefined ? undefined : (JSON.parse(body) as Snapshot);
    if (stored?.format === SNAPSHOT_FORMAT) return stored.cart;
    const cart = await buildPreparedCart(deps, shop);
    if (version === undefined) return cart;
    const snapshot: Snapshot = { format: SNAPSHOT_FORMAT, cart };
    writeLookupSnapshot(deps.db, shop.id, version, now, JSON.stringify(snapshot)).catch((err: unknown) =>
      deps.logger.warn({ err, shop: shop.id }, 'lookup snapshot not stored'),
    );
    return cart;
  });
}
