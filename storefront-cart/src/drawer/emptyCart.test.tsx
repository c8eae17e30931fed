import { render } from 'preact';
import { act } from 'preact/test-utils';
import { XSS_VECTORS, unsafeParts } from '../../../reliability/vectors/xss';
import { App } from './App';
import { cartOf, memorySource } from '../test-support/memory-source';
import type { Lookup } from '../shared/gateway';
import { drawerHost } from '../test-support/host';

const host = drawerHost();

/** The empty drawer with the merchant's empty-cart HTML; answers what the shopper's page holds for it. */
async function emptyCartMessage(emptyCart: string): Promise<HTMLElement> {
  const lookup = { settings: { empty_cart: emptyCart }, campaigns: [], compareAtMap: {} } as unknown as Lookup;
  await act(async () =>
    render(<App lookup={lookup} open onClose={jest.fn()} source={memorySource(cartOf([]))} />, host()),
  );
  return host().querySelector('.cartlift-empty__message') as HTMLElement;
}

describe('empty-cart HTML (merchant rich text, through the drawer allowlist)', () => {
  it('keeps the merchant formatting and links', async () => {
    const message = await emptyCartMessage('<b>Nothing here</b> yet: <a href="/collections/all">browse</a><br>');
    expect(message.innerHTML).toBe('<b>Nothing here</b> yet: <a href="/collections/all">browse</a><br>');
  });

  it('shows the default in the shop language when the merchant left it empty or markup only', async () => {
    expect((await emptyCartMessage('')).textContent).toBe('Your cart is empty');
    expect((await emptyCartMessage('<p> </p>')).textContent).toBe('Your cart is empty');
  });

  it.each(XSS_VECTORS.map((v) => [v]))('leaves nothing executable of %s', async (vector) => {
    const message = await emptyCartMessage(vector);
    expect(unsafeParts(message.innerHTML, document)).toEqual([]);
  });
});
