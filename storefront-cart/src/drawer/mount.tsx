import { render } from 'react-dom';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { WidgetContext } from '../shared/context';
import type { Lookup } from '../shared/gateway';
import type { DrawerController } from '../loader/index';
import { App, type AppProps } from './App';
import { giftReconciler } from './campaigns/gift-reconciler';
import { liveSource } from './live-source';
import { guessAdded } from './lines/guess';
import { productHandle } from '../sticky/product';
import { CheckoutRefused } from './common/source';
import { startCheckout, viewOf } from './checkout/start';
import { codMode } from './checkout/Cod';
import { drawerLanguage, loadTexts, textsFor } from './common/i18n';
import styles from './styles.css';

/**
 * Everything a drawer instance renders from; the preview passes its own source, lookup and slide. The App's props but
 * the open state and notice, which the host drives (renderDrawer), and a close that may be left out.
 */
export type DrawerProps = Omit<AppProps, 'open' | 'notice' | 'onClose' | 'now'> & { onClose?(): void };

/**
 * Creates #cartlift-root on first open, or before it in idle time or on the shopper's intent (prepare), with our
 * stylesheet and the merchant's custom CSS after it. Light DOM rather than Shadow DOM: merchant custom CSS and the
 * theme's fonts must reach the cart, and every class is prefixed cartlift- so theme rules do not collide.
 */
export function createDrawerRoot(doc: Document = document): HTMLElement {
  let root = doc.getElementById('cartlift-root');
  if (root) return root;
  root = doc.createElement('div');
  root.id = 'cartlift-root';
  const style = doc.createElement('style');
  style.textContent = styles;
  doc.head.appendChild(style);
  doc.body.appendChild(root);
  return root;
}

/** Applies (or replaces) the merchant's custom CSS, which must come after ours to win. */
export function applyCustomCss(cssText: string | undefined, doc: Document = document): void {
  let el = doc.getElementById('cartlift-custom-css');
  if (!el) {
    el = doc.createElement('style');
    el.id = 'cartlift-custom-css';
    doc.head.appendChild(el);
  }
  el.textContent = cssText ?? '';
}

/**
 * The stylesheet of a Google Fonts family at the cart's weights. The css (v1) endpoint, not css2: css2 refuses the whole
 * request when the family lacks one of the weights (Lato has no 600), v1 serves the weights the family has, so the
 * storefront needs no font list to ask validly for any family the merchant picked.
 */
export function googleFontHref(family: string): string {
  return `https://fonts.googleapis.com/css?family=${encodeURIComponent(family).replace(/%20/g, '+')}:400,600,700&display=swap`;
}

/** A custom font family from the fonts service (Google Fonts), linked once; system and inherited fonts need nothing. */
export function loadFont(family: string | undefined, doc: Document = document): void {
  if (!family || /^(inherit|initial|system-ui|sans-serif|serif|monospace)$/i.test(family)) return;
  const id = `cartlift-font-${family.replace(/\W+/g, '-').toLowerCase()}`;
  if (doc.getElementById(id)) return;
  const link = doc.createElement('link');
  link.id = id;
  link.rel = 'stylesheet';
  link.href = googleFontHref(family);
  doc.head.appendChild(link);
}

type Setter = (next: { open: boolean; notice?: string; props?: Partial<DrawerProps> }) => void;

function Host(props: DrawerProps & { bind(set: Setter): void }) {
  const [state, setState] = useState<{ open: boolean; notice?: string; props?: Partial<DrawerProps> }>({ open: false });
  // Bound in the render's own task (a passive effect waits for a paint): the first open is not a frame late.
  useLayoutEffect(() => props.bind((next) => setState((s) => ({ ...s, ...next, props: { ...s.props, ...next.props } }))), [props]);
  const merged = { ...props, ...state.props };
  useEffect(() => {
    applyCustomCss(merged.lookup?.settings?.custom_css);
    loadFont(merged.lookup?.settings?.font?.custom);
  }, [merged.lookup]);
  return (
    <App
      {...merged}
      open={state.open}
      notice={state.notice}
      onClose={() => {
        setState((s) => ({ ...s, open: false, notice: undefined }));
        merged.onClose?.();
      }}
    />
  );
}

/** Renders a drawer into #cartlift-root and returns its controller; `update` replaces props (preview settings). */
export function renderDrawer(props: DrawerProps): Omit<DrawerController, 'checkout'> & { update(p: Partial<DrawerProps>): void } {
  let set: Setter | null = null;
  let open = false;
  let root: HTMLElement | null = null;
  const pending: Parameters<Setter>[0][] = [];
  const send = (next: Parameters<Setter>[0]) => (set ? set(next) : pending.push(next));
  const ensure = () => {
    if (root) return;
    root = createDrawerRoot();
    render(<Host {...props} onClose={() => { open = false; props.onClose?.(); }} bind={(s) => { set = s; pending.splice(0).forEach(s); }} />, root);
    // The closed drawer's styles are computed before it opens, so the first open slides in like every other. A style
    // read, not a layout read (offsetWidth): layout is not needed for the transition and cost the page's whole layout.
    void getComputedStyle(root.querySelector('.cartlift-panel') ?? root).visibility;
  };
  return {
    prepare: ensure,
    open(notice) {
      ensure();
      open = true;
      document.documentElement.classList.add('cartlift-locked');
      send({ open: true, notice });
    },
    close() {
      open = false;
      document.documentElement.classList.remove('cartlift-locked');
      send({ open: false });
    },
    isOpen: () => open,
    update(p) {
      ensure();
      send({ open, props: p });
    },
  };
}

/** Drops every cartlift: key from local storage (storage may be unavailable: private mode, sandboxed frames). */
export function clearLocalState(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('cartlift:')) localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** The loader's entry into the drawer chunk: live cart, gift reconciler and view_cart tracking once per open. */
export function mountDrawer(ctx: WidgetContext): DrawerController {
  const source = liveSource(ctx);
  const env = { currency: ctx.currency, currencyRate: ctx.currencyRate, country: ctx.country };
  let controller: ReturnType<typeof renderDrawer> | null = null;
  let current: Lookup | null = null;
  // Gifts follow the goals inside the cart queue, on the true cart after every write; the lookup is asked again when
  // the cart's products change (the loader drops its cached answer).
  // The lookup names the shop's language; its texts arrive before the drawer renders in it (English needs none).
  const refresh = () =>
    ctx.lookup().then(async (l) => {
      await loadTexts(drawerLanguage(l?.settings, ctx.locale));
      if (l && l !== current) {
        current = l;
        source.setReconciler(giftReconciler(l, env));
        controller?.update({ lookup: l });
      }
      return l;
    });
  refresh();
  // An add of a product the drawer has read is drawn as the add is sent, not a round trip later (lines/guess.ts).
  ctx.client.setGuess((cart, body) => guessAdded(cart, body, source.known()));
  source.subscribe((cart) => {
    // An emptied cart forgets the shopper's upsell state (random gift picks, one-check choices), as the spec asks.
    if (!cart.item_count) clearLocalState();
    // Other products (a suggestion added in the drawer) may bring other campaigns and collections: the loader dropped
    // its answer for them, so the open drawer shows what checkout will give without waiting for the next open.
    void refresh();
  });
  const build = (l: Lookup | null) =>
    (controller ??= renderDrawer({
      source,
      lookup: l,
      locale: ctx.locale,
      ...env,
      onCartOpened: (view) => {
        source.track(view.keys);
        ctx.emit('open');
      },
      onClose: () => {
        document.documentElement.classList.remove('cartlift-locked');
        ctx.emit('close');
      },
    }));
  return {
    prepare() {
      // A product page's product, read ahead of the press, so that its add is one the guess knows.
      const handle = productHandle(location.pathname);
      if (handle) void source.product(handle);
      void refresh().then((l) => build(l).prepare());
    },
    open(notice) {
      refresh().then((l) => build(l).open(notice));
    },
    close() {
      controller?.close();
    },
    isOpen: () => controller?.isOpen() ?? false,
    async checkout() {
      const l = await refresh();
      const cart = await source.read();
      const settings = l?.settings ?? {};
      // Terms to accept, or an empty cart: the shopper finishes in the cart, where the box and its shake are. A COD-only
      // shop has no online checkout (cart-and-shop.md §4): its orders go through the cart's COD button.
      if (settings.is_checkout_condition_active || !cart.item_count || codMode(l?.cod_settings).only) return build(l).open();
      try {
        await startCheckout(source, cart, viewOf(l, ctx.country));
      } catch (error) {
        console.error('Cartlift: checkout failed', error);
        const refused = error instanceof CheckoutRefused && error.code === 'DISCOUNTS_NOT_FOUND';
        build(l).open(refused ? textsFor(drawerLanguage(settings, ctx.locale)).couponNotFound : undefined);
      }
    },
  };
}
