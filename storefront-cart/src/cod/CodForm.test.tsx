import { render } from 'preact';
import { act } from 'preact/test-utils';
import CodForm from './CodForm';
import { placeCodOrder } from './submit';
import { cartOf, line, memorySource } from '../test-support/memory-source';
import { testHost } from '../test-support/host';
import type { StorefrontCod as CodView } from '@cartlift/domain/storefront';
import type { CodOrderRequest, GatewayAnswer } from '../drawer/common/source';

const cod: CodView = {
  is_active: true,
  error_message: 'This field is required',
  buttons: { confirm: { text: 'Confirm order' }, loading: { text: 'Placing your order...' } },
  form: [
    { label: 'First name', isRequired: true, type: 'name', options: [], placeholder: 'First name' },
    { label: 'Phone', isRequired: true, type: 'string', options: [], placeholder: '' },
    { label: 'Size', isRequired: false, type: 'dropdown', options: ['S', 'L'], placeholder: '' },
  ],
};
const cart = cartOf([line(11, 2, 2500)]);
const order = { items: [{ variant_id: 11, product_id: 1, quantity: 2 }], fbt: [], cart_currency: 'USD', schema: {} };

const slot = testHost();
const $ = (sel: string) => slot.current.querySelector(sel) as HTMLInputElement | null;
const type = (sel: string, value: string) =>
  act(async () => {
    const input = $(sel)!;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
const confirm = async () => {
  await act(async () => $('.cartlift-cod__confirm')!.click());
  await settle();
};

describe('CodForm', () => {
  it("shows 'This field is required' under an empty required field, focuses it, and sends nothing", async () => {
    const source = memorySource(cart);
    await act(async () => render(<CodForm cod={cod} cart={cart} source={source} order={order} />, slot.current));
    await type('#cartlift-cod-0', 'Ana');
    await confirm();
    expect(slot.current.querySelector('#cartlift-cod-1-error')!.textContent).toBe('This field is required');
    expect($('#cartlift-cod-1')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe($('#cartlift-cod-1'));
    expect(source.codOrder).not.toHaveBeenCalled();
  });

  it('sends the answers in form order with one key, empties the cart and confirms; a double click sends once', async () => {
    const source = memorySource(cart);
    let answer: (a: GatewayAnswer) => void = () => undefined;
    source.codOrder.mockImplementation(() => new Promise((r) => (answer = r)));
    await act(async () => render(<CodForm cod={cod} cart={cart} source={source} order={order} />, slot.current));
    await type('#cartlift-cod-0', 'Ana');
    await type('#cartlift-cod-1', '555 0101');
    await confirm();
    await confirm();
    expect($('.cartlift-cod__confirm')!.textContent).toBe('Placing your order...');
    expect(source.codOrder).toHaveBeenCalledTimes(1);
    const body = source.codOrder.mock.calls[0][0];
    expect(body).toMatchObject({ ...order, answers: ['Ana', '555 0101', ''], website: '' });
    expect(body.client_key).toMatch(/^[0-9a-f]{32}$/);
    await act(async () => answer({ status: 201, body: { order: { name: '#1001' }, awaiting_confirmation: false } }));
    await settle();
    expect(source.clear).toHaveBeenCalledTimes(1);
    expect(slot.current.querySelector('[role=status]')!.textContent).toBe(
      'Thank you! Your order #1001 has been placed. You will pay on delivery.',
    );
  });

  it('tells the shopper a draft order (the merchant confirms it) has been received, not placed', async () => {
    const source = memorySource(cart);
    source.codOrder.mockResolvedValueOnce({ status: 201, body: { order: { name: '#D3' }, duplicate: false, awaiting_confirmation: true } });
    await act(async () => render(<CodForm cod={cod} cart={cart} source={source} order={order} />, slot.current));
    await type('#cartlift-cod-0', 'Ana');
    await type('#cartlift-cod-1', '555 0101');
    await confirm();
    await settle();
    expect(slot.current.querySelector('[role=status]')!.textContent).toBe(
      'Thank you! Your order #D3 has been received. The store will confirm it; you will pay on delivery.',
    );
  });

  it('keeps the cart and says so when the order fails; server field errors land on their fields', async () => {
    const source = memorySource(cart);
    source.codOrder.mockResolvedValueOnce({ status: 502, body: null });
    await act(async () => render(<CodForm cod={cod} cart={cart} source={source} order={order} />, slot.current));
    await type('#cartlift-cod-0', 'Ana');
    await type('#cartlift-cod-1', '555');
    await confirm();
    expect(slot.current.querySelector('[role=alert]')!.textContent).toMatch(/cart has not changed/);
    expect(source.clear).not.toHaveBeenCalled();
    source.codOrder.mockResolvedValueOnce({ status: 400, body: { error: { errors: [{ path: 'answers.2', message: 'value is not valid' }] } } });
    await confirm();
    expect(slot.current.querySelector('#cartlift-cod-2-error')!.textContent).toBe('value is not valid');
    expect(source.codOrder.mock.calls[0][0].client_key).toBe(source.codOrder.mock.calls[1][0].client_key);
  });
});

describe('placeCodOrder', () => {
  // placeCodOrder only sends the body; a minimal one the gateway would take.
  const body: CodOrderRequest = { items: [{ variant_id: 1, product_id: 1, quantity: 1 }], client_key: 'k'.repeat(16), answers: [] };
  it('waits out a 409 (another click placing the same key) and answers the placed order', async () => {
    const source = memorySource(cart);
    source.codOrder
      .mockResolvedValueOnce({ status: 409, body: { error: { code: 'ORDER_IN_PROGRESS' } } })
      .mockResolvedValueOnce({ status: 200, body: { order: { name: '#1002' }, duplicate: true } });
    expect(await placeCodOrder(source, body, 1)).toEqual({ kind: 'placed', name: '#1002', awaitingConfirmation: false });
    expect(source.codOrder).toHaveBeenCalledTimes(2);
  });
  it("carries the cart's note and its applied discount codes (not the inapplicable ones) to the order", async () => {
    const noted = {
      ...cart,
      note: 'Ring twice',
      discount_codes: [
        { code: 'WELCOME10', applicable: true },
        { code: 'EXPIRED', applicable: false },
      ],
    };
    const source = memorySource(noted);
    await act(async () => render(<CodForm cod={cod} cart={noted} source={source} order={order} />, slot.current));
    await type('#cartlift-cod-0', 'Ana');
    await type('#cartlift-cod-1', '555 0101');
    await confirm();
    expect(source.codOrder.mock.calls[0][0]).toMatchObject({ note: 'Ring twice', discountCode: 'WELCOME10' });
  });

  it("says an unknown discount code in the shop's language and keeps the cart", async () => {
    const source = memorySource(cart);
    source.codOrder.mockResolvedValueOnce({ status: 400, body: { error: { code: 'DISCOUNTS_NOT_FOUND', message: 'Discount code not found' } } });
    await act(async () => render(<CodForm cod={cod} cart={cart} source={source} order={order} language="french" />, slot.current));
    await type('#cartlift-cod-0', 'Ana');
    await type('#cartlift-cod-1', '555 0101');
    await confirm();
    expect(slot.current.querySelector('.cartlift-cod__message')!.textContent).toBe('Code de réduction introuvable');
    expect(source.clear).not.toHaveBeenCalled();
  });

  it('is a failure when the network is down', async () => {
    const source = memorySource(cart);
    source.codOrder.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await placeCodOrder(source, body, 1)).toEqual({ kind: 'failed' });
  });
});
