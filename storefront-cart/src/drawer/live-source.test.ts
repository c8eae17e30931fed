import { createCartClient } from '../shared/cart-client';
import type { WidgetContext } from '../shared/context';
import { fromRestProduct, liveSource } from './live-source';

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

describe('suggestions from Shopify (cart-and-shop.md §7)', () => {
  const product = { id: 5, title: 'Socks', handle: 'socks', options: [], variants: [{ id: 51, title: 'Default', available: true }] };
  let calls: string[];
  // The one part of a Response liveSource reads (jsdom has no Response).
  const answer = (body: unknown) => ({ ok: true, json: async () => body }) as Pick<Response, 'ok' | 'json'> as Response;
  const source = (root: string, answers: Record<string, unknown>) => {
    calls = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      return answer(answers[url] ?? { products: [] });
    });
    const ctx: WidgetContext = {
      client: createCartClient({ root }),
      api: '',
      shop: 'demo.myshopify.com',
      emit: () => undefined,
      lookup: async () => null,
      country: null,
      currencyRate: 1,
      currency: 'USD',
      locale: null,
    };
    return liveSource(ctx);
  };
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("asks Shopify's recommendations for the product, under the theme's language root", async () => {
    const s = source('/fr/', { '/fr/recommendations/products.json?product_id=7': { products: [{ ...product, variants: [{ id: 51, title: 'Default', price: 900, available: true }] }] } });
    const list = await s.recommendations(7);
    expect(calls).toEqual(['/fr/recommendations/products.json?product_id=7']);
    expect(list.map((p) => p.title)).toEqual(['Socks']);
  });

  it('falls back to the first 20 products of the store when Shopify recommends nothing', async () => {
    const s = source('/', { '/products.json?limit=20': { products: [{ ...product, variants: [{ id: 51, title: 'Default', price: '9.00', available: true }] }] } });
    const list = await s.recommendations(7);
    expect(calls).toEqual(['/recommendations/products.json?product_id=7', '/products.json?limit=20']);
    expect(list[0].variants[0].price).toBe(900);
  });
});
