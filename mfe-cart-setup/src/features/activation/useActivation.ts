import { adminConfig, useToast, writeLocalFlag } from '@cartlift/admin-kit';
import { needsActivationConfirmation, type ShopSettings } from '@cartlift/domain';
import { useCallback, useState } from 'react';
import { useSettingsForm } from '../settings-form/SettingsForm';
import { useSaveShopSettings } from '../settings-form/useSaveSettings';
import { CART_STATUS_POLL_MS, useActivateCartMutation, useGetCartStatusQuery } from './activationApi';

/**
 * Cart activation (cart-and-shop.md §4): Activate saves never-saved settings first (or asks to confirm untouched
 * defaults), posts
 * /cart/activate, then saves the unsaved edits of settings saved before, stores the local first-cart-turn-on flag and
 * opens the installation modal while the theme's app embed is still off. The status is polled every 6 s.
 */
export function useActivation(settingsSaved: boolean) {
  const form = useSettingsForm<ShopSettings>();
  const status = useGetCartStatusQuery(undefined, { pollingInterval: CART_STATUS_POLL_MS, refetchOnMountOrArgChange: true });
  const [activateCart, activation] = useActivateCartMutation();
  const { save } = useSaveShopSettings();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [installing, setInstalling] = useState(false);
  const { edited, dirty, patchSaved, discard } = form;

  const turn = useCallback(
    async (active: boolean): Promise<boolean> => {
      const r = await activateCart({ active, rtl: edited.rtl });
      if ('error' in r) {
        toast('The cart could not be switched. Try again.', { isError: true });
        return false;
      }
      patchSaved('active', active);
      if (active) writeLocalFlag(adminConfig().shop, 'first_cart_turn_on', true);
      toast(active ? 'Custom cart is enabled' : 'Custom cart is disabled');
      return true;
    },
    [activateCart, edited.rtl, patchSaved, toast],
  );

  const activateNow = useCallback(async () => {
    // cart-and-shop.md §4: never-saved settings are saved first (Activate, and Confirm of untouched defaults)...
    if (!settingsSaved && !(await save())) return;
    if (!(await turn(true))) return;
    // ...otherwise activation is posted and then the settings saved (the unsaved edits, with the cart now on). A
    // refused save leaves its errors on the fields; the cart is on either way, so the installation step still follows.
    if (settingsSaved && dirty) await save({ ...edited, active: true });
    const fresh = await status.refetch();
    if (!fresh.data?.embedEnabled) setInstalling(true);
  }, [settingsSaved, dirty, edited, save, turn, status]);

  return {
    status: status.data,
    checking: status.isLoading,
    busy: activation.isLoading,
    confirming,
    installing,
    /** Activate (banner or switch): untouched, never-saved defaults ask first. */
    activate: () => (needsActivationConfirmation(edited, settingsSaved) ? setConfirming(true) : void activateNow()),
    disable: () => void turn(false),
    confirm: () => {
      setConfirming(false);
      void activateNow();
    },
    /** cart-and-shop.md §4: Cancel discards. */
    cancel: () => {
      setConfirming(false);
      discard();
    },
    openInstallation: () => setInstalling(true),
    closeInstallation: () => setInstalling(false),
  };
}
