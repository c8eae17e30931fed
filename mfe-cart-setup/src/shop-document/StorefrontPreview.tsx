import { adminConfig } from '@cartlift/admin-kit';
import { BlockStack, Card, Text } from '@shopify/polaris';
import type { PreviewMessage, StickyCart } from '@cartlift/domain';
import { useEffect, useMemo, useRef, useState } from 'react';

/**
 * The storefront's preview page (storefront-cart preview mode) in a frame, sent `message` (merged into
 * {type: 'CARTLIFT_PREVIEW'}) on every change once the frame says it is ready: the preview follows unsaved edits.
 */
export function StorefrontPreview({ message, height = 560 }: { message: Omit<PreviewMessage<Record<string, unknown>, null, never, Record<string, unknown>, StickyCart>, 'type'>; height?: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const src = useMemo(() => `${adminConfig().gatewayUrl}/storefront/preview.html`, []);
  const origin = useMemo(() => new URL(src, window.location.href).origin, [src]);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source === frame.current?.contentWindow && (e.data as { type?: unknown })?.type === 'CARTLIFT_PREVIEW_READY') setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: 'CARTLIFT_PREVIEW', ...message }, origin);
  }, [ready, message, origin]);
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Preview
        </Text>
        <iframe ref={frame} title="Storefront preview" src={src} style={{ width: '100%', height, border: '1px solid var(--p-color-border)', borderRadius: 8 }} />
      </BlockStack>
    </Card>
  );
}
