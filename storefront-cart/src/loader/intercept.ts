/** What the interceptors call back into. */
export interface InterceptOptions {
  /** The locale-aware cart add path, e.g. '/fr/cart/add'. */
  addPath: string;
  add(form: HTMLFormElement): Promise<void>;
  open(): void;
  /** Merchant-chosen cart-trigger selectors (Manual Setup), resolved lazily. */
  extraLinks(): Promise<string[]>;
}

const CART_LINK = 'a[href$="/cart"],a[href*="/cart?"],a[href$="/cart/"],#cart-icon-bubble,.cartlift-open';

/**
 * Capture-phase listeners on document run before the theme's own handlers on the form or link (Dawn's product-form and
 * cart-drawer included), so stopping the event there keeps the theme's drawer closed and the page in place.
 */
export function installInterceptors(options: InterceptOptions, doc: Document = document): void {
  let extra = '';
  options.extraLinks().then((list) => (extra = list.filter(Boolean).join(',')), () => undefined);

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!(form instanceof HTMLFormElement) || form.closest('#cartlift-root')) return;
      const action = form.getAttribute('action') ?? '';
      if (action.includes('/cart/add') || new URL(form.action, location.href).pathname.startsWith(options.addPath)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        void options.add(form);
      } else if (form.querySelector('[name="id"]')) {
        console.info('Cartlift: unsupported form', form);
      }
    },
    true,
  );

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target?.closest || target.closest('#cartlift-root')) return;
      const link = target.closest(extra ? `${CART_LINK},${extra}` : CART_LINK);
      if (!link) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      options.open();
    },
    true,
  );
}
