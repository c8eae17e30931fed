import { fieldErrorsOf, useAppDispatch, useAppStore, useNavigateKeepingQuery, useToast } from '@cartlift/admin-kit';
import { TOAST_CAMPAIGN_SAVED, TOAST_CAMPAIGN_UPDATED, TOAST_SOMETHING_WENT_WRONG } from '@cartlift/domain';
import { useState } from 'react';
import { discountConfigLimitMessage, isCampaignLimitError } from '../../campaign/gatewayErrors';
import { useCreateCampaignMutation, useSaveCampaignMutation } from './editorApi';
import { editorLoaded, saveAttempted, selectClientErrors, selectSaveInput, serverErrorsReceived } from './editorSlice';
import { loadDraftValidator } from './draftValidator';

/** The save flow (campaigns.md §2-§5, §8): validate with domain, then create (and go to its page) or update. */
export function useSaveCampaign(id: string | null) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const navigate = useNavigateKeepingQuery();
  const [create, creating] = useCreateCampaignMutation();
  const [update, updating] = useSaveCampaignMutation();
  const [capRefused, setCapRefused] = useState(false);

  const save = async (): Promise<void> => {
    try {
      await loadDraftValidator();
    } catch {
      toast(TOAST_SOMETHING_WENT_WRONG, { isError: true });
      return;
    }
    dispatch(saveAttempted());
    const errors = selectClientErrors(store.getState());
    if (errors.length > 0) {
      toast(errors[0].message, { isError: true });
      return;
    }
    const input = selectSaveInput(store.getState());
    if (!input) return;
    try {
      if (id === null) {
        const created = await create(input).unwrap();
        dispatch(editorLoaded({ key: created.id, campaign: created }));
        toast(TOAST_CAMPAIGN_SAVED);
        navigate(`../${created.id}`, { replace: true });
      } else {
        const saved = await update({ id, input }).unwrap();
        dispatch(editorLoaded({ key: id, campaign: saved }));
        toast(TOAST_CAMPAIGN_UPDATED);
      }
    } catch (e) {
      if (isCampaignLimitError(e)) {
        // The draft stays in the editor; the banner explains why it cannot be created yet.
        setCapRefused(true);
        return;
      }
      const tooLarge = discountConfigLimitMessage(e);
      if (tooLarge) {
        toast(tooLarge, { isError: true });
        return;
      }
      const fieldErrors = fieldErrorsOf(e);
      if (fieldErrors.length > 0) {
        dispatch(serverErrorsReceived(fieldErrors));
        toast(fieldErrors[0].message, { isError: true });
        return;
      }
      toast(TOAST_SOMETHING_WENT_WRONG, { isError: true });
    }
  };
  return { save, saving: creating.isLoading || updating.isLoading, capRefused };
}
