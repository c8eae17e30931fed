import { useStorefrontPreview } from '@cartlift/admin-kit';
import {
  previewSlideOf,
  type CampaignDraft,
  type CodSettings,
  type PreviewMessage,
  type ShopSettings,
  type StorefrontShop,
} from '@cartlift/domain';
import { BlockStack, Button, ButtonGroup, Card, InlineStack, Text } from '@shopify/polaris';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DeviceToggle, type Device } from './DeviceToggle';

/** A campaign the preview draws with the settings (a draft cart's), upgraded as the public lookup upgrades it. */
export type PreviewCampaign = CampaignDraft & { id: string; campaign_key: string };

/** The message storefront-cart's preview page listens for (domain PreviewMessage), as Cart Setup fills it. */
export type SettingsPreviewMessage = PreviewMessage<ShopSettings, PreviewCampaign, never, CodSettings>;

const WIDTHS = { desktop: 420, mobile: 360 } as const;
const HEIGHTS = { desktop: 680, mobile: 640 } as const;

/**
 * The width the preview column offers, followed as it resizes (0 until measured). The column is often narrower than
 * either device (about 290 px beside the form on a 1280 px screen), so the frame keeps the device's real width and is
 * scaled down to fit, as Shopify's theme editor previews do: clamped instead, both devices drew the same layout.
 */
function useAvailableWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The live preview (cart-and-shop.md §2): the real storefront cart in preview mode inside an iframe, sent every edit by
 * postMessage (no reload), with desktop and mobile widths and both slides.
 */
export function SettingsPreview({
  settings,
  shop,
  path,
  cod,
  campaign = null,
}: {
  settings: ShopSettings;
  /** The shop's money format, as the public lookup's `shop` block carries it. */
  shop: Pick<StorefrontShop, 'money_format'>;
  path: string;
  cod?: CodSettings;
  /** The campaign drawn in the cart (a draft's); none on the live cart's screens. */
  campaign?: PreviewCampaign | null;
}) {
  const [device, setDevice] = useState<Device>('desktop');
  const [slide, setSlide] = useState<0 | 1 | undefined>(undefined);
  const message = useMemo(
    (): SettingsPreviewMessage => ({ type: 'CARTLIFT_PREVIEW', shop, settings, campaign, path, cod, ...(slide === undefined ? {} : { slide }) }),
    [shop, settings, campaign, path, cod, slide],
  );
  // The slide on show: the merchant's pick, else the path's (slide 1 on checkout settings), so the pressed button is it.
  const shown = previewSlideOf(message);
  const { ref, src } = useStorefrontPreview(message);
  const available = useAvailableWidth();
  const width = WIDTHS[device];
  const height = HEIGHTS[device];
  const scale = available.width > 0 ? Math.min(1, available.width / width) : 1;

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
          <Button pressed={shown === 0} onClick={() => setSlide(0)}>
            Cart
          </Button>
          <Button pressed={shown === 1} onClick={() => setSlide(1)}>
            Product details
          </Button>
        </ButtonGroup>
        <div ref={available.box} style={{ height: Math.ceil(height * scale), overflow: 'hidden' }}>
          <iframe
            ref={ref}
            title="Cart preview"
            src={src}
            data-device={device}
            style={{
              display: 'block',
              boxSizing: 'border-box',
              width,
              height,
              marginInlineStart: Math.max(0, Math.floor((available.width - width * scale) / 2)),
              border: '1px solid var(--p-color-border)',
              borderRadius: 8,
              transform: scale < 1 ? `scale(${scale})` : undefined,
              transformOrigin: 'top left',
            }}
          />
        </div>
      </BlockStack>
    </Card>
  );
}
