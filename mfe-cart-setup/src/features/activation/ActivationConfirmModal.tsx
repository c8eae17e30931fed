import { ACTIVATION_CONFIRMATION } from '@cartlift/domain';
import { Modal, Text } from '@shopify/polaris';

/**
 * cart-and-shop.md §2 'Activating custom cart - You're about to activate the cart with the default settings': Activate
 * / Cancel.
 */
export function ActivationConfirmModal({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={ACTIVATION_CONFIRMATION.title}
      primaryAction={{ content: ACTIVATION_CONFIRMATION.confirm, onAction: onConfirm, loading: busy }}
      secondaryActions={[{ content: ACTIVATION_CONFIRMATION.cancel, onAction: onCancel }]}
    >
      <Modal.Section>
        <Text as="p">{ACTIVATION_CONFIRMATION.body}</Text>
      </Modal.Section>
    </Modal>
  );
}
