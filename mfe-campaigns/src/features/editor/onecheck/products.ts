import type { StoreProduct } from '../editorApi';

/** A store product in the one-check product shape. */
export const toOneCheckProduct = (p: StoreProduct) => ({
  id: p.id,
  title: p.title,
  handle: p.handle,
  image: p.image?.src,
  images: p.images.map((i) => i.src),
  price: p.variants[0]?.price,
  body_html: p.body_html,
  options: p.options,
  variant_id: p.variants[0]?.id,
  variants: p.variants.map((v) => ({ id: v.id, title: v.title, price: v.price, compare_at_price: v.compare_at_price })),
});
