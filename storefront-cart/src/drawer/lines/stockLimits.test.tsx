import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App } from '../App';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import { drawerHost } from '../../test-support/host';
import { CartError } from '../../shared/cart-client';
import type { Cart } from '../../shared/types';
import type { StoreProduct } from '../common/source';
import { QUANTITY_DEBOUNCE_MS } from './LineItem';

// Shopify's products/{handle}.js says whether a variant can be bought (`available`) and its quantity rule, never how
// many are left: Plus is disabled by those, and by the limit the store's 422 answer reveals.
const host = drawerHost();
const plus = () => host().querySelector<HTMLButtonElement>('.cartlift-qty__btn[aria-label="Increase quantity"]')!;
const shown = () => host().querySelector<HTMLInputElement>('.cartlift-qty__input')!.value;
const lookup = { settings: {}, campaigns: [], compareAtMap: {} };

/** A product exactly as products/{handle}.js serves the fields the drawer reads (no inventory quantity or policy). */
const served = (variant: Partial<StoreProduct['variants'][number]> = {}): StoreProduct => ({
  id: 1,
  title: 'Tee',
  handle: 'p-11',
  options: ['Title'],
  variants: [{ id: 11, title: 'Default Title', price: 2500, available: true, inventory_management: 'shopify', quantity_rule: { min: 1, max: null, increment: 1 }, ...variant }],
});

/** The debounce, then the write's refusal and its re-read, to the end. */
async function settle() {
  await act(async () => void jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
  for (let i = 0; i < 5; i++) await act(async () => undefined);
}

async function open(source: ReturnType<typeof memorySource>, isOpen = true) {
  await act(async () => render(<App source={source} lookup={lookup} open={isOpen} onClose={jest.fn()} />, host()));
  await act(async () => undefined);
}

describe('stock limits on a line', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("learns the limit from the store's 2025 answer 'Only N items were added to your cart.' and disables Plus there", async () => {
    const tee = line(11, 2, 2500);
    const source = memorySource(cartOf([tee]), [served()]);
    source.change.mockImplementation(() => {
      // The store adds what stock allows (3 in all) and refuses the rest; the cart client re-reads before rethrowing.
      source.publish(cartOf([{ ...tee, quantity: 3, line_price: 7500, final_line_price: 7500, original_line_price: 7500 }]));
      return Promise.reject(new CartError('Only 1 items were added to your cart.', 422));
    });
    await open(source);
    expect(plus().disabled).toBe(false);
    await act(async () => (plus().click(), plus().click()));
    await settle();
    expect(source.change).toHaveBeenCalledWith({ id: '11:k', quantity: 4 });
    expect(shown()).toBe('3');
    expect(plus().disabled).toBe(true);
    expect(host().querySelector('.cartlift-line__error')?.textContent).toBe('Only 1 items were added to your cart.');
  });

  it("'The maximum quantity of this item is already in your cart.': the quantity held is the limit", async () => {
    const tee = line(11, 5, 2500);
    const source = memorySource(cartOf([tee]), [served()]);
    source.change.mockImplementation(() => Promise.reject(new CartError('The maximum quantity of this item is already in your cart.', 422)));
    await open(source);
    await act(async () => plus().click());
    await settle();
    expect(shown()).toBe('5');
    expect(plus().disabled).toBe(true);
  });

  it('a learned limit is forgotten when the drawer opens again (stock moves)', async () => {
    const tee = line(11, 5, 2500);
    const source = memorySource(cartOf([tee]), [served()]);
    source.change.mockImplementation(() => Promise.reject(new CartError('The maximum quantity of this item is already in your cart.', 422)));
    await open(source);
    await act(async () => plus().click());
    await settle();
    expect(plus().disabled).toBe(true);
    await open(source, false);
    await open(source, true);
    expect(plus().disabled).toBe(false);
  });

  it('reads the served variant: sold out (available false) and the quantity rule maximum disable Plus', async () => {
    const soldOut = memorySource(cartOf([line(11, 1, 2500)]), [served({ available: false })]);
    await open(soldOut);
    expect(plus().disabled).toBe(true);
    expect(host().querySelector('.cartlift-line__sold-out')).not.toBeNull();

    const ruled = memorySource(cartOf([line(11, 3, 2500)]) as Cart, [served({ quantity_rule: { min: 1, max: 3, increment: 1 } })]);
    await open(ruled);
    expect(plus().disabled).toBe(true);
  });
});
