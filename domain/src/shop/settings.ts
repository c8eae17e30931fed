/**
 * Reading and saving shop settings: upgrade of stored rows, the cart-and-shop.md §4 save payload. Zod-free: the
 * cart-and-shop.md §5 validation is in settings-validate.ts, so a screen that only reads or saves settings does not
 * load zod with it.
 */
import { deepEqual, dropEmpty, overlay } from '../common';
import { CART_LANGUAGES } from './constants';
import { defaultShopSettings } from './settings-defaults';
import type { ShopSettings } from './settings-schema';

/**
 * Brings stored (possibly older) settings to the current shape: missing blocks and fields come from the defaults,
 * stored values win, and an unknown default_language becomes english (cart-and-shop.md §3). Idempotent. It does not
 * validate.
 */
export function upgradeShopSettings(stored: unknown): ShopSettings {
  const filled = overlay(defaultShopSettings(), stored);
  if (!(CART_LANGUAGES as readonly unknown[]).includes(filled.default_language)) {
    return { ...filled, default_language: 'english' };
  }
  return filled;
}

/** Settings as the editor holds them: the saved flag rides along and must not be sent back. */
export type EditedShopSettings = ShopSettings & { settingsSaved?: boolean };

/** A value with every nested field optional: what a save payload may lack after empty values are dropped. */
type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** The body the editor sends on save. */
export type ShopSettingsPayload = DeepPartial<ShopSettings>;

/** cart-and-shop.md §4 "The save payload drops the settingsSaved key and any empty or null values". */
export function shopSettingsSavePayload(settings: EditedShopSettings): ShopSettingsPayload {
  const { settingsSaved: _dropped, ...rest } = settings;
  return dropEmpty(rest);
}

/** cart-and-shop.md §4: the unsaved bar shows while the edited settings differ from the saved ones. */
export const settingsDiffer = (edited: unknown, saved: unknown): boolean => !deepEqual(edited, saved);

/**
 * cart-and-shop.md §4 Cart activation: turning the cart on while the settings are the untouched defaults and were never
 * saved asks for confirmation ('Activating custom cart - You're about to activate the cart with the default settings').
 */
export function needsActivationConfirmation(settings: ShopSettings, settingsSaved: boolean): boolean {
  return !settingsSaved && !settingsDiffer({ ...settings, active: false }, defaultShopSettings());
}

/** cart-and-shop.md §2 The activation confirmation prompt's texts. */
export const ACTIVATION_CONFIRMATION = {
  title: 'Activating custom cart',
  body: "You're about to activate the cart with the default settings",
  confirm: 'Activate',
  cancel: 'Cancel',
} as const;
