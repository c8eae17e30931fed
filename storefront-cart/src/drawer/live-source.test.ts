import { checkoutSchema } from '@cartlift/domain/api/checkout';
import { trackSchema } from '@cartlift/domain/api/track';
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

describe('while an experiment runs (docs/experiments.md)', () => {
  const experiment = { id: 'x_test', arm: 'variant' as const, visitorId: 'v'.repeat(22) };
  const cartAttributes = { __cartlift_arm: 'x_test:variant', __cartlift_vid: 'v'.repeat(22) };
  const cart = { token: 'c1-t', note: null, attributes: {}, item_count: 1, items: [], total_price: 0, original_total_price: 0, total_discount: 0, items_subtotal_price: 0, currency: 'USD' };
  let sent: { url: string; body: unknown }[];
  const realFetch = global.fetch;
  const realBeacon = navigator.sendBeacon;
  const source = (arm: Pick<WidgetContext, 'experiment' | 'cartAttributes'>) => {
    sent = [];
    const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
    const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      return answer(String(input).includes('/public/checkout') ? { esid: 'e-1', attributes: { _cartlift_attribution: 'a' } } : cart);
    });
    global.fetch = fetchImpl;
    navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => (sent.push({ url: String(url), body: JSON.parse(String(body)) }), true);
    const ctx: WidgetContext = {
      client: createCartClient({ root: '/', fetchImpl }),
      api: 'https://api.test',
      shop: 'demo.myshopify.com',
      emit: () => undefined,
      lookup: async () => null,
      country: null,
      currencyRate: 1,
      currency: 'USD',
      locale: null,
      ...arm,
    };
    return liveSource(ctx);
  };
  afterEach(() => {
    global.fetch = realFetch;
    navigator.sendBeacon = realBeacon;
    jest.restoreAllMocks();
  });
  // Every gateway body must be one the gateway accepts: the domain's schemas are the contract both ends build against.
  const contract: Record<string, { safeParse(body: unknown): { error?: unknown } }> = {
    '/public/track': trackSchema,
    '/public/checkout': checkoutSchema,
  };
  const bodiesTo = (path: string) =>
    sent
      .filter((s) => s.url.includes(path))
      .map((s) => {
        if (contract[path]) expect([path, contract[path].safeParse(s.body).error]).toEqual([path, undefined]);
        return s.body;
      });

  // The gateway's track body takes the arm beside a single event or beside `events` (one arm per request); an arm
  // inside a batched event is refused with a 400 (gateway/src/public/track.ts).
  it('every track request carries the arm: view_cart, and the batch beside its events', () => {
    const s = source({ experiment, cartAttributes });
    s.track(['atu']);
    s.record({ type: 'upsell_added', campaign: 'atu', kind: 'fbt' });
    s.record({ type: 'checkout_started', campaigns: ['atu'] });
    window.dispatchEvent(new Event('pagehide'));
    expect(bodiesTo('/public/track')).toEqual([
      { type: 'view_cart', campaigns: ['atu'], experiment },
      {
        events: [
          { type: 'upsell_added', campaign: 'atu', kind: 'fbt' },
          { type: 'checkout_started', campaigns: ['atu'] },
        ],
        experiment,
      },
    ]);
  });

  it('checkout sends the arm to the gateway and writes the arm attributes with the attribution and esid', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = source({ experiment, cartAttributes });
    await s.checkout({ items: [{ variant_id: 11, product_id: 1, quantity: 1 }] } as never);
    expect(bodiesTo('/public/checkout')).toEqual([
      { shop: 'demo.myshopify.com', items: [{ variant_id: 11, product_id: 1, quantity: 1 }], experiment },
    ]);
    expect(bodiesTo('/cart/update.js')).toEqual([{ attributes: { _cartlift_attribution: 'a', __cartlift_esid: 'e-1', ...cartAttributes } }]);
  });

  it('without one, the bodies are exactly what they were', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = source({});
    s.track(['atu']);
    await s.checkout({ items: [{ variant_id: 11, product_id: 1, quantity: 1 }] } as never);
    expect(sent.map((r) => r.body)).toEqual([
      { type: 'view_cart', campaigns: ['atu'] },
      { shop: 'demo.myshopify.com', items: [{ variant_id: 11, product_id: 1, quantity: 1 }] },
      { attributes: { _cartlift_attribution: 'a', __cartlift_esid: 'e-1' } },
    ]);
  });
});
