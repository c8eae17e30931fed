import type { AppProps } from '../drawer/App';
import type { CartLine } from '../shared/types';
import { cartOf, line } from '../test-support/memory-source';
import { API, bootWithAddForm, settle, submitAddForm } from '../test-support/loader-page';

// The real loader and the real drawer chunk on a product page in jsdom: a shopper adds a product with the drawer
// prepared on intent. Every render of the drawer's App is recorded, with whether it was drawn open.
const mockRenders: boolean[] = [];
jest.mock('../drawer/App', () => {
  const actual = jest.requireActual<typeof import('../drawer/App')>('../drawer/App');
  return { ...actual, App: (props: AppProps) => (mockRenders.push(props.open), actual.App(props)) };
});

const hat = (quantity: number, finalPrice = 1500): CartLine => line(21, quantity, 1500, { final_price: finalPrice, final_line_price: finalPrice * quantity });
const store = { lines: [line(11, 1, 2500)] as CartLine[], hatPrice: 1500, stock: 2 };
// While held, cart.js answers wait for release(): the drawer's state before Shopify's true cart is read.
let held = false;
const waiting: (() => void)[] = [];
const requests: string[] = [];
const respond = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = String(input).split('?')[0];
  requests.push(`${init?.method ?? 'GET'} ${url}`);
  if (url === '/cart.js') {
    if (held) await new Promise<void>((r) => waiting.push(r));
    return respond(cartOf(store.lines.map((l) => ({ ...l }))));
  }
  if (url === '/cart/add.js') {
    const form = init?.body as FormData;
    const asked = Number(form.get('quantity'));
    const before = store.lines.find((l) => l.variant_id === 21)?.quantity ?? 0;
    if (before + asked > store.stock)
      return respond({ status: 422, message: 'Cart Error', description: 'The maximum quantity of this item is already in your cart.' }, 422);
    const added = hat(before + asked, store.hatPrice);
    store.lines = [added, ...store.lines.filter((l) => l.variant_id !== 21)];
    // Shopify's answer to a single form add: the line item, with the line's final quantity.
    return respond(added);
  }
  if (url === `${API}/public/campaigns`) return respond({ settings: { active: true }, campaigns: [], compareAtMap: {} });
  return respond(null, 404);
};

const drawer = () => document.querySelector('#cartlift-root .cartlift-drawer');
const shown = () => ({
  open: !!drawer()?.classList.contains('cartlift-drawer--open'),
  lines: [...document.querySelectorAll('#cartlift-root .cartlift-line')].map(
    (li) => `${li.getAttribute('data-variant-id')} × ${li.querySelector<HTMLInputElement>('.cartlift-qty__input')?.value ?? '?'} ${li.querySelector('.cartlift-line__price')?.textContent}`,
  ),
  notice: document.querySelector('#cartlift-root .cartlift-notice')?.textContent ?? null,
});
const release = async () => {
  while (waiting.length) waiting.shift()!();
  await settle();
};

beforeAll(async () => {
  // The pointer reaches the button: the drawer chunk loads and renders closed (the loader's intent path).
  await bootWithAddForm(fetchStub as typeof window.fetch);
  expect(shown()).toEqual({ open: false, lines: ['11 × 1 $25.00'], notice: null });
});

afterEach(async () => {
  held = false;
  await release();
});

describe("adding with the drawer prepared: it opens from add.js's answer", () => {
  it('opens with the new line in one render while cart.js is still being read, then shows the true cart', async () => {
    held = true;
    mockRenders.length = 0;
    requests.length = 0;
    // The App renders made by the time the drawer first shows open with the new line (later ones are the open's effects).
    let rendersWhenShown: boolean[] | null = null;
    const watch = new MutationObserver(() => {
      if (!rendersWhenShown && shown().open && shown().lines.length === 2) rendersWhenShown = [...mockRenders];
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    submitAddForm();
    await settle();
    watch.disconnect();
    // The add's answer, then the true cart's read, still unanswered.
    expect(requests.filter((r) => r.includes(' /cart'))).toEqual(['POST /cart/add.js', 'GET /cart.js']);
    expect(shown()).toEqual({ open: true, lines: ['21 × 1 $15.00', '11 × 1 $25.00'], notice: null });
    // One render from the answer to the drawer shown: the line and the open together.
    expect(rendersWhenShown).toEqual([true]);
    store.lines[0] = hat(1, 1200);
    held = false;
    await release();
    expect(shown()).toEqual({ open: true, lines: ['21 × 1 $12.00', '11 × 1 $25.00'], notice: null });
  });

  it("leaves the drawer's lines as they were on a refused add and shows Shopify's message, as before", async () => {
    document.querySelector<HTMLElement>('#cartlift-root .cartlift-close')!.click();
    await settle();
    expect(shown().open).toBe(false);
    const lines = shown().lines;
    const form = document.getElementById('add')!;
    form.querySelector<HTMLInputElement>('[name="quantity"]')!.value = '5';
    submitAddForm();
    await settle();
    expect(shown()).toEqual({ open: true, lines, notice: 'The maximum quantity of this item is already in your cart.' });
    expect(lines).toHaveLength(2);
  });
});

