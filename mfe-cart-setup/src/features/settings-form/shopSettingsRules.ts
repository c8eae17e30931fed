import {
  BUTTON_TEXT_SWITCHES,
  setButtonTextColour,
  setPath,
  setPrimaryColour,
  setTextColour,
  toggleButtonTextSwitch,
  type ButtonTextSwitch,
  type Rgba,
  type ShopSettings,
} from '@cartlift/domain';
import type { SettingsFormRules } from './SettingsForm';

const COLOUR_LINKS: Record<string, (s: ShopSettings, c: Rgba) => ShopSettings> = {
  'theme.primary': setPrimaryColour,
  'theme.textColor': setTextColour,
  'theme.buttonColor': setButtonTextColour,
};
const SWITCH_BY_PATH = Object.fromEntries(Object.entries(BUTTON_TEXT_SWITCHES).map(([name, path]) => [path, name as ButtonTextSwitch]));

/**
 * cart-and-shop.md §4 Linked settings as the merchant edits: the colours that drive others and the switches that adjust
 * the button text.
 */
export function applyShopSettingsEdit(settings: ShopSettings, path: string, value: unknown): ShopSettings {
  const colour = COLOUR_LINKS[path];
  if (colour) return colour(settings, value as Rgba);
  const name = SWITCH_BY_PATH[path];
  if (name) return toggleButtonTextSwitch(settings, name, value === true);
  return setPath(settings, path, value);
}

/** The rules of every form over the shop settings (Cart Setup, checkout settings). */
export const SHOP_SETTINGS_RULES: SettingsFormRules<ShopSettings> = {
  loadValidate: () => import(/* webpackChunkName: "settings-validation" */ './shopSettingsValidation').then((m) => m.validateShopSettingsForm),
  applyEdit: applyShopSettingsEdit,
};
