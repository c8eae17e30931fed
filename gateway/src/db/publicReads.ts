import type { Database } from './connection';
import { driverSelect } from './driverSelect';
import { SNAPSHOT_AT_SHOP_VERSION } from './lookupSnapshots';
import type { StoredCampaign } from './models/campaign.model';
import type { ShopSettings } from '@cartlift/domain';
import type { ShopAttributes } from './models/shop.model';

/**
 * The storefront API's reads, written as plain SQL over the columns it needs. Measured (issue 25, bench/RESULTS.md)
 * against the model reads they replace: Sequelize builds a model instance per row and, on SQLite, asks PRAGMA
 * table_info before every SELECT; its JSON getters parse a document again at every property read (the lookup read
 * each campaign's target and settings five times). Here each document is parsed once, and the statements go to the
 * driver (driverSelect.ts). Every other read and every write stays on the models.
 */

/** The shop columns the public API answers from. */
export type PublicShopRow = Pick<
  ShopAttributes,
  | 'id'
  | 'installed'
  | 'access_token'
  | 'storefront_origins'
  | 'settings'
  | 'cod_settings'
  | 'sticky_cart'
  | 'custom_links'
  | 'custom_atcs'
  | 'money_format'
  | 'currency'
  | 'enabled_presentment_currencies'
  | 'scope'
  | 'discount_sync_state'
>;

type Raw<T> = { [K in keyof T]: unknown };

/** A stored JSON document (TEXT on SQLite, LONGTEXT on MySQL; either driver may hand back text). */
function doc<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? null)) as T;
}

const SHOP_COLUMNS = [
  'id',
  'installed',
  'access_token',
  'storefront_origins',
  'settings',
  'cod_settings',
  'sticky_cart',
  'custom_links',
  'custom_atcs',
  'money_format',
  'currency',
  'enabled_presentment_currencies',
  'scope',
  'discount_sync_state',
]
  .map((c) => `s.${c}`)
  .join(', ');

/** The shop as one read of a process that holds nothing for it finds it (publicShopRead). */
export interface PublicShopRead {
  /** shops.public_version in the same statement; undefined for a shop that is not stored. */
  version: number | undefined;
  row: PublicShopRow | undefined;
  /** The body of the shop's lookup snapshot if one answers for that version (asked for only); see lookupSnapshots.ts. */
  snapshot: string | undefined;
}

/**
 * The shop row by primary key with its public version and, given `snapshotFreshFrom`, its lookup snapshot's body when
 * the snapshot was built at that version no earlier than `snapshotFreshFrom`: one statement where a cold lookup made
 * three (the version, the shop, the snapshot; issue 25, bench/RESULTS.md). One statement is one consistent read on
 * SQLite and on InnoDB alike, so the row and the snapshot are both of the version it returns.
 */
export async function publicShopRead(db: Database, shop: string, snapshotFreshFrom?: number): Promise<PublicShopRead> {
  const withSnapshot = snapshotFreshFrom !== undefined;
  const [row] = (await driverSelect(
    db,
    withSnapshot
      ? `SELECT s.public_version, ${SHOP_COLUMNS}, l.body FROM shops s ${SNAPSHOT_AT_SHOP_VERSION} WHERE s.id = ?`
      : `SELECT s.public_version, ${SHOP_COLUMNS} FROM shops s WHERE s.id = ?`,
    withSnapshot ? [snapshotFreshFrom, shop] : [shop],
  )) as Array<Raw<PublicShopRow & { public_version: number; body: string | null }>>;
  if (!row) return { version: undefined, row: undefined, snapshot: undefined };
  return {
    version: Number(row.public_version),
    row: {
      id: String(row.id),
      installed: Number(row.installed) === 1 || row.installed === true,
      access_token: row.access_token === null ? null : String(row.access_token),
      storefront_origins: doc(row.storefront_origins),
      settings: doc(row.settings),
      cod_settings: doc(row.cod_settings),
      sticky_cart: doc(row.sticky_cart),
      custom_links: doc(row.custom_links),
      custom_atcs: doc(row.custom_atcs),
      money_format: String(row.money_format),
      currency: String(row.currency),
      enabled_presentment_currencies: doc(row.enabled_presentment_currencies),
      scope: row.scope === null ? null : String(row.scope),
      discount_sync_state: row.discount_sync_state as PublicShopRow['discount_sync_state'],
    },
    snapshot: row.body === null || row.body === undefined ? undefined : String(row.body),
  };
}

/**
 * The shop's active campaigns, oldest first (the order the drawer shows them in), on the index (shop_id, active); with
 * `alsoIds` (a running experiment's variant), those of the shop's campaigns as well, whether on or off in the live
 * cart. `active` is each row's own flag.
 */
export async function activeCampaignRows(db: Database, shop: string, alsoIds: readonly string[] = []): Promise<StoredCampaign[]> {
  const also = alsoIds.length > 0 ? ` OR id IN (${alsoIds.map(() => '?').join(', ')})` : '';
  const rows = (await driverSelect(
    db,
    'SELECT id, campaign_key, name, type, target_type, active, target, settings, modules FROM campaigns ' +
      `WHERE shop_id = ? AND (active = ?${also}) ORDER BY created_at ASC`,
    [shop, true, ...alsoIds],
  )) as Array<Raw<StoredCampaign>>;
  return rows.map((r) => ({
    id: String(r.id),
    campaign_key: String(r.campaign_key),
    name: String(r.name),
    type: String(r.type),
    target_type: String(r.target_type),
    active: Number(r.active) === 1 || r.active === true,
    target: doc(r.target),
    settings: doc(r.settings),
    modules: doc(r.modules),
  }));
}

/** The shop's running experiment as the lookup answers it: its split and its variant's cart (null: the theme's cart). */
export interface RunningExperimentRow {
  id: string;
  split: number;
  variant: { settings: ShopSettings; campaignIds: string[] } | null;
}

/**
 * The shop's running experiment with its variant's draft, in one read on experiments (shop_id, status) and the
 * draft's primary key; undefined when none runs, or when its draft is missing (deleting the draft under test is
 * refused, so only a hand-edited database gets here: the storefront then answers as without an experiment).
 */
export async function runningExperimentRow(db: Database, shop: string): Promise<RunningExperimentRow | undefined> {
  const [row] = await driverSelect(
    db,
    'SELECT e.id, e.split_percent, e.variant_kind, d.settings, d.campaign_ids FROM experiments e ' +
      'LEFT JOIN cart_drafts d ON d.id = e.draft_id AND d.shop_id = e.shop_id ' +
      "WHERE e.shop_id = ? AND e.status = 'running' LIMIT 1",
    [shop],
  );
  if (!row) return undefined;
  const base = { id: String(row.id), split: Number(row.split_percent) };
  if (row.variant_kind === 'theme') return { ...base, variant: null };
  if (row.settings === null || row.settings === undefined) return undefined;
  return { ...base, variant: { settings: doc(row.settings), campaignIds: doc<string[]>(row.campaign_ids) ?? [] } };
}
