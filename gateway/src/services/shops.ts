import { z } from 'zod';
import {
  customAtcSchema,
  customLinkSchema,
  defaultCodSettings,
  defaultStickyCart,
  draftCheckoutAvailable,
  dropEmpty,
  type FieldError,
  fieldErrorsFromZod,
  isPlainObject,
  PLAN_NAMES,
  NOT_VALID,
  overlay,
  type Result,
  SHOP_FLAGS,
  type ShopFlag,
  type ShopSettings,
  upgradeShopSettings,
  validateCodSettings,
  validateShopSettings,
  validateStickyCart,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { ShopAttributes, ShopInstance } from '../db/models/shop.model';
import { bumpPublicVersion } from '../db/publicVersion';
import { assertCartEditable, lockShop } from './cartLocks';
import { notFound, ValidationError } from '../shared/errors';
import { sanitizeCodRichText, sanitizeShopSettingsRichText } from '../shared/richText';
import { discountSyncView, stageDiscountConfig, syncAfterSave, type DiscountSyncView } from './discountSync';
import { timeZoneOf } from './shopTimeZone';

/** The shop as the admin reads it (cart-and-shop.md §3 Shop); never the access token. */
export type ShopDto = Record<string, unknown> & { id: string; discountSync: DiscountSyncView };

/** Row to DTO: stored designs are upgraded to the current shape, missing ones are the defaults. */
export function toShopDto(s: ShopInstance): ShopDto {
  const flags = s.flags ?? {};
  return {
    id: s.id,
    userId: s.user_id ?? s.id,
    name: s.name,
    installedAt: s.installed_at ? new Date(s.installed_at).toISOString() : null,
    chargeAccepted: s.charge_accepted,
    chargeConfirmationUrl: s.charge_confirmation_url,
    redirectToChargeApproval: !s.charge_accepted && !!s.charge_confirmation_url,
    invitation: s.invitation,
    transactions: s.plan?.transactions ?? 0,
    money_format: s.money_format,
    currency: s.currency,
    iana_timezone: timeZoneOf(s),
    custom_links: s.custom_links ?? [],
    custom_atcs: s.custom_atcs ?? [],
    settingsSaved: s.settings_saved,
    original_settings: s.original_settings,
    enabled_presentment_currencies: s.enabled_presentment_currencies ?? [s.currency],
    auto_upgrade: s.plan?.auto_upgrade ?? false,
    current_plan: s.plan?.current_plan ?? null,
    settings: upgradeShopSettings(s.settings),
    cod_settings: overlay(defaultCodSettings(), s.cod_settings),
    sticky_cart: overlay(defaultStickyCart(), s.sticky_cart),
    draftCheckoutAvailable: draftCheckoutAvailable(s.scope),
    discountSync: discountSyncView(s),
    ...Object.fromEntries(SHOP_FLAGS.map((f) => [f, flags[f] === true])),
  };
}

function requireObject(input: unknown): Record<string, unknown> {
  if (!isPlainObject(input) || Object.keys(input).length === 0)
    throw new ValidationError([{ path: '', message: NOT_VALID }]);
  return input;
}

function unwrap<T>(r: Result<T>, prefix: string): T {
  if (r.success) return r.data;
  throw new ValidationError(
    (r.errors as FieldError[]).map((e) => ({
      path: e.path ? `${prefix}${e.path}` : prefix.replace(/\.$/, ''),
      message: e.message,
    })),
  );
}

async function loadShop(deps: AppDeps, shop: string): Promise<ShopInstance> {
  const row = await deps.db.models.Shop.findByPk(shop);
  if (!row) throw notFound('Shop');
  return row;
}

/** The signed-in shop. */
export async function getShop(deps: AppDeps, shop: string): Promise<ShopDto> {
  return toShopDto(await loadShop(deps, shop));
}

/**
 * One locked read-change-write of the shop row. With `stage`, the change may move the Discount Function's
 * configuration (settings the math reads): it is checked and marked in the same transaction and synced after it.
 */
async function writeShop(
  deps: AppDeps,
  shop: string,
  change: (row: ShopInstance) => Partial<ShopAttributes>,
  opts: { stage: boolean; liveCart?: boolean } = { stage: false },
): Promise<ShopDto> {
  const { row, sync } = await deps.db.write(async (transaction) => {
    // A change of the live cart's settings waits for a running experiment to stop (docs/experiments.md "Locks"): the
    // check and the write hold the one lock it takes, so no experiment can start between them.
    const current = opts.liveCart
      ? await assertCartEditable(deps, shop, { kind: 'live' }, transaction)
      : await lockShop(deps, shop, transaction);
    const updated = await current.update(change(current), { transaction });
    const sync = opts.stage && (await stageDiscountConfig(deps, transaction, shop));
    await bumpPublicVersion(deps.db, shop, transaction);
    return { row: updated, sync };
  });
  deps.lookupCache.invalidate(shop);
  if (!sync) return toShopDto(row);
  await syncAfterSave(deps, shop);
  return getShop(deps, shop);
}

const isFlagInput = (input: Record<string, unknown>): boolean =>
  Object.keys(input).every((k) => (SHOP_FLAGS as readonly string[]).includes(k));

function flagChanges(row: ShopInstance, input: Record<string, unknown>): Partial<ShopAttributes> {
  const errors = Object.entries(input)
    .filter(([, v]) => typeof v !== 'boolean')
    .map(([path]) => ({ path, message: NOT_VALID }));
  if (errors.length) throw new ValidationError(errors);
  return { flags: { ...(row.flags ?? {}), ...(input as Partial<Record<ShopFlag, boolean>>) } };
}

/**
 * A settings save laid over the stored settings (upgraded to today's shape) and validated whole: the one check every
 * cart's settings pass, the live cart's (updateShopSettings) and a draft's (services/cartDrafts.ts). `cleaned` has had
 * its empty values and settingsSaved dropped; error paths start with `prefix`.
 */
export function validatedShopSettings(stored: ShopSettings | null, cleaned: Record<string, unknown>, prefix: string): ShopSettings {
  // The empty-cart HTML, announcement and random text reach every storefront as HTML: stored only through the allowlist.
  return sanitizeShopSettingsRichText(unwrap(validateShopSettings(overlay(upgradeShopSettings(stored), cleaned)), prefix));
}

/** A settings save payload as updateShopSettings reads it: empty values and settingsSaved dropped. */
export function cleanedSettingsInput(raw: Record<string, unknown>): Record<string, unknown> {
  const cleaned = dropEmpty(raw);
  delete cleaned.settingsSaved;
  return cleaned;
}

/**
 * updateShopSettings(id, input). input is a settings save payload (settingsSaved and empty values are dropped; what
 * it lacks is kept from the stored settings), or {cod_settings} / {sticky_cart}, or one-time flags. Everything is
 * validated whole before anything is written.
 */
export async function updateShopSettings(deps: AppDeps, shop: string, input: unknown): Promise<ShopDto> {
  const raw = requireObject(input);
  const cleaned = cleanedSettingsInput(raw);
  // COD, the sticky bar and the one-time flags are the shop's, shared by every cart: only a settings save is locked.
  const liveCart = !isFlagInput(raw) && !('cod_settings' in cleaned) && !('sticky_cart' in cleaned);
  return writeShop(deps, shop, (row) => {
    if (isFlagInput(raw)) return flagChanges(row, raw);
    if ('cod_settings' in cleaned || 'sticky_cart' in cleaned) {
      const extra = Object.keys(cleaned).filter((k) => k !== 'cod_settings' && k !== 'sticky_cart');
      if (extra.length) throw new ValidationError(extra.map((path) => ({ path, message: NOT_VALID })));
      const out: Partial<ShopAttributes> = {};
      if ('cod_settings' in cleaned) {
        // Laid over as sent, empty texts included: a form field's blank placeholder is the merchant's choice (dropped,
        // a new field could never be saved), and a blank error message is named by the rules, not silently kept.
        out.cod_settings = sanitizeCodRichText(
          unwrap(
            validateCodSettings(overlay(overlay(defaultCodSettings(), row.cod_settings), (raw as { cod_settings?: unknown }).cod_settings)),
            'cod_settings.',
          ),
        );
      }
      if ('sticky_cart' in cleaned) {
        out.sticky_cart = unwrap(
          validateStickyCart(overlay(overlay(defaultStickyCart(), row.sticky_cart), cleaned.sticky_cart)),
          'sticky_cart.',
        );
      }
      return out;
    }
    const settings = validatedShopSettings(row.settings, cleaned, '');
    return {
      settings,
      settings_saved: true,
      original_settings: row.original_settings ?? upgradeShopSettings(row.settings),
    };
  }, { stage: !isFlagInput(raw), liveCart });
}

const flagShape = Object.fromEntries(SHOP_FLAGS.map((f) => [f, z.boolean({ error: NOT_VALID })]));
const shopPropSchema = z
  .strictObject(
    {
      ...flagShape,
      custom_links: z.array(customLinkSchema, { error: NOT_VALID }).max(200, { error: NOT_VALID }),
      custom_atcs: z.array(customAtcSchema, { error: NOT_VALID }).max(200, { error: NOT_VALID }),
    },
    { error: NOT_VALID },
  )
  .partial();

/** updateShopProp(id, input): one-time flags and the Manual Setup selections (custom_links, custom_atcs). */
export async function updateShopProp(deps: AppDeps, shop: string, input: unknown): Promise<ShopDto> {
  const raw = requireObject(input);
  const r = shopPropSchema.safeParse(raw);
  if (!r.success) throw new ValidationError(fieldErrorsFromZod(r.error));
  const data = r.data;
  return writeShop(deps, shop, (row) => {
    const flags = Object.fromEntries(
      Object.entries(data).filter(([k]) => (SHOP_FLAGS as readonly string[]).includes(k)),
    );
    const out: Partial<ShopAttributes> = {};
    if (Object.keys(flags).length) out.flags = { ...(row.flags ?? {}), ...flags };
    if (data.custom_links) out.custom_links = data.custom_links;
    if (data.custom_atcs) out.custom_atcs = data.custom_atcs;
    return out;
  });
}

const planSchema = z
  .strictObject(
    {
      auto_upgrade: z.boolean({ error: NOT_VALID }),
      // One of the domain's plans: a name the billing code does not know would be stored and shown as the merchant's plan.
      current_plan: z.enum(PLAN_NAMES, { error: NOT_VALID }),
    },
    { error: NOT_VALID },
  )
  .partial();

/**
 * updatePlanSettings(id, input): the merchant's plan choices (auto_upgrade, current_plan). Charge acceptance is not
 * writable here: it comes from Shopify billing.
 */
export async function updatePlanSettings(deps: AppDeps, shop: string, input: unknown): Promise<ShopDto> {
  const raw = requireObject(input);
  const r = planSchema.safeParse(raw);
  if (!r.success) throw new ValidationError(fieldErrorsFromZod(r.error));
  return writeShop(deps, shop, (row) => ({ plan: { ...(row.plan ?? {}), ...r.data } }));
}
