import type { CustomAtc } from '@cartlift/domain/storefront';

/** What the shop decided in the admin: whether the cart is on, and the Manual Setup selections. */
export interface ShopSetup {
  active: boolean;
  links: string[];
  atcs: CustomAtc[];
}

/** What the interceptors call back into. */
export interface InterceptOptions {
  /** The locale-aware cart add path, e.g. '/fr/cart/add'. */
  addPath: string;
  add(form: HTMLFormElement): Promise<void>;
  /** Adds one variant (a Manual Setup button that is not a cart form's submit). */
  addVariant(id: string, quantity: number): Promise<void>;
  open(): void;
  /**
   * The shopper is about to use the cart: a pointer over or down on, or focus on, an add-to-cart button or a cart
   * link (Manual Setup's own selectors included). Called once, so the drawer can be fetched before the click.
   */
  intent(): void;
  /** The shop's switch and selections, resolved lazily; a failure counts as "off" so the theme keeps its cart. */
  setup(): Promise<ShopSetup>;
}

const CART_LINK = 'a[href$="/cart"],a[href*="/cart?"],a[href$="/cart/"],#cart-icon-bubble,.cartlift-open';
/** Events that come before a click or a key press on the control: hover, focus (tab or tap) and the press itself. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;
const OFF: ShopSetup = { active: false, links: [], atcs: [] };

/** el.closest that ignores selectors this page cannot parse (a merchant's selector from another theme version). */
function closest(el: Element, selector: string): Element | null {
  try {
    return el.closest(selector);
  } catch {
    return null;
  }
}

function readVariant(button: Element, atc: CustomAtc, doc: Document): { id: string; quantity: number } | null {
  const form = button.closest('form');
  let input: Element | null = null;
  try {
    input = doc.querySelector(atc.id.selector);
  } catch {
    input = null;
  }
  input ??= form?.querySelector('[name="id"]') ?? null;
  const id = (input as HTMLInputElement | null)?.value ?? '';
  if (!/^\d+$/.test(id)) return null;
  const quantity = Number((form?.querySelector('[name="quantity"]') as HTMLInputElement | null)?.value) || 1;
  return { id, quantity: Math.max(1, Math.floor(quantity)) };
}

/**
 * Capture-phase listeners on document run before the theme's own handlers on the form or link (Dawn's product-form and
 * cart-drawer included), so stopping the event there keeps the theme's drawer closed and the page in place. While the
 * merchant's cart is off (settings.active) nothing is stopped: the theme's own cart works as if Cartlift were absent.
 * An event that comes before the shop's answer is held, then replayed to the theme if the cart turns out to be off.
 */
export function installInterceptors(options: InterceptOptions, doc: Document = document): void {
  let setup: ShopSetup | null = null;
  const known = options.setup().then(
    (s) => (setup = s),
    () => (setup = OFF),
  );

  const isAddForm = (form: HTMLFormElement) =>
    (form.getAttribute('action') ?? '').includes('/cart/add') || new URL(form.action, location.href).pathname.startsWith(options.addPath);

  /** An add-to-cart button (its form may be named by the form attribute), a cart link or a Manual Setup control. */
  const isCartControl = (target: Element): boolean => {
    const button = target.closest('button,input[type="submit"]') as HTMLButtonElement | HTMLInputElement | null;
    if (button?.form && isAddForm(button.form)) return true;
    if (target.closest(CART_LINK)) return true;
    return [...(setup?.atcs ?? []).map((a) => a.button), ...(setup?.links ?? [])].some((s) => closest(target, s));
  };
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    if (!target?.closest || target.closest('#cartlift-root') || !isCartControl(target)) return;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
    options.intent();
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!(form instanceof HTMLFormElement) || form.closest('#cartlift-root')) return;
      if (isAddForm(form)) {
        if (setup && !setup.active) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (setup) void options.add(form);
        else void known.then((s) => (s.active ? options.add(form) : form.requestSubmit()));
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
      if (setup && !setup.active) return;
      for (const atc of setup?.atcs ?? []) {
        const button = closest(target, atc.button);
        const variant = button && readVariant(button, atc, doc);
        if (!variant) continue;
        event.preventDefault();
        event.stopImmediatePropagation();
        void options.addVariant(variant.id, variant.quantity);
        return;
      }
      const extra = (setup?.links ?? []).filter((l) => closest(target, l)).join(',');
      const link = closest(target, extra ? `${CART_LINK},${extra}` : CART_LINK);
      if (!link) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (setup) options.open();
      else void known.then((s) => (s.active ? options.open() : (link as HTMLElement).click()));
    },
    true,
  );
}
