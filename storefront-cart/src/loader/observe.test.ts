import { cartOpOf, observeCartWrites, type CartOp } from './observe';

const BASE = 'https://shop.example/products/tote';

describe('cartOpOf', () => {
  it.each([
    ['/cart/add.js', 'add'],
    ['/cart/add', 'add'],
    ['/cart/add.json', 'add'],
    ['/fr/cart/change.js', 'change'],
    ['/en-ca/cart/update', 'update'],
    ['/pt-BR/cart/clear.js', 'clear'],
    ['https://shop.example/cart/change?line=1&quantity=0', 'change'],
  ])('%s is a cart %s', (url, op) => expect(cartOpOf(url, BASE)).toBe(op));

  // A relative 'cart/add.js' resolves under the page's own path, as the browser would send it.
  it.each(['/cart.js', '/cart', '/products/cart/add', 'https://other.example/cart/add.js', '/cart/additional', '/apps/cart/add', 'cart/add.js'])(
    '%s is not a write to this cart',
    (url) => expect(cartOpOf(url, BASE)).toBeNull(),
  );
});

/** A stand-in XMLHttpRequest whose prototype the observer patches like the browser's; `respond` ends the request. */
class FakeXhr extends EventTarget {
  status = 0;
  url = '';
  body: unknown = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body?: unknown) {
    this.body = body;
  }
  respond(status: number) {
    this.status = status;
    this.dispatchEvent(new Event('loadend'));
  }
}

describe('observeCartWrites', () => {
  const answer = (status: number) => ({ status, ok: status < 300 }) as Response;

  function setup(status = 200) {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    const themeFetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => (calls.push([input, init]), answer(status)));
    const win = { fetch: themeFetch as typeof fetch, location: { href: BASE } as Location, XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest };
    const seen: CartOp[] = [];
    const observer = observeCartWrites(win, (op) => seen.push(op));
    return { win, seen, calls, native: observer.fetch, themeFetch, observer };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('reports a successful fetch write and hands the theme the very answer the store sent', async () => {
    const { win, seen, calls } = setup();
    const body = JSON.stringify({ items: [{ id: 1, quantity: 1 }] });
    const res = await win.fetch('/fr/cart/add.js', { method: 'POST', body });
    await settle();
    expect(res).toEqual(answer(200));
    expect(calls).toEqual([['/fr/cart/add.js', { method: 'POST', body }]]);
    expect(seen).toEqual(['add']);
  });

  it('reports nothing for reads, other paths and refused writes', async () => {
    const { win, seen } = setup(422);
    await win.fetch('/cart/add.js', { method: 'POST' });
    await win.fetch(new URL('https://shop.example/cart.js'));
    await win.fetch({ url: 'https://shop.example/search?q=cart' } as Request);
    await settle();
    expect(seen).toEqual([]);
  });

  it('the fetch it returns is the native one, so the loader never hears its own writes', async () => {
    const { native, seen, themeFetch } = setup();
    await native('/cart/change.js', { method: 'POST' });
    await settle();
    expect(themeFetch).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });

  it('stop() gives the page its own fetch and XMLHttpRequest methods back and reports nothing after', async () => {
    const { win, seen, themeFetch, observer } = setup();
    const { open, send } = FakeXhr.prototype;
    observer.stop();
    expect(win.fetch).toBe(themeFetch);
    expect(FakeXhr.prototype.open).not.toBe(open);
    await win.fetch('/cart/add.js', { method: 'POST' });
    const add = new (win.XMLHttpRequest as unknown as typeof FakeXhr)();
    add.open('POST', '/cart/add.js');
    add.send('id=11');
    add.respond(200);
    await settle();
    expect(seen).toEqual([]);
    expect(FakeXhr.prototype.send).not.toBe(send);
  });

  it('stop() leaves a wrapper another script put over ours in place', () => {
    const { win, observer } = setup();
    const theirs = jest.fn() as unknown as typeof fetch;
    win.fetch = theirs;
    observer.stop();
    expect(win.fetch).toBe(theirs);
  });

  it('reports XMLHttpRequest writes (form bodies too) once they end with 2xx, leaving the request untouched', () => {
    const { win, seen } = setup();
    const Xhr = win.XMLHttpRequest as unknown as typeof FakeXhr;
    const add = new Xhr();
    add.open('POST', '/cart/add');
    add.send('id=11&quantity=2');
    expect(add.body).toBe('id=11&quantity=2');
    expect(seen).toEqual([]);
    add.respond(200);
    const refused = new Xhr();
    refused.open('POST', '/cart/change.js');
    refused.send('{}');
    refused.respond(422);
    const read = new Xhr();
    read.open('GET', '/cart.js');
    read.send();
    read.respond(200);
    const clear = new Xhr();
    clear.open('POST', new URL('https://shop.example/en-gb/cart/clear.js') as unknown as string);
    clear.send();
    clear.respond(200);
    clear.respond(200);
    expect(seen).toEqual(['add', 'clear']);
  });
});
