import { randomUUID } from 'crypto';
import { UniqueConstraintError } from 'sequelize';
import type { PlacedCodOrder } from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { CodOrderInstance } from '../db/models/codOrder.model';
import { LimitError } from '../shared/errors';

/**
 * The outcome of claiming a client key: go ahead and place the order, or it was placed already. `retry` is set when
 * an earlier attempt with this key ended unclearly (failed, or pending until stale): it may have reached Shopify, so
 * the caller looks for what it left (the draft it recorded, else its key tag) before creating anything.
 */
export type CodClaim =
  | { kind: 'claimed'; id: string; retry: { draftId: string | null } | null }
  | { kind: 'placed'; order: PlacedCodOrder };

/**
 * A pending claim older than this is taken to be a crashed attempt and may be retried. An attempt that crashed after
 * Shopify completed the order could then place a second one; five minutes is far past the Admin API timeouts.
 */
export const COD_PENDING_STALE_MS = 5 * 60 * 1000;

/** Another request with the same key is placing the order right now (409, like any refused-for-now write). */
export const orderInProgress = (): LimitError => new LimitError('ORDER_IN_PROGRESS', 'This order is already being placed');

function outcome(row: CodOrderInstance, now: number): CodClaim | undefined {
  if (row.status === 'placed') return { kind: 'placed', order: { id: row.order_id ?? '', name: row.order_name ?? '' } };
  const age = now - (row.updated_at?.getTime() ?? 0);
  if (row.status === 'pending' && age < COD_PENDING_STALE_MS) throw orderInProgress();
  return undefined;
}

/**
 * Claims (shop, clientKey) for one order attempt. A key that placed an order answers that order; a key being placed
 * answers 409; a failed (or stale) attempt is claimed again. Two racing first attempts meet at the unique index.
 */
export async function claimCodOrder(deps: AppDeps, shopId: string, clientKey: string, now = Date.now()): Promise<CodClaim> {
  const { db } = deps;
  const where = { shop_id: shopId, client_key: clientKey };
  try {
    return await db.write(async (transaction) => {
      const row = await db.models.CodOrder.findOne({ where, transaction, lock: transaction.LOCK.UPDATE });
      if (row) {
        const known = outcome(row, now);
        if (known) return known;
        row.set('status', 'pending');
        // updated_at must move even when the status was already 'pending' (a stale claim taken over).
        row.changed('updated_at', true);
        await row.save({ transaction });
        return { kind: 'claimed', id: row.id, retry: { draftId: row.draft_id } };
      }
      const created = await db.models.CodOrder.create({ id: randomUUID(), ...where, status: 'pending' }, { transaction });
      return { kind: 'claimed', id: created.id, retry: null };
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw orderInProgress();
    throw err;
  }
}

/** Records on the claim the draft order it created, before anything else is asked of Shopify. */
export async function markCodOrderDrafted(deps: AppDeps, id: string, draftId: string): Promise<void> {
  await deps.db.write((transaction) =>
    deps.db.models.CodOrder.update({ draft_id: draftId }, { where: { id }, transaction }),
  );
}

/** Records the placed order on the claim. */
export async function markCodOrderPlaced(deps: AppDeps, id: string, order: PlacedCodOrder): Promise<void> {
  await deps.db.write((transaction) =>
    deps.db.models.CodOrder.update(
      { status: 'placed', order_id: order.id, order_name: order.name },
      { where: { id }, transaction },
    ),
  );
}

/** Releases the claim after a failure so the shopper can try again with the same key. */
export async function markCodOrderFailed(deps: AppDeps, id: string): Promise<void> {
  await deps.db.write((transaction) =>
    deps.db.models.CodOrder.update({ status: 'failed' }, { where: { id }, transaction }),
  );
}
