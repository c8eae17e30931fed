import { RANDOM_GIFT_CACHE_MS } from './gifts';
import {
  AUTO_DISCOUNT_PREVIEW_PERCENT,
  BADGE_CIRCLE_PX,
  CART_TIMINGS,
  FAKE_PREVIEW_PRICE,
  FAKE_PREVIEW_PRODUCT,
  FALLBACK_PRODUCTS_PATH,
  isPreviewDefaultProduct,
  PREVIEW_ADDONS,
  previewSlideOf,
  recommendationsPath,
  STOREFRONT_PRODUCT_FETCH,
  storefrontProductPages,
  THUMBNAIL_PX,
} from './preview';
import type { StorefrontProduct } from './types';

describe('preview constants (cart-and-shop.md §3, §9)', () => {
  it('pins the spec’s numbers', () => {
    expect(PREVIEW_ADDONS.map((a) => [a.title, a.price, a.priceCents])).toEqual([
      ['Gift wrapping', 2.55, 255],
      ['Fast processing', 2.55, 255],
      ['Extended warranty', 4.19, 419],
    ]);
    expect(FAKE_PREVIEW_PRICE).toBe(20);
    expect(FAKE_PREVIEW_PRODUCT.variants?.[0].price).toBe('20.00');
    expect(FAKE_PREVIEW_PRODUCT.isExample).toBe(true);
    expect(AUTO_DISCOUNT_PREVIEW_PERCENT).toBe(10);
    expect(CART_TIMINGS).toEqual({
      checkoutPreviewLoading: 4000,
      termsShake: 900,
      subscriptionPreviewDelay: 1000,
      errorText: 3000,
      randomGiftCache: 4_320_000,
    });
    expect(RANDOM_GIFT_CACHE_MS).toBe(72 * 60 * 1000);
    expect(STOREFRONT_PRODUCT_FETCH).toEqual({ pages: 10, pageSize: 250, fallbackLimit: 20, previewLimit: 5, hiddenLimit: 4 });
    expect(THUMBNAIL_PX).toBe(70);
    expect(BADGE_CIRCLE_PX).toBe(55);
  });

  it('builds the storefront product fetch paths', () => {
    const pages = storefrontProductPages();
    expect(pages).toHaveLength(10);
    expect(pages[0]).toBe('/products.json?limit=250&page=1');
    expect(pages[9]).toBe('/products.json?limit=250&page=10');
    expect(storefrontProductPages(0)).toEqual([]);
    expect(recommendationsPath(123)).toBe('/recommendations/products.json?product_id=123');
    expect(FALLBACK_PRODUCTS_PATH).toBe('/products.json?limit=20');
  });
});

describe('isPreviewDefaultProduct: all variants priced above zero and an image', () => {
  const base: StorefrontProduct = { id: 1, image: 'https://cdn/x.jpg', variants: [{ id: 1, price: '5.00' }, { id: 2, price: 7 }] };
  it.each<[string, StorefrontProduct, boolean]>([
    ['priced with an image', base, true],
    ['image as {src}', { ...base, image: { src: 'https://cdn/x.jpg' } }, true],
    ['images[].src only', { ...base, image: null, images: [{ src: 'https://cdn/y.jpg' }] }, true],
    ['images as strings', { ...base, image: undefined, images: ['https://cdn/y.jpg'] }, true],
    ['no image', { ...base, image: null, images: [] }, false],
    ['empty image string', { ...base, image: '' }, false],
    ['a free variant', { ...base, variants: [{ id: 1, price: '5.00' }, { id: 2, price: '0.00' }] }, false],
    ['unparseable price', { ...base, variants: [{ id: 1, price: 'abc' }] }, false],
    ['no variants', { ...base, variants: [] }, false],
    ['the fake product (no image)', FAKE_PREVIEW_PRODUCT, false],
  ])('%s → %s', (_, product, expected) => expect(isPreviewDefaultProduct(product)).toBe(expected));
});

describe('previewSlideOf: the settings preview opens slide 1 on the checkout path with COD not in the cart (cart-and-shop.md §2)', () => {
  it.each([
    ['Cart Setup', { path: '/settings' }, 0],
    ['checkout settings, no COD', { path: '/settings/checkout' }, 1],
    ['checkout settings, COD on but not in the cart', { path: '/settings/checkout', cod: { is_active: true, is_form_in_cart: false } }, 1],
    ['checkout settings, COD form in the cart', { path: '/settings/checkout', cod: { is_active: true, is_form_in_cart: true } }, 0],
    ['the merchant picked Product details', { path: '/settings', slide: 1 as const }, 1],
    ['the merchant picked Cart on checkout settings', { path: '/settings/checkout', slide: 0 as const }, 0],
  ])('%s → %s', (_, message, expected) => expect(previewSlideOf(message)).toBe(expected));
});
