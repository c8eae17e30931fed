import { Op, type Transaction } from 'sequelize';
import { experimentConfigTooLarge, MAX_FUNCTION_CONFIG_BYTES } from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { ShopAttributes, ShopInstance } from '../db/models/shop.model';
import { bumpPublicVersion } from '../db/publicVersion';
import { DomainError, LimitError } from '../shared/errors';
import { AdminApiError } from '../shopify/adminApi';
import {
  createAutomaticDiscount,
  DISCOUNT_FUNCTION_HANDLE,
  discountExists,
  DiscountWriteRefused,
  findDiscountFunction,
  setDiscountConfig,
} from '../shopify/discounts';
import { lockShopIfAny } from './cartLocks';
import { DISCOUNT_CONFIG_LIMIT, discountCarts, discountConfigOf, type DiscountConfigPayload } from './discountCarts';

export { DISCOUNT_CONFIG_LIMIT } from './discountCarts';

/** The merchant's message for a configuration past Shopify's 10,000 bytes (nothing of the save is stored). */
export const configTooLargeMessage = (bytes: number): string =>
  `Not saved: your active campaigns would need ${bytes.toLocaleString('en-US')} bytes of discount settings, and ` +
  `Shopify allows a discount ${MAX_FUNCTION_CONFIG_BYTES.toLocaleString('en-US')}. Turn off or shorten a campaign ` +
  `(fewer goals, tiers or targeted products) and save again.`;

/** The message for a configuration past the limit: the experiment's when one runs (both carts count). */
const tooLargeMessage = (bytes: number, experiment: boolean): string =>
  experiment ? experimentConfigTooLarge(bytes, MAX_FUNCTION_CONFIG_BYTES) : configTooLargeMessage(bytes);

/** Retries after a failed sync: base × 5^n for n = 0…4 (2 s, 10 s, 50 s, ~4 min, ~21 min by default), then stop. */
const RETRY_FACTOR = 5;
const MAX_RETRIES = 5;
/** A claim to create the discount older than this is taken to be from a process that died mid-create. */
const CLAIM_MS = 60_000;
/** After a failure, storefront and admin reads ask for another sync at most this often per process. */
const KICK_INTERVAL_MS = 30_000;
/** How many write-then-reread rounds one sync makes before it gives up on a shop whose campaigns keep changing. */
const MAX_ROUNDS = 4;

/** What the admin reads as `shop { discountSync { state lastError at } }`. */
export interface DiscountSyncView {
  state: 'PENDING' | 'SYNCED' | 'FAILED';
  lastError: string | null;
  at: string | null;
}

/** The stored state as the admin reads it. */
export function discountSyncView(row: ShopInstance): DiscountSyncView {
  const state = (row.discount_sync_state ?? 'pending').toUpperCase() as DiscountSyncView['state'];
  return {
    state,
    lastError: state === 'FAILED' ? row.discount_sync_error : null,
    at: row.discount_sync_at ? new Date(row.discount_sync_at).toISOString() : null,
  };
}

/**
 * Inside a campaign, settings or experiment write, after the change: the configuration it leads to (both arms' while
 * an experiment runs, services/discountCarts). Past Shopify's 10,000 bytes the save is refused (LimitError,
 * DISCOUNT_CONFIG_LIMIT; the experiment's message while one runs) and the caller's transaction rolls back, so nothing
 * is half written; `refuseOversize: false` is for changes that only take campaigns away (delete, toggle off, an
 * experiment's stop), which must always be possible. A changed configuration marks the shop pending, in the same transaction, so the admin never
 * reads "synced" while Shopify holds an older one. Returns whether a sync is needed.
 */
export async function stageDiscountConfig(
  deps: AppDeps,
  transaction: Transaction,
  shop: string,
  opts: { refuseOversize: boolean } = { refuseOversize: true },
): Promise<boolean> {
  const row = await lockShopIfAny(deps, shop, transaction);
  if (!row) return false;
  const carts = await discountCarts(deps, shop, transaction);
  const config = discountConfigOf(row, carts);
  const unchanged = config.digest === row.discount_config_digest;
  if (unchanged && row.discount_id) return false;
  // Only a change is refused: a save that leaves the configuration as it was never fails for its size.
  if (!unchanged && opts.refuseOversize && config.bytes > MAX_FUNCTION_CONFIG_BYTES)
    throw new LimitError(DISCOUNT_CONFIG_LIMIT, tooLargeMessage(config.bytes, carts.experiment !== null));
  if (row.discount_sync_state !== 'pending')
    await row.update({ discount_sync_state: 'pending', discount_sync_error: null }, { transaction });
  return true;
}

/** Per app (per createDeps): syncs running, their follow-ups, retry timers and when each shop was last asked. */
interface Runner {
  running: Map<string, Promise<void>>;
  again: Set<string>;
  retries: Map<string, { timer: NodeJS.Timeout | null; count: number }>;
  /** When each shop's last sync failed (cleared by a success): reads then ask again at most every 30 s. */
  failedAt: Map<string, number>;
  stopped: boolean;
}

const runners = new WeakMap<AppDeps, Runner>();

function runnerOf(deps: AppDeps): Runner {
  let r = runners.get(deps);
  if (!r) {
    r = { running: new Map(), again: new Set(), retries: new Map(), failedAt: new Map(), stopped: false };
    runners.set(deps, r);
  }
  return r;
}

/** What the merchant reads for a failure: Shopify's own words when it refused, a plain reason otherwise. */
function failureMessage(err: unknown): string {
  if (err instanceof DiscountWriteRefused || err instanceof DomainError) return err.message;
  if (err instanceof AdminApiError)
    return err.status === 0
      ? 'Shopify could not be reached to update the discount.'
      : `Shopify answered ${err.status} when the discount was updated.`;
  return 'The discount could not be updated.';
}

async function record(deps: AppDeps, shop: string, fields: Partial<ShopAttributes>): Promise<void> {
  await deps.db.write((transaction) =>
    deps.db.models.Shop.update({ ...fields, discount_sync_at: new Date() }, { where: { id: shop }, transaction }),
  );
}

/** Claims the right to create the shop's discount: 'claimed', or why not. */
async function claimCreate(deps: AppDeps, shop: string): Promise<'claimed' | 'exists' | 'busy'> {
  return deps.db.write(async (transaction) => {
    const row = await lockShopIfAny(deps, shop, transaction);
    if (!row || row.discount_id) return 'exists';
    const claimed = row.discount_claimed_at ? new Date(row.discount_claimed_at).getTime() : 0;
    if (Date.now() - claimed < CLAIM_MS) return 'busy';
    await row.update({ discount_claimed_at: new Date() }, { transaction });
    return 'claimed';
  });
}

const releaseClaim = (deps: AppDeps, shop: string) =>
  deps.db.write((transaction) =>
    deps.db.models.Shop.update({ discount_claimed_at: null }, { where: { id: shop }, transaction }),
  );

/** Creates the shop's one automatic app discount with the configuration in it; returns its id. */
async function createDiscount(deps: AppDeps, row: ShopInstance, config: DiscountConfigPayload): Promise<string | null> {
  const shop = row.id;
  const claim = await claimCreate(deps, shop);
  if (claim === 'exists') return null;
  if (claim === 'busy') throw new DiscountWriteRefused('Cartlift is still creating its discount in Shopify.');
  try {
    const functionId = await findDiscountFunction(deps, shop, row.access_token!);
    if (!functionId)
      throw new DiscountWriteRefused(
        `Cartlift's discount function (${DISCOUNT_FUNCTION_HANDLE}) is not deployed to this store yet.`,
      );
    const id = await createAutomaticDiscount(deps, shop, row.access_token!, functionId, config.value);
    await record(deps, shop, { discount_id: id, discount_claimed_at: null, discount_config_digest: config.digest });
    return id;
  } catch (err) {
    // A refusal created nothing: free the claim. An unclear failure (timeout) may have created it: the claim stays
    // until it expires, so a retry within the minute cannot create a second one beside it.
    if (err instanceof DiscountWriteRefused) await releaseClaim(deps, shop);
    throw err;
  }
}

/** Forgets a discount Shopify no longer has (only if the shop still names that one). */
const forgetDiscount = (deps: AppDeps, shop: string, discountId: string) =>
  deps.db.write((transaction) =>
    deps.db.models.Shop.update(
      { discount_id: null, discount_config_digest: null },
      { where: { id: shop, discount_id: discountId }, transaction },
    ),
  );

/**
 * Marks the shop synced when Shopify holds `digest` and the campaigns still give it, checked under the shop row's
 * lock: a save takes the same lock to mark the shop pending, so one landing mid-sync is never overwritten by
 * "synced". False when the campaigns moved (the caller goes round again).
 */
async function markSynced(deps: AppDeps, shop: string, digest: string): Promise<boolean> {
  const changed = await deps.db.write(async (transaction) => {
    const row = await lockShopIfAny(deps, shop, transaction);
    if (!row || row.discount_config_digest !== digest) return null;
    if (discountConfigOf(row, await discountCarts(deps, shop, transaction)).digest !== digest) return null;
    if (row.discount_sync_state === 'synced') return false;
    await row.update(
      { discount_sync_state: 'synced', discount_sync_error: null, discount_sync_at: new Date() },
      { transaction },
    );
    // Every process's public answers stop asking for a sync (PublicShop.discount_synced).
    await bumpPublicVersion(deps.db, shop, transaction);
    return true;
  });
  if (changed === null) return false;
  if (changed) deps.lookupCache.invalidate(shop);
  return true;
}

/**
 * One sync: read the shop and its campaigns, write what differs from what Shopify has, read again. Writing and then
 * re-reading is what keeps two processes (or a save landing mid-sync) from leaving an older configuration in Shopify:
 * whoever wrote last sees the newer campaigns on its re-read and writes them.
 */
async function syncOnce(deps: AppDeps, shop: string): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const row = await deps.db.models.Shop.findByPk(shop);
    // Uninstalled: the token is gone and Shopify removed the app's discount with the app.
    if (!row?.installed || !row.access_token) return;
    const carts = await discountCarts(deps, shop);
    const config = discountConfigOf(row, carts);
    if (row.discount_id && row.discount_config_digest === config.digest) {
      if (await markSynced(deps, shop, config.digest)) return;
      continue;
    }
    if (config.bytes > MAX_FUNCTION_CONFIG_BYTES)
      throw new DiscountWriteRefused(tooLargeMessage(config.bytes, carts.experiment !== null));
    if (!row.discount_id) {
      await createDiscount(deps, row, config);
      continue;
    }
    try {
      await setDiscountConfig(deps, shop, row.access_token, row.discount_id, config.value);
    } catch (err) {
      // Deleted in Shopify's Discounts list: forget it and create the shop's discount again (next round).
      // Shopify answered (a userError, or a GraphQL error naming the owner), so asking again is cheap and safe.
      const answered = err instanceof DiscountWriteRefused || (err instanceof AdminApiError && err.status === 200);
      if (!answered || (await discountExists(deps, shop, row.access_token, row.discount_id))) throw err;
      await forgetDiscount(deps, shop, row.discount_id);
      continue;
    }
    await record(deps, shop, { discount_config_digest: config.digest });
  }
  throw new DiscountWriteRefused('The campaigns kept changing while Cartlift updated the discount.');
}

function scheduleRetry(deps: AppDeps, r: Runner, shop: string): void {
  const retry = r.retries.get(shop) ?? { timer: null, count: 0 };
  if (r.stopped || retry.count >= MAX_RETRIES) return;
  const delay = deps.config.discountSyncRetryMs * RETRY_FACTOR ** retry.count;
  retry.count += 1;
  retry.timer = setTimeout(() => {
    retry.timer = null;
    void run(deps, shop);
  }, delay);
  retry.timer.unref();
  r.retries.set(shop, retry);
}

function run(deps: AppDeps, shop: string): Promise<void> {
  const r = runnerOf(deps);
  const current = r.running.get(shop);
  if (current) {
    // A change landed while a sync runs: it reads again once more when it ends.
    r.again.add(shop);
    return current;
  }
  const job = (async () => {
    try {
      do {
        r.again.delete(shop);
        await syncOnce(deps, shop);
      } while (r.again.has(shop) && !r.stopped);
      const retry = r.retries.get(shop);
      if (retry?.timer) clearTimeout(retry.timer);
      r.retries.delete(shop);
      r.failedAt.delete(shop);
    } catch (err) {
      r.failedAt.set(shop, Date.now());
      deps.logger.warn({ err, shop }, 'discount sync failed');
      try {
        await record(deps, shop, {
          discount_sync_state: 'failed',
          discount_sync_error: failureMessage(err).slice(0, 1000),
        });
        deps.lookupCache.invalidate(shop);
      } catch (recordErr) {
        deps.logger.warn({ err: recordErr, shop }, 'discount sync failure not recorded');
      }
      if (!r.retries.get(shop)?.timer) scheduleRetry(deps, r, shop);
    } finally {
      r.running.delete(shop);
    }
  })();
  r.running.set(shop, job);
  return job;
}

/**
 * Writes the shop's campaigns into its discount now (creating the discount first if it has none). Never throws: a
 * failure is recorded on the shop (`discountSync`: FAILED with the reason) and retried with backoff. A change after
 * this one starts a new series of retries.
 */
export function syncDiscount(deps: AppDeps, shop: string): Promise<void> {
  const r = runnerOf(deps);
  if (r.stopped || !deps.config.discountSync) return Promise.resolve();
  const retry = r.retries.get(shop);
  if (retry && !retry.timer) r.retries.delete(shop);
  else if (retry) retry.count = 0;
  return run(deps, shop);
}

/** The longest a save waits for its sync before it answers (the sync goes on; the admin reads PENDING meanwhile). */
const SAVE_WAIT_MS = 5000;

/**
 * After a save: its sync, waited for at most 5 s. Shopify answers in well under a second; when it hangs (each Admin
 * API call may take 10 s before it times out) the merchant's save still answers, and the sync finishes behind it.
 */
export async function syncAfterSave(deps: AppDeps, shop: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SAVE_WAIT_MS);
    timer.unref();
  });
  await Promise.race([syncDiscount(deps, shop), waited]);
  clearTimeout(timer);
}

/**
 * Starts a sync in the background for a shop read as not synced (admin load, storefront lookup), unless one runs,
 * one is scheduled, or one failed in this process less than 30 s ago: a failing shop's storefront traffic never
 * becomes a stream of Admin API calls.
 */
export function kickDiscountSync(deps: AppDeps, shop: string, synced: boolean): void {
  const r = runnerOf(deps);
  if (synced || r.stopped || !deps.config.discountSync) return;
  if (r.running.has(shop) || r.retries.get(shop)?.timer) return;
  if (Date.now() - (r.failedAt.get(shop) ?? 0) < KICK_INTERVAL_MS) return;
  void run(deps, shop);
}

/** Resolves when the shop's running sync (if any) has ended: a checkout never races the discount's creation. */
export async function discountSyncSettled(deps: AppDeps, shop: string): Promise<void> {
  await runnerOf(deps).running.get(shop);
}

/**
 * At start: every installed shop not synced (installed before the Discount Function, or left failed by a process
 * that stopped), one after another, so no shop waits for its merchant to open the admin.
 */
export async function syncPendingDiscounts(deps: AppDeps): Promise<number> {
  if (!deps.config.discountSync) return 0;
  const rows = await deps.db.models.Shop.findAll({
    attributes: ['id'],
    where: { installed: true, discount_sync_state: { [Op.ne]: 'synced' } },
  });
  for (const row of rows) {
    if (runnerOf(deps).stopped) break;
    await syncDiscount(deps, row.id);
  }
  return rows.length;
}

/** Stops retries and waits for running syncs (tests and shutdown, before the database closes). */
export async function stopDiscountSync(deps: AppDeps): Promise<void> {
  const r = runnerOf(deps);
  r.stopped = true;
  for (const retry of r.retries.values()) if (retry.timer) clearTimeout(retry.timer);
  r.retries.clear();
  await Promise.allSettled([...r.running.values()]);
}
