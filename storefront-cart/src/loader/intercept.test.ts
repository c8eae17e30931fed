import { installInterceptors } from './intercept';

describe('add-to-cart and cart-link interception', () => {
  const add = jest.fn(async (form: HTMLFormElement) => void form);
  const open = jest.fn();
  const themeHandler = jest.fn();
  beforeAll(() => installInterceptors({ addPath: '/cart/add', add, open, extraLinks: async () => ['.my-custom-cart'] }));
  beforeEach(() => {
    jest.clearAllMocks();
    document.body.innerHTML = `
      <form id="product" action="/cart/add" method="post"><input name="id" value="11"><button>Add</button></form>
      <form id="other" action="/contact" method="post"><input name="id" value="11"></form>
      <form id="search" action="/search"><input name="q"></form>
      <a id="cart" href="/cart"><span>Cart</span></a><a id="page" href="/pages/about">About</a>
      <button class="my-custom-cart">Bag</button>`;
    document.getElementById('product')!.addEventListener('submit', themeHandler);
  });

  const submit = (id: string) => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it('takes over forms posting to the cart add path before the theme sees them', () => {
    const event = submit('product');
    expect(event.defaultPrevented).toBe(true);
    expect(add).toHaveBeenCalledWith(document.getElementById('product'));
    expect(themeHandler).not.toHaveBeenCalled();
  });

  it('leaves other product forms alone and logs them as unsupported', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(submit('other').defaultPrevented).toBe(false);
    expect(submit('search').defaultPrevented).toBe(false);
    expect(add).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toBe('Cartlift: unsupported form');
    info.mockRestore();
  });

  it('opens the drawer from cart links (and merchant-chosen triggers) instead of navigating', async () => {
    const click = (el: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      return event;
    };
    expect(click(document.querySelector('#cart span')!).defaultPrevented).toBe(true);
    expect(click(document.getElementById('page')!).defaultPrevented).toBe(false);
    await Promise.resolve();
    expect(click(document.querySelector('.my-custom-cart')!).defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
