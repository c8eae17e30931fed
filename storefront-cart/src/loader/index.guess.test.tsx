/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://demo.myshopify.com/products/hat"}
 */
import type { CartLine } from '../shared/types';
import { cartOf, line } from '../test-support/memory-source';
import { API, bootWithAddForm, settle, submitAddForm } from '../test-support/loader-page';

// The real loader and drawer chunk on a product page in jsdom: with the page's product read while the drawer was
// prepared, an add of it is drawn as it is sent, before add.js answers.
const store = { lines: [line(11, 1, 2500)] as CartLine[], stock: 2 };
const hatJs = { id: 2, title: 'Hat', handle: 'hat', options: ['Title'], variants: [{ id: 21, title: 'Default Title', price: 1500, available: true }] };
let holdAdd = false;
const addWaiting: (() => void)[] = [];
const requests: string[] = [];
const respond = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = String(input).split('?')[0];
  requests.push(`${init?.method ?? 'GET'} ${url}`);
  if (url === '/cart.js') return respond(cartOf(store.lines.map((l) => ({ ...l }))));
  if (url === '/products/hat.js') return respond(hatJs);
  if (url === '/cart/add.js') {
    if (holdAdd) await new Promise<void>((r) => addWaiting.push(r));
    const asked = Number((init?.body as FormData).get('quantity'));
    const before = store.lines.find((l) => l.variant_id === 21)?.quantity ?? 0;
    if (before + asked > store.stock)
      return respond({ status: 422, message: 'Cart Error', description: 'The maximum quantity of this item is already in your cart.' }, 422);
    // The store's line: its own key, and a discount the guess could not know.
    const added = line(21, before + asked, 1500, { key: '21:store', title: 'Hat', product_title: 'Hat', handle: 'hat', final_price: 1200, final_line_price: 1200 * (before + asked) });
    store.lines = [added, ...store.lines.filter((l) => l.variant_id !== 21)];
    return respond(added);
  }
  if (url === `${API}/public/campaigns`) return respond({ settings: { active: true }, campaigns: [], compareAtMap: {} });
  return respond(null, 404);
};

const shown = () => ({
  open: !!document.querySelector('#cartlift-root .cartlift-drawer--open'),
  lines: [...document.querySelectorAll('#cartlift-root .cartlift-line')].map(
    (li) =>
      `${li.getAttribute('data-line-key')} × ${li.querySelector<HTMLInputElement>('.cartlift-qty__input')?.value} ${li.querySelector('.cartlift-line__price')?.textContent}${li.getAttribute('aria-busy') ? ' busy' : ''}`,
  ),
  notice: document.querySelector('#cartlift-root .cartlift-notice')?.textContent ?? null,
});
/** Waits (at most 2 s) until `done` holds, then lets the rest settle: a loaded machine runs the chunk's import late. */
const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
  await settle();
};
const answerAdd = async () => {
  while (addWaiting.length) addWaiting.shift()!();
  await settle();
};

beforeAll(async () => {
  await bootWithAddForm(fetchStub as typeof window.fetch);
  await until(() => requests.includes('GET /products/hat.js') && !!document.querySelector('#cartlift-root .cartlift-line'));
  expect(requests).toContain('GET /products/hat.js');
  expect(shown()).toEqual({ open: false, lines: ['11:k × 1 $25.00'], notice: null });
});

afterEach(async () => {
  holdAdd = false;
  await answerAdd();
});

describe("an add of the page's product, guessed", () => {
  it('opens with the guessed line, busy and without controls, before add.js answers; the store\'s line replaces it', async () => {
    holdAdd = true;
    requests.length = 0;
    submitAddForm();
    await until(() => shown().open);
    // The open's own reads (the lines' products, the view) go on; the cart's next read waits behind the add.
    expect(requests.filter((r) => r.includes(' /cart'))).toEqual(['POST /cart/add.js']);
    expect(shown()).toEqual({ open: true, lines: ['21:cartlift-guess × 1 $15.00 busy', '11:k × 1 $25.00'], notice: null });
    const guessed = document.querySelector('#cartlift-root .cartlift-line[aria-busy]')!;
    expect([...guessed.querySelectorAll('button')].map((b) => b.disabled)).toEqual([true, true, true]);
    expect(guessed.querySelector<HTMLInputElement>('.cartlift-qty__input')!.readOnly).toBe(true);
    await answerAdd();
    await until(() => shown().lines[0].startsWith('21:store'));
    expect(shown()).toEqual({ open: true, lines: ['21:store × 1 $12.00', '11:k × 1 $25.00'], notice: null });
  });

  it("drops the guess on a refused add and shows Shopify's message on the true cart", async () => {
    document.querySelector<HTMLElement>('#cartlift-root .cartlift-close')!.click();
    await settle();
    document.getElementById('add')!.querySelector<HTMLInputElement>('[name="quantity"]')!.value = '5';
    holdAdd = true;
    submitAddForm();
    // The quantity box takes a line's new quantity in an effect, which runs after the paint (100 ms in jsdom).
    await until(() => shown().open && shown().lines[0] === '21:store × 6 $72.00');
    // The guess: the hat's line gains the 5 units asked for.
    expect(shown().lines).toEqual(['21:store × 6 $72.00', '11:k × 1 $25.00']);
    await answerAdd();
    await until(() => shown().notice !== null && shown().lines[0] === '21:store × 1 $12.00');
    expect(shown()).toEqual({
      open: true,
      lines: ['21:store × 1 $12.00', '11:k × 1 $25.00'],
      notice: 'The maximum quantity of this item is already in your cart.',
    });
  });
});
