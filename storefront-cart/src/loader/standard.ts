import type { CartWrite } from '../shared/cart-client';
import type { Cart } from '../shared/types';

/*
 * Shopify's standard storefront events and actions (changelog 2026-06-17; ../shared/notes/shopify-platform.md §4.2):
 * `shopify:cart:*` events on document whose `event.promise` resolves to `{cart}` (with `userErrors` when refused), and
 * `Shopify.actions` (getCart, updateCart, openCart, configure, isDefault) once the page is ready.
 *
 * Cartlift announces its own writes by dispatching the standard events itself rather than sending them through
 * `Shopify.actions.updateCart`: its writes need what updateCart's Storefront-API inputs do not carry (line keys with
 * private properties, a selling-plan change by line, a FormData body with a file, the 409 backoff queue, the gift
 * reconciler in the same queue slot), and announcing keeps them visible on a theme without the layer too.
 */

type Money = { amount: string; currencyCode: string };
type Pairs = { key: string; value: string }[];

/** The Storefront GraphQL cart shape of the events (the fields Cartlift can fill from cart.js). */
export interface StandardCart {
  id: string;
  totalQuantity: number;
  note: string | null;
  attributes: Pairs;
  discountCodes: { code: string; applicable: boolean }[];
  cost: { subtotalAmount: Money; totalAmount: Money };
  lines: {
    nodes: {
      id: string;
      quantity: number;
      merchandise: { id: string; title: string; product: { id: string; title: string; handle: string } };
      cost: { amountPerQuantity: Money; subtotalAmount: Money; totalAmount: Money };
      attributes: Pairs;
    }[];
  };
}

export interface StandardResult {
  cart: StandardCart | null;
  userErrors?: { code: string; field: null; message: string }[];
}

/** A standard cart event as dispatched: `promise` is Shopify's addition to the CustomEvent. */
export type StandardEvent = CustomEvent<{ action?: 'add' | 'remove' | 'update'; context?: unknown }> & { promise?: Promise<StandardResult> };

/** What `Shopify.actions` offers an app (the parts Cartlift uses). */
export interface StandardActions {
  configure(name: string, handler: (...args: unknown[]) => unknown): void;
  isDefault(name: string): boolean;
}

/** The events a theme or another app changes the cart with; `error` carries no change. */
export const CART_EVENTS = ['lines-update', 'discount-update', 'attributes-update'] as const;
type CartEvent = (typeof CART_EVENTS)[number];

const gid = (type: string, id: string | number) => `gid://shopify/${type}/${id}`;
const pairs = (o: Record<string, string> | null | undefined): Pairs => Object.entries(o ?? {}).map(([key, value]) => ({ key, value }));

/** cart.js in the Storefront GraphQL cart shape (line ids carry the Ajax line key, money is a decimal string). */
export function toStandardCart(c: Cart): StandardCart {
  const money = (cents: number): Money => ({ amount: (cents / 100).toFixed(2), currencyCode: c.currency });
  return {
    id: gid('Cart', c.token),
    totalQuantity: c.item_count,
    note: c.note,
    attributes: pairs(c.attributes),
    discountCodes: (c.discount_codes ?? []).map(({ code, applicable }) => ({ code, applicable })),
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
}

/** The standard events one of Cartlift's writes is, judged against the cart before it. */
export function eventsOf(write: CartWrite, before: Cart | null): [CartEvent, ('add' | 'remove' | 'update')?][] {
  const { path, body } = write;
  if (path === 'cart/add.js') return [['lines-update', 'add']];
  if (path === 'cart/clear.js') return [['lines-update', 'remove']];
  if (path === 'cart/change.js') return [['lines-update', 'quantity' in body && body.quantity === 0 ? 'remove' : 'update']];
  const events: [CartEvent, ('add' | 'remove' | 'update')?][] = [];
  if ('updates' in body && body.updates) {
    const entries = Object.entries(body.updates);
    const inCart = (id: string) => before?.items.some((l) => l.key === id || String(l.variant_id) === id);
    const action = entries.every(([, q]) => q === 0) ? 'remove' : entries.some(([id, q]) => q > 0 && !inCart(id)) ? 'add' : 'update';
    events.push(['lines-update', action]);
  }
  if ('discount' in body && body.discount !== undefined) events.push(['discount-update']);
  if (('note' in body && body.note !== undefined) || ('attributes' in body && body.attributes)) events.push(['attributes-update']);
  return events;
}

/**
 * Announces Cartlift's own writes as standard events and hears everyone else's. Events Cartlift dispatched are kept in
 * a WeakSet, so it never refreshes (or reopens) on hearing itself.
 */
export function standardCartEvents(doc: EventTarget, current: () => Cart | null) {
  const own = new WeakSet<Event>();
  const context = { source: 'cartlift' };
  const dispatch = (type: string, detail: object, promise: Promise<StandardResult>) => {
    const event = new CustomEvent(`shopify:cart:${type}`, { detail }) as StandardEvent;
    event.promise = promise;
    own.add(event);
    doc.dispatchEvent(event);
  };
  return {
    announce(write: CartWrite): void {
      const events = eventsOf(write, current());
      const result = write.done.then(
        (cart): StandardResult => ({ cart: toStandardCart(cart) }),
        (error: { message?: string; status?: number }): StandardResult => {
          const now = current();
          const userErrors = [{ code: error.status === 422 ? 'INVALID' : `HTTP_${error.status ?? 0}`, field: null, message: String(error.message) }];
          const answer = { cart: now && toStandardCart(now), userErrors };
          dispatch('error', { userErrors, context }, Promise.resolve(answer));
          return answer;
        },
      );
      for (const [type, action] of events) dispatch(type, action ? { action, context } : { context }, result);
    },
    /** Calls `heard` once a cart change by the theme or another app has settled (`add` for added lines). */
    listen(heard: (op: 'add' | 'update') => void): void {
      for (const type of CART_EVENTS) {
        doc.addEventListener(`shopify:cart:${type}`, (event) => {
          if (own.has(event)) return;
          const settled = () => heard((event as StandardEvent).detail?.action === 'add' ? 'add' : 'update');
          Promise.resolve((event as StandardEvent).promise).then(settled, settled);
        });
      }
    },
  };
}

/** Runs `fn` with `Shopify.actions` once the page is ready (the layer is there after DOMContentLoaded), if it exists. */
export function withStandardActions(win: Window & { Shopify?: { actions?: StandardActions } }, fn: (actions: StandardActions) => void): void {
  const go = () => {
    const actions = win.Shopify?.actions;
    if (actions) fn(actions);
  };
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', go, { once: true });
  else go();
}
