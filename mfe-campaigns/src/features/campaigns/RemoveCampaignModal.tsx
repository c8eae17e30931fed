import { useToast } from '@cartlift/admin-kit';
import { DELETE_MODAL_MESSAGE, DELETE_MODAL_TITLE, TOAST_CAMPAIGN_REMOVED, TOAST_SOMETHING_WENT_WRONG } from '@cartlift/domain';
import { Modal, Text } from '@shopify/polaris';
import { useRemoveCampaignMutation } from './campaignsApi';

interface RemoveCampaignModalProps {
  userId: string;
  /** The campaign whose Remove was clicked; null keeps the modal closed. */
  campaignId: string | null;
  onClose(): void;
  onRemoved(id: string): void;
}

/** Remove's confirmation (campaigns.md §2): a destructive Delete and a Close; the outcome is a toast. */
export function RemoveCampaignModal({ userId, campaignId, onClose, onRemoved }: RemoveCampaignModalProps) {
  const toast = useToast();
  const [remove, removal] = useRemoveCampaignMutation();
  const onDelete = async () => {
    if (!campaignId) return;
    try {
      await remove({ userId, id: campaignId }).unwrap();
      toast(TOAST_CAMPAIGN_REMOVED);
      onRemoved(campaignId);
    } catch {
      toast(TOAST_SOMETHING_WENT_WRONG, { isError: true });
    } finally {
      onClose();
    }
  };
  return (
    <Modal
      open={campaignId !== null}
      onClose={onClose}
      title={DELETE_MODAL_TITLE}
      primaryAction={{ content: 'Delete', destructive: true, loading: removal.isLoading, onAction: () => void onDelete() }}
      secondaryActions={[{ content: 'Close', onAction: onClose }]}
    >
      <Modal.Section>
        <Text as="p">{DELETE_MODAL_MESSAGE}</Text>
      </Modal.Section>
    </Modal>
  );
}
