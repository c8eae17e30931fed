import type { AddItem, Cart, ChangeBody, UpdateBody } from './types';

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

/** The Ajax Cart API writes the client makes. */
export type CartWritePath = 'cart/add.js' | 'cart/change.js' | 'cart/update.js' | 'cart/clear.js';

/** One of the client's own writes, told as it is asked for: `done` settles with the cart it leaves, or rejects. */
export interface CartWrite {
  path: CartWritePath;
  body: { items: AddItem[] } | FormData | ChangeBody | UpdateBody | Record<string, never>;
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
  read(): Promise<Cart>;
  add(items: AddItem[] | FormData): Promise<Cart>;
  change(body: ChangeBody): Promise<Cart>;
  update(body: UpdateBody): Promise<Cart>;
  clear(): Promise<Cart>;
  subscribe(listener: (cart: Cart) => void): () => void;
  setReconciler(reconciler: Reconciler | null): void;
  /** Resolves once every queued write has settled. */
  idle(): Promise<void>;
}

const RETRYABLE = (status: number) => status === 409 || status === 429 || status >= 500;
const MAX_RECONCILE_ROUNDS = 3;

/**
 * Every read and write goes through one promise chain, so writes never race: each is one Ajax round trip, then the cart
 * comes from the answer (change/update/clear) or one GET cart.js (add). A failed write re-reads the cart so the drawer
 * always shows the true state, then rethrows.
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
  let reconciler: Reconciler | null = null;

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

  function write(path: CartWritePath, body: CartWrite['body'], answerIsCart: boolean): Promise<Cart> {
    const done = enqueue(async () => {
      try {
        const answer = await call(path, body);
        return await reconcile(answerIsCart ? (answer as Cart) : ((await call('cart.js')) as Cart));
      } catch (error) {
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
    read: () => enqueue(async () => reconcile((await call('cart.js')) as Cart)),
    add: (items) => write('cart/add.js', items instanceof FormData ? items : { items }, false),
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
