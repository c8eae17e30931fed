import type { CampaignDraft } from '@cartlift/domain';
import type { StoreProduct } from '../features/editor/editorApi';
import { previewMessage } from './LivePreview';
import { previewQueryOf, toPreviewProducts } from './previewProducts';

const product = (over: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 7,
  title: 'Linen Shirt',
  handle: 'linen-shirt',
  product_type: 'Shirts',
  tags: [],
  status: 'active',
  body_html: '',
  image: { src: 'https://cdn.example/shirt.png' },
  images: [{ src: 'https://cdn.example/shirt.png' }, { src: 'https://cdn.example/back.png' }],
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    { id: 71, title: 'S', price: '45.00', compare_at_price: null },
    { id: 72, title: 'M', price: '45.50', compare_at_price: null },
  ],
  ...over,
});

describe('the preview with the campaign’s own products', () => {
  it('asks GET /products for the first targeted product by handle, the first collection by id, else the first products', () => {
    const target = (type: string, selected: unknown[]) => ({ type, selected }) as unknown as CampaignDraft['target'];
    expect(previewQueryOf(target('specific_products', [{ id: 7, handle: 'linen-shirt' }, { id: 8, handle: 'cap' }]))).toEqual({ handle: 'linen-shirt' });
    expect(previewQueryOf(target('specific_collections', [{ id: 'gid://shopify/Collection/44' }]))).toEqual({ collection_id: '44' });
    expect(previewQueryOf(target('all_products', []))).toEqual({});
    expect(previewQueryOf(undefined)).toEqual({});
  });

  it('keeps the products fit to stand in (priced, with an image) in the preview cart’s shape, prices in cents', () => {
    const shown = toPreviewProducts([product(), product({ id: 8, image: null, images: [] }), product({ id: 9, variants: [{ id: 91, title: 'x', price: '0.00', compare_at_price: null }] })]);
    expect(shown).toEqual([
      {
        id: 7,
        title: 'Linen Shirt',
        handle: 'linen-shirt',
        images: ['https://cdn.example/shirt.png', 'https://cdn.example/back.png'],
        featured_image: 'https://cdn.example/shirt.png',
        options: ['Size'],
        variants: [
          { id: 71, title: 'S', price: 4500, available: true },
          { id: 72, title: 'M', price: 4550, available: true },
        ],
      },
    ]);
    expect(previewMessage(null, {}, '/campaigns', shown).products).toBe(shown);
  });
});
