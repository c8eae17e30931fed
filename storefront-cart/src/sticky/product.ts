import type { StorefrontSticky as StickyView } from '@cartlift/domain/storefront';

/** The product JSON (products/{handle}.js) fields the bar reads; prices in cents. */
export interface StickyProduct {
  id: number;
  title: string;
  featured_image?: string | null;
  variants: StickyVariant[];
}

/** A variant of products/{handle}.js. */
export interface StickyVariant {
  id: number;
  title: string;
  available: boolean;
  price: number;
  compare_at_price?: number | null;
  featured_image?: { src?: string } | null;
}

/** The device's half of the settings, resolved once: the bar reads one shape on desktop and on mobile. */
export interface StickyLayout {
  mobile: boolean;
  showVariants: boolean;
  showQuantity: boolean;
  quantity: number;
  showTitle: boolean;
  showImage: boolean;
  showPrice: boolean;
  showCompared: boolean;
  visibility: 'always' | 'dynamic';
  location: 'top' | 'bottom';
  /**
   * Mobile: the add-to-cart area toggles a variant/quantity panel (cart-and-shop.md §2), which exists only with one of
   * them on.
   */
  panel: boolean;
  height?: number;
}

/** The starting quantity from its text setting (cart-and-shop.md §5: a whole number, at least 1). */
export const startQuantity = (text: string | undefined): number => Math.max(1, Math.floor(Number(text)) || 1);

/** The settings for this device (cart-and-shop.md §3 desktop_* and mobile_*). */
export function layoutFor(s: StickyView, mobile: boolean): StickyLayout {
  if (mobile) {
    const showVariants = s.mobile_show_variants !== false;
    const showQuantity = s.mobile_show_quantity !== false;
    return {
      mobile,
      showVariants,
      showQuantity,
      quantity: startQuantity(s.mobile_quantity),
      showTitle: s.mobile_show_title !== false,
      showImage: false,
      showPrice: s.mobile_show_price !== false,
      showCompared: s.mobile_show_compared_price !== false,
      visibility: s.mobile_visibility === 'always' ? 'always' : 'dynamic',
      location: s.mobile_location === 'top' ? 'top' : 'bottom',
      panel: showVariants || showQuantity,
      height: s.mobile_atc_height,
    };
  }
  return {
    mobile,
    showVariants: s.desktop_show_variants !== false,
    showQuantity: s.desktop_show_quantity !== false,
    quantity: startQuantity(s.desktop_quantity),
    showTitle: s.desktop_show_product_name !== false,
    showImage: s.desktop_product_preview !== false,
    showPrice: true,
    showCompared: s.desktop_show_compared_price !== false,
    visibility: s.desktop_visibility === 'always' ? 'always' : 'dynamic',
    location: s.desktop_location === 'top' ? 'top' : 'bottom',
    panel: false,
  };
}

/** Whether the bar runs on this device at all. */
export const stickyActiveFor = (s: StickyView | undefined, mobile: boolean): boolean =>
  !!s?.isActive && (mobile ? s.mobile_active !== false : s.desktop_active !== false);

/** The product handle of a product page URL (/products/x, /fr/products/x, /collections/c/products/x), or null. */
export function productHandle(pathname: string): string | null {
  const m = /\/products\/([^/?#]+)\/?$/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}
