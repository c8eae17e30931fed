import { adminConfig, fieldErrorsOf, isApiError, saveDocument, useToast } from '@cartlift/admin-kit';
import { CART_SETTINGS_SAVED_TOAST, shopSettingsSavePayload, type ShopSettings, type ShopSettingsPayload } from '@cartlift/domain';
import { useCallback, useState } from 'react';
import { isCartLocked } from '../cart-drafts/cartDraftsApi';
import { useSaveShopSettingsMutation } from './settingsApi';
import { useSettingsForm } from './SettingsForm';

/** Said when the save cannot be tried or the gateway's refusal carries no message of its own. */
const SAVING_FAILED = 'Saving failed';

/** Where a settings form's saves go: the live cart (updateShopSettings) or a draft cart (updateCartDraft). */
export interface SettingsSaveTarget {
  /** Sends the cart-and-shop.md §4 save payload: the mutation, unwrapped (a refusal rejects with its error). */
  send(payload: ShopSettingsPayload): Promise<unknown>;
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
 * Saves the edited shop settings to `target` (cart-and-shop.md §4) through admin-kit's saveDocument: the payload drops
 * settingsSaved and empty values, success shows the toast and the cart is refetched; field errors from the gateway land
 * on their fields; nothing is sent while errors exist.
 */
export function useSaveSettingsTo(target: SettingsSaveTarget): SettingsSaver {
  const form = useSettingsForm<ShopSettings>();
  const toast = useToast();
  const [refusedLocked, setRefusedLocked] = useState(false);
  const { edited, errors } = form;
  const { send, savedToast, within } = target;
  // `settings` names what to save when the caller has just changed the form in the same turn (activation), so the
  // edits this closure holds would be one step behind.
  const save = useCallback(async (settings: ShopSettings = edited): Promise<boolean> => {
    // These forms show every error as it appears and Save is disabled while any does (cart-and-shop.md §5).
    if (errors.length > 0) return false;
    const outcome = await saveDocument(form, settings, {
      // The payload is built from the edited settings, not from the validation's parse of them.
      send: () => send(shopSettingsSavePayload(settings)),
      saved: () => settings,
      // The lock is said once, in the screen's banner, which also disables Save: no field errors, no toast.
      refusedFields: (error) => (isCartLocked(error) ? [] : fieldErrorsOf(error, within)),
      toast,
      savedMessage: savedToast,
      unavailableMessage: SAVING_FAILED,
    });
    if (outcome.status !== 'refused') return outcome.status === 'saved';
    if (isCartLocked(outcome.error)) setRefusedLocked(true);
    else if (outcome.fields.length === 0) toast(isApiError(outcome.error) ? outcome.error.message : SAVING_FAILED, { isError: true });
    return false;
  }, [edited, errors.length, form, send, within, savedToast, toast]);
  return { save, saving: target.sending, refusedLocked };
}

/** The live cart's save: updateShopSettings with the cart-and-shop.md §2 toast. */
export function useSaveShopSettings(): SettingsSaver {
  const [saveSettings, { isLoading }] = useSaveShopSettingsMutation();
  const send = useCallback(
    (payload: ShopSettingsPayload) => saveSettings({ id: adminConfig().shop, input: payload }).unwrap(),
    [saveSettings],
  );
  return useSaveSettingsTo({ send, sending: isLoading, savedToast: CART_SETTINGS_SAVED_TOAST });
}
