import type { Transaction } from 'sequelize';
import {
  CART_LOCKED,
  DRAFT_GONE,
  experimentEditError,
  isPlainObject,
  NOT_VALID,
  transitionExperiment,
  upgradeShopSettings,
  validateExperiment,
  type Experiment,
  type ExperimentAction,
  type ExperimentInput,
  type ExperimentRecord,
  type Result,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { ExperimentAttributes, ExperimentInstance } from '../db/models/experiment.model';
import { bumpPublicVersion } from '../db/publicVersion';
import { ConflictError, notFound, ValidationError } from '../shared/errors';
import { findOwnedDraft } from './cartDrafts';
import { CART_LOCKED_CODE, lockShop } from './cartLocks';
import { stageDiscountConfig } from './discountSync';
import { applyLiveCart, finishLiveCartChange, newCartId, readLiveCart } from './liveCart';

/** An experiment as the admin reads it, without its results: the domain's declaration (domain/src/api/experiments.ts). */
export type ExperimentDto = ExperimentRecord;

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** A stored row as the domain's Experiment (the shape its rules read). */
export function toExperiment(row: ExperimentInstance): Experiment {
  return {
    id: row.id,
    name: row.name,
    variant:
      row.variant_kind === 'draft' && row.draft_id !== null ? { kind: 'draft', draftId: row.draft_id } : { kind: 'theme' },
    splitPercent: row.split_percent,
    goal: row.goal,
    plannedVisitors: row.planned_visitors,
    status: row.status,
    startedAt: iso(row.started_at),
    stoppedAt: iso(row.stopped_at),
  };
}

const toDto = (row: ExperimentInstance): ExperimentDto => ({ ...toExperiment(row), createdAt: iso(row.created_at) ?? '' });

/** The columns an experiment's input sets. */
const columnsOf = (input: ExperimentInput): Omit<ExperimentAttributes, 'id' | 'shop_id' | 'status' | 'started_at' | 'stopped_at'> => ({
  name: input.name,
  variant_kind: input.variant.kind,
  draft_id: input.variant.kind === 'draft' ? input.variant.draftId : null,
  split_percent: input.splitPercent,
  goal: input.goal,
  planned_visitors: input.plannedVisitors,
});

function unwrap<T>(r: Result<T>): T {
  if (!r.success) throw new ValidationError(r.errors);
  return r.data;
}

const isExperimentId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id);

async function findOwned(deps: AppDeps, shop: string, id: unknown, transaction?: Transaction): Promise<ExperimentInstance> {
  const row = isExperimentId(id)
    ? await deps.db.models.Experiment.findOne({ where: { id, shop_id: shop }, transaction })
    : null;
  if (!row) throw notFound('Experiment');
  return row;
}

/** A draft variant must be one of this shop's drafts (keyed at variant.draftId, as the domain's schema keys it). */
async function checkVariant(deps: AppDeps, shop: string, input: ExperimentInput, transaction: Transaction): Promise<void> {
  if (input.variant.kind !== 'draft') return;
  try {
    await findOwnedDraft(deps, shop, input.variant.draftId, transaction);
  } catch {
    throw new ValidationError([{ path: 'variant.draftId', message: NOT_VALID }]);
  }
}

/** The shop's experiments, newest first. */
export async function listExperiments(deps: AppDeps, shop: string): Promise<ExperimentDto[]> {
  const rows = await deps.db.models.Experiment.findAll({
    where: { shop_id: shop },
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  return rows.map(toDto);
}

/** One of the shop's experiments; another shop's id is "not found". */
export async function getExperiment(deps: AppDeps, shop: string, id: unknown): Promise<ExperimentDto> {
  return toDto(await findOwned(deps, shop, id));
}

/** createExperiment(input): validated by the domain (validateExperiment); a draft experiment, started later. */
export async function createExperiment(deps: AppDeps, shop: string, input: unknown): Promise<ExperimentDto> {
  const data = unwrap(validateExperiment(input));
  const row = await deps.db.write(async (transaction) => {
    await lockShop(deps, shop, transaction);
    await checkVariant(deps, shop, data, transaction);
    return deps.db.models.Experiment.create({ id: newCartId('x_'), shop_id: shop, status: 'draft', ...columnsOf(data) }, { transaction });
  });
  return toDto(row);
}

/**
 * updateExperiment(id, input): the fields sent laid over the stored ones and the whole validated again; only a draft
 * experiment changes (experimentEditError).
 */
export async function updateExperiment(deps: AppDeps, shop: string, id: unknown, input: unknown): Promise<ExperimentDto> {
  if (!isPlainObject(input)) throw new ValidationError([{ path: '', message: NOT_VALID }]);
  const row = await deps.db.write(async (transaction) => {
    await lockShop(deps, shop, transaction);
    const current = await findOwned(deps, shop, id, transaction);
    const locked = experimentEditError(current);
    if (locked) throw new ValidationError([{ path: 'status', message: locked }]);
    const { id: _id, status: _status, startedAt: _s, stoppedAt: _t, ...stored } = toExperiment(current);
    const data = unwrap(validateExperiment({ ...stored, ...input }));
    await checkVariant(deps, shop, data, transaction);
    return current.update(columnsOf(data), { transaction });
  });
  return toDto(row);
}

/** deleteExperiment(id): only a draft experiment (a started one keeps its data). */
export async function deleteExperiment(deps: AppDeps, shop: string, id: unknown): Promise<string> {
  return deps.db.write(async (transaction) => {
    await lockShop(deps, shop, transaction);
    const current = await findOwned(deps, shop, id, transaction);
    const locked = experimentEditError(current);
    if (locked) throw new ValidationError([{ path: 'status', message: locked }]);
    await current.destroy({ transaction });
    return current.id;
  });
}

/**
 * The variant as a cart: the draft's, or for the theme's own cart the live cart with Cartlift's cart switched off
 * (settings.active, the switch POST /cart/activate sets) and no campaign on, which is what that arm got during the test.
 */
async function variantCart(deps: AppDeps, shop: string, experiment: ExperimentInstance, transaction: Transaction) {
  if (experiment.variant_kind === 'theme') {
    const live = await readLiveCart(deps, shop, transaction);
    return { settings: { ...live.settings, active: false }, campaignIds: [] };
  }
  const draft = await findOwnedDraft(deps, shop, experiment.draft_id, transaction).catch(() => {
    throw new ValidationError([{ path: 'variant.draftId', message: DRAFT_GONE }]);
  });
  return { settings: upgradeShopSettings(draft.settings), campaignIds: draft.campaign_ids };
}

/**
 * start / stop / promote through the domain's transitionExperiment, in one transaction holding the shop row's lock
 * (so two starts cannot both see no running experiment). Promote also makes the variant the live cart (the live cart
 * as it was kept for rollback). Every change bumps the public version and stages the discount configuration, which
 * carries the running experiment's arms.
 */
async function transition(deps: AppDeps, shop: string, id: unknown, action: ExperimentAction): Promise<ExperimentDto> {
  const { row, sync } = await deps.db.write(async (transaction) => {
    await lockShop(deps, shop, transaction);
    const current = await findOwned(deps, shop, id, transaction);
    const others = await deps.db.models.Experiment.findAll({
      where: { shop_id: shop, status: 'running' },
      attributes: ['id', 'status'],
      transaction,
    });
    const next = unwrap(transitionExperiment(toExperiment(current), action, new Date(), others));
    // Promoting a stopped experiment while another runs would change that one's control (the live cart).
    if (action === 'promote' && others.some((o) => o.id !== current.id))
      throw new ConflictError(CART_LOCKED_CODE, CART_LOCKED);
    if (action === 'start' && current.variant_kind === 'draft') await variantCart(deps, shop, current, transaction);
    const updated = await current.update(
      {
        status: next.status,
        started_at: next.startedAt ? new Date(next.startedAt) : null,
        stopped_at: next.stoppedAt ? new Date(next.stoppedAt) : null,
      },
      { transaction },
    );
    if (action === 'promote') {
      const cart = await variantCart(deps, shop, current, transaction);
      // The theme's cart switches Cartlift off; a draft keeps the shop's switch as it is (applyLiveCart).
      const onOff = current.variant_kind === 'theme' ? 'cart' : 'live';
      return { row: updated, sync: await applyLiveCart(deps, shop, cart, transaction, onOff) };
    }
    // Stopping only takes the variant's arm away: never refused for its size.
    const sync = await stageDiscountConfig(deps, transaction, shop, { refuseOversize: action === 'start' });
    await bumpPublicVersion(deps.db, shop, transaction);
    return { row: updated, sync };
  });
  await finishLiveCartChange(deps, shop, sync);
  return toDto(row);
}

/** startExperiment(id): one running experiment per shop (the domain's message otherwise). */
export const startExperiment = (deps: AppDeps, shop: string, id: unknown) => transition(deps, shop, id, 'start');
/** stopExperiment(id): its totals freeze; both carts can be edited again. */
export const stopExperiment = (deps: AppDeps, shop: string, id: unknown) => transition(deps, shop, id, 'stop');
/** promoteExperiment(id): stops it (if running) and makes the variant the live cart. */
export const promoteExperiment = (deps: AppDeps, shop: string, id: unknown) => transition(deps, shop, id, 'promote');
