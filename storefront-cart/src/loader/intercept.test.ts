import { installInterceptors, type ShopSetup } from './intercept';

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};
const submit = (el: Element) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};
const flush = () => new Promise((r) => setTimeout(r, 0));

const PAGE = `
  <form id="product" action="/cart/add" method="post"><input name="id" value="11"><input name="quantity" value="2"><button>Add</button></form>
  <form id="other" action="/contact" method="post"><input name="id" value="11"></form>
  <form id="search" action="/search"><input name="q"></form>
  <a id="cart" href="/cart"><span>Cart</span></a><a id="page" href="/pages/about">About</a>
  <button class="my-custom-cart">Bag</button><button id="outside-add" form="product">Add (outside its form)</button>
  <div class="quick"><select id="quick-variant"><option value="33" selected>M</option></select><span class="buy">Buy</span></div>`;

/** A fresh document per case: listeners are installed on it, so cases never see each other's. */
function setUp(setup: Promise<ShopSetup>) {
  const doc = document.implementation.createHTMLDocument('store');
  doc.body.innerHTML = PAGE;
  const calls = { add: jest.fn(async (f: HTMLFormElement) => void f), addVariant: jest.fn(async () => undefined), open: jest.fn(), intent: jest.fn() };
  installInterceptors({ addPath: '/cart/add', ...calls, setup: () => setup }, doc);
  const themeHandler = jest.fn((e: Event) => e.preventDefault());
  doc.getElementById('product')!.addEventListener('submit', themeHandler);
  return { doc, ...calls, themeHandler, $: (s: string) => doc.querySelector(s)! };
}

const ON: ShopSetup = {
  active: true,
  links: ['.my-custom-cart'],
  atcs: [{ button: '.quick .buy', id: { type: '', name: '', selector: '#quick-variant' } }],
};

describe('add-to-cart and cart-link interception while the cart is on', () => {
  it('takes over forms posting to the cart add path before the theme sees them', async () => {
    const t = setUp(Promise.resolve(ON));
    await flush();
    expect(submit(t.$('#product')).defaultPrevented).toBe(true);
    expect(t.add).toHaveBeenCalledWith(t.$('#product'));
    expect(t.themeHandler).not.toHaveBeenCalled();
  });

  it('leaves other product forms alone and logs them as unsupported', async () => {
    const t = setUp(Promise.resolve(ON));
    await flush();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(submit(t.$('#other')).defaultPrevented).toBe(false);
    expect(submit(t.$('#search')).defaultPrevented).toBe(false);
    expect(t.add).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toBe('Cartlift: unsupported form');
    info.mockRestore();
  });

  it("opens the drawer from cart links and the merchant's Manual Setup links instead of navigating", async () => {
    const t = setUp(Promise.resolve(ON));
    await flush();
    expect(click(t.$('#cart span')).defaultPrevented).toBe(true);
    expect(click(t.$('#page')).defaultPrevented).toBe(false);
    expect(click(t.$('.my-custom-cart')).defaultPrevented).toBe(true);
    expect(t.open).toHaveBeenCalledTimes(2);
  });

  it('adds the variant a Manual Setup add-to-cart button points at', async () => {
    const t = setUp(Promise.resolve(ON));
    await flush();
    expect(click(t.$('.quick .buy')).defaultPrevented).toBe(true);
    expect(t.addVariant).toHaveBeenCalledWith('33', 1);
  });

  it('holds a click that comes before the answer, then opens', async () => {
    let resolve!: (s: ShopSetup) => void;
    const t = setUp(new Promise((r) => (resolve = r)));
    expect(click(t.$('#cart')).defaultPrevented).toBe(true);
    expect(t.open).not.toHaveBeenCalled();
    resolve(ON);
    await flush();
    expect(t.open).toHaveBeenCalledTimes(1);
  });
});

describe('while the cart is off (settings.active false)', () => {
  const OFF: ShopSetup = { ...ON, active: false };

  it("touches nothing: the theme's form handler, links and buttons work as without Cartlift", async () => {
    const t = setUp(Promise.resolve(OFF));
    await flush();
    expect(submit(t.$('#product')).defaultPrevented).toBe(true);
    expect(t.themeHandler).toHaveBeenCalledTimes(1);
    expect(click(t.$('#cart')).defaultPrevented).toBe(false);
    expect(click(t.$('.my-custom-cart')).defaultPrevented).toBe(false);
    expect(click(t.$('.quick .buy')).defaultPrevented).toBe(false);
    expect(t.add).not.toHaveBeenCalled();
    expect(t.open).not.toHaveBeenCalled();
    expect(t.addVariant).not.toHaveBeenCalled();
  });

  it('replays a submit held before the answer to the theme', async () => {
    let resolve!: (s: ShopSetup) => void;
    const t = setUp(new Promise((r) => (resolve = r)));
    const form = t.$('#product') as HTMLFormElement;
    form.requestSubmit = jest.fn(() => void submit(form));
    submit(form);
    expect(t.themeHandler).not.toHaveBeenCalled();
    resolve(OFF);
    await flush();
    expect(form.requestSubmit).toHaveBeenCalled();
    expect(t.themeHandler).toHaveBeenCalledTimes(1);
    expect(t.add).not.toHaveBeenCalled();
  });

  it('counts an unanswered lookup as off', async () => {
    const t = setUp(Promise.reject(new Error('gateway down')));
    await flush();
    expect(click(t.$('#cart')).defaultPrevented).toBe(false);
  });
});

describe('intent: the drawer is fetched before the click', () => {
  const fire = (el: Element, type: string) => el.dispatchEvent(new Event(type, { bubbles: true }));

  it('hears a pointer over an add-to-cart button once, and nothing else that moves', async () => {
    const t = setUp(Promise.resolve(ON));
    await flush();
    fire(t.$('#search input'), 'pointerover');
    fire(t.$('#page'), 'pointerover');
    fire(t.$('#product input[name="quantity"]'), 'focusin');
    expect(t.intent).not.toHaveBeenCalled();
    fire(t.$('#product button'), 'pointerover');
    expect(t.intent).toHaveBeenCalledTimes(1);
    fire(t.$('#product button'), 'pointerdown');
    fire(t.$('#cart'), 'focusin');
    expect(t.intent).toHaveBeenCalledTimes(1);
  });

  it('hears focus on a cart link, a tap on a button outside its form, and Manual Setup selectors', async () => {
    for (const [selector, type] of [
      ['#cart span', 'focusin'],
      ['#outside-add', 'touchstart'],
      ['.my-custom-cart', 'pointerdown'],
      ['.quick .buy', 'pointerover'],
    ] as const) {
      const t = setUp(Promise.resolve(ON));
      await flush();
      fire(t.$(selector), type);
      expect([selector, t.intent.mock.calls.length]).toEqual([selector, 1]);
    }
  });
});
