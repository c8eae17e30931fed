import { BlockStack, List, Modal, Text } from '@shopify/polaris';
import { INSTALL_TUTORIAL_URL } from '@cartlift/admin-kit';
import { useShell } from '../../app/shellContext';

/**
 * Where Open Editor goes: the configured URL (the dev store's app-embed switch locally), else Shopify's theme editor
 * deep link with Cartlift's app embed ready to switch on (activateAppId).
 */
export function themeEditorUrl(shop: string, configured: string | undefined, apiKey: string | undefined): string {
  if (configured) return configured.replace('{shop}', shop);
  const params = new URLSearchParams({ context: 'apps', activateAppId: `${apiKey ?? 'cartlift'}/app-embed` });
  return `https://${shop}/admin/themes/current/editor?${params.toString()}`;
}

/** The installation modal: Open Editor (app-embed activation in the theme editor) and Watch Tutorial. */
export function InstallationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { shop, manifest } = useShell();
  const editor = themeEditorUrl(shop, manifest.themeEditorUrl, manifest.shopifyApiKey);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Activate the cart on your theme"
      primaryAction={{ content: 'Open Editor', url: editor, external: true }}
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
