import { Op, type Transaction } from 'sequelize';
import {
  cleanedSettingsInput,
  cartDraftCreateSchema,
  cartDraftUpdateSchema,
  DRAFT_CAP,
  DRAFT_ID_MAX,
  DRAFT_LIMIT_MESSAGE,
  fieldErrorsFromZod,
  isPlainObject,
  NOT_VALID,
  NOTHING_TO_ROLL_BACK,
  type CartDraft,
  type LiveCartHistory,
  type Shop,
  upgradeShopSettings,
  type FieldError,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { CartDraftAttributes, CartDraftInstance } from '../db/models/cartDraft.model';
import { LimitError, notFound, ValidationError } from '../shared/errors';
import { assertCartEditable, lockShop, runningExperiment } from './cartLocks';
import { applyLiveCart, finishLiveCartChange, newCartId, readLiveCart } from './liveCart';
import { getShop, validatedShopSettings } from './shops';

/** A draft cart as the admin reads it: the domain's declaration (domain/src/api/cartDrafts.ts). */
export type CartDraftDto = CartDraft;

/** Whether rollback can restore the live cart as it was before the last publish or promote (the domain's). */
export type LiveCartHistoryDto = LiveCartHistory;

const iso = (d: Date | undefined): string => new Date(d ?? 0).toISOString();

function toDto(row: CartDraftInstance, lockedBy: string | null): CartDraftDto {
  return {
    id: row.id,
    name: row.name,
    settings: upgradeShopSettings(row.settings),
    campaignIds: row.campaign_ids,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lockedBy,
  };
}

/** The id of the running experiment whose variant is this draft, or null. */
async function lockerOf(deps: AppDeps, shop: string, draftId: string, transaction?: Transaction): Promise<string | null> {
  const running = await runningExperiment(deps, shop, transaction);
  return running?.variant_kind === 'draft' && running.draft_id === draftId ? running.id : null;
}

const isDraftId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= DRAFT_ID_MAX;

/** One of the shop's drafts (never its previous_live row); another shop's id is "not found". */
export async function findOwnedDraft(
  deps: AppDeps,
  shop: string,
  id: unknown,
  transaction?: Transaction,
): Promise<CartDraftInstance> {
  const row = isDraftId(id)
    ? await deps.db.models.CartDraft.findOne({ where: { id, shop_id: shop, kind: 'draft' }, transaction })
    : null;
  if (!row) throw notFound('Draft cart');
  return row;
}

/** The shop's draft carts, newest first. */
export async function listCartDrafts(deps: AppDeps, shop: string): Promise<CartDraftDto[]> {
  const [rows, running] = await Promise.all([
    deps.db.models.CartDraft.findAll({
      where: { shop_id: shop, kind: 'draft' },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
    }),
    runningExperiment(deps, shop),
  ]);
  const locked = running?.variant_kind === 'draft' ? running.draft_id : null;
  return rows.map((r) => toDto(r, r.id === locked ? (running?.id ?? null) : null));
}

/** One of the shop's drafts. */
export async function getCartDraft(deps: AppDeps, shop: string, id: unknown): Promise<CartDraftDto> {
  const row = await findOwnedDraft(deps, shop, id);
  return toDto(row, await lockerOf(deps, shop, row.id));
}

/** Whether the shop has a previous live cart to restore, and when it was saved. */
export async function liveCartHistory(deps: AppDeps, shop: string): Promise<LiveCartHistoryDto> {
  const row = await deps.db.models.CartDraft.findOne({
    where: { shop_id: shop, kind: 'previous_live' },
    attributes: ['id', 'updated_at'],
  });
  return { canRollback: !!row, savedAt: row ? iso(row.updated_at) : null };
}

function parse<T>(r: { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrorsFromZod>[0] }): T {
  if (!r.success) throw new ValidationError(fieldErrorsFromZod(r.error));
  return r.data;
}

/** createCartDraft({name}): a copy of the live cart (its settings and which campaigns are on) under that name. */
export async function createCartDraft(deps: AppDeps, shop: string, input: unknown): Promise<CartDraftDto> {
  const { name } = parse(cartDraftCreateSchema.safeParse(input));
  const row = await deps.db.write(async (transaction) => {
    await lockShop(deps, shop, transaction);
    const count = await deps.db.models.CartDraft.count({ where: { shop_id: shop, kind: 'draft' }, transaction });
    if (count >= DRAFT_CAP) throw new LimitError('DRAFT_LIMIT', DRAFT_LIMIT_MESSAGE);
    const live = await readLiveCart(deps, shop, transaction);
    return deps.db.models.CartDraft.create(
      { id: newCartId('d_'), shop_id: shop, name, kind: 'draft', settings: live.settings, campaign_ids: live.campaignIds },
      { transaction },
    );
  });
  return toDto(row, null);
}

/** Every id must name one of the shop's campaigns; the list is stored once per id, in the order sent. */
async function ownCampaignIds(deps: AppDeps, shop: string, ids: string[], transaction: Transaction): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = unique.length
    ? await deps.db.models.Campaign.findAll({
        where: { shop_id: shop, id: { [Op.in]: unique } },
        attributes: ['id'],
        transaction,
      })
    : [];
  const owned = new Set(found.map((c) => c.id));
  const errors: FieldError[] = ids.flatMap((id, i) => (owned.has(id) ? [] : [{ path: `campaignIds.${i}`, message: NOT_VALID }]));
  if (errors.length) throw new ValidationError(errors);
  return unique;
}

/**
 * updateCartDraft(id, {name?, settings?, campaignIds?}): settings are laid over the draft's and validated exactly as
 * a save of the live cart's settings is (error paths under `settings.`); campaignIds is the whole list of campaigns
 * on in the draft. Refused while a running experiment tests the draft.
 */
export async function updateCartDraft(deps: AppDeps, shop: string, id: unknown, input: unknown): Promise<CartDraftDto> {
  if (!isPlainObject(input) || Object.keys(input).length === 0) throw new ValidationError([{ path: '', message: NOT_VALID }]);
  const edit = parse(cartDraftUpdateSchema.safeParse(input));
  const row = await deps.db.write(async (transaction) => {
    const draft = await findOwnedDraft(deps, shop, id, transaction);
    await assertCartEditable(deps, shop, { kind: 'draft', draftId: draft.id }, transaction);
    const changes: Partial<CartDraftAttributes> = {};
    if (edit.name !== undefined) changes.name = edit.name;
    if (edit.settings !== undefined)
      changes.settings = validatedShopSettings(draft.settings, cleanedSettingsInput(edit.settings), 'settings.');
    if (edit.campaignIds !== undefined) changes.campaign_ids = await ownCampaignIds(deps, shop, edit.campaignIds, transaction);
    return draft.update(changes, { transaction });
  });
  return toDto(row, null);
}

/** deleteCartDraft(id): refused while a running experiment tests the draft. */
export async function deleteCartDraft(deps: AppDeps, shop: string, id: unknown): Promise<string> {
  return deps.db.write(async (transaction) => {
    const draft = await findOwnedDraft(deps, shop, id, transaction);
    await assertCartEditable(deps, shop, { kind: 'draft', draftId: draft.id }, transaction);
    await draft.destroy({ transaction });
    return draft.id;
  });
}

/**
 * publishCartDraft(id): the draft becomes the live cart in one transaction (the live cart as it was kept as the
 * shop's previous live cart). The draft stays. Refused while an experiment runs (the live cart is its control).
 */
export async function publishCartDraft(deps: AppDeps, shop: string, id: unknown): Promise<Shop> {
  const sync = await deps.db.write(async (transaction) => {
    await assertCartEditable(deps, shop, { kind: 'live' }, transaction);
    const draft = await findOwnedDraft(deps, shop, id, transaction);
    return applyLiveCart(deps, shop, { settings: upgradeShopSettings(draft.settings), campaignIds: draft.campaign_ids }, transaction, 'live');
  });
  await finishLiveCartChange(deps, shop, sync);
  return getShop(deps, shop);
}

/**
 * rollbackLiveCart: the previous live cart becomes the live cart again, and the live cart it replaces becomes the
 * previous one, so a rollback can itself be undone. Refused while an experiment runs.
 */
export async function rollbackLiveCart(deps: AppDeps, shop: string): Promise<Shop> {
  const sync = await deps.db.write(async (transaction) => {
    await assertCartEditable(deps, shop, { kind: 'live' }, transaction);
    const previous = await deps.db.models.CartDraft.findOne({ where: { shop_id: shop, kind: 'previous_live' }, transaction });
    if (!previous) throw new ValidationError([{ path: '', message: NOTHING_TO_ROLL_BACK }]);
    // Read before applyLiveCart overwrites the row with the live cart it replaces.
    const restored = { settings: upgradeShopSettings(previous.settings), campaignIds: [...previous.campaign_ids] };
    return applyLiveCart(deps, shop, restored, transaction, 'cart');
  });
  await finishLiveCartChange(deps, shop, sync);
  return getShop(deps, shop);
}
