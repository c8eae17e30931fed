/**
 * Shopify's standard storefront layer (changelog 2026-06-17, ../shared/notes/shopify-platform.md §4.2) as the dev store
 * injects it into a theme's <head>: `Shopify.actions` (getCart, updateCart, openCart, configure, isDefault), ready after
 * DOMContentLoaded, and the cart events on `document` (`shopify:cart:lines-update`, `…:discount-update`,
 * `…:attributes-update`, `…:error`), each with `event.promise` resolving to `{cart}` (plus `userErrors` when refused).
 *
 * The browser code is written here as a function so that it is type-checked and linted, then inlined with
 * `Function.prototype.toString` (like Shopify's own injected script). It must therefore stay self-contained: no imports,
 * no references to this module's other names, only browser globals and its parameters.
 */

/** The Storefront GraphQL cart shape the events and actions carry (the fields emulated here). */
export interface StandardMoney {
  amount: string;
  currencyCode: string;
}

export interface StandardCartLine {
  /** gid://shopify/CartLine/{Ajax line key} (choice: Shopify's ids are opaque; the key lets updateCart find the line). */
  id: string;
  quantity: number;
  merchandise: { id: string; title: string; product: { id: string; title: string; handle: string } };
  cost: { amountPerQuantity: StandardMoney; subtotalAmount: StandardMoney; totalAmount: StandardMoney };
  attributes: { key: string; value: string }[];
}

export interface StandardCart {
  id: string;
  totalQuantity: number;
  note: string | null;
  attributes: { key: string; value: string }[];
  discountCodes: { code: string; applicable: boolean }[];
  cost: { subtotalAmount: StandardMoney; totalAmount: StandardMoney };
  lines: { nodes: StandardCartLine[] };
}

export interface StandardUserError {
  code: string;
  field: string[] | null;
  message: string;
}

/** What `updateCart` takes: Storefront API line inputs (merchandiseId = add, id = update; quantity 0 removes). */
export interface UpdateCartInput {
  lines?: { id?: string; merchandiseId?: string; quantity?: number; attributes?: { key: string; value: string }[]; sellingPlanId?: string }[];
  note?: string;
  discountCodes?: string[];
  attributes?: { key: string; value: string }[];
}

export interface CartResult {
  cart: StandardCart | null;
  userErrors?: StandardUserError[];
}

type Handler = (...args: unknown[]) => unknown;

/** The page objects the layer uses (passed in so the function needs no DOM typings in this Node package). */
export interface LayerWindow {
  Shopify?: { routes?: { root?: string }; actions?: unknown };
  document: EventTarget & { readyState: string };
  location: { assign(url: string): void };
}

/** Installs `Shopify.actions` on `win` after DOMContentLoaded. Runs in the browser (see the note above). */
export function installStandardLayer(win: LayerWindow): void {
  // Taken now, in <head>, before any app script can wrap it: like Shopify's own client, the layer's requests are not
  // visible to a later fetch/XMLHttpRequest patch, so an app can only learn of its changes through the events.
  const send = fetch.bind(globalThis);
  const root = () => win.Shopify?.routes?.root ?? '/';
  const gid = (type: string, id: string | number) => `gid://shopify/${type}/${id}`;
  const idOf = (value: string | undefined) => (value ?? '').replace(/^gid:\/\/shopify\/\w+\//, '');

  interface AjaxLine {
    key: string;
    quantity: number;
    variant_id: number;
    product_id: number;
    variant_title: string | null;
    product_title: string;
    handle: string;
    final_price: number;
    original_line_price: number;
    final_line_price: number;
    properties: Record<string, string> | null;
  }
  interface AjaxCart {
    token: string;
    note: string | null;
    attributes: Record<string, string>;
    item_count: number;
    items: AjaxLine[];
    total_price: number;
    items_subtotal_price: number;
    currency: string;
    discount_codes?: { code: string; applicable: boolean }[];
  }

  const toCart = (c: AjaxCart): StandardCart => {
    const money = (cents: number): StandardMoney => ({ amount: (cents / 100).toFixed(2), currencyCode: c.currency });
    const pairs = (o: Record<string, string> | null) => Object.entries(o ?? {}).map(([key, value]) => ({ key, value }));
    return {
      id: gid('Cart', c.token),
      totalQuantity: c.item_count,
      note: c.note,
      attributes: pairs(c.attributes),
      discountCodes: (c.discount_codes ?? []).map((d) => ({ code: d.code, applicable: d.applicable })),
      cost: { subtotalAmount: money(c.items_subtotal_price), totalAmount: money(c.total_price) },
      lines: {
        nodes: c.items.map((l) => ({
          id: gid('CartLine', l.key),
          quantity: l.quantity,
          merchandise: {
            id: gid('ProductVariant', l.variant_id),
            title: l.variant_title ?? 'Default Title',
            product: { id: gid('Product', l.product_id), title: l.product_title, handle: l.handle },
          },
          cost: { amountPerQuantity: money(l.final_price), subtotalAmount: money(l.original_line_price), totalAmount: money(l.final_line_price) },
          attributes: pairs(l.properties),
        })),
      },
    };
  };

  class Refused extends Error {
    constructor(readonly userErrors: StandardUserError[]) {
      super(userErrors.map((e) => e.message).join('; '));
    }
  }

  const call = async (path: string, body?: unknown): Promise<AjaxCart> => {
    const res = await send(root() + path, body === undefined
      ? { headers: { Accept: 'application/json' } }
      : { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await res.json();
    if (!res.ok) throw new Refused([{ code: res.status === 422 ? 'INVALID' : `HTTP_${res.status}`, field: null, message: String(answer.description ?? answer.message ?? res.status) }]);
    return answer;
  };
  const readCart = async () => toCart(await call('cart.js'));

  const dispatch = (type: string, detail: Record<string, unknown>, promise: Promise<CartResult>) => {
    const event = new CustomEvent(`shopify:cart:${type}`, { detail }) as CustomEvent & { promise: Promise<CartResult> };
    event.promise = promise;
    win.document.dispatchEvent(event);
  };

  // Ajax Cart API calls in the order Shopify applies them: new lines, changed lines, then the cart's own fields.
  const apply = async (input: UpdateCartInput): Promise<StandardCart> => {
    const lines = input.lines ?? [];
    const adds = lines.filter((l) => !l.id && l.merchandiseId);
    const changes = lines.filter((l) => l.id);
    if (adds.length) {
      await call('cart/add.js', {
        items: adds.map((l) => ({
          id: Number(idOf(l.merchandiseId)),
          quantity: l.quantity ?? 1,
          properties: Object.fromEntries((l.attributes ?? []).map((a) => [a.key, a.value])),
          ...(l.sellingPlanId ? { selling_plan: Number(idOf(l.sellingPlanId)) } : {}),
        })),
      });
    }
    if (changes.length) await call('cart/update.js', { updates: Object.fromEntries(changes.map((l) => [idOf(l.id), l.quantity ?? 1])) });
    const cartFields = {
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...(input.attributes ? { attributes: Object.fromEntries(input.attributes.map((a) => [a.key, a.value])) } : {}),
      ...(input.discountCodes ? { discount: input.discountCodes.join(',') } : {}),
    };
    if (Object.keys(cartFields).length) return toCart(await call('cart/update.js', cartFields));
    return readCart();
  };

  const updateCart = (input: UpdateCartInput = {}, context: unknown = null): Promise<CartResult> => {
    const result = apply(input).then(
      (cart): CartResult => ({ cart }),
      async (error: unknown): Promise<CartResult> => {
        const userErrors = error instanceof Refused ? error.userErrors : [{ code: 'NETWORK', field: null, message: String(error) }];
        const cart = await readCart().catch(() => null);
        dispatch('error', { userErrors, context }, Promise.resolve({ cart, userErrors }));
        return { cart, userErrors };
      },
    );
    const lines = input.lines ?? [];
    if (lines.length) {
      const action = lines.every((l) => !l.id) ? 'add' : lines.every((l) => l.id && l.quantity === 0) ? 'remove' : 'update';
      dispatch('lines-update', { action, context }, result);
    }
    if (input.discountCodes) dispatch('discount-update', { context }, result);
    if (input.note !== undefined || input.attributes) dispatch('attributes-update', { context }, result);
    return result;
  };

  // Without a configured handler, openCart goes to the theme's cart page (choice: Shopify's default is not documented
  // in the notes; a theme with a drawer configures its own).
  const defaults: Record<string, Handler> = {
    updateCart: (input, context) => updateCart(input as UpdateCartInput, context),
    openCart: async () => win.location.assign(`${root()}cart`),
  };
  const configured: Record<string, Handler> = {};
  const run = (name: string) => (...args: unknown[]) => Promise.resolve((configured[name] ?? defaults[name])(...args));

  const install = () => {
    win.Shopify = win.Shopify ?? {};
    win.Shopify.actions = {
      getCart: () => readCart().then((cart): CartResult => ({ cart })),
      updateCart: run('updateCart'),
      openCart: run('openCart'),
      configure(name: string, handler: Handler) {
        if (!(name in defaults)) throw new TypeError(`Shopify.actions: ${name} cannot be configured`);
        if (typeof handler !== 'function') throw new TypeError('Shopify.actions.configure: the handler must be a function');
        configured[name] = handler;
      },
      isDefault: (name: string) => !(name in configured),
    };
  };
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', install, { once: true });
  else install();
}

/** The inline <script> body the theme layout includes in <head> when the theme has the standard layer. */
export const STANDARD_LAYER_SCRIPT = `(${installStandardLayer.toString()})(window);`;
