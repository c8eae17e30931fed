import { Modal, Text } from '@shopify/polaris';

/** "Leave page with unsaved changes?": the in-app half of useLeaveGuard (the browser asks on reload and close). */
export function LeavePageModal({ open, body, onStay, onLeave }: { open: boolean; body: string; onStay(): void; onLeave(): void }) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title="Leave page with unsaved changes?"
      primaryAction={{ content: 'Leave page', destructive: true, onAction: onLeave }}
      secondaryActions={[{ content: 'Stay', onAction: onStay }]}
    >
      <Modal.Section>
        <Text as="p">{body}</Text>
      </Modal.Section>
    </Modal>
  );
}
