/** The Ajax Cart API writes a theme can make from script. */
export type CartOp = 'add' | 'change' | 'update' | 'clear';

// An optional locale prefix (/fr/, /en-ca/, /pt-BR/), then the write, with or without .js/.json.
const CART_WRITE = /^(?:\/[a-z]{2}(?:-[a-z0-9]{2,4})?)?\/cart\/(add|change|update|clear)(?:\.js|\.json)?\/?$/i;

/** Which cart write a request URL is, when it targets this storefront's own Ajax Cart API; null otherwise. */
export function cartOpOf(url: string, base: string): CartOp | null {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (target.origin !== new URL(base).origin) return null;
  const match = CART_WRITE.exec(target.pathname);
  return match ? (match[1].toLowerCase() as CartOp) : null;
}

type ObservedWindow = Pick<Window, 'fetch' | 'location'> & { XMLHttpRequest?: typeof XMLHttpRequest };

/** The observer: the native fetch for Cartlift's own requests, and a way to take the observer out of the page. */
export interface CartObserver {
  fetch: typeof fetch;
  /**
   * Puts the page's fetch and XMLHttpRequest methods back where nothing wrapped them after us: for a visitor whose
   * cart is the theme's own (an experiment's arm), the theme's requests then run exactly as without Cartlift.
   */
  stop(): void;
}

/**
 * Watches the cart writes the theme makes itself (fetch and XMLHttpRequest, whatever the body) and reports each one
 * that succeeded. The theme's request and answer pass through untouched: nothing is read from the answer (the loader
 * re-reads cart.js), so a theme that parses its own response keeps working. Its `fetch` is the native one, which the
 * loader's own cart client uses so that its writes are never reported back to it.
 */
export function observeCartWrites(win: ObservedWindow, onWrite: (op: CartOp) => void): CartObserver {
  const nativeFetch = win.fetch;
  const report = (op: CartOp | null, status: number) => {
    if (op && status >= 200 && status < 300) onWrite(op);
  };
  const opOf = (url: string) => cartOpOf(url, win.location.href);

  let observed: typeof fetch | undefined;
  if (nativeFetch) {
    win.fetch = observed = function cartliftObservedFetch(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const op = opOf(url);
      const answer = nativeFetch(input, init);
      if (op) answer.then((res) => report(op, res.status), () => undefined);
      return answer;
    };
  }

  let unwrapXhr = () => undefined as void;
  const proto = win.XMLHttpRequest?.prototype;
  if (proto) {
    const ops = new WeakMap<XMLHttpRequest, CartOp | null>();
    const { open, send } = proto;
    const observedOpen = (proto.open = function cartliftObservedOpen(this: XMLHttpRequest, ...args: unknown[]) {
      ops.set(this, opOf(String(args[1])));
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as typeof proto.open);
    const observedSend = (proto.send = function cartliftObservedSend(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const op = ops.get(this);
      if (op) this.addEventListener('loadend', () => report(op, this.status), { once: true });
      return send.call(this, body);
    });
    unwrapXhr = () => {
      if (proto.open === observedOpen) proto.open = open;
      if (proto.send === observedSend) proto.send = send;
    };
  }

  return {
    fetch: nativeFetch ? (input, init) => nativeFetch(input, init) : (input, init) => fetch(input, init),
    stop() {
      if (observed && win.fetch === observed) win.fetch = nativeFetch;
      unwrapXhr();
    },
  };
}
