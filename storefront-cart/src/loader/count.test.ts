import { CART_COUNT_SELECTORS, updateCartCount } from './count';

describe('theme cart counters', () => {
  beforeEach(() => (document.body.innerHTML = ''));

  it('covers the common themes (about 27 selectors)', () => {
    expect(CART_COUNT_SELECTORS.length).toBeGreaterThanOrEqual(27);
  });

  it('writes the total quantity into every matching counter but never inside the widget', () => {
    document.body.innerHTML =
      '<span class="cart-count">0</span><span id="CartCount">0</span><b data-cart-count="0"></b>' +
      '<div id="cartlift-root"><span class="cart-count">x</span></div>';
    updateCartCount(4);
    expect(document.querySelector('.cart-count')!.textContent).toBe('4');
    expect(document.getElementById('CartCount')!.textContent).toBe('4');
    expect(document.querySelector('[data-cart-count]')!.getAttribute('data-cart-count')).toBe('4');
    expect(document.querySelector('#cartlift-root .cart-count')!.textContent).toBe('x');
  });

  it("creates and removes Dawn's count bubble like Dawn does", () => {
    document.body.innerHTML = '<a id="cart-icon-bubble" href="/cart"></a>';
    updateCartCount(2);
    expect(document.querySelector('#cart-icon-bubble .cart-count-bubble span[aria-hidden="true"]')!.textContent).toBe('2');
    expect(document.querySelector('#cart-icon-bubble .visually-hidden')!.textContent).toBe('2 items');
    updateCartCount(0);
    expect(document.querySelector('.cart-count-bubble')).toBeNull();
  });
});
