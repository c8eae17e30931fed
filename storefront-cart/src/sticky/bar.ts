import { decrementStickyQuantity, incrementStickyQuantity } from '@cartlift/domain/shop/sticky-quantity';
import type { Rgba, StorefrontSticky as StickyView } from '@cartlift/domain/storefront';
import { rgbaToCss } from '../shared/domain';
import type { StickyLayout, StickyProduct, StickyVariant } from './product';

/** What the bar asks of its owner. */
export interface BarActions {
  add(variant: StickyVariant, quantity: number): Promise<void>;
  money(cents: number): string;
}

/** A rendered bar: its element, the status line for screen readers, and show/hide. */
export interface StickyBar {
  el: HTMLElement;
  setShown(shown: boolean): void;
  announce(text: string): void;
  /** Current choice (tests and the preview read it). */
  state(): { variant: StickyVariant | undefined; quantity: number; expanded: boolean };
}

const rgba = (c: Rgba | undefined, fallback: string) => (c ? rgbaToCss(c) : fallback);

type Tag = keyof HTMLElementTagNameMap;
/** An element of the bar: its class, a few properties (type, textContent...) and children. */
function maker(doc: Document) {
  return <K extends Tag>(tag: K, cls: string, props: Record<string, string | number> = {}, kids: (Node | string)[] = []): HTMLElementTagNameMap[K] => {
    const el = Object.assign(doc.createElement(tag), props);
    el.className = cls;
    el.append(...kids);
    return el;
  };
}

/**
 * Builds the sticky add-to-cart bar for one product. Desktop: image, name, price, variant select, quantity stepper,
 * button in one row. Mobile: name, price and the button collapsed; with variants or quantity on, the button first
 * expands the variant/quantity panel and then adds (cart-and-shop.md §2). Sold-out variants read btn_text_unavailable
 * and cannot be added. Everything is a real control (keyboard and screen reader), with one polite live region.
 */
export function buildBar(doc: Document, s: StickyView, layout: StickyLayout, product: StickyProduct, actions: BarActions): StickyBar {
  const h = maker(doc);
  let variant = product.variants.find((v) => v.available) ?? product.variants[0];
  let quantity = layout.quantity;
  let expanded = false;
  let busy = false;
  const el = h('div', `cartlift-sticky cartlift-sticky--${layout.location} cartlift-sticky--${layout.mobile ? 'mobile' : 'desktop'} cartlift-sticky--${s.btn_style ?? 'curvy'}`, {
    role: 'region',
  });
  el.setAttribute('aria-label', s.cart_name ? `${s.cart_name}: ${product.title}` : product.title);
  el.style.setProperty('--cartlift-sticky-bg', rgba(s.background_color, '#fff'));
  el.style.setProperty('--cartlift-sticky-btn', rgba(s.btn_color, '#008060'));
  el.style.setProperty('--cartlift-sticky-txt', rgba(s.txt_color, '#fff'));
  if (layout.height) el.style.setProperty('--cartlift-sticky-h', `${layout.height}px`);

  const status = h('div', 'cartlift-sticky__sr', { role: 'status' });
  status.setAttribute('aria-live', 'polite');
  const price = h('span', 'cartlift-sticky__price');
  const compared = h('s', 'cartlift-sticky__compare');
  const image = h('img', 'cartlift-sticky__img', { alt: '', width: 48, height: 48, decoding: 'async' });
  const button = h('button', 'cartlift-sticky__button', { type: 'button' });
  const qty = h('input', 'cartlift-sticky__qty-input', { type: 'number', min: '1', inputMode: 'numeric' });
  qty.setAttribute('aria-label', 'Quantity');
  const minus = h('button', 'cartlift-sticky__qty-btn', { type: 'button', textContent: '−' });
  minus.setAttribute('aria-label', 'Decrease quantity');
  const plus = h('button', 'cartlift-sticky__qty-btn', { type: 'button', textContent: '+' });
  plus.setAttribute('aria-label', 'Increase quantity');
  const select = h('select', 'cartlift-sticky__variants');
  select.setAttribute('aria-label', 'Variant');
  for (const v of product.variants)
    select.append(h('option', '', { value: String(v.id), textContent: v.available ? v.title : `${v.title} - ${s.btn_text_unavailable ?? 'Sold out'}` }));

  const multi = product.variants.length > 1;
  const controls: HTMLElement[] = [];
  if (layout.showVariants && multi) controls.push(select);
  if (layout.showQuantity) controls.push(h('div', 'cartlift-sticky__qty', {}, [minus, qty, plus]));
  const panel = h('div', 'cartlift-sticky__panel', { id: `cartlift-sticky-panel-${product.id}` }, controls);
  const info = h('div', 'cartlift-sticky__info', {}, [
    ...(layout.showTitle ? [h('span', 'cartlift-sticky__title', { textContent: product.title })] : []),
    ...(layout.showPrice ? [h('span', 'cartlift-sticky__prices', {}, [price, ' ', compared])] : []),
  ]);
  el.append(...(layout.showImage ? [image] : []), info, panel, button, status);

  const inPanelMode = () => layout.mobile && layout.panel && !expanded;
  function render() {
    select.value = String(variant?.id ?? '');
    qty.value = String(quantity);
    minus.disabled = quantity <= 1;
    price.textContent = variant ? actions.money(variant.price) : '';
    const compare = variant?.compare_at_price ?? 0;
    compared.textContent = layout.showCompared && variant && compare > variant.price ? actions.money(compare) : '';
    const src = variant?.featured_image?.src ?? product.featured_image;
    if (src) image.src = src;
    panel.hidden = layout.mobile && layout.panel ? !expanded : controls.length === 0;
    el.classList.toggle('cartlift-sticky--expanded', expanded);
    const soldOut = !variant?.available;
    button.disabled = busy || (soldOut && !inPanelMode());
    if (inPanelMode()) {
      button.textContent = s.btn_text_variant_active || 'Choose options';
      button.setAttribute('aria-expanded', 'false');
    } else {
      button.textContent = soldOut
        ? s.btn_text_unavailable || 'Sold out'
        : layout.panel && expanded && s.show_btn_atc_txt_variant_active !== false
          ? s.btn_atc_txt_variant_active || s.btn_text || 'Add to cart'
          : s.btn_text || 'Add to cart';
      if (layout.mobile && layout.panel) button.setAttribute('aria-expanded', 'true');
      else button.removeAttribute('aria-expanded');
    }
    if (layout.mobile && layout.panel) button.setAttribute('aria-controls', panel.id);
  }

  select.addEventListener('change', () => {
    variant = product.variants.find((v) => String(v.id) === select.value) ?? variant;
    render();
  });
  minus.addEventListener('click', () => ((quantity = decrementStickyQuantity(quantity)), render()));
  plus.addEventListener('click', () => ((quantity = incrementStickyQuantity(quantity)), render()));
  qty.addEventListener('change', () => {
    const n = Math.floor(Number(qty.value));
    // cart-and-shop.md §5: never below 1; a non-number keeps the previous quantity.
    if (Number.isFinite(n) && n >= 1) quantity = n;
    render();
  });
  button.addEventListener('click', async () => {
    if (inPanelMode()) {
      expanded = true;
      render();
      (panel.querySelector('select, input') as HTMLElement | null)?.focus();
      return;
    }
    if (!variant?.available || busy) return;
    busy = true;
    render();
    try {
      await actions.add(variant, quantity);
      expanded = false;
    } finally {
      busy = false;
      render();
    }
  });
  el.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && expanded) {
      expanded = false;
      render();
      button.focus();
    }
  });
  render();

  return {
    el,
    setShown(shown) {
      el.classList.toggle('cartlift-sticky--shown', shown);
      // Hidden means out of the tab order and the accessibility tree too, not only moved off screen.
      el.toggleAttribute('inert', !shown);
      el.setAttribute('aria-hidden', String(!shown));
    },
    announce: (text) => (status.textContent = text),
    state: () => ({ variant, quantity, expanded }),
  };
}
