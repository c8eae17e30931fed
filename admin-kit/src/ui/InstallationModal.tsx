import { BlockStack, List, Modal, Text } from '@shopify/polaris';
import { INSTALL_TUTORIAL_URL } from './helpLinks';

/**
 * The installation modal (cart-and-shop.md §2): Open Editor (the theme editor with Cartlift's app embed ready to
 * switch on) and Watch Tutorial. Shared by Getting started and Cart Setup; each passes where Open Editor goes.
 */
export function InstallationModal({ open, onClose, editorUrl }: { open: boolean; onClose(): void; editorUrl: string | undefined }) {
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
            <List.Item>Turn on Cartlift.</List.Item>
            <List.Item>Click Save in the theme editor, then come back here.</List.Item>
          </List>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
