/**
 * The cart-and-shop.md §5 validation of shop settings (zod; apart from settings.ts so reading and saving settings does
 * not need zod).
 */
import { parseWith, type Result } from '../common';
import { upgradeShopSettings } from './settings';
import { shopSettingsSchema, type ShopSettings } from './settings-schema';

/**
 * Checks settings against every cart-and-shop.md §5 data rule; errors carry dotted field paths ("font.size",
 * "theme.background").
 */
export const validateShopSettings = (input: unknown): Result<ShopSettings> => parseWith(shopSettingsSchema, input);

/**
 * What the server does with a save payload (which has had empty values dropped, cart-and-shop.md §4): fill the gaps
 * from the defaults, then validate. Unknown keys are stripped by the schema, so a payload can never write fields we do
 * not know.
 */
export const parseShopSettingsPayload = (payload: unknown): Result<ShopSettings> =>
  validateShopSettings(upgradeShopSettings(payload));
