import { BlockStack, Button, Modal, Text } from '@shopify/polaris';
import { PlayCircleIcon } from '@shopify/polaris-icons';
import { useLocalFlag, WELCOME_VIDEO_URL } from '@cartlift/admin-kit';
import { useShell } from '../../app/shellContext';
import { useUpdateShopPropMutation } from '../shop/shopApi';

/**
 * The welcome video on first login (campaigns.md §2): shows until the local flag is set; closing it sets the flag and
 * records the "first login" event on the shop (the welcome_video_watched one-time flag).
 */
export function WelcomeVideoModal() {
  const { shop } = useShell();
  const [seen, setSeen] = useLocalFlag(shop, 'welcome_video_seen');
  const [updateShopProp] = useUpdateShopPropMutation();
  const close = () => {
    setSeen(true);
    void updateShopProp({ id: shop, input: { welcome_video_watched: true } });
  };
  return (
    <Modal open={!seen} onClose={close} title="Welcome to Cartlift" primaryAction={{ content: 'Get started', onAction: close }}>
      <Modal.Section>
        <BlockStack gap="300" inlineAlign="start">
          <Text as="p">
            Watch this two-minute video to see how Cartlift turns your cart into your best upsell spot: design the cart,
            switch it on in your theme, then add your first campaign.
          </Text>
          <Button icon={PlayCircleIcon} url={WELCOME_VIDEO_URL} external>
            Watch the welcome video
          </Button>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
