import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App } from '../App';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import { drawerHost } from '../../test-support/host';
import type { Cart } from '../../shared/types';
import { QUANTITY_DEBOUNCE_MS } from './LineItem';

// A slow or contended store (409 retries) answers the shopper's quantity writes late: a cart published while a later
// write is still on its way must not take back the clicks made since.
const host = drawerHost();
const plus = () => host().querySelector<HTMLElement>('.cartlift-qty__btn[aria-label="Increase quantity"]')!;
const shown = () => host().querySelector<HTMLInputElement>('.cartlift-qty__input')!.value;

describe('quantity clicks while writes are on their way', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps counting from the asked quantity when an earlier write answers, and takes the cart once all settle', async () => {
    const tee = line(11, 1, 2500);
    const source = memorySource(cartOf([tee]));
    const answers: Array<(cart: Cart) => void> = [];
    source.change.mockImplementation(
      () =>
        new Promise<Cart>((resolve) =>
          answers.push((cart) => {
            source.publish(cart);
            resolve(cart);
          }),
        ),
    );
    await act(async () => render(<App source={source} lookup={{ settings: {}, campaigns: [], compareAtMap: {} }} open onClose={jest.fn()} />, host()));

    // Two clicks, the debounce: one write for 3 goes out and stays unanswered.
    await act(async () => (plus().click(), plus().click()));
    await act(async () => void jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(source.change).toHaveBeenLastCalledWith({ id: '11:k', quantity: 3 });
    // One more click and the debounce: a write for 4, queued behind the first.
    await act(async () => plus().click());
    await act(async () => void jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    // The first write answers (3) while the second is on its way: the line still shows 4 and the next click asks 5.
    await act(async () => answers[0](cartOf([{ ...tee, quantity: 3 }])));
    expect(shown()).toBe('4');
    await act(async () => plus().click());
    await act(async () => void jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(source.change).toHaveBeenLastCalledWith({ id: '11:k', quantity: 5 });
    await act(async () => answers[1](cartOf([{ ...tee, quantity: 4 }])));
    expect(shown()).toBe('5');
    // Every write settled: the store's answer is the truth again (here it kept 5).
    await act(async () => answers[2](cartOf([{ ...tee, quantity: 5 }])));
    expect(shown()).toBe('5');
    expect(source.change).toHaveBeenCalledTimes(3);
  });

  it('shows the true cart once the last write settles, when the store kept less than was asked', async () => {
    const tee = line(11, 1, 2500);
    const source = memorySource(cartOf([tee]));
    source.change.mockImplementation(() => {
      // The store keeps 2 (stock), as a refused write's re-read would show.
      const kept = cartOf([{ ...tee, quantity: 2 }]);
      source.publish(kept);
      return Promise.resolve(kept);
    });
    await act(async () => render(<App source={source} lookup={{ settings: {}, campaigns: [], compareAtMap: {} }} open onClose={jest.fn()} />, host()));
    await act(async () => (plus().click(), plus().click(), plus().click()));
    await act(async () => void jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    await act(async () => undefined);
    expect(source.change).toHaveBeenCalledWith({ id: '11:k', quantity: 4 });
    expect(shown()).toBe('2');
  });
});
