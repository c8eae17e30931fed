import { act } from 'preact/test-utils';
import { EXAMPLE_DESCRIPTION } from './preview-source';
// Importing the preview page starts it on this window, as the frame's script does.
import { previewCollections, previewDetailProduct, type PreviewMessage } from './index';

/** Posts a message as the admin page embedding the frame would (jsdom's window is its own parent). */
async function post(message: Omit<PreviewMessage, 'type'>) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'CARTLIFT_PREVIEW', ...message }, source: window }));
  });
}

/** Slide 1's product details once its lazy chunk has rendered, with what a merchant reads there. */
async function details() {
  for (let i = 0; i < 50 && !document.querySelector('.cartlift-details'); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  const el = document.querySelector('.cartlift-details');
  return {
    slide: document.querySelector('.cartlift-slides')?.className,
    title: el?.querySelector('h3')?.textContent,
    text: el?.querySelector('.cartlift-details__text')?.textContent,
    readMore: el?.querySelector('.cartlift-link')?.textContent ?? null,
    add: el?.querySelector('.cartlift-details__add')?.textContent,
  };
}

const productDetails = { atcButton: 'Grab it', readMore: 'More please', truncate: true, truncate_length: 60 };

describe('the settings preview opens slide 1 on a product, never a blank slide', () => {
  it('on the checkout settings path (no COD in the cart) it shows the example product with every Product details setting', async () => {
    await post({ settings: { product_details: productDetails }, campaign: null, path: '/settings/checkout' });
    const seen = await details();
    expect(seen.slide).toContain('cartlift-slides--1');
    expect(seen.title).toBe('Example product');
    // Truncated at the merchant's length, with their Read more and Add to cart texts.
    expect(seen.text!.length).toBeLessThanOrEqual(61);
    expect(EXAMPLE_DESCRIPTION.startsWith(seen.text!.replace(/…$/, '').trimEnd())).toBe(true);
    expect(seen).toMatchObject({ readMore: 'More please', add: 'Grab it' });
  });

  it("the Product details button (slide 1) on Cart Setup shows it too, following the truncate switch", async () => {
    await post({ settings: { product_details: { ...productDetails, truncate: false } }, campaign: null, path: '/settings', slide: 1 });
    const seen = await details();
    expect(seen.slide).toContain('cartlift-slides--1');
    expect(seen.text).toBe(EXAMPLE_DESCRIPTION);
    expect(seen.readMore).toBeNull();
  });

  it("uses the campaign's first product when the admin sends products", () => {
    const own = { id: 9, title: 'Linen Shirt', handle: 'linen-shirt', options: [], variants: [{ id: 91, title: 'M', price: 4500, available: true }] };
    expect(previewDetailProduct({ type: 'CARTLIFT_PREVIEW', products: [own] }).title).toBe('Linen Shirt');
    expect(previewDetailProduct({ type: 'CARTLIFT_PREVIEW' }).title).toBe('Example product');
  });
});

describe('a Buy More Save More campaign on collections in the preview', () => {
  const tee = { id: 9, title: 'Linen Shirt', handle: 'linen-shirt', options: [], variants: [{ id: 91, title: 'M', price: 4500, available: true }] };
  const onCollections = {
    id: 'draft',
    campaign_key: 'draft',
    target: { type: 'specific_collections' as const, selected: [{ id: 'gid://shopify/Collection/44', title: 'Shirts' }] },
    settings: { type: 'bundles' as const, bundles: { tiers: [{ id: 1, type: 'percentage' as const, quantity: 1, reward: 10 }] } },
  };

  it("puts the products the admin sent (its first collection's) in that collection", () => {
    expect(previewCollections({ type: 'CARTLIFT_PREVIEW', campaign: onCollections, products: [tee] })).toEqual({ 9: ['gid://shopify/Collection/44'] });
    expect(previewCollections({ type: 'CARTLIFT_PREVIEW', campaign: { ...onCollections, target: { type: 'all_products' } }, products: [tee] })).toEqual({});
  });

  it('draws its tier on them', async () => {
    await post({ settings: {}, campaign: onCollections, products: [tee], path: '/campaigns/create' });
    const price = () => document.querySelector('#cartlift-root [data-variant-id="91"] .cartlift-line__price');
    for (let i = 0; i < 50 && !price(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(price()?.textContent).toBe('$40.50');
  });
});

describe("the shop's language in the preview", () => {
  const title = () => document.querySelector('#cartlift-root .cartlift-title')?.textContent;
  async function until(seen: () => boolean) {
    for (let i = 0; i < 50 && !seen(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  }

  it('draws a language other than English once its texts have arrived', async () => {
    await post({ settings: { default_language: 'german' }, campaign: null, path: '/settings' });
    await until(() => title() === 'Mein Warenkorb');
    expect(title()).toBe('Mein Warenkorb');
  });
});

describe('a draft cart in the preview (issue 26)', () => {
  it('draws what the admin sends and never assigns a visitor, writes cart attributes or tracks', async () => {
    const fetch = jest.fn();
    window.fetch = fetch;
    await post({ settings: { font: { color: { r: 200, g: 0, b: 0, a: 1 } } }, campaign: null, path: '/settings' });
    const drawer = document.querySelector<HTMLElement>('.cartlift-drawer');
    expect(drawer?.style.getPropertyValue('--cartlift-text')).toBe('rgba(200, 0, 0, 1)');
    expect(fetch).not.toHaveBeenCalled();
    expect([localStorage.getItem('cartlift_vid'), sessionStorage.getItem('cartlift_arm_cart'), document.cookie]).toEqual([null, null, '']);
  });
});
