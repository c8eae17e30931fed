import { lazy, Suspense } from 'react';
import type { StoreCollection } from './editorApi';
import type { ProductPickerProps, ResourcePickerProps } from './PickerModal';

export type { ProductPickerProps, ResourcePickerProps } from './PickerModal';

/** How long the search waits after the last keystroke before asking the gateway. */
export const SEARCH_DEBOUNCE_MS = 300;

// The modals (search, Polaris ResourceList with its selection) are a chunk fetched when a picker first opens: no editor
// draws one at first paint.
const ProductPickerModal = lazy(() =>
  import(/* webpackChunkName: "resource-picker" */ './PickerModal').then((m) => ({ default: m.ProductPickerModal })),
);
const CollectionPickerModal = lazy(() =>
  import(/* webpackChunkName: "resource-picker" */ './PickerModal').then((m) => ({ default: m.CollectionPickerModal })),
);

/**
 * Picks store products, searched by title on the server (GET /products?query=, debounced); `filter` narrows what
 * the gateway returns (gift pickers offer only free_gift products).
 */
export function ProductPicker(props: ProductPickerProps) {
  // Mounted only while open, so every opening starts from an empty search and the ids ticked at that moment.
  return props.open ? (
    <Suspense fallback={null}>
      <ProductPickerModal {...props} />
    </Suspense>
  ) : null;
}

/** Picks store collections, searched by title on the server (GET /collections?query=, debounced). */
export function CollectionPicker(props: ResourcePickerProps<StoreCollection>) {
  return props.open ? (
    <Suspense fallback={null}>
      <CollectionPickerModal {...props} />
    </Suspense>
  ) : null;
}
