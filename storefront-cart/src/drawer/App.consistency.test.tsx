import { render } from 'preact';
import { act } from 'preact/test-utils';
import { drawerHost } from '../test-support/host';
import { App } from './App';
import { cartOf, line, memorySource } from '../test-support/memory-source';
import { CartError } from '../shared/cart-client';
import { protectionLookup } from '../test-support/campaigns';

const hostOf = drawerHost();

// Shipping protection (variant 77) offered by a One Check Upsell; a free gift; an app-created hidden product.
const lookup = protectionLookup;
const tee = line(11, 1, 2500);
const protection = line(77, 1, 299);
const gift = line(55, 1, 0, { product_type: 'free_gift' });
const wrap = line(99, 1, 255, { product_type: 'cartlift_hidden' });
const $ = (sel: string) => hostOf().querySelector(sel) as HTMLElement;
const mount = (source: ReturnType<typeof memorySource>) =>
  act(async () => render(<App source={source} lookup={lookup} open onClose={jest.fn()} />, hostOf()));

describe('cart consistency', () => {
  it('removing the last paying product removes every add-on in the same update.js', async () => {
    const source = memorySource(cartOf([tee, protection, gift, wrap]));
    await mount(source);
    await act(async () => $('.cartlift-line__remove').click());
    expect(source.change).not.toHaveBeenCalled();
    expect(source.update).toHaveBeenCalledTimes(1);
    expect(source.update).toHaveBeenCalledWith({ updates: { '11:k': 0, '77:k': 0, '55:k': 0, '99:k': 0 } });
  });

  it('removing one of two paying products keeps the add-ons (one change.js)', async () => {
    const source = memorySource(cartOf([tee, line(21, 1, 999), protection]));
    await mount(source);
    await act(async () => $('.cartlift-line__remove').click());
    expect(source.change).toHaveBeenCalledWith({ id: '11:k', quantity: 0 });
    expect(source.update).not.toHaveBeenCalled();
  });

  it('a line that sells out on update goes to quantity 0 and keeps the sold-out marker', async () => {
    jest.useFakeTimers();
    const source = memorySource(cartOf([tee, line(21, 1, 999)]));
    source.change.mockImplementationOnce(() => Promise.reject(new CartError('Classic Tee is sold out.', 422)));
    await mount(source);
    await act(async () => (hostOf().querySelectorAll('.cartlift-qty__btn[aria-label="Increase quantity"]')[0] as HTMLElement).click());
    await act(async () => void jest.advanceTimersByTime(300));
    await act(async () => undefined);
    expect(source.change).toHaveBeenNthCalledWith(1, { id: '11:k', quantity: 2 });
    expect(source.change).toHaveBeenNthCalledWith(2, { id: '11:k', quantity: 0 });
    // The store removes it: the line stays shown, quantity 0, with the marker and no controls.
    await act(async () => source.publish(cartOf([line(21, 1, 999)])));
    const soldOut = [...hostOf().querySelectorAll('.cartlift-line')].find((l) => l.textContent?.includes('Product 11'))!;
    expect(soldOut.querySelector('.cartlift-line__sold-out')?.textContent).toBe('Sold out');
    expect(soldOut.querySelector('.cartlift-line__remove')).toBeNull();
  });

  /** The tee's quantity raised, and the store's answer and next cart drop it (sold out) without a 422. */
  async function soldOutByStoreDrop() {
    jest.useFakeTimers();
    const source = memorySource(cartOf([tee, line(21, 1, 999)]));
    source.change.mockImplementationOnce(() => Promise.resolve(cartOf([line(21, 1, 999)])));
    await mount(source);
    await act(async () => (hostOf().querySelectorAll('.cartlift-qty__btn[aria-label="Increase quantity"]')[0] as HTMLElement).click());
    await act(async () => void jest.advanceTimersByTime(300));
    await act(async () => source.publish(cartOf([line(21, 1, 999)])));
    return source;
  }

  it('a store that drops a sold-out line from the update answer (no 422) gets the same marker', async () => {
    await soldOutByStoreDrop();
    expect(hostOf().querySelector('.cartlift-line__sold-out')?.textContent).toBe('Sold out');
  });

  it('the sold-out line is shown until the drawer closes: reopened, the drawer shows the cart as it is', async () => {
    const source = await soldOutByStoreDrop();
    expect(hostOf().querySelectorAll('.cartlift-line')).toHaveLength(2);
    for (const open of [false, true])
      await act(async () => render(<App source={source} lookup={lookup} open={open} onClose={jest.fn()} />, hostOf()));
    expect([...hostOf().querySelectorAll('.cartlift-line__title')].map((t) => t.textContent)).toEqual(['Product 21']);
    expect(hostOf().querySelector('.cartlift-line__sold-out')).toBeNull();
  });
});
