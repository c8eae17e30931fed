import type { AddItem, Cart, CartLine, ChangeBody, UpdateBody } from './types';

/** A refused cart write; `message` is Shopify's own text (e.g. the 422 stock message) ready to show the shopper. */
export class CartError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CartError';
  }
}

/** Runs after every write, inside the same queue slot, with the true cart; returns a follow-up update or null. */
export type Reconciler = (cart: Cart) => UpdateBody | null;

/** A cart/add.js body as the client sends it: items, or a theme form's FormData. */
export type AddBody = { items: AddItem[] } | FormData;

/** The cart an add will most likely leave, from the cart read before it, drawn before the store answers; null: unknown. */
export type Guess = (cart: Cart, body: AddBody) => Cart | null;

/** The Ajax Cart API writes the client makes. */
export type CartWritePath = 'cart/add.js' | 'cart/change.js' | 'cart/update.js' | 'cart/clear.js';

/** One of the client's own writes, told as it is asked for: `done` settles with the cart it leaves, or rejects. */
export interface CartWrite {
  path: CartWritePath;
  body: AddBody | ChangeBody | UpdateBody | Record<string, never>;
  done: Promise<Cart>;
}

export interface CartClientOptions {
  /** window.Shopify.routes.root: '/' or a locale prefix such as '/fr/'. */
  root: string;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Retries of a 409/429/5xx/network failure before giving up. */
  maxRetries?: number;
  /** First backoff delay in ms; doubles each retry. */
  baseDelayMs?: number;
  /** Told of every write, the reconciler's follow-ups included (the loader announces them as standard cart events). */
  onWrite?: (write: CartWrite) => void;
}

/** The serialised Ajax Cart API client shared by the loader and the drawer. */
export interface CartClient {
  readonly root: string;
  current(): Cart | null;
  /**
   * While an add asked for one is reading cart.js: the add's answer merged into the last cart read (mergeAdded), for
   * the drawer to draw; null once the true cart is published or the write failed. Never published, so the gift
   * reconciler, the standard events, counts and cart-updated all see true carts only.
   */
  draft(): Cart | null;
  read(): Promise<Cart>;
  /**
   * `onDraft` is told each draft: the guess (setGuess) as the add is sent, when there is one, then add.js's answer
   * merged into the cart read before it, when it merges.
   */
  add(items: AddItem[] | FormData, onDraft?: (draft: Cart) => void): Promise<Cart>;
  change(body: ChangeBody): Promise<Cart>;
  update(body: UpdateBody): Promise<Cart>;
  clear(): Promise<Cart>;
  subscribe(listener: (cart: Cart) => void): () => void;
  setReconciler(reconciler: Reconciler | null): void;
  /** What an add asked for a draft is guessed with before the store answers (the drawer, which knows the products). */
  setGuess(guess: Guess | null): void;
  /** Resolves once every queued write has settled. */
  idle(): Promise<void>;
}

const RETRYABLE = (status: number) => status === 409 || status === 429 || status >= 500;
const MAX_RECONCILE_ROUNDS = 3;

/** Units an add.js body asks for: each item's quantity, 1 where a form's item leaves it out (as Shopify reads it). */
export function unitsAsked(body: AddBody): number {
  if (!(body instanceof FormData)) return body.items.reduce((n, i) => n + i.quantity, 0);
  let units = 0;
  for (const [name, value] of body) {
    const field = name.replace(/^items\[\d+\]\[(\w+)\]$/, '$1');
    if (field === 'id') units += 1;
    if (field === 'quantity') units += Number(value) - 1;
  }
  return units;
}

/**
 * The cart after an add, from the cart read before it and add.js's answer (Shopify answers the added line items, each
 * with its line's final quantity and price: `{items}` for an items body, the line itself for a single add): a line
 * whose key the cart has is replaced, a new one goes first as Shopify lists it, totals move by the lines' change.
 * Null where that cannot be right, so the caller waits for cart.js as before: no cart read yet, an answer that is not
 * line items, or lines whose units are not the ones asked for (a line the client never read, a quantity changed
 * elsewhere, a key changed by a discount).
 */
export function mergeAdded(before: Cart | null, answer: unknown, asked: number): Cart | null {
  const lines = ((answer as { items?: unknown })?.items ?? [answer]) as Partial<CartLine>[];
  if (!before || !Array.isArray(lines) || !lines.every((l) => l?.key && l.final_line_price! >= 0)) return null;
  let items = before.items;
  let units = 0;
  // A line answered twice (two items of one line) is compared the second time with the first answer: units add up.
  for (const line of lines as CartLine[]) {
    const at = items.findIndex((i) => i.key === line.key);
    units += line.quantity - (items[at]?.quantity ?? 0);
    items = at < 0 ? [line, ...items] : items.map((i, n) => (n === at ? line : i));
  }
  if (units !== asked) return null;
  const change = (field: 'final_line_price' | 'original_line_price') =>
    items.reduce((n, l) => n + l[field], 0) - before.items.reduce((n, l) => n + l[field], 0);
  const final = change('final_line_price');
  const original = change('original_line_price');
  return {
    ...before,
    items,
    item_count: before.item_count + units,
    items_subtotal_price: before.items_subtotal_price + final,
    original_total_price: before.original_total_price + original,
    total_price: before.total_price + final,
    total_discount: before.total_discount + original - final,
  };
}

/**
 * Every read and write goes through one promise chain, so writes never race: each is one Ajax round trip, then the cart
 * comes from the answer (change/update/clear) or one GET cart.js (add; an add may first give its draft). A failed
 * write re-reads the cart so the drawer always shows the true state, then rethrows.
 */
export function createCartClient(options: CartClientOptions): CartClient {
  const root = options.root.endsWith('/') ? options.root : `${options.root}/`;
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxRetries = options.maxRetries ?? 4;
  const baseDelay = options.baseDelayMs ?? 250;
  const listeners = new Set<(cart: Cart) => void>();
  let chain: Promise<unknown> = Promise.resolve();
  let cart: Cart | null = null;
  let draft: Cart | null = null;
  let reconciler: Reconciler | null = null;
  let guess: Guess | null = null;

  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = chain.then(task, task);
    chain = run.catch(() => undefined);
    return run;
  }

  async function call(path: string, body?: unknown): Promise<unknown> {
    const init: RequestInit = body === undefined ? { headers: { Accept: 'application/json' } } : {
      method: 'POST',
      headers: body instanceof FormData ? { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body),
    };
    for (let attempt = 0; ; attempt++) {
      let res: Response | null = null;
      try {
        res = await doFetch(root + path, init);
      } catch (error) {
        if (attempt >= maxRetries) throw new CartError((error as Error).message || 'Network error', 0);
      }
      if (res) {
        if (res.ok) return res.json();
        if (!RETRYABLE(res.status) || attempt >= maxRetries) throw await toError(res);
      }
      await sleep(baseDelay * 2 ** attempt);
    }
  }

  const fetchCart = async () => publish((await call('cart.js')) as Cart);

  function publish(next: Cart): Cart {
    cart = next;
    draft = null;
    listeners.forEach((l) => l(next));
    return next;
  }

  async function reconcile(state: Cart): Promise<Cart> {
    for (let round = 0; reconciler && round < MAX_RECONCILE_ROUNDS; round++) {
      const fix = reconciler(state);
      if (!fix) break;
      const step = call('cart/update.js', fix) as Promise<Cart>;
      options.onWrite?.({ path: 'cart/update.js', body: fix, done: step });
      try {
        state = await step;
      } catch (error) {
        // The shopper's own write succeeded; a follow-up that cannot apply (a gift sold out) must not turn it into an
        // error. Show the true cart and try again after the next write.
        console.warn('Cartlift: could not apply rewards', error);
        state = (await call('cart.js')) as Cart;
        break;
      }
    }
    return publish(state);
  }

  function write(path: CartWritePath, body: CartWrite['body'], answerIsCart: boolean, onDraft?: (draft: Cart) => void): Promise<Cart> {
    const done = enqueue(async () => {
      try {
        const added = body as AddBody;
        // A guessed line is drawn while add.js is under way; it is only ever drawn (the draft), and the store's answer,
        // then cart.js, replace it. A refused add drops it below.
        if (onDraft && cart && guess && (draft = guess(cart, added))) onDraft(draft);
        const answer = await call(path, body);
        const merged = onDraft && mergeAdded(cart, answer, unitsAsked(added));
        if (merged) onDraft((draft = merged));
        return await reconcile(answerIsCart ? (answer as Cart) : ((await call('cart.js')) as Cart));
      } catch (error) {
        draft = null;
        await fetchCart().catch(() => undefined);
        throw error;
      }
    });
    options.onWrite?.({ path, body, done });
    return done;
  }

  return {
    root,
    current: () => cart,
    draft: () => draft,
    read: () => enqueue(async () => reconcile((await call('cart.js')) as Cart)),
    add: (items, onDraft) => write('cart/add.js', items instanceof FormData ? items : { items }, false, onDraft),
    change: (body) => write('cart/change.js', body, true),
    update: (body) => write('cart/update.js', body, true),
    clear: () => write('cart/clear.js', {}, true),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setReconciler(next) {
      reconciler = next;
    },
    setGuess(next) {
      guess = next;
    },
    idle: () => chain.then(() => undefined),
  };
}

async function toError(res: Response): Promise<CartError> {
  let message = `Cart request failed (${res.status})`;
  try {
    const body = (await res.json()) as { description?: string; message?: string };
    message = body.description || body.message || message;
  } catch {
    // a non-JSON error page keeps the generic message
  }
  return new CartError(message, res.status);
}
