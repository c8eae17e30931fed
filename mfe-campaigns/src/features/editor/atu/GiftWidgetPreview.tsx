import { rgbaToCss, type GiftProduct, type Rgba } from '@cartlift/domain';
import { BlockStack, Box, Button, ButtonGroup, FormLayout, InlineStack, Text } from '@shopify/polaris';
import { useState } from 'react';
import { DraftColourField } from '../ColourField';
import { DraftCheckbox, DraftTextField, useDraftValue } from '../DraftFields';

type Section = 'before' | 'selecting' | 'after';

/** The widget states a gift shows (campaigns.md §2): selecting only with several gifts the shopper chooses from. */
export function giftWidgetTabs(multiple: boolean, select: string | undefined): Section[] {
  return multiple && select !== 'random' ? ['before', 'selecting', 'after'] : ['before', 'after'];
}

const TAB_LABELS: Record<Section, string> = { before: 'Before', selecting: 'Selecting', after: 'After' };
const css = (c: Rgba | undefined, fallback: string): string => (c && typeof c.r === 'number' ? rgbaToCss(c) : fallback);

interface SectionData {
  header?: string;
  background?: Rgba;
  outline?: Rgba;
  product_name?: Rgba;
  offer_highlight?: Rgba;
}

/**
 * Gift widget preview: a segmented choice of the state (each a pressed/unpressed button, not Polaris Tabs, whose chunk
 * was 6.8 KB gzip of the editor's first load for two or three labels), that state's look, editable, and a small
 * rendering of the widget in that state.
 */
export function GiftWidgetPreview({ base, multiple }: { base: string; multiple: boolean }) {
  const select = useDraftValue<string>(`${base}.multi_gift_select`);
  const tabs = giftWidgetTabs(multiple, select);
  const [selected, setSelected] = useState(0);
  const section = tabs[Math.min(selected, tabs.length - 1)];
  const path = `${base}.widget.${section}`;
  const data = useDraftValue<SectionData>(path) ?? {};
  const gifts = [useDraftValue<GiftProduct>(`${base}.product`), ...(useDraftValue<GiftProduct[]>(`${base}.products`) ?? [])].filter(
    (g): g is GiftProduct => !!g,
  );
  return (
    <BlockStack gap="200">
      <Text as="h4" variant="headingXs">
        Gift widget
      </Text>
      <div role="group" aria-label="Gift widget state">
        <ButtonGroup variant="segmented">
          {tabs.map((t, i) => (
            <Button key={t} pressed={t === section} onClick={() => setSelected(i)}>
              {TAB_LABELS[t]}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      <div
        data-testid="gift-widget-preview"
        style={{
          background: css(data.background, '#fff'),
          border: `1px solid ${css(data.outline, 'rgba(226, 232, 240, 1)')}`,
          borderRadius: 8,
          padding: 12,
        }}
      >
        <BlockStack gap="100">
          <span style={{ fontWeight: 600, color: css(data.offer_highlight, 'inherit') }}>{data.header ?? ''}</span>
          {(gifts.length ? gifts : [{ id: 0, title: 'Your gift product', variant_id: 0 }]).map((g) => (
            <span key={String(g.id)} style={{ color: css(data.product_name, 'inherit') }}>
              {g.title}
              {section === 'selecting' ? ' (choose)' : ''}
            </span>
          ))}
        </BlockStack>
      </div>
      <Box paddingBlockStart="200">
        <FormLayout>
          <DraftTextField path={`${path}.header`} label="Header" />
          <FormLayout.Group>
            <DraftTextField path={`${path}.variant_selector_text`} label="Variant selector text" />
            <DraftTextField path={`${path}.variant_change_text`} label="Variant change text" />
          </FormLayout.Group>
          {multiple ? <DraftCheckbox path={`${path}.multi_gift_image`} label="Show every gift's image" /> : null}
        </FormLayout>
      </Box>
      <InlineStack gap="200">
        <DraftColourField path={`${path}.product_name`} label="Product name" />
        <DraftColourField path={`${path}.offer_highlight`} label="Offer highlight" />
        <DraftColourField path={`${path}.background`} label="Background" />
        <DraftColourField path={`${path}.outline`} label="Outline" />
        <DraftColourField path={`${path}.variant_button_background`} label="Variant button" />
      </InlineStack>
    </BlockStack>
  );
}
