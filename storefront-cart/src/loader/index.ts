import { createCartClient, CartError } from '../shared/cart-client';
import type { WidgetContext } from '../shared/context';
import { fetchLookup, track, type Lookup } from '../shared/gateway';
import type { AddItem, Cart } from '../shared/types';
import { assetBase } from './base';
import { updateCartCount } from './count';
import { armAttributes, armLookup, armWriter, assign, isThemeArm, sendVisit } from './experiment';
import { installInterceptors } from './intercept';
import { productHandle, stickyActiveFor } from '../sticky/product';
import { observeCartWrites, type CartOp } from './observe';
import { standardCartEvents, withStandardActions, type StandardActions } from './standard';

declare let __webpack_public_path__: string;

interface ShopifyGlobal {
  shop?: string;
  country?: string;
  locale?: string;
  routes?: { root?: string };
  currency?: { active?: string; rate?: string | number };
  /** Shopify's standard storefront actions (standard.ts), where the theme's storefront has the layer. */
  actions?: StandardActions;
}

/** The drawer chunk's controller. */
export interface DrawerController {
  /**
   * Renders the drawer closed (#cartlift-root and its style) ahead of the first open, in idle time or on the shopper's
   * intent, so the click only opens it: the first render is not part of the tap's work.
   */
  prepare(): void;
  open(notice?: string): void;
  close(): void;
  isOpen(): boolean;
  /** The drawer's checkout path for the cart as it is (the sticky bar's checkout action). */
  checkout(): Promise<void>;
}

/** window.Cartlift: the small public API themes and other apps may call. */
export interface CartliftApi {
  version: string;
  open(): Promise<void>;
  close(): void;
  refresh(): Promise<Cart | null>;
  on(event: string, listener: (detail: unknown) => void): () => void;
}

type Win = Window & { Shopify?: ShopifyGlobal; Cartlift?: CartliftApi; fbq?: (...args: unknown[]) => void };

(function boot(win: Win) {
  // A theme that includes the embed twice must not get two carts.
  if (win.Cartlift) return;
  const script = (document.currentScript ||
    document.querySelector('script[data-cartlift-api]')) as HTMLScriptElement | null;
  if (script?.src) __webpack_public_path__ = assetBase(script.src);
  const shopify = win.Shopify ?? {};
  const api = (script?.dataset.cartliftApi ?? '').replace(/\/$/, '');
  const shop = script?.dataset.shop || shopify.shop || location.hostname;
  // Observed before anything else runs our own requests; the cart client keeps the native fetch so its writes are ours.
  let onThemeWrite: (op: CartOp) => void = () => undefined;
  const observer = observeCartWrites(win, (op) => onThemeWrite(op));
  // Cartlift's own writes are announced as standard cart events for other listeners (pixels, apps, the theme); the
  // same events from anyone else are heard like an observed theme write.
  const standard = standardCartEvents(document, () => client.current());
  const client = createCartClient({ root: shopify.routes?.root || '/', fetchImpl: observer.fetch, onWrite: standard.announce });
  standard.listen((op) => onThemeWrite(op));
  const listeners = new Map<string, Set<(detail: unknown) => void>>();
  let lookupPromise: Promise<Lookup | null> | null = null;
  let drawerPromise: Promise<DrawerController> | null = null;

  const emit = (event: string, detail?: unknown) => {
    listeners.get(event)?.forEach((l) => l(detail));
    document.dispatchEvent(new CustomEvent(`cartlift:${event}`, { detail }));
  };

  const lookup = () =>
    (lookupPromise ??= (client.current() ? Promise.resolve(client.current()) : client.read())
      .then((cart) => (api ? fetchLookup(api, shop, cart, shopify.country ?? null) : null))
      .then((found) => found && drawn(found))
      .catch(() => null));

  const context: WidgetContext = {
    client,
    api,
    shop,
    emit,
    lookup,
    country: shopify.country ?? null,
    currencyRate: Number(shopify.currency?.rate) || 1,
    currency: shopify.currency?.active ?? '',
    locale: shopify.locale ?? document.documentElement.lang ?? null,
  };

  // A running experiment (docs/experiments.md) decides, from the answer the loader fetches anyway, which cart this
  // visitor gets before anything is drawn or intercepted. `off`: the visitor's arm is the theme's own cart, so for the
  // rest of this page Cartlift stays out of it (the answer reads as switched off, the fetch/XHR observer is taken out,
  // counts and events are left alone); only the arm attributes and the visit are written.
  let off = false;
  const writeArm = armWriter(win, client);
  const drawn = (found: Lookup): Lookup => {
    const a = assign(win, found);
    context.experiment = a ?? undefined;
    context.cartAttributes = a ? armAttributes(a) : undefined;
    if (!a) return found;
    if (isThemeArm(found, a) && !off) {
      off = true;
      observer.stop();
    }
    sendVisit(win, a, (body) => track(context, body));
    writeArm(a, client.current());
    return armLookup(found, a);
  };
  // Counts and cart-updated wait for the first answer, so the theme's-own-cart arm never has them touched.
  const decided = api ? lookup() : Promise.resolve(null);
  const shown = (cart: Cart) => {
    if (off) return;
    updateCartCount(cart.item_count);
    // The spec's cart-updated DOM event, for themes and pixels that listen to it.
    document.dispatchEvent(new CustomEvent('cart-updated', { detail: { items: cart.items, cart } }));
    emit('cart-updated', cart);
  };

  // Unset until the first read, which is the cart the boot's lookup is asked for: only later changes ask again.
  let lastLookupKey: string | undefined;
  client.subscribe((cart) => {
    void decided.then(() => shown(cart));
    if (context.experiment) writeArm(context.experiment, cart);
    // New products may match other campaigns: look them up again (the gateway answer is cacheable).
    const key = cart.items.map((i) => i.variant_id).sort().join();
    if (lookupPromise && lastLookupKey !== undefined && key !== lastLookupKey) lookupPromise = null;
    lastLookupKey = key;
  });

  const loadDrawer = () =>
    (drawerPromise ??= import(/* webpackChunkName: "drawer" */ '../drawer/mount').then((m) => m.mountDrawer(context)));

  const open = async (notice?: string) => (await loadDrawer()).open(notice);

  const added = async () => {
    // The store's ad pixel, when present, hears the add like it would from the theme.
    win.fbq?.('track', 'AddToCart');
    const settings = (await lookup())?.settings;
    if (settings?.open_cart !== false) await open();
  };

  // A theme's own write is already done: one cart.js read (coalesced while one is under way) brings the counts, the
  // gift reconciler and an open drawer up to date; an add also opens the drawer like a captured form would.
  let syncing: Promise<unknown> | null = null;
  let again = false;
  const sync = (): Promise<unknown> => {
    if (syncing) {
      again = true;
      return syncing;
    }
    return (syncing = client.read().catch(() => null).finally(() => {
      syncing = null;
      if (again) {
        again = false;
        void sync();
      }
    }));
  };
  // Without an API (a loader included by hand, no app embed settings) there is no switch to honour.
  const isActive = () => (api ? lookup().then((found) => found?.settings?.active === true) : Promise.resolve(true));
  // One add may be heard twice (its standard event and its observed request): both wait on the same read, and the
  // first to get it opens the drawer once.
  let addHeard = false;
  onThemeWrite = (op) => {
    // A switched-off cart leaves the theme's own cart, its count and its drawer entirely to the theme.
    if (off) return;
    void isActive().then((active) => {
      if (!active) return;
      if (op === 'add') {
        addHeard = true;
        loadDrawer();
      }
      return sync().then(() => {
        if (!addHeard) return;
        addHeard = false;
        return added();
      });
    });
  };

  /**
   * An add, then `then` (open the drawer): as the add is sent when the drawer can guess its line (lines/guess.ts), as
   * soon as add.js answers when its lines merge into the cart already read (the client's draft: one round trip, one
   * render; cart.js, read right after, corrects the drawer), else once the true cart is read. A refused add opens the
   * drawer on the cart as it was, with Shopify's message.
   */
  const addThen = async (items: AddItem[] | FormData, then: () => Promise<void>) => {
    loadDrawer();
    let opened: Promise<void> | undefined;
    try {
      // Opened on the first draft (the guess, or add.js's answer); a later one is the same add, drawn by the next render.
      await client.add(items, () => void (opened ??= then()));
      await (opened ?? then());
    } catch (error) {
      const message = error instanceof CartError ? error.message : String(error);
      emit('error', message);
      await open(message);
    }
  };

  installInterceptors({
    addPath: `${client.root}cart/add`,
    add: (form) => addThen(new FormData(form), added),
    addVariant: (id, quantity) =>
      addThen([{ id: Number(id), quantity }], () => {
        win.fbq?.('track', 'AddToCart');
        return open();
      }),
    open: () => void open(),
    // Hover, focus or the press on an add button or the cart link: the drawer chunk loads while the shopper is still
    // moving (Shopify's INP advice: loading on the click alone put the chunk's parse in the tap's task), and renders
    // closed in the next task, before the press that follows.
    intent: () => warm((prepare) => setTimeout(prepare)),
    setup: async () => {
      if (!api) return { active: true, links: [], atcs: [] };
      const found = await lookup();
      return {
        active: found?.settings?.active === true,
        links: (found?.custom_links ?? []).map((l) => l.selector),
        atcs: found?.custom_atcs ?? [],
      };
    },
  });

  const idle = (fn: () => void) =>
    'requestIdleCallback' in win ? win.requestIdleCallback(fn, { timeout: 4000 }) : setTimeout(fn, 2000);
  // Shopify.actions.openCart() opens Cartlift's drawer, configured only once the merchant's cart is known to be on (a
  // switched-off cart leaves the theme's own openCart in place).
  let openCartConfigured = false;
  const configureOpenCart = () =>
    withStandardActions(win, (actions) => {
      if (openCartConfigured) return;
      openCartConfigured = true;
      actions.configure('openCart', () => open());
    });
  // The drawer chunk is fetched only for a shop whose cart is on: a switched-off cart costs the page one small GET.
  // Idle time and the first interaction anywhere fetch the chunk; idle time and intent on a cart control also render
  // it closed (`render` schedules that), so a press, a script's click or an add the theme makes finds it drawn.
  function warm(render?: (prepare: () => void) => void) {
    void isActive().then((active) => {
      if (!active) return;
      // The closed render in a task of its own: right after the chunk's evaluation it would make one long task of both.
      void loadDrawer().then((drawer) => render?.(() => drawer.prepare()));
      configureOpenCart();
    });
  }
  // The sticky bar: product pages only, and only when the shop turned it on for this kind of device.
  const sticky = () => {
    if (!productHandle(location.pathname)) return;
    const mobile = win.matchMedia('(max-width: 749px)').matches;
    lookup().then((l) => {
      if (!l || !stickyActiveFor(l.sticky_cart, mobile)) return;
      import(/* webpackChunkName: "sticky" */ '../sticky/mount').then((m) =>
        m.mountSticky({
          client,
          settings: l.sticky_cart!,
          mobile,
          money: { shopFormat: l.shop?.money_format, shopCurrency: l.shop?.currency, currency: context.currency, locale: context.locale },
          // A switched-off Cartlift cart leaves cart and checkout to the theme: its cart page, Shopify's checkout.
          openCart: () => isActive().then((on) => (on ? open() : location.assign(`${client.root}cart`))),
          emit,
          checkout: () => isActive().then((on) => (on ? loadDrawer().then((d) => d.checkout()) : location.assign(`${client.root}checkout`))),
        }),
      );
    });
  };
  idle(() => {
    warm(idle);
    sticky();
  });
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const)
    addEventListener(type, () => warm(), { once: true, passive: true, capture: true });

  win.Cartlift = {
    version: '1',
    // The theme's-own-cart arm has no Cartlift drawer to open.
    open: () => decided.then(() => (off ? undefined : open())),
    close: () => void drawerPromise?.then((d) => d.close()),
    refresh: () => client.read().catch(() => null),
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => void listeners.get(event)!.delete(listener);
    },
  };
})(window as Win);
