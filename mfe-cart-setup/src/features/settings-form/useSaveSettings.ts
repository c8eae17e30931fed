import { adminConfig, fieldErrorsOf, isApiError, useToast } from '@cartlift/admin-kit';
import { CART_SETTINGS_SAVED_TOAST, shopSettingsSavePayload, type ShopSettings, type ShopSettingsPayload } from '@cartlift/domain';
import { useCallback, useState } from 'react';
import { isCartLocked } from '../cart-drafts/cartDraftsApi';
import { useSaveShopSettingsMutation } from './settingsApi';
import { useSettingsForm, type SettingsValidator } from './SettingsForm';

/** Where a settings form's saves go: the live cart (updateShopSettings) or a draft cart (updateCartDraft). */
export interface SettingsSaveTarget {
  /** Sends the cart-and-shop.md §4 save payload; the answer is the mutation's (`error` when refused). */
  send(payload: ShopSettingsPayload): Promise<{ error?: unknown }>;
  /** Whether a send is under way. */
  sending: boolean;
  /** The toast of a successful save. */
  savedToast: string;
  /** The input key the gateway's field paths start with ('settings' for a draft's input), dropped to reach the form's. */
  within?: string;
}

/** A settings form's save, as the save bar and activation use it. */
export interface SettingsSaver {
  save(settings?: ShopSettings): Promise<boolean>;
  saving: boolean;
  /** The gateway refused a save because the cart is part of a running experiment (domain CART_LOCKED). */
  refusedLocked: boolean;
}

/**
 * Saves the edited shop settings to `target` (cart-and-shop.md §4): the payload drops settingsSaved and empty values,
 * success shows the toast and the cart is refetched; field errors from the gateway land on their fields; nothing is
 * sent while errors exist.
 */
export function useSaveSettingsTo(target: SettingsSaveTarget): SettingsSaver {
  const form = useSettingsForm<ShopSettings>();
  const toast = useToast();
  const [refusedLocked, setRefusedLocked] = useState(false);
  const { edited, errors, load, refuse, validator } = form;
  const { send, savedToast, within } = target;
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
    const r = await send(shopSettingsSavePayload(settings));
    if (r.error !== undefined) {
      // The lock is said once, in the screen's banner, which also disables Save.
      if (isCartLocked(r.error)) {
        setRefusedLocked(true);
        return false;
      }
      const fieldErrors = fieldErrorsOf(r.error, within);
      if (fieldErrors.length) refuse(fieldErrors);
      else toast(isApiError(r.error) ? r.error.message : 'Saving failed', { isError: true });
      return false;
    }
    load(settings);
    toast(savedToast);
    return true;
  }, [edited, errors.length, validator, send, within, savedToast, load, refuse, toast]);
  return { save, saving: target.sending, refusedLocked };
}

/** The live cart's save: updateShopSettings with the cart-and-shop.md §2 toast. */
export function useSaveShopSettings(): SettingsSaver {
  const [saveSettings, { isLoading }] = useSaveShopSettingsMutation();
  const send = useCallback(
    (payload: ShopSettingsPayload) => saveSettings({ id: adminConfig().shop, input: payload }),
    [saveSettings],
  );
  return useSaveSettingsTo({ send, sending: isLoading, savedToast: CART_SETTINGS_SAVED_TOAST });
}
