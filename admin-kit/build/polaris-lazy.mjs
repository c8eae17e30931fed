// Polaris components only some screens draw, split out of the shared Polaris chunk that every admin route loads
// (bench/RESULTS.md "Polaris and its icons" has the figures). Each name is still one Polaris instance: the shell's build
// compiles these deep imports next to polaris.mjs, so they share its contexts (AppProvider, Frame) and its modules; a
// screen that draws one fetches its chunk on first render, suspending to the route's own skeleton meanwhile.
import { createElement, forwardRef, lazy, Suspense } from 'react';

/** A component module fetched once, on first use; `current` is set as soon as it has arrived. */
function lazyModule(load) {
  let current;
  let pending;
  return {
    load: () => (pending ??= load().then((m) => (current = m))),
    current: () => current,
  };
}

/**
 * A stand-in for one Polaris component of `mod`. Before the chunk arrives it suspends (React.lazy); once it has, every
 * later render uses the real component directly, so siblings and static members (IndexTable.Row) never suspend again.
 * A part drawn at first paint suspends to the screen's own skeleton, so nothing shifts when it arrives. A part that
 * appears after an interaction (`afterInteraction`: a popover's picker, a modal's list, an upload form) has its own
 * empty boundary instead, or the open screen would be hidden behind its skeleton while the chunk loads.
 */
function part(mod, pick, name, afterInteraction = false) {
  const Lazy = lazy(() => mod.load().then((m) => ({ default: pick(m) })));
  const Part = forwardRef(function LazyPolarisPart(props, ref) {
    const m = mod.current();
    const element = createElement(m ? pick(m) : Lazy, ref ? { ...props, ref } : props);
    return m || !afterInteraction ? element : createElement(Suspense, { fallback: null }, element);
  });
  Part.displayName = name;
  return Part;
}

const indexTable = lazyModule(
  () => import(/* webpackChunkName: "polaris-index-table" */ '@shopify/polaris/build/esm/components/IndexTable/IndexTable.js'),
);
const dataTable = lazyModule(
  () => import(/* webpackChunkName: "polaris-data-table" */ '@shopify/polaris/build/esm/components/DataTable/DataTable.js'),
);
const tabs = lazyModule(() => import(/* webpackChunkName: "polaris-tabs" */ '@shopify/polaris/build/esm/components/Tabs/Tabs.js'));
const rangeSlider = lazyModule(
  () => import(/* webpackChunkName: "polaris-range-slider" */ '@shopify/polaris/build/esm/components/RangeSlider/RangeSlider.js'),
);
const resourceList = lazyModule(
  () => import(/* webpackChunkName: "polaris-resource-list" */ '@shopify/polaris/build/esm/components/ResourceList/ResourceList.js'),
);
const colorPicker = lazyModule(
  () => import(/* webpackChunkName: "polaris-color-picker" */ '@shopify/polaris/build/esm/components/ColorPicker/ColorPicker.js'),
);
const dropZone = lazyModule(
  () => import(/* webpackChunkName: "polaris-drop-zone" */ '@shopify/polaris/build/esm/components/DropZone/DropZone.js'),
);
const autocomplete = lazyModule(
  () => import(/* webpackChunkName: "polaris-autocomplete" */ '@shopify/polaris/build/esm/components/Autocomplete/Autocomplete.js'),
);

export const IndexTable = part(indexTable, (m) => m.IndexTable, 'IndexTable');
IndexTable.Row = part(indexTable, (m) => m.IndexTable.Row, 'IndexTable.Row');
IndexTable.Cell = part(indexTable, (m) => m.IndexTable.Cell, 'IndexTable.Cell');
export const DataTable = part(dataTable, (m) => m.DataTable, 'DataTable');
export const Tabs = part(tabs, (m) => m.Tabs, 'Tabs');
export const RangeSlider = part(rangeSlider, (m) => m.RangeSlider, 'RangeSlider');
export const ResourceList = part(resourceList, (m) => m.ResourceList, 'ResourceList', true);
// ResourceList's module carries ResourceItem (its Item): one chunk for both.
export const ResourceItem = part(resourceList, (m) => m.ResourceList.Item, 'ResourceItem', true);
export const ColorPicker = part(colorPicker, (m) => m.ColorPicker, 'ColorPicker', true);
export const DropZone = part(dropZone, (m) => m.DropZone, 'DropZone', true);
DropZone.FileUpload = part(dropZone, (m) => m.DropZone.FileUpload, 'DropZone.FileUpload');
export const Autocomplete = part(autocomplete, (m) => m.Autocomplete, 'Autocomplete');
Autocomplete.TextField = part(autocomplete, (m) => m.Autocomplete.TextField, 'Autocomplete.TextField');
