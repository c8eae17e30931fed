import { useStorefrontPreview } from '@cartlift/admin-kit';
import { BlockStack, Button, ButtonGroup, Card, InlineStack, Text } from '@shopify/polaris';
import { useMemo, useState } from 'react';
import { DeviceToggle, type Device } from './DeviceToggle';

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
  const [device, setDevice] = useState<Device>('desktop');
  const [slide, setSlide] = useState<0 | 1 | undefined>(undefined);
  const message = useMemo(
    (): SettingsPreviewMessage => ({ type: 'CARTLIFT_PREVIEW', settings, campaign: null, path, cod, ...(slide === undefined ? {} : { slide }) }),
    [settings, path, cod, slide],
  );
  const { ref, src } = useStorefrontPreview(message);

  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingMd">
            Preview
          </Text>
          <DeviceToggle device={device} onChange={setDevice} />
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
            ref={ref}
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
