import { useToast } from '@cartlift/admin-kit';
import { TOAST_CAMPAIGN_UPDATED, TOAST_SOMETHING_WENT_WRONG } from '@cartlift/domain';
import { useState } from 'react';
import { useToggleCampaignMutation } from './campaignsApi';

/** The Active toggle of a campaign row: which row is saving, and a toast for the outcome (campaigns.md §2). */
export function useToggleCampaign(userId: string): { togglingId: string | null; toggle(id: string, active: boolean): Promise<void> } {
  const toast = useToast();
  const [save] = useToggleCampaignMutation();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const toggle = async (id: string, active: boolean) => {
    setTogglingId(id);
    try {
      await save({ userId, id, active }).unwrap();
      toast(TOAST_CAMPAIGN_UPDATED);
    } catch {
      toast(TOAST_SOMETHING_WENT_WRONG, { isError: true });
    } finally {
      setTogglingId(null);
    }
  };
  return { togglingId, toggle };
}
