import { toMinor } from '../money/convert';
import { RANDOM_GIFT_CACHE_MS } from './gifts';
import { toNumber } from './lines';
import type { StorefrontProduct } from './types';

/** A sample add-on of the preview (cart-and-shop.md §3 Defaults); price in main units and cents. */
export interface PreviewAddon {
  title: string;
  price: number;
  priceCents: number;
}

/** Sample add-ons shown in preview: gift wrapping 2.55, fast processing 2.55, extended warranty 4.19. */
export const PREVIEW_ADDONS: readonly PreviewAddon[] = [
  { title: 'Gift wrapping', price: 2.55, priceCents: toMinor(2.55) },
  { title: 'Fast processing', price: 2.55, priceCents: toMinor(2.55) },
  { title: 'Extended warranty', price: 4.19, priceCents: toMinor(4.19) },
];

/** Price of the fake preview product, main units (spec: 20.00). */
export const FAKE_PREVIEW_PRICE = 20;

/** The product the preview falls back to when fetching products fails (isExample marks it). */
export const FAKE_PREVIEW_PRODUCT: StorefrontProduct = {
  id: 'cartlift-example',
  title: 'Example product',
  handle: 'cartlift-example',
  image: null,
  images: [],
  options: [{ name: 'Title', values: ['Default Title'] }],
  tags: [],
  product_type: '',
  variants: [{ id: 'cartlift-example-variant', title: 'Default Title', price: '20.00', compare_at_price: null }],
  fetched: true,
  isExample: true,
};

/** Percentage the preview's auto-discount example takes off. */
export const AUTO_DISCOUNT_PREVIEW_PERCENT = 10;

/** A fetched product may stand in the preview only if every variant is priced above zero and it has an image. */
export function isPreviewDefaultProduct(product: StorefrontProduct): boolean {
  const variants = product.variants ?? [];
  const hasImage =
    (typeof product.image === 'string' ? product.image !== '' : Boolean(product.image?.src)) ||
    (product.images ?? []).some((i) => (typeof i === 'string' ? i !== '' : Boolean(i.src)));
  return hasImage && variants.length > 0 && variants.every((v) => (toNumber(v.price) ?? 0) > 0);
}

/** Storefront timings in ms (cart-and-shop.md §4, §9). */
export const CART_TIMINGS = {
  checkoutPreviewLoading: 4000,
  termsShake: 900,
  subscriptionPreviewDelay: 1000,
  errorText: 3000,
  randomGiftCache: RANDOM_GIFT_CACHE_MS,
} as const;

/** Storefront product fetching (cart-and-shop.md §7, §9). */
export const STOREFRONT_PRODUCT_FETCH = {
  /** products.json pages fetched by default. */
  pages: 10,
  /** products.json page size. */
  pageSize: 250,
  /** /products.json?limit=20 when recommendations come back empty. */
  fallbackLimit: 20,
  /** Preview product fetch limit. */
  previewLimit: 5,
  /** Hidden (virtual) product list limit. */
  hiddenLimit: 4,
} as const;

/** The products.json paths of the default product fetch: page 1 to `pages`, 250 per page. */
export const storefrontProductPages = (pages: number = STOREFRONT_PRODUCT_FETCH.pages): string[] =>
  Array.from({ length: Math.max(0, Math.floor(pages)) }, (_, i) => `/products.json?limit=${STOREFRONT_PRODUCT_FETCH.pageSize}&page=${i + 1}`);

/** Recommendations path, and the fallback list when it is empty. */
export const recommendationsPath = (productId: string | number): string =>
  `/recommendations/products.json?product_id=${encodeURIComponent(String(productId))}`;

/** Fallback products list path (limit 20). */
export const FALLBACK_PRODUCTS_PATH = `/products.json?limit=${STOREFRONT_PRODUCT_FETCH.fallbackLimit}`;

/** Cart line thumbnail size, px (70 by 70). */
export const THUMBNAIL_PX = 70;
/** Goal badge circle size, px. */
export const BADGE_CIRCLE_PX = 55;

/**
 * The message an admin page posts into the storefront preview frame (storefront-cart/src/preview). Declared once: the
 * admin fills it with its draft types, the preview reads it with the storefront's. The frame answers
 * `{type: 'CARTLIFT_PREVIEW_READY'}` when it loads.
 */
export interface PreviewMessage<
  Settings = Record<string, unknown>,
  Campaign = unknown,
  Product = unknown,
  Cod = { is_active?: boolean; is_form_in_cart?: boolean },
  Sticky = unknown,
> {
  type: 'CARTLIFT_PREVIEW';
  /** The shop's money settings, as the public lookup's `shop` carries them. */
  shop?: { money_format?: string; currency?: string };
  settings?: Settings;
  campaign?: Campaign | null;
  /** The admin route, e.g. '/settings/checkout' (the preview opens on the second slide there without COD in the cart). */
  path?: string;
  /** cod_settings: the COD button or in-cart form in the cart preview. */
  cod?: Cod;
  /** The COD page: open the cart on its COD form, whatever the mode. */
  codForm?: boolean;
  /** The /sticky page: draw the sticky bars (desktop, mobile collapsed and expanded) instead of the cart. */
  sticky?: Sticky;
  /** The slide the merchant picked in the admin's preview toolbar; absent, the path decides. */
  slide?: 0 | 1;
  /** The campaign's own products for the preview cart (the example product when empty). */
  products?: Product[];
}

/** The checkout settings route, where the settings preview opens on slide 1 (cart-and-shop.md §2 "Storefront cart"). */
export const CHECKOUT_SETTINGS_PATH = '/settings/checkout';

/**
 * The slide the settings preview shows (cart-and-shop.md §2): the one the merchant picked in the preview's toolbar,
 * else slide 1 on the checkout settings path with COD not in the cart, else slide 0. The admin's toolbar and the frame
 * read the same rule, so the pressed button always names the slide on show.
 */
export function previewSlideOf(m: Pick<PreviewMessage, 'slide' | 'path' | 'cod'>): 0 | 1 {
  if (m.slide === 0 || m.slide === 1) return m.slide;
  return m.path === CHECKOUT_SETTINGS_PATH && !(m.cod?.is_active && m.cod.is_form_in_cart) ? 1 : 0;
}
