import path from 'node:path';
import { seriousAxeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { cartJourneys } from './support/journeys';

// Themes that add to cart from script (fetch, XMLHttpRequest) and Dawn's own fetch flow (a reproduction committed as
// a fixture): the loader observes their Ajax Cart calls, opens the drawer with the new line and updates the count.
const DAWN_FIXTURE = path.join(__dirname, 'fixtures', 'dawn-theme.js');
const j = cartJourneys();

type CartJs = { item_count: number; items: { product_title: string; quantity: number }[] };
const cartJs = () => j.page().evaluate(() => fetch('/cart.js').then((r) => r.json())) as Promise<CartJs>;
const drawerLines = () =>
  j.page().$$eval('#cartlift-root .cartlift-line', (els) =>
    els.map((e) => ({ title: e.querySelector('.cartlift-line__title')!.textContent, qty: (e.querySelector('.cartlift-qty__input') as HTMLInputElement).value })),
  );
const openLine = '#cartlift-root .cartlift-drawer--open .cartlift-line';

async function visit(pathAndQuery: string): Promise<void> {
  await j.page().goto(`${j.base()}${pathAndQuery}`, { waitUntil: 'load' });
  await j.page().waitForFunction(() => 'Cartlift' in window);
}

describe('add to cart from script on any theme', () => {
  it('a fetch-based theme (JSON items body to cart/add.js) opens the drawer with the new line and the right header count', async () => {
    await visit('/products/wool-beanie?theme=fetch');
    await j.page().click('.product-form__submit');
    await j.page().waitForSelector(openLine, { visible: true });
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '1' }]);
    // The theme got its own answer untouched, and the count the theme shows is the cart's.
    await j.page().waitForFunction(() => document.getElementById('theme-add-status')?.textContent === 'Added');
    await j.page().waitForFunction(() => document.querySelector('.cart-count')?.textContent === '1');
    expect((await cartJs()).items.map((i) => i.quantity)).toEqual([1]);
    expect(await seriousAxeViolations(j.page(), '#cartlift-root')).toEqual([]);
    await screenshot(j.page(), 'storefront-theme-fetch-add');
  });

  it('an XMLHttpRequest theme on /fr/ (urlencoded body to /fr/cart/add) does the same, and never adds twice', async () => {
    await visit('/fr/products/wool-beanie?theme=xhr');
    await j.page().$eval('input[name="quantity"]', (el) => ((el as HTMLInputElement).value = '2'));
    await j.page().click('.product-form__submit');
    await j.page().waitForSelector(openLine, { visible: true });
    expect(await drawerLines()).toEqual([{ title: 'Wool Beanie', qty: '2' }]);
    await j.page().waitForFunction(() => document.querySelector('.cart-count')?.textContent === '2');
    await j.page().waitForFunction(() => document.getElementById('theme-add-status')?.textContent === 'Added');
    expect((await cartJs()).items.map((i) => i.quantity)).toEqual([2]);
    await screenshot(j.page(), 'storefront-theme-xhr-add');
  });

  it("the theme's own change/update/clear calls (fetch and XHR) refresh the open drawer and the count", async () => {
    await visit('/products/canvas-tote?theme=fetch');
    await j.page().click('.product-form__submit');
    await j.page().waitForSelector(openLine, { visible: true });
    // A theme's cart page changing quantity with a form body over XHR (jQuery's $.post).
    await j.page().evaluate(() => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', '/cart/change.js');
      xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
      xhr.send('line=1&quantity=3');
    });
    await j.page().waitForFunction(() => (document.querySelector('#cartlift-root .cartlift-qty__input') as HTMLInputElement | null)?.value === '3');
    await j.page().waitForFunction(() => document.querySelector('.cart-count')?.textContent === '3');
    await j.page().evaluate(() => fetch('/cart/update.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ updates: [5] }) }));
    await j.page().waitForFunction(() => document.querySelector('.cart-count')?.textContent === '5');
    await j.page().evaluate(() => fetch('/cart/clear.js', { method: 'POST' }));
    await j.page().waitForSelector('#cartlift-root .cartlift-empty', { visible: true });
    await j.page().waitForFunction(() => document.querySelector('.cart-count')?.textContent === '0');
  });

  it("Dawn's fetch flow keeps working: its product form is kept out (one line), its cart-page change refreshes the drawer", async () => {
    await visit('/products/wool-beanie');
    await j.page().addScriptTag({ path: DAWN_FIXTURE });
    await j.page().click('form[action*="/cart/add"] [type="submit"]');
    await j.page().waitForSelector(openLine, { visible: true });
    await j.page().waitForFunction(() => document.querySelector('#cart-icon-bubble .cart-count-bubble span[aria-hidden="true"]')?.textContent === '1');
    // Neither Dawn's product form nor its notification ran: the add happened once, through the Cartlift drawer.
    expect(await j.page().evaluate(() => (window as unknown as { dawnCalls: { added: number } }).dawnCalls.added)).toBe(0);
    expect(await j.page().$eval('cart-notification', (e) => e.classList.contains('active'))).toBe(false);
    expect((await cartJs()).items.map((i) => i.quantity)).toEqual([1]);
    // Dawn's CartItems.updateQuantity posts JSON to routes.cart_change_url (/cart/change, no .js): the theme gets
    // its JSON answer and the open drawer follows.
    const count = await j.page().evaluate(() => (window as unknown as { dawnCartItems: { updateQuantity(l: number, q: number): Promise<number> } }).dawnCartItems.updateQuantity(1, 4));
    expect(count).toBe(4);
    await j.page().waitForFunction(() => (document.querySelector('#cartlift-root .cartlift-qty__input') as HTMLInputElement | null)?.value === '4');
    await j.page().waitForFunction(() => document.querySelector('#cart-icon-bubble .cart-count-bubble span[aria-hidden="true"]')?.textContent === '4');
    expect(await seriousAxeViolations(j.page(), '#cartlift-root')).toEqual([]);
  });
});
