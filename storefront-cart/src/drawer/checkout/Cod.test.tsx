import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App } from '../App';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import { testHost } from '../../test-support/host';
import type { StorefrontCod as CodView } from '@cartlift/domain/storefront';

// The COD parts of the drawer: the button, COD-only, the in-cart form, and the preview opening on the form.
const slot = testHost();
const cod = (over: Partial<CodView> = {}): CodView => ({
  is_active: true,
  checkout_mode: 'cod_and_checkout',
  error_message: 'This field is required',
  buttons: { checkout: { text: 'Cash on Delivery' }, confirm: { text: 'Confirm order' } },
  form: [{ label: 'First name', isRequired: true, type: 'name', options: [], placeholder: '' }],
  ...over,
});
async function mount(c: CodView, extra: { initialCodOpen?: boolean } = {}) {
  const source = memorySource(cartOf([line(11, 2, 2500)]));
  await act(async () => render(<App source={source} lookup={{ settings: {}, campaigns: [], compareAtMap: {}, cod_settings: c }} open onClose={jest.fn()} {...extra} />, slot.current));
  // The COD chunk is a dynamic import: let it resolve and render.
  await act(() => new Promise((r) => setTimeout(r, 50)));
}
const $ = (sel: string) => slot.current.querySelector(sel);

describe('drawer COD', () => {
  it('offers the COD button next to checkout; it opens the form on the second slide', async () => {
    await mount(cod());
    expect($('.cartlift-checkout__button')).not.toBeNull();
    await act(async () => ($('.cartlift-cod-button') as HTMLElement).click());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect($('.cartlift-slide[aria-hidden="false"] .cartlift-cod')).not.toBeNull();
  });
  it('COD-only hides checkout; nothing shows while COD is off', async () => {
    await mount(cod({ checkout_mode: 'cod_only' }));
    expect($('.cartlift-checkout__button')).toBeNull();
    expect($('.cartlift-cod-button')).not.toBeNull();
    render(null, slot.current);
    await mount(cod({ is_active: false }));
    expect($('.cartlift-cod-button')).toBeNull();
    expect($('.cartlift-checkout__button')).not.toBeNull();
  });
  it('the preview of the COD page opens on the form even when it opens in the same render', async () => {
    await mount(cod(), { initialCodOpen: true });
    expect($('.cartlift-cod')).not.toBeNull();
  });
});
