import {
  defaultCodSettings,
  defaultStickyCart,
  draftCheckoutAvailable,
  type FieldError,
  overlay,
  parseWith,
  planSettingsInputSchema,
  readShopSettingsUpdate,
  type Result,
  type Shop,
  SHOP_FLAGS,
  type ShopFlag,
  shopPropInputSchema,
  type ShopSettings,
  type ShopSettingsUpdate,
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
import { discountSyncView, stageDiscountConfig, syncAfterSave } from './discountSync';
import { timeZoneOf } from './shopTimeZone';

/** Row to the domain's Shop: stored designs are upgraded to the current shape, missing ones are the defaults. */
export function toShopDto(s: ShopInstance): Shop {
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
    // The warning costs a read of the campaigns: only the shop query works it out (graphql/modules/shop/resolvers.ts).
    discountSync: { ...discountSyncView(s), warning: null },
    ...(Object.fromEntries(SHOP_FLAGS.map((f) => [f, flags[f] === true])) as Record<ShopFlag, boolean>),
  };
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
export async function getShop(deps: AppDeps, shop: string): Promise<Shop> {
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
): Promise<Shop> {
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

/**
 * A settings save laid over the stored settings (upgraded to today's shape) and validated whole: the one check every
 * cart's settings pass, the live cart's (updateShopSettings) and a draft's (services/cartDrafts.ts). `cleaned` has had
 * its empty values and settingsSaved dropped; error paths start with `prefix`.
 */
export function validatedShopSettings(stored: ShopSettings | null, cleaned: Record<string, unknown>, prefix: string): ShopSettings {
  // The empty-cart HTML, announcement and random text reach every storefront as HTML: stored only through the allowlist.
  return sanitizeShopSettingsRichText(unwrap(validateShopSettings(overlay(upgradeShopSettings(stored), cleaned)), prefix));
}

/** Refused input: its field errors, unchanged, as the one error handler formats them. */
function validInput<T>(r: Result<T>): T {
  if (r.success) return r.data;
  throw new ValidationError(r.errors as FieldError[]);
}

/** The shop row's change for one updateShopSettings input (its kind told apart by the domain's readShopSettingsUpdate). */
function settingsChanges(row: ShopInstance, update: ShopSettingsUpdate): Partial<ShopAttributes> {
  switch (update.kind) {
    case 'flags':
      return { flags: { ...(row.flags ?? {}), ...update.flags } };
    case 'documents': {
      const out: Partial<ShopAttributes> = {};
      if (update.cod_settings !== undefined) {
        out.cod_settings = sanitizeCodRichText(
          unwrap(validateCodSettings(overlay(overlay(defaultCodSettings(), row.cod_settings), update.cod_settings)), 'cod_settings.'),
        );
      }
      if (update.sticky_cart !== undefined) {
        out.sticky_cart = unwrap(
          validateStickyCart(overlay(overlay(defaultStickyCart(), row.sticky_cart), update.sticky_cart)),
          'sticky_cart.',
        );
      }
      return out;
    }
    case 'settings':
      return {
        settings: validatedShopSettings(row.settings, update.settings, ''),
        settings_saved: true,
        original_settings: row.original_settings ?? upgradeShopSettings(row.settings),
      };
  }
}

/**
 * updateShopSettings(id, input): a settings save payload (what it lacks is kept from the stored settings), or
 * {cod_settings} / {sticky_cart}, or one-time flags (the domain's ShopSettingsUpdate). Everything is validated whole
 * before anything is written.
 */
export async function updateShopSettings(deps: AppDeps, shop: string, input: unknown): Promise<Shop> {
  const update = validInput(readShopSettingsUpdate(input));
  // COD, the sticky bar and the one-time flags are the shop's, shared by every cart: only a settings save is locked.
  return writeShop(deps, shop, (row) => settingsChanges(row, update), {
    stage: update.kind !== 'flags',
    liveCart: update.kind === 'settings',
  });
}

/** updateShopProp(id, input): one-time flags and the Manual Setup selections (custom_links, custom_atcs). */
export async function updateShopProp(deps: AppDeps, shop: string, input: unknown): Promise<Shop> {
  const data = validInput(parseWith(shopPropInputSchema, input));
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

/**
 * updatePlanSettings(id, input): the merchant's plan choices (auto_upgrade, current_plan). Charge acceptance is not
 * writable here: it comes from Shopify billing.
 */
export async function updatePlanSettings(deps: AppDeps, shop: string, input: unknown): Promise<Shop> {
  const data = validInput(parseWith(planSettingsInputSchema, input));
  return writeShop(deps, shop, (row) => ({ plan: { ...(row.plan ?? {}), ...data } }));
}
