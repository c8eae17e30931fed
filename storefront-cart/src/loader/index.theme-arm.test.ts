import { VISITOR_KEY } from './experiment';
import type { CartliftApi } from './index';
import { experimentAnswer, visitorIn } from '../test-support/experiment';
import { cartUpdates, loaderPage, settle, tracked } from '../test-support/loader-page';

// The experiment's variant is the theme's own cart, and this visitor is in it: the real loader boots on a product page
// with every hook a Cartlift cart uses within reach, and must leave all of them to the theme.
const mockMounted: string[] = [];
jest.mock('../drawer/mount', () => ({
  mountDrawer: () => {
    mockMounted.push('drawer');
    return { prepare: () => undefined, open: () => undefined, close: () => undefined, isOpen: () => false, checkout: async () => undefined };
  },
}));
jest.mock('../sticky/mount', () => ({ mountSticky: () => mockMounted.push('sticky') }));

const visitor = visitorIn('x_test', 50, 'variant');
const page = loaderPage({ answer: experimentAnswer('theme'), token: 'c1-first', attributes: {}, items: [] });
const idle: (() => void)[] = [];
const configure = jest.fn();
const heard: string[] = [];

beforeAll(() => {
  localStorage.setItem(VISITOR_KEY, visitor);
  window.history.pushState({}, '', '/products/tote');
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (fn: () => void) => idle.push(fn);
  (window as { Shopify?: unknown }).Shopify = { actions: { configure, isDefault: () => true } };
  document.body.innerHTML = `
    <a id="cart-link" href="/cart">Cart <span class="cart-count">Cart (2)</span></a>
    <form id="add" action="/cart/add" method="post"><input name="id" value="11"><button id="add-button" type="submit">Add</button></form>`;
  document.addEventListener('cart-updated', () => heard.push('cart-updated'));
  document.addEventListener('cartlift:cart-updated', () => heard.push('cartlift:cart-updated'));
});

/**
 * Dispatches a cancelable event at an element; true when a handler before the element's own (Cartlift's capture
 * listener) cancelled it or stopped it from reaching the element.
 */
function takenOver(target: Element, event: Event): boolean {
  let theme = false;
  const own = (e: Event) => {
    theme = !e.defaultPrevented;
    // jsdom cannot navigate or submit: the default stops here once the verdict is read.
    e.preventDefault();
  };
  target.addEventListener(event.type, own);
  target.dispatchEvent(event);
  target.removeEventListener(event.type, own);
  return !theme;
}

describe("the theme's own cart arm", () => {
  it('installs nothing: no drawer, no interception, no cart-icon takeover, no sticky bar, no openCart, counts untouched', async () => {
    await page.boot();
    const button = document.getElementById('add-button')!;
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    window.dispatchEvent(new Event('pointerdown'));
    idle.splice(0).forEach((fn) => fn());
    await settle();
    expect(takenOver(document.getElementById('add')!, new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(takenOver(document.getElementById('cart-link')!, new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    await (window as Window & { Cartlift?: CartliftApi }).Cartlift!.open();
    await settle();
    expect(mockMounted).toEqual([]);
    expect(configure).not.toHaveBeenCalled();
    expect(document.querySelector('.cart-count')!.textContent).toBe('Cart (2)');
    expect(heard).toEqual([]);
    expect(document.getElementById('cartlift-root')).toBeNull();
    // The theme's own requests no longer pass through Cartlift's observer.
    expect(window.fetch).toBe(page.fetch);
  });

  it('still writes the arm attributes once and sends the visit once, with the arm on it', async () => {
    expect(cartUpdates(page.requests)).toEqual([{ attributes: { __cartlift_arm: 'x_test:variant', __cartlift_vid: visitor } }]);
    expect(tracked(page.requests)).toEqual([
      { type: 'experiment_visit', experiment: { id: 'x_test', arm: 'variant', visitorId: visitor } },
    ]);
  });

  it('on the next page the visitor is in the same arm, and neither the attributes nor the visit are sent again', async () => {
    page.requests.length = 0;
    await page.boot();
    expect(localStorage.getItem(VISITOR_KEY)).toBe(visitor);
    expect(page.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual(['GET /cart.js', 'GET https://api.test/public/campaigns']);
    expect(takenOver(document.getElementById('add')!, new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
  });
});
