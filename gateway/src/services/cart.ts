import type { ActivationResult, CartLinks, CartStatus, ShopFlag, StorefrontPage } from '@cartlift/domain';
import { upgradeShopSettings } from '@cartlift/domain';
import type { AppDeps } from '../context';
import type { ShopInstance } from '../db/models/shop.model';
import { bumpPublicVersion } from '../db/publicVersion';
import { assertCartEditable, lockShop } from './cartLocks';
import { fetchStorefrontPage, storefrontOrigin } from '../shopify/storefrontPage';
import { isAppEmbedOn, mainThemeSettingsData, themeEditorUrl } from '../shopify/themes';

/** The analytics event recorded the first time a shop turns its cart on. */
export const FIRST_CART_TURN_ON_EVENT = 'first_cart_turn_on';

/**
 * Turns the custom cart on or off (cart-and-shop.md §4 Cart activation, §7 POST /cart/activate {active, rtl}). The
 * first turn-on also stores the first_cart_turn_on flag and records the event, in the same transaction.
 */
export async function activateCart(
  deps: AppDeps,
  shop: string,
  input: { active: boolean; rtl?: boolean },
): Promise<ActivationResult> {
  const result = await deps.db.write(async (transaction) => {
    // The switch is the live cart's settings.active: locked while an experiment runs, like any settings save (the
    // check and the write under the one lock).
    const row = await assertCartEditable(deps, shop, { kind: 'live' }, transaction);
    const settings = upgradeShopSettings(row.settings);
    const next = { ...settings, active: input.active, rtl: input.rtl ?? settings.rtl };
    const flags: Partial<Record<ShopFlag, boolean>> = { ...(row.flags ?? {}) };
    const firstTurnOn = input.active && flags.first_cart_turn_on !== true;
    if (firstTurnOn) {
      flags.first_cart_turn_on = true;
      await deps.db.models.AnalyticsEvent.create({ shop_id: shop, type: FIRST_CART_TURN_ON_EVENT }, { transaction });
    }
    await row.update({ settings: next, flags }, { transaction });
    await bumpPublicVersion(deps.db, shop, transaction);
    return { success: true as const, active: input.active, first_cart_turn_on: flags.first_cart_turn_on === true };
  });
  deps.lookupCache.invalidate(shop);
  return result;
}

/**
 * cart-and-shop.md §7 "script status check for the cart": asks the store whether the app embed is on in the main theme.
 */
export async function cartStatus(deps: AppDeps, shopRow: ShopInstance): Promise<CartStatus> {
  const enabled = upgradeShopSettings(shopRow.settings).active;
  let embedEnabled = false;
  let checkFailed = false;
  try {
    const data = await mainThemeSettingsData(deps, shopRow.id, shopRow.access_token ?? '');
    embedEnabled = data !== null && isAppEmbedOn(data);
  } catch (err) {
    deps.logger.info({ err, shop: shopRow.id }, 'cart status check failed');
    checkFailed = true;
  }
  const editorUrl = themeEditorUrl(deps.config.shopifyAdminUrl, deps.config.shopifyApiKey, shopRow.id);
  return { enabled, embedEnabled, active: enabled && embedEnabled, checkFailed, editorUrl };
}

/** cart-and-shop.md §7 POST /cart/links: stores both Manual Setup lists whole (Save sends both). */
export async function saveCartLinks(deps: AppDeps, shop: string, input: CartLinks): Promise<CartLinks> {
  await deps.db.write(async (transaction) => {
    const row = await lockShop(deps, shop, transaction);
    await row.update({ custom_links: input.custom_links, custom_atcs: input.custom_atcs }, { transaction });
    await bumpPublicVersion(deps.db, shop, transaction);
  });
  deps.lookupCache.invalidate(shop);
  return input;
}

/**
 * cart-and-shop.md §7 GET /storeFront: the shop's storefront page for the Manual Setup frame (the session's shop only).
 */
export function storefrontPage(deps: AppDeps, shop: string, path: string): Promise<StorefrontPage> {
  return fetchStorefrontPage(storefrontOrigin(deps.config.shopifyAdminUrl, shop), path);
}
