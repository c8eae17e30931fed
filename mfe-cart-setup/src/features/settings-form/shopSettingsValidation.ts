import { validateShopSettings, type Result, type ShopSettings } from '@cartlift/domain';
import { cssSyntaxError } from './cssSyntax';

/**
 * cart-and-shop.md §5 rules plus the custom CSS syntax check (a stylesheet the browser would cut short is not saved).
 * Its own chunk (with zod and the domain's shop schemas, ~25 KB gzip): the form loads it through
 * SHOP_SETTINGS_RULES.loadValidate.
 */
export function validateShopSettingsForm(settings: ShopSettings): Result<ShopSettings> {
  const r = validateShopSettings(settings);
  const css = cssSyntaxError(settings.custom_css ?? '');
  if (!css) return r;
  const errors = [...(r.success ? [] : r.errors), { path: 'custom_css', message: css.message }];
  return { success: false, errors };
}
