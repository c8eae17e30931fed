import { BlockStack, Link, List, Modal, Text } from '@shopify/polaris';
import { FAQ_LINKS, VIDEO_GUIDES } from './helpLinks';

/** The help overlay (campaigns.md §2): FAQ links and best-practice video guides; opened from home and campaign pages. */
export function HelpOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Help and best practices" secondaryActions={[{ content: 'Close', onAction: onClose }]}>
      <Modal.Section>
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            Frequently asked questions
          </Text>
          <List>
            {FAQ_LINKS.map((l) => (
              <List.Item key={l.url}>
                <Link url={l.url} onClick={onClose}>
                  {l.label}
                </Link>
              </List.Item>
            ))}
          </List>
        </BlockStack>
      </Modal.Section>
      <Modal.Section>
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            Best-practice video guides
          </Text>
          <List>
            {VIDEO_GUIDES.map((l) => (
              <List.Item key={l.url}>
                <Link url={l.url} external>
                  {l.label}
                </Link>
              </List.Item>
            ))}
          </List>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
