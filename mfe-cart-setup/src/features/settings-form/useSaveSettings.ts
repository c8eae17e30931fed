import { adminConfig, useToast } from '@cartlift/admin-kit';
import { CART_SETTINGS_SAVED_TOAST, shopSettingsSavePayload, type ShopSettings } from '@cartlift/domain';
import { useCallback } from 'react';
import { fieldErrorsOf, isApiError } from './fieldErrors';
import { useSaveShopSettingsMutation } from './settingsApi';
import { useSettingsForm, type SettingsValidator } from './SettingsForm';

/**
 * Saves the edited shop settings (cart-and-shop.md §4): the payload drops settingsSaved and empty values, success shows
 * the cart-and-shop.md §2 toast and the shop is refetched; field errors from the gateway land on their fields; nothing
 * is sent while errors exist.
 */
export function useSaveShopSettings(): { save(settings?: ShopSettings): Promise<boolean>; saving: boolean } {
  const form = useSettingsForm<ShopSettings>();
  const [saveSettings, { isLoading }] = useSaveShopSettingsMutation();
  const toast = useToast();
  const { edited, errors, load, refuse, validator } = form;
  // `settings` names what to save when the caller has just changed the form in the same turn (activation), so the
  // edits this closure holds would be one step behind.
  const save = useCallback(async (settings: ShopSettings = edited): Promise<boolean> => {
    if (errors.length > 0) return false;
    // The cart-and-shop.md §5 check before anything is sent: the validation may not have been loaded yet (nothing
    // edited, or a save at once); once it is, its errors show on their fields and Save is disabled until they are
    // fixed.
    let validate: SettingsValidator<ShopSettings>;
    try {
      validate = await validator();
    } catch {
      toast('Saving failed', { isError: true });
      return false;
    }
    if (!validate(settings).success) return false;
    const r = await saveSettings({ id: adminConfig().shop, input: shopSettingsSavePayload(settings) });
    if ('error' in r) {
      const fieldErrors = fieldErrorsOf(r.error);
      if (fieldErrors.length) refuse(fieldErrors);
      else toast(isApiError(r.error) ? r.error.message : 'Saving failed', { isError: true });
      return false;
    }
    load(settings);
    toast(CART_SETTINGS_SAVED_TOAST);
    return true;
  }, [edited, errors.length, validator, saveSettings, load, refuse, toast]);
  return { save, saving: isLoading };
}
