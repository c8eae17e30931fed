import { useStorefrontPreview } from '@cartlift/admin-kit';
import type { CodSettings, PreviewMessage, ShopSettings, StorefrontShop } from '@cartlift/domain';
import { BlockStack, Button, ButtonGroup, Card, InlineStack, Text } from '@shopify/polaris';
import { useMemo, useState } from 'react';
import { DeviceToggle, type Device } from './DeviceToggle';

/** The message storefront-cart's preview page listens for (domain PreviewMessage), as Cart Setup fills it. */
export type SettingsPreviewMessage = PreviewMessage<ShopSettings, null, never, CodSettings>;

const WIDTHS = { desktop: 420, mobile: 360 } as const;
const HEIGHTS = { desktop: 680, mobile: 640 } as const;

/**
 * The live preview (§2): the real storefront cart in preview mode inside an iframe, sent every edit by postMessage
 * (no reload), with desktop and mobile widths and both slides.
 */
export function SettingsPreview({
  settings,
  shop,
  path,
  cod,
}: {
  settings: ShopSettings;
  /** The shop's money format, as the public lookup's `shop` block carries it. */
  shop: Pick<StorefrontShop, 'money_format'>;
  path: string;
  cod?: CodSettings;
}) {
  const [device, setDevice] = useState<Device>('desktop');
  const [slide, setSlide] = useState<0 | 1 | undefined>(undefined);
  const message = useMemo(
    (): SettingsPreviewMessage => ({ type: 'CARTLIFT_PREVIEW', shop, settings, campaign: null, path, cod, ...(slide === undefined ? {} : { slide }) }),
    [shop, settings, path, cod, slide],
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
