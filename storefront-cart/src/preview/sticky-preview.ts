import { formatMoney } from '@cartlift/domain/money';
import type { StorefrontSticky as StickyView } from '@cartlift/domain/storefront';
import { buildBar } from '../sticky/bar';
import { layoutFor, type StickyProduct } from '../sticky/product';
import styles from '../sticky/sticky.css';

/** The example product of the sticky preview: two sizes, one sold out, with a compare-at price. */
export const STICKY_PREVIEW_PRODUCT: StickyProduct = {
  id: 1,
  title: 'Example product',
  featured_image: null,
  variants: [
    { id: 11, title: 'Small', available: true, price: 2000, compare_at_price: 2500 },
    { id: 12, title: 'Large', available: false, price: 2200 },
  ],
};

const PREVIEW_CSS = `.cartlift-sticky-preview{display:flex;flex-direction:column;gap:24px;padding:16px}
.cartlift-sticky-preview h2{font-size:14px;margin:0 0 6px;color:#616161}
.cartlift-sticky-preview .cartlift-sticky{position:relative;transform:none;visibility:visible}
.cartlift-sticky-preview__mobile{width:375px;max-width:100%}`;

/**
 * Draws the bar as the shopper would see it on desktop, and on mobile collapsed and expanded (the expanded one only
 * when the panel exists, §2), from settings the admin sent; adding does nothing in a preview.
 */
export function renderStickyPreview(doc: Document, sticky: StickyView, moneyFormat?: string): HTMLElement {
  doc.getElementById('cartlift-sticky-preview')?.remove();
  if (!doc.getElementById('cartlift-sticky-css')) {
    const style = doc.createElement('style');
    style.id = 'cartlift-sticky-css';
    style.textContent = styles + PREVIEW_CSS;
    doc.head.appendChild(style);
  }
  const box = doc.createElement('div');
  box.id = 'cartlift-sticky-preview';
  box.className = 'cartlift-sticky-preview';
  const actions = { add: () => Promise.resolve(), money: (c: number) => formatMoney(c, moneyFormat) };
  const section = (title: string, mobile: boolean, expand: boolean) => {
    const wrap = doc.createElement('section');
    if (mobile) wrap.className = 'cartlift-sticky-preview__mobile';
    const h = doc.createElement('h2');
    h.textContent = title;
    const bar = buildBar(doc, sticky, layoutFor(sticky, mobile), STICKY_PREVIEW_PRODUCT, actions);
    bar.setShown(true);
    if (expand) bar.el.querySelector<HTMLButtonElement>('.cartlift-sticky__button')?.click();
    wrap.append(h, bar.el);
    box.appendChild(wrap);
  };
  section('Desktop', false, false);
  section('Mobile', true, false);
  if (layoutFor(sticky, true).panel) section('Mobile, expanded', true, true);
  doc.body.appendChild(box);
  return box;
}
