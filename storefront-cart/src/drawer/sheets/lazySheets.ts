import { lazy } from 'react';

// The variant picker and the product details open only on a shopper's click, so their code is a chunk of its own
// ("sheets", budgeted apart) instead of weighing on every drawer open.
export const VariantSheet = lazy(() =>
  import(/* webpackChunkName: "sheets" */ './VariantSheet').then((m) => ({ default: m.VariantSheet })),
);
export const ProductDetails = lazy(() =>
  import(/* webpackChunkName: "sheets" */ './ProductDetails').then((m) => ({ default: m.ProductDetails })),
);
