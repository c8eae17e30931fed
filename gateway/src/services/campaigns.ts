import { randomBytes, randomUUID } from 'crypto';
import { Op, type WhereOptions } from 'sequelize';
import {
  CAMPAIGN_CAP,
  CAMPAIGN_EDITABLE_FIELDS,
  CAMPAIGN_READ_ONLY_FIELDS,
  defaultModules,
  type Campaign,
  type CampaignPage,
  type RemovedCampaign,
  dropEmpty,
  isPlainObject,
  NOT_VALID,
  upgradeCampaign,
  validateCampaign,
  type FieldError,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { CampaignAttributes, CampaignInstance } from '../db/models/campaign.model';
import { bumpPublicVersion } from '../db/publicVersion';
import { LimitError, notFound, ValidationError } from '../shared/errors';
import { sanitizeCampaignRichText } from '../shared/richText';
import { assertCampaignEditable } from './cartLocks';
import { stageDiscountConfig, syncAfterSave } from './discountSync';

/** The cap message; the admin refuses silently (campaigns.md §8) but the API says why. */
export const CAMPAIGN_CAP_MESSAGE = `Campaign limit reached: a shop can have at most ${CAMPAIGN_CAP} campaigns`;
/** Default and largest page sizes of campaigns(). */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/** Row to the domain's Campaign; rows written by older versions are brought to the current shape (domain upgradeCampaign). */
export function toCampaign(c: CampaignInstance): Campaign {
  // A row stored without modules reads the default modules (upgradeCampaign would fill the same from nothing).
  const doc = upgradeCampaign({ target: c.target, settings: c.settings, modules: c.modules ?? defaultModules() });
  return {
    id: c.id,
    name: c.name,
    active: c.active,
    createdAt: String(new Date(c.created_at ?? 0).getTime()),
    updatedAt: String(new Date(c.updated_at ?? 0).getTime()),
    campaign_key: c.campaign_key,
    type: c.type,
    targetType: c.target_type,
    target: doc.target,
    settings: doc.settings,
    modules: doc.modules,
  };
}

/** The only fields a client may write (the domain's); id, campaign_key, shop and timestamps are ours (never create(req.body)). */
const EDITABLE = CAMPAIGN_EDITABLE_FIELDS;
/** Fields of a campaign as read back that an editor may send again; they are ignored, never written. */
const READ_ONLY: readonly string[] = CAMPAIGN_READ_ONLY_FIELDS;

function pickEditable(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of EDITABLE) if (k in input) out[k] = input[k];
  return out;
}

function requireObject(input: unknown): Record<string, unknown> {
  if (!isPlainObject(input)) throw new ValidationError([{ path: '', message: NOT_VALID }]);
  return input;
}

function validated(
  candidate: Record<string, unknown>,
): Pick<CampaignAttributes, 'name' | 'target' | 'settings' | 'modules'> {
  const r = validateCampaign(candidate);
  if (!r.success) throw new ValidationError(r.errors as FieldError[]);
  // Goal messages and random text reach every storefront as HTML: stored only through the allowlist.
  const { name, target, settings, modules } = sanitizeCampaignRichText(r.data);
  return { name, target, settings, modules: modules ?? null };
}

const newCampaignKey = (): string => randomBytes(9).toString('base64url');

function encodeToken(c: CampaignInstance): string {
  return Buffer.from(JSON.stringify([new Date(c.created_at ?? 0).getTime(), c.id])).toString('base64url');
}

function decodeToken(token: string): { createdAt: Date; id: string } {
  try {
    const v: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      Number.isSafeInteger(v[0]) &&
      typeof v[1] === 'string' &&
      v[1].length <= 36
    ) {
      return { createdAt: new Date(v[0] as number), id: v[1] };
    }
  } catch {
    // fall through
  }
  throw new ValidationError([{ path: 'nextToken', message: NOT_VALID }]);
}

/** The shop's campaigns, newest first, in pages joined by an opaque token. */
export async function listCampaigns(
  deps: AppDeps,
  shop: string,
  opts: { nextToken?: string | null; limit?: number | null },
): Promise<CampaignPage> {
  const limit = Math.min(Math.max(opts.limit ?? PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const where: WhereOptions<CampaignAttributes> = { shop_id: shop };
  if (opts.nextToken) {
    const { createdAt, id } = decodeToken(opts.nextToken);
    Object.assign(where, {
      [Op.or]: [{ created_at: { [Op.lt]: createdAt } }, { created_at: createdAt, id: { [Op.lt]: id } }],
    });
  }
  const rows = await deps.db.models.Campaign.findAll({
    where,
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    campaigns: page.map(toCampaign),
    nextToken: rows.length > limit ? encodeToken(page[page.length - 1]) : null,
  };
}

async function findOwned(deps: AppDeps, shop: string, id: string): Promise<CampaignInstance> {
  const row =
    typeof id === 'string' && id.length <= 36
      ? await deps.db.models.Campaign.findOne({ where: { id, shop_id: shop } })
      : null;
  if (!row) throw notFound('Campaign');
  return row;
}

/** One of the shop's campaigns; another shop's id is "not found". */
export async function getCampaign(deps: AppDeps, shop: string, id: string): Promise<Campaign> {
  return toCampaign(await findOwned(deps, shop, id));
}

/**
 * Creates an active campaign from validated, cleaned input. The cap is checked and the row inserted in one write
 * transaction holding the shop's lock, so concurrent creates at 34 yield exactly one success.
 */
export async function createCampaign(deps: AppDeps, shop: string, input: unknown): Promise<Campaign> {
  const data = validated(pickEditable(dropEmpty(requireObject(input))));
  const { Campaign } = deps.db.models;
  const row = await deps.db.write(async (transaction) => {
    // Takes the shop's lock, held to the insert. Created on: it would join the live cart of a running experiment.
    await assertCampaignEditable(deps, shop, { kind: 'create' }, transaction);
    const count = await Campaign.count({ where: { shop_id: shop }, transaction });
    if (count >= CAMPAIGN_CAP) throw new LimitError('CAMPAIGN_LIMIT', CAMPAIGN_CAP_MESSAGE);
    const now = new Date();
    const created = await Campaign.create(
      {
        id: randomUUID(),
        shop_id: shop,
        name: data.name,
        active: true,
        type: String(data.settings.type),
        target_type: String(data.target.type),
        campaign_key: newCampaignKey(),
        target: data.target,
        settings: data.settings,
        modules: data.modules,
        created_at: now,
        updated_at: now,
      },
      { transaction },
    );
    const sync = await stageDiscountConfig(deps, transaction, shop);
    await bumpPublicVersion(deps.db, shop, transaction);
    return { created, sync };
  });
  deps.lookupCache.invalidate(shop);
  if (row.sync) await syncAfterSave(deps, shop);
  return toCampaign(row.created);
}

/**
 * Updates a campaign. {active} alone is the dashboard toggle; anything else is merged over the stored campaign
 * (top-level fields) and the whole result validated, so a partial edit can never store an invalid campaign.
 */
export async function updateCampaign(deps: AppDeps, shop: string, id: string, input: unknown): Promise<Campaign> {
  const raw = requireObject(input);
  const cleaned = dropEmpty(raw);
  if ('active' in raw && typeof raw.active !== 'boolean')
    throw new ValidationError([{ path: 'active', message: NOT_VALID }]);
  const active = typeof raw.active === 'boolean' ? raw.active : undefined;
  const edits = pickEditable(cleaned);
  const unknown = Object.keys(raw).filter(
    (k) => k !== 'active' && !EDITABLE.includes(k as (typeof EDITABLE)[number]) && !READ_ONLY.includes(k),
  );
  if (unknown.length) throw new ValidationError(unknown.map((path) => ({ path, message: NOT_VALID })));
  const row = await deps.db.write(async (transaction) => {
    // The shop's lock before the campaign's, the order every cart write takes them in.
    await assertCampaignEditable(deps, shop, { kind: 'change', id, active }, transaction);
    const current = await deps.db.models.Campaign.findOne({
      where: { id, shop_id: shop },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!current) throw notFound('Campaign');
    const changes: Partial<CampaignAttributes> = { updated_at: new Date() };
    if (active !== undefined) changes.active = active;
    if (Object.keys(edits).length > 0) {
      const data = validated({
        name: current.name,
        target: current.target,
        settings: current.settings,
        modules: current.modules ?? undefined,
        ...edits,
      });
      Object.assign(changes, {
        name: data.name,
        target: data.target,
        settings: data.settings,
        modules: data.modules,
        type: String(data.settings.type),
        target_type: String(data.target.type),
      });
    } else if (active === undefined) {
      throw new ValidationError([{ path: '', message: 'Nothing to update' }]);
    }
    const updated = await current.update(changes, { transaction });
    // Switching a campaign off only takes from the configuration: never refused for its size.
    const onlyOff = active === false && Object.keys(edits).length === 0;
    const sync = await stageDiscountConfig(deps, transaction, shop, { refuseOversize: !onlyOff });
    await bumpPublicVersion(deps.db, shop, transaction);
    return { updated, sync };
  });
  deps.lookupCache.invalidate(shop);
  if (row.sync) await syncAfterSave(deps, shop);
  return toCampaign(row.updated);
}

/** Deletes one of the shop's campaigns. */
export async function removeCampaign(deps: AppDeps, shop: string, id: string): Promise<RemovedCampaign> {
  const sync = await deps.db.write(async (transaction) => {
    await assertCampaignEditable(deps, shop, { kind: 'change', id }, transaction);
    const removed = await deps.db.models.Campaign.destroy({ where: { id, shop_id: shop }, transaction });
    if (removed === 0) throw notFound('Campaign');
    const staged = await stageDiscountConfig(deps, transaction, shop, { refuseOversize: false });
    await bumpPublicVersion(deps.db, shop, transaction);
    return staged;
  });
  deps.lookupCache.invalidate(shop);
  if (sync) await syncAfterSave(deps, shop);
  return { id };
}

/**
 * GET /campaigns/search: the shop's campaigns whose name contains keyword, case-insensitively, at most 20. A shop
 * holds at most CAMPAIGN_CAP campaigns, so filtering here beats LIKE, whose escaping and case rules differ between
 * SQLite and MySQL.
 */
export async function searchCampaigns(deps: AppDeps, shop: string, keyword: string): Promise<Campaign[]> {
  const needle = keyword.toLocaleLowerCase();
  const rows = await deps.db.models.Campaign.findAll({ where: { shop_id: shop }, order: [['created_at', 'DESC']] });
  return rows
    .filter((r) => r.name.toLocaleLowerCase().includes(needle))
    .slice(0, 20)
    .map(toCampaign);
}
