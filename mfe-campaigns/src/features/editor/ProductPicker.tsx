import { Banner, Modal, ResourceItem, ResourceList, Text, TextField, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useMemo, useState } from 'react';
import { usePickerCollectionsQuery, usePickerProductsQuery, type StoreCollection, type StoreProduct } from './editorApi';

/** Props of {@link ResourcePicker}. */
export interface ResourcePickerProps<T> {
  open: boolean;
  title: string;
  /** Ids (as text) ticked when the picker opens. */
  selectedIds: string[];
  allowMultiple: boolean;
  onClose(): void;
  /** The ticked ids in order, with the loaded items by id (an id picked earlier may be missing from them). */
  onSelect(ids: string[], byId: Map<string, T>): void;
}

type Item = { id: string; title: string; image: string | null; subtitle?: string };

function PickerModal<T>({
  items,
  raw,
  loading,
  failed,
  ...props
}: ResourcePickerProps<T> & { items: Item[]; raw: Map<string, T>; loading: boolean; failed: boolean }) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>(props.selectedIds);
  const shown = useMemo(() => items.filter((i) => i.title.toLowerCase().includes(query.trim().toLowerCase())), [items, query]);
  const confirm = () => {
    props.onSelect(selected, raw);
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      primaryAction={{ content: 'Done', onAction: confirm }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <TextField label="Search" labelHidden placeholder="Search" autoComplete="off" value={query} onChange={setQuery} clearButton onClearButtonClick={() => setQuery('')} />
      </Modal.Section>
      {failed ? (
        <Modal.Section>
          <Banner tone="critical">The store's catalogue could not be loaded. Try again in a moment.</Banner>
        </Modal.Section>
      ) : null}
      <ResourceList
        resourceName={{ singular: 'item', plural: 'items' }}
        items={shown}
        loading={loading}
        selectable
        selectedItems={selected}
        onSelectionChange={(s) => {
          const ids = s === 'All' ? shown.map((i) => i.id) : s;
          setSelected(props.allowMultiple ? ids : ids.filter((id) => !selected.includes(id)).slice(-1));
        }}
        renderItem={(item) => (
          <ResourceItem
            id={item.id}
            onClick={() =>
              setSelected((cur) =>
                cur.includes(item.id) ? cur.filter((x) => x !== item.id) : props.allowMultiple ? [...cur, item.id] : [item.id],
              )
            }
            media={<Thumbnail source={item.image ?? ImageIcon} alt={item.title} size="small" />}
            accessibilityLabel={`Select ${item.title}`}
          >
            <Text as="span" fontWeight="semibold">
              {item.title}
            </Text>
            {item.subtitle ? (
              <Text as="p" tone="subdued">
                {item.subtitle}
              </Text>
            ) : null}
          </ResourceItem>
        )}
      />
    </Modal>
  );
}

/** Picks store products (GET /products); `filter` narrows them (gift pickers offer only free_gift products). */
export function ProductPicker(props: ResourcePickerProps<StoreProduct> & { filter?: (p: StoreProduct) => boolean }) {
  const { data, isFetching, isError } = usePickerProductsQuery(undefined, { skip: !props.open });
  const { filter } = props;
  const products = useMemo(() => (data ?? []).filter((p) => (filter ? filter(p) : true)), [data, filter]);
  const items = products.map((p) => ({ id: String(p.id), title: p.title, image: p.image?.src ?? null, subtitle: p.variants[0]?.price }));
  const raw = new Map(products.map((p) => [String(p.id), p]));
  return props.open ? <PickerModal {...props} items={items} raw={raw} loading={isFetching} failed={isError} /> : null;
}

/** Picks store collections (GET /collections). */
export function CollectionPicker(props: ResourcePickerProps<StoreCollection>) {
  const { data, isFetching, isError } = usePickerCollectionsQuery(undefined, { skip: !props.open });
  const items = (data ?? []).map((c) => ({ id: String(c.id), title: c.title, image: c.image?.src ?? null }));
  const raw = new Map((data ?? []).map((c) => [String(c.id), c]));
  return props.open ? <PickerModal {...props} items={items} raw={raw} loading={isFetching} failed={isError} /> : null;
}
