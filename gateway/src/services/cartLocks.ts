import { cartEditError, type CartRef } from '@cartlift/domain';
import type { Transaction } from 'sequelize';
import type { AppDeps } from '../context';
import type { ExperimentInstance } from '../db/models/experiment.model';
import type { ShopInstance } from '../db/models/shop.model';
import { ConflictError, notFound } from '../shared/errors';

/** The code of every refusal to edit a cart while its experiment runs (docs/experiments.md "Locks"). */
export const CART_LOCKED_CODE = 'CART_LOCKED';

/**
 * Takes the shop row's lock for the rest of the transaction and returns the row as locked. Every write that changes a
 * cart or an experiment's status takes it first, so a start and an edit of the cart it locks are serialised (on SQLite
 * the write lock already is). A write of the shop row itself changes the row returned, rather than reading the row it
 * already holds again.
 */
export async function lockShop(deps: AppDeps, shop: string, transaction: Transaction): Promise<ShopInstance> {
  const row = await lockShopIfAny(deps, shop, transaction);
  if (!row) throw notFound('Shop');
  return row;
}

/**
 * lockShop for the writers to whom a missing row is an answer, not an error: the discount sync (nothing to sync or
 * claim) and the install (it creates the row). The same lock, so they serialise with every cart write.
 */
export function lockShopIfAny(deps: AppDeps, shop: string, transaction: Transaction): Promise<ShopInstance | null> {
  return deps.db.models.Shop.findByPk(shop, { transaction, lock: transaction.LOCK.UPDATE });
}

/** The shop's running experiment, if any (at most one: services/experiments.ts starts one under the shop's lock). */
export function runningExperiment(
  deps: AppDeps,
  shop: string,
  transaction?: Transaction,
): Promise<ExperimentInstance | null> {
  return deps.db.models.Experiment.findOne({ where: { shop_id: shop, status: 'running' }, transaction });
}

/** The domain's view of a stored experiment's lock: its status and variant. */
const lockView = (e: ExperimentInstance) => ({
  status: e.status,
  variant:
    e.variant_kind === 'draft' && e.draft_id !== null
      ? { kind: 'draft' as const, draftId: e.draft_id }
      : { kind: 'theme' as const },
});

const refuse = (message: string | null): void => {
  if (message) throw new ConflictError(CART_LOCKED_CODE, message);
};

/**
 * Refuses (CART_LOCKED, the domain's cartEditError message) an edit of the live cart or of a draft while the shop's
 * running experiment tests it. Takes the shop row's lock first (lockShop) and returns the locked row; call it inside
 * the write's transaction, before any write, so a refusal leaves nothing half written.
 */
export async function assertCartEditable(
  deps: AppDeps,
  shop: string,
  cart: CartRef,
  transaction: Transaction,
): Promise<ShopInstance> {
  const row = await lockShop(deps, shop, transaction);
  const running = await runningExperiment(deps, shop, transaction);
  refuse(cartEditError(cart, running ? [lockView(running)] : []));
  return row;
}

/** A campaign write: a new campaign (created on), or a change of one (an edit, a delete, `active` when sent). */
export type CampaignChange = { kind: 'create' } | { kind: 'change'; id: string; active?: boolean };

/**
 * Refuses a campaign write that would change a cart under test: creating one (it is created on, in the live cart),
 * turning one on or off (the live cart's list), and editing or deleting one that is on in either arm. A campaign off
 * in both arms stays editable. Takes the shop row's lock first, like assertCartEditable.
 */
export async function assertCampaignEditable(
  deps: AppDeps,
  shop: string,
  change: CampaignChange,
  transaction: Transaction,
): Promise<void> {
  await lockShop(deps, shop, transaction);
  const running = await runningExperiment(deps, shop, transaction);
  if (!running) return;
  const experiments = [lockView(running)];
  if (change.kind === 'create') return refuse(cartEditError({ kind: 'live' }, experiments));
  const campaign = await deps.db.models.Campaign.findOne({
    where: { id: change.id, shop_id: shop },
    attributes: ['id', 'active'],
    transaction,
  });
  // Another shop's or a missing campaign: the caller answers "not found" as it always has.
  if (!campaign) return;
  const toggled = change.active !== undefined && change.active !== campaign.active;
  if (campaign.active || toggled) return refuse(cartEditError({ kind: 'live' }, experiments));
  if (running.variant_kind !== 'draft' || running.draft_id === null) return;
  const draft = await deps.db.models.CartDraft.findOne({
    where: { id: running.draft_id, shop_id: shop },
    attributes: ['campaign_ids'],
    transaction,
  });
  if (draft?.campaign_ids.includes(change.id))
    refuse(cartEditError({ kind: 'draft', draftId: running.draft_id }, experiments));
}
