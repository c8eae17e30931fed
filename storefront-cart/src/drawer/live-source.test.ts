import { fromRestProduct } from './live-source';

describe('products.json fallback', () => {
  it('reads REST products into the cents/.js shape the drawer renders', () => {
    const p = fromRestProduct({
      id: 1,
      title: 'Mug',
      handle: 'mug',
      body_html: '<p>Hot</p>',
      product_type: 'Mug',
      images: [{ src: 'https://cdn/x.png' }],
      options: [{ name: 'Color' }],
      variants: [{ id: 11, title: 'Blue', price: '18.00', compare_at_price: '20.50', available: true }],
    });
    expect(p.variants[0]).toMatchObject({ id: 11, price: 1800, compare_at_price: 2050 });
    expect(p.featured_image).toBe('https://cdn/x.png');
    expect(p.description).toBe('<p>Hot</p>');
  });
});
