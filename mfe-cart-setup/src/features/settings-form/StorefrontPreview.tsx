import { useStorefrontPreview } from '@cartlift/admin-kit';
import type { PreviewMessage, StickyCart } from '@cartlift/domain';
import { BlockStack, Card, Text } from '@shopify/polaris';
import { useMemo } from 'react';

/**
 * The storefront's preview page (storefront-cart preview mode) in a frame, sent `message` (merged into
 * {type: 'CARTLIFT_PREVIEW'}) on every change once the frame says it is ready: the preview follows unsaved edits.
 */
export function StorefrontPreview({ message, height = 560 }: { message: Omit<PreviewMessage<Record<string, unknown>, null, never, Record<string, unknown>, StickyCart>, 'type'>; height?: number }) {
  const framed = useMemo(() => ({ type: 'CARTLIFT_PREVIEW' as const, ...message }), [message]);
  const { ref, src } = useStorefrontPreview(framed);
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Preview
        </Text>
        <iframe ref={ref} title="Storefront preview" src={src} style={{ width: '100%', height, border: '1px solid var(--p-color-border)', borderRadius: 8 }} />
      </BlockStack>
    </Card>
  );
}
