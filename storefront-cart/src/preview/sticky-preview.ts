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

/**
 * The widths each bar is laid out at: desktop at the narrowest window the storefront draws the desktop bar in (its
 * mobile query is max-width 749px), mobile at a common phone's. Laid out at the frame's own width (about 260 px beside
 * the settings), the desktop bar pushed its quantity and Add to cart out of the frame and the mobile bar cut its name.
 */
export const STICKY_PREVIEW_WIDTHS = { desktop: 750, mobile: 375 } as const;

/** How far a bar laid out at `device` px is zoomed out to fit `available` px (never enlarged). */
export const previewZoom = (available: number, device: number): number =>
  available > 0 ? Math.min(1, Math.floor((available / device) * 1000) / 1000) : 1;

const PREVIEW_CSS = `.cartlift-sticky-preview{display:flex;flex-direction:column;gap:24px;padding:16px}
.cartlift-sticky-preview h2{font-size:14px;margin:0 0 6px;color:#616161}
.cartlift-sticky-preview .cartlift-sticky{position:relative;transform:none;visibility:visible}
.cartlift-sticky-preview__device{zoom:var(--cartlift-preview-zoom,1)}`;

/** Zooms every device box out to the preview's width; CSS zoom (not a transform) so the boxes' heights follow. */
function fit(box: HTMLElement): void {
  for (const device of box.querySelectorAll<HTMLElement>('.cartlift-sticky-preview__device'))
    device.style.setProperty('--cartlift-preview-zoom', String(previewZoom(box.clientWidth - 32, Number(device.dataset.width))));
}

const resizing = new WeakSet<Document>();

/**
 * Draws the bar as the shopper would see it on desktop, and on mobile collapsed and expanded (the expanded one only
 * when the panel exists, cart-and-shop.md §2), from settings the admin sent; adding does nothing in a preview. Each bar
 * is laid out at its device's width and zoomed out to the frame's, as Cart Setup's preview scales its devices.
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
    const h = doc.createElement('h2');
    h.textContent = title;
    const width = STICKY_PREVIEW_WIDTHS[mobile ? 'mobile' : 'desktop'];
    const device = doc.createElement('div');
    device.className = `cartlift-sticky-preview__device cartlift-sticky-preview__${mobile ? 'mobile' : 'desktop'}`;
    device.dataset.width = String(width);
    device.style.width = `${width}px`;
    const bar = buildBar(doc, sticky, layoutFor(sticky, mobile), STICKY_PREVIEW_PRODUCT, actions);
    bar.setShown(true);
    if (expand) bar.el.querySelector<HTMLButtonElement>('.cartlift-sticky__button')?.click();
    device.appendChild(bar.el);
    wrap.append(h, device);
    box.appendChild(wrap);
  };
  section('Desktop', false, false);
  section('Mobile', true, false);
  if (layoutFor(sticky, true).panel) section('Mobile, expanded', true, true);
  doc.body.appendChild(box);
  fit(box);
  const win = doc.defaultView;
  if (win && !resizing.has(doc)) {
    resizing.add(doc);
    win.addEventListener('resize', () => {
      const current = doc.getElementById('cartlift-sticky-preview');
      if (current) fit(current);
    });
  }
  return box;
}
