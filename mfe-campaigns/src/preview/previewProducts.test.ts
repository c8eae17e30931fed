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
    { id: 71, title: 'S', price: '45.00', compare_at_price: null, option1: 'S', option2: null, option3: null },
    { id: 72, title: 'M', price: '45.50', compare_at_price: null, option1: 'M', option2: null, option3: null },
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

  it('keeps the products fit to stand in (priced, with an image) in the preview cart’s shape, prices in cents, option values kept', () => {
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
          { id: 71, title: 'S', price: 4500, available: true, option1: 'S', option2: null, option3: null },
          { id: 72, title: 'M', price: 4550, available: true, option1: 'M', option2: null, option3: null },
        ],
      },
    ]);
    expect(previewMessage(null, {}, '/campaigns', shown).products).toBe(shown);
  });

  it('carries the shop money format in the lookup’s `shop` shape, and leaves it out when unknown', () => {
    const shop = { money_format: '€{{amount_with_comma_separator}}', currency: 'EUR' };
    expect(previewMessage(null, {}, '/campaigns', [], shop).shop).toEqual(shop);
    expect(previewMessage(null, {}, '/campaigns')).not.toHaveProperty('shop');
  });

  it('sends the campaign upgraded as the public lookup answers it (the old single One Check shape becomes the multi one)', () => {
    const stored = {
      name: 'Old',
      target: { type: 'all_products' },
      settings: { type: 'one_check_up_sell', one_check_up_sell: { text: 'Protect', product_type: 'existing', product: { id: 1, variant_id: 11 } } },
    } as unknown as CampaignDraft;
    const sent = previewMessage(stored, {}, '/campaigns').campaign!;
    expect(sent.settings?.one_check_up_sell).toBeUndefined();
    expect(sent.settings?.multi_one_check_upsell?.products).toEqual([expect.objectContaining({ text: 'Protect', product: { id: 1, variant_id: 11 } })]);
    expect(sent.id).toBe('draft');
  });
});
