import { INSTALL_TUTORIAL_URL } from '@cartlift/admin-kit';
import { ACTIVATION_CONFIRMATION } from '@cartlift/domain';
import { BlockStack, List, Modal, Text } from '@shopify/polaris';

/** §2 'Activating custom cart - You're about to activate the cart with the default settings': Activate / Cancel. */
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

/** §2 installation modal: Open Editor (theme editor with the app embed to activate) and Watch Tutorial. */
export function InstallationModal({ open, editorUrl, onClose }: { open: boolean; editorUrl: string | undefined; onClose(): void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Activate the cart on your theme"
      primaryAction={editorUrl ? { content: 'Open Editor', url: editorUrl, external: true } : undefined}
      secondaryActions={[{ content: 'Watch Tutorial', url: INSTALL_TUTORIAL_URL, external: true }]}
    >
      <Modal.Section>
        <BlockStack gap="200">
          <Text as="p">Cartlift runs as an app embed in your theme. To switch it on:</Text>
          <List type="number">
            <List.Item>Click Open Editor: your theme editor opens on App embeds.</List.Item>
            <List.Item>Turn on Cartlift and click Save in the theme editor.</List.Item>
            <List.Item>Come back here: this page notices within a few seconds.</List.Item>
          </List>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
