import { adminConfig } from '@cartlift/admin-kit';
import { BlockStack, Button, ButtonGroup, Card, InlineStack, Text } from '@shopify/polaris';
import { useEffect, useMemo, useRef, useState } from 'react';

/** The message storefront-cart's preview page listens for (storefront-cart/src/preview). */
export interface SettingsPreviewMessage {
  type: 'CARTLIFT_PREVIEW';
  settings: unknown;
  campaign: null;
  path: string;
  cod?: { is_active?: boolean; is_form_in_cart?: boolean };
  /** The slide the merchant picked; absent: the preview's own choice for the path. */
  slide?: 0 | 1;
}

const WIDTHS = { desktop: 420, mobile: 360 } as const;
const HEIGHTS = { desktop: 680, mobile: 640 } as const;

/**
 * The live preview (§2): the real storefront cart in preview mode inside an iframe, sent every edit by postMessage
 * (no reload), with desktop and mobile widths and both slides.
 */
export function SettingsPreview({ settings, path, cod }: { settings: unknown; path: string; cod?: SettingsPreviewMessage['cod'] }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const [slide, setSlide] = useState<0 | 1 | undefined>(undefined);
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
    if (!ready) return;
    const message: SettingsPreviewMessage = { type: 'CARTLIFT_PREVIEW', settings, campaign: null, path, cod, ...(slide === undefined ? {} : { slide }) };
    frame.current?.contentWindow?.postMessage(message, origin);
  }, [ready, settings, path, cod, slide, origin]);

  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingMd">
            Preview
          </Text>
          <ButtonGroup variant="segmented">
            <Button pressed={device === 'desktop'} onClick={() => setDevice('desktop')}>
              Desktop
            </Button>
            <Button pressed={device === 'mobile'} onClick={() => setDevice('mobile')}>
              Mobile
            </Button>
          </ButtonGroup>
        </InlineStack>
        <ButtonGroup variant="segmented">
          <Button pressed={slide !== 1} onClick={() => setSlide(0)}>
            Cart
          </Button>
          <Button pressed={slide === 1} onClick={() => setSlide(1)}>
            Product details
          </Button>
        </ButtonGroup>
        <InlineStack align="center">
          <iframe
            ref={frame}
            title="Cart preview"
            src={src}
            data-device={device}
            style={{ width: WIDTHS[device], maxWidth: '100%', height: HEIGHTS[device], border: '1px solid var(--p-color-border)', borderRadius: 8 }}
          />
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
