import {
  stopsInMultiCurrencyMode,
  upgradeCampaign,
  upgradeShopSettings,
  type CampaignLike,
  type StorefrontCampaign,
  type StorefrontExperiment,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import { readLookupSnapshot, writeLookupSnapshot, type LookupSnapshotRead } from '../db/lookupSnapshots';
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
 * The body's format. A gateway that changes it raises the number, so rows written by the version before (which may
 * still be within their version and time to live when it starts) are built again, not misread.
 */
const SNAPSHOT_FORMAT = 2;

/** The body's first line: everything but the campaigns' encoded answers, which follow it as they are, end to end. */
interface SnapshotHeader {
  format: number;
  campaigns: Array<{ pick: LookupCampaignPick; length: number }>;
  experiment?: PreparedExperiment;
}

/**
 * A snapshot's text: the header as JSON on one line (JSON.stringify writes no raw line break), then each campaign's
 * answer part as it was encoded. Not the whole cart as one JSON: the answer parts would be JSON strings inside it, and
 * a cold lookup would unescape about 30 KB of them on every read (the largest step left of a snapshot read,
 * 2026-11-27 profile); sliced from the text they cost nothing.
 */
function encodeSnapshot(cart: PreparedCart): string {
  const header: SnapshotHeader = {
    format: SNAPSHOT_FORMAT,
    campaigns: cart.campaigns.map((c) => ({ pick: c.pick, length: c.json.length })),
    ...(cart.experiment ? { experiment: cart.experiment } : {}),
  };
  return `${JSON.stringify(header)}\n${cart.campaigns.map((c) => c.json).join('')}`;
}

/** The cart a snapshot's text holds, or undefined for a text of another format (rebuilt, not misread). */
function decodeSnapshot(body: string): PreparedCart | undefined {
  const lineEnd = body.indexOf('\n');
  if (lineEnd < 0) return undefined;
  let header: SnapshotHeader;
  try {
    header = JSON.parse(body.slice(0, lineEnd)) as SnapshotHeader;
  } catch {
    return undefined;
  }
  if (header?.format !== SNAPSHOT_FORMAT) return undefined;
  let at = lineEnd + 1;
  const campaigns = header.campaigns.map(({ pick, length }) => {
    const json = body.slice(at, at + length);
    at += length;
    return { pick, json };
  });
  if (at !== body.length) return undefined;
  return header.experiment ? { campaigns, experiment: header.experiment } : { campaigns };
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
 * `handed`: the snapshot as read in the shop's own statement (loadPublicShop), used instead of a read of its own while
 * its version is still the one this process knows (else a check since has seen another, and the snapshot is read).
 */
export function preparedCart(deps: AppDeps, shop: PublicShop, handed?: LookupSnapshotRead): Promise<PreparedCart> {
  return cachedOrStale(deps, shop.id, 'campaigns', async () => {
    const now = Date.now();
    const { version, body } =
      handed !== undefined && handed.version === deps.shopVersions.current(shop.id)
        ? handed
        : await readLookupSnapshot(deps.db, shop.id, now - deps.config.lookupCacheTtlMs);
    const stored = body === undefined ? undefined : decodeSnapshot(body);
    if (stored) return stored;
    const cart = await buildPreparedCart(deps, shop);
    if (version === undefined) return cart;
    writeLookupSnapshot(deps.db, shop.id, version, now, encodeSnapshot(cart)).catch((err: unknown) =>
      deps.logger.warn({ err, shop: shop.id }, 'lookup snapshot not stored'),
    );
    return cart;
  });
}
