import { Banner, Box, Modal, ResourceItem, ResourceList, Text, TextField, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './ProductPicker';
import {
  PICKER_SEARCH_MAX_LENGTH,
  usePickerCollectionsQuery,
  usePickerProductsQuery,
  type StoreCollection,
  type StoreProduct,
} from './editorApi';

/** Props of {@link ResourcePicker}. */
export interface ResourcePickerProps<T> {
  open: boolean;
  title: string;
  /** Ids (as text) ticked when the picker opens. */
  selectedIds: string[];
  allowMultiple: boolean;
  onClose(): void;
  /** The ticked ids in order, with every item loaded while the picker was open, by id (an id picked earlier may be missing). */
  onSelect(ids: string[], byId: Map<string, T>): void;
}

type Item = { id: string; title: string; image: string | null; subtitle?: string };

/** `value` once it has stopped changing for `ms`. */
function useDebouncedValue<V>(value: V, ms: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The search box's text, and the trimmed term the gateway is asked for once typing pauses. */
function useSearch(): { text: string; setText(text: string): void; term: string } {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return { text, setText, term };
}

/** What the gateway answered for one search term (an RTK Query hook's result). */
interface SearchResults<T> {
  data?: T[];
  isFetching: boolean;
  isError: boolean;
}

interface PickerModalProps<T> extends ResourcePickerProps<T> {
  /** What is picked, plural ("products"), for the empty list's text. */
  noun: string;
  /** Asks the gateway for the resources matching a search term. */
  useResults(term: string): SearchResults<T>;
  toItem(resource: T): Item;
  /** Narrows what the gateway returns (gift pickers offer only free_gift products). */
  filter?: (resource: T) => boolean;
}

function PickerModal<T extends { id: string | number }>({
  noun,
  useResults,
  toItem,
  filter,
  ...props
}: PickerModalProps<T>) {
  const { text: search, setText: onSearchChange, term } = useSearch();
  const { data, isFetching: loading, isError: failed } = useResults(term);
  const shown = useMemo(() => (data ?? []).filter((r) => (filter ? filter(r) : true)), [data, filter]);
  const items = shown.map(toItem);
  const raw = useMemo(() => new Map(shown.map((r) => [String(r.id), r])), [shown]);
  const empty = term ? `No ${noun} match “${term}”` : `The store has no ${noun} to pick`;
  const [selected, setSelected] = useState<string[]>(props.selectedIds);
  // Every item any search showed: a product ticked under one search stays resolvable after searching for another.
  const seen = useRef(new Map<string, T>());
  useEffect(() => {
    for (const [id, item] of raw) seen.current.set(id, item);
  }, [raw]);
  const confirm = () => {
    props.onSelect(selected, new Map([...seen.current, ...raw]));
    props.onClose();
  };
  const toggle = (id: string) =>
    setSelected((cur) => (cur.includes(id) ? cur.filter((x) => x !== id) : props.allowMultiple ? [...cur, id] : [id]));
  // The list only knows the items it shows; ticks on items of earlier searches are kept as they were.
  const selectionChanged = (s: string[] | 'All') => {
    const shown = new Set(items.map((i) => i.id));
    const ticked = s === 'All' ? items.map((i) => i.id) : s.filter((id) => shown.has(id));
    const added = ticked.filter((id) => !selected.includes(id));
    if (!props.allowMultiple) return setSelected(added.slice(-1));
    setSelected([...selected.filter((id) => !shown.has(id) || ticked.includes(id)), ...added]);
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
        <TextField
          label="Search"
          labelHidden
          placeholder="Search"
          autoComplete="off"
          maxLength={PICKER_SEARCH_MAX_LENGTH}
          value={search}
          onChange={onSearchChange}
          clearButton
          onClearButtonClick={() => onSearchChange('')}
        />
      </Modal.Section>
      {failed ? (
        <Modal.Section>
          <Banner tone="critical">The store&apos;s catalogue could not be loaded. Try again in a moment.</Banner>
        </Modal.Section>
      ) : null}
      <ResourceList
        resourceName={{ singular: 'item', plural: 'items' }}
        items={items}
        loading={loading}
        selectable
        selectedItems={selected}
        onSelectionChange={selectionChanged}
        emptyState={
          failed ? undefined : (
            <Box padding="400">
              <Text as="p" tone="subdued" alignment="center">
                {empty}
              </Text>
            </Box>
          )
        }
        // Keyed by id: ResourceList keys rows by position, and a row in select mode ignores new props, so without a key
        // a new search would keep showing the previous results' rows.
        renderItem={(item) => (
          <ResourceItem
            key={item.id}
            id={item.id}
            onClick={() => toggle(item.id)}
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

export type ProductPickerProps = ResourcePickerProps<StoreProduct> & { filter?: (p: StoreProduct) => boolean };

const useProductResults = (term: string) => usePickerProductsQuery({ query: term });
const useCollectionResults = (term: string) => usePickerCollectionsQuery({ query: term });
const productItem = (p: StoreProduct): Item => ({
  id: String(p.id),
  title: p.title,
  image: p.image?.src ?? null,
  subtitle: p.variants[0]?.price,
});
const collectionItem = (c: StoreCollection): Item => ({
  id: String(c.id),
  title: c.title,
  image: c.image?.src ?? null,
});

/** The product picker's modal (ProductPicker.tsx mounts it while open). */
export function ProductPickerModal(props: ProductPickerProps) {
  return <PickerModal {...props} noun="products" useResults={useProductResults} toItem={productItem} />;
}

/** The collection picker's modal (ProductPicker.tsx mounts it while open). */
export function CollectionPickerModal(props: ResourcePickerProps<StoreCollection>) {
  return <PickerModal {...props} noun="collections" useResults={useCollectionResults} toItem={collectionItem} />;
}
