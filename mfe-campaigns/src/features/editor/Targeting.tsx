import { useAppDispatch } from '@cartlift/admin-kit';
import {
  ATU_SITEWIDE_WARNING,
  PICKER_MAX_COLLECTIONS,
  PICKER_MAX_PRODUCTS,
  targetTypeOptions,
  type CampaignType,
  type PickedItem,
  type TargetItem,
  type TargetType,
} from '@cartlift/domain';
import { Banner, BlockStack, Button, Card, ChoiceList, InlineError, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useDraftValue, useFieldError } from './DraftFields';
import type { StoreCollection, StoreProduct } from './editorApi';
import { targetItemsSelected, targetTypeSet } from './editorSlice';
import { CollectionPicker, ProductPicker } from './ProductPicker';

/** What the target keeps of a picked product or collection. */
const pickedOf = (r: StoreCollection | StoreProduct | undefined): PickedItem | undefined =>
  r && { id: r.id, title: r.title, handle: r.handle, image: r.image?.src };

/** Product choice / Targeting (campaigns.md §2): all products, specific products or specific collections. */
export function Targeting() {
  const dispatch = useAppDispatch();
  const type = useDraftValue<CampaignType>('settings.type') ?? 'add_to_unlock';
  const targetType = useDraftValue<TargetType>('target.type');
  const selected = useDraftValue<TargetItem[]>('target.selected') ?? [];
  const typeError = useFieldError('target.type');
  const selectedError = useFieldError('target.selected');
  const [picking, setPicking] = useState(false);
  const collections = targetType === 'specific_collections';
  const previous = new Map(selected.map((s) => [String(s.id), s]));
  const pick = (ids: string[], resolve: (id: string) => PickedItem | undefined) =>
    dispatch(targetItemsSelected(ids.map((id) => resolve(id) ?? previous.get(id)).filter((x): x is PickedItem => !!x)));
  const picker = {
    open: picking,
    allowMultiple: true,
    selectedIds: selected.map((s) => String(s.id)),
    onClose: () => setPicking(false),
  };

  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Product choice
        </Text>
        <ChoiceList
          title="Trigger"
          choices={targetTypeOptions(type).map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
          selected={targetType ? [targetType] : []}
          onChange={([t]) => dispatch(targetTypeSet(t as TargetType))}
          error={typeError}
        />
        {type === 'add_to_unlock' ? <Banner tone="warning">{ATU_SITEWIDE_WARNING}</Banner> : null}
        {targetType === 'specific_products' || collections ? (
          <BlockStack gap="200">
            <InlineStack gap="200" blockAlign="center">
              <Button onClick={() => setPicking(true)} tone={selectedError ? 'critical' : undefined} variant={selectedError ? 'primary' : undefined}>
                {collections ? 'Select collections' : 'Select products'}
              </Button>
              <Text as="span" tone="subdued">
                {collections ? `Up to ${PICKER_MAX_COLLECTIONS} collections` : `Up to ${PICKER_MAX_PRODUCTS} products`}
              </Text>
            </InlineStack>
            {selectedError ? <InlineError message={selectedError} fieldID="target.selected" /> : null}
            {selected.length > 0 ? (
              // A plain list: Polaris' ResourceList (a 9 KB gzip chunk with its selection machinery) was only used to show
              // a thumbnail, a title and Remove on each row.
              <ul aria-label={collections ? 'Selected collections' : 'Selected products'} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {selected.map((item) => (
                  <li key={String(item.id)} style={{ padding: '8px 0', borderTop: '1px solid var(--p-color-border-secondary)' }}>
                    <InlineStack gap="300" blockAlign="center" wrap={false}>
                      <Thumbnail source={item.image || ImageIcon} alt={item.title ?? ''} size="small" />
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <Text as="span">{item.title ?? item.id}</Text>
                      </div>
                      <Button
                        accessibilityLabel={`Remove ${item.title ?? item.id}`}
                        onClick={() => pick(selected.filter((s) => s.id !== item.id).map((s) => String(s.id)), () => undefined)}
                      >
                        Remove
                      </Button>
                    </InlineStack>
                  </li>
                ))}
              </ul>
            ) : null}
          </BlockStack>
        ) : null}
      </BlockStack>
      {collections ? (
        <CollectionPicker {...picker} title="Select collections" onSelect={(ids, byId) => pick(ids, (id) => pickedOf(byId.get(id)))} />
      ) : (
        <ProductPicker {...picker} title="Select products" onSelect={(ids, byId) => pick(ids, (id) => pickedOf(byId.get(id)))} />
      )}
    </Card>
  );
}
