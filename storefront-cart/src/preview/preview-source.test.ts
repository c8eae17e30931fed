import { previewSource } from './preview-source';
import type { StoreProduct } from '../drawer/common/source';

const own: StoreProduct = {
  id: 9,
  title: 'Linen Shirt',
  handle: 'linen-shirt',
  images: ['https://cdn.example/shirt.png'],
  featured_image: 'https://cdn.example/shirt.png',
  options: ['Size'],
  variants: [{ id: 91, title: 'M', price: 4500, available: true }],
};

describe('preview cart', () => {
  it("starts with the campaign's own first product when the admin sends them, the example product otherwise", async () => {
    const source = previewSource(null);
    expect(source.current()!.items.map((i) => i.product_title)).toEqual(['Example product']);
    source.reset(null, [own]);
    expect(source.current()!.items.map((i) => [i.product_title, i.variant_title, i.price])).toEqual([['Linen Shirt', 'M', 4500]]);
    // Its page is known to the preview (variant sheet, details) and it can be added again.
    expect((await source.product('linen-shirt'))?.title).toBe('Linen Shirt');
    await source.add([{ id: 91, quantity: 1 }]);
    expect(source.current()!.items[0].quantity).toBe(2);
    source.reset(null, []);
    expect(source.current()!.items.map((i) => i.product_title)).toEqual(['Example product']);
  });
});
