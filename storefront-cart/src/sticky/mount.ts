import { presentmentMoney, type MoneyFormatInput } from '@cartlift/domain/money';
import { CartError, type CartClient } from '../shared/cart-client';
import type { StorefrontSticky as StickyView } from '@cartlift/domain/storefront';
import { buildBar, type StickyBar } from './bar';
import { layoutFor, productHandle, type StickyProduct, type StickyVariant } from './product';
import { needsNativeValidation, showNativeValidation, themeProductForm } from '../shared/theme-form';
import styles from './sticky.css';

/** What the loader hands the sticky chunk. */
export interface StickyDeps {
  client: CartClient;
  settings: StickyView;
  mobile: boolean;
  /** The shop's format and currency and the shopper's presentment currency: prices show as the drawer shows them. */
  money: MoneyFormatInput;
  /** Opens the cart (atc_action 'cart'): the Cartlift drawer, or the theme's cart page when Cartlift's is off. */
  openCart(): Promise<void>;
  emit(event: string, detail?: unknown): void;
  /** Checks out (atc_action 'checkout') through the drawer's own checkout path, so the price is the drawer's. */
  checkout(): Promise<void>;
  doc?: Document;
}

/** The theme's product form data (line item properties, uploaded files) with the bar's variant and quantity. */
function themeFormData(form: HTMLFormElement, variant: StickyVariant, quantity: number): FormData {
  const data = new FormData(form);
  data.set('id', String(variant.id));
  data.set('quantity', String(quantity));
  return data;
}

/**
 * Hides the bar while the theme's own add-to-cart button is in view (dynamic) or would sit under the bar (always),
 * and while the Cartlift drawer is open: the bar never covers either. IntersectionObserver, no scroll handlers.
 */
function watchVisibility(doc: Document, bar: StickyBar, button: Element | null, always: boolean, location: 'top' | 'bottom') {
  let themeButtonFree = !button;
  let drawerOpen = false;
  const update = () => bar.setShown((always ? themeButtonFree : !button || themeButtonFree) && !drawerOpen);
  doc.addEventListener('cartlift:open', () => ((drawerOpen = true), update()));
  doc.addEventListener('cartlift:close', () => ((drawerOpen = false), update()));
  if (button && 'IntersectionObserver' in window) {
    let observer: IntersectionObserver | null = null;
    const observe = () => {
      observer?.disconnect();
      // always: watch only the strip the bar occupies; dynamic: the whole viewport, shown once scrolled past.
      const strip = Math.max(0, innerHeight - bar.el.offsetHeight);
      const rootMargin = always ? (location === 'bottom' ? `-${strip}px 0px 0px 0px` : `0px 0px -${strip}px 0px`) : '0px';
      observer = new IntersectionObserver(([entry]) => {
        themeButtonFree = always ? !entry.isIntersecting : !entry.isIntersecting && entry.boundingClientRect.top < 0;
        update();
      }, { rootMargin });
      observer.observe(button);
    };
    observe();
    addEventListener('resize', observe, { passive: true });
  }
  update();
}

/** Loads the product of this page and shows its sticky bar; null when the page is not a product or it cannot load. */
export async function mountSticky(deps: StickyDeps): Promise<StickyBar | null> {
  const doc = deps.doc ?? document;
  const handle = productHandle(location.pathname);
  if (!handle) return null;
  let product: StickyProduct;
  try {
    const res = await fetch(`${deps.client.root}products/${encodeURIComponent(handle)}.js`, { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    product = (await res.json()) as StickyProduct;
  } catch {
    return null;
  }
  if (!product.variants?.length) return null;
  const layout = layoutFor(deps.settings, deps.mobile);
  const form = themeProductForm(doc);
  const themeButton = form?.querySelector('[type=submit]') ?? null;
  const bar = buildBar(doc, deps.settings, layout, product, {
    money: presentmentMoney(deps.money),
    async add(variant, quantity) {
      if (form && needsNativeValidation(form)) {
        showNativeValidation(form);
        return;
      }
      try {
        await deps.client.add(form?.querySelector('input[type=file]') ? themeFormData(form, variant, quantity) : [{ id: variant.id, quantity }]);
      } catch (error) {
        const message = error instanceof CartError ? error.message : String(error);
        bar.announce(message);
        deps.emit('error', message);
        return;
      }
      bar.announce(`Added to cart: ${product.title}`);
      if (deps.settings.atc_action === 'checkout') await deps.checkout();
      else if (deps.settings.atc_action !== 'stay') await deps.openCart();
    },
  });
  if (!doc.getElementById('cartlift-sticky-css')) {
    const style = doc.createElement('style');
    style.id = 'cartlift-sticky-css';
    style.textContent = styles;
    doc.head.appendChild(style);
  }
  bar.setShown(false);
  doc.body.appendChild(bar.el);
  watchVisibility(doc, bar, themeButton, layout.visibility === 'always', layout.location);
  return bar;
}
