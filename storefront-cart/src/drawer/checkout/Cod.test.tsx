import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App } from '../App';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import { testHost } from '../../test-support/host';
import type { StorefrontCod as CodView, StorefrontSettings } from '@cartlift/domain/storefront';
import { DRAWER_CLOSE_MS } from '../../shared/theme-form';
import { DEFAULT_COD_BUTTON_COLOUR, DEFAULT_COD_BUTTON_TEXT } from '@cartlift/domain/shop/constants';

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
async function mount(c: CodView, extra: { initialCodOpen?: boolean } = {}, settings: StorefrontSettings = {}) {
  const source = memorySource(cartOf([line(11, 2, 2500)]));
  await act(async () => render(<App source={source} lookup={{ settings, campaigns: [], compareAtMap: {}, cod_settings: c }} open onClose={jest.fn()} {...extra} />, slot.current));
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
  it('reopened after the form was left open, the drawer shows the cart, not the form', async () => {
    const source = memorySource(cartOf([line(11, 2, 2500)]));
    const lookup = { settings: {}, campaigns: [], compareAtMap: {}, cod_settings: cod() };
    const draw = (open: boolean) => act(async () => render(<App source={source} lookup={lookup} open={open} onClose={jest.fn()} />, slot.current));
    await draw(true);
    await act(async () => ($('.cartlift-cod-button') as HTMLElement).click());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect($('.cartlift-slides--1 .cartlift-slide[aria-hidden="false"] .cartlift-cod')).not.toBeNull();
    await draw(false);
    await draw(true);
    expect($('.cartlift-slides--0')).not.toBeNull();
    expect($('.cartlift-cod')).toBeNull();
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

  it("the button shows the text and background last set on either page: Cart Setup's only where changed from its default", async () => {
    const red = { r: 200, g: 0, b: 0, a: 1 };
    const white = { r: 255, g: 255, b: 255, a: 1 };
    const teal = { r: 0, g: 90, b: 90, a: 1 };
    const cartSetup = (text: string, color: typeof red) => ({ modules: { checkout_button: { cod_button: { text, color } } } });
    const page = cod({ buttons: { checkout: { text: 'Pay at the door', color: white, background: teal } } });
    const button = () => $('.cartlift-cod-button') as HTMLElement;
    const seen = () => [button().textContent, button().style.background, button().style.color];
    // Cart Setup's cod_button at its defaults (the issue: these hid the COD page's own text and background).
    await mount(page, {}, cartSetup(DEFAULT_COD_BUTTON_TEXT, { ...DEFAULT_COD_BUTTON_COLOUR }));
    expect(seen()).toEqual(['Pay at the door', 'rgb(0, 90, 90)', 'rgb(255, 255, 255)']);
    render(null, slot.current);
    // Changed in Cart Setup: its text and colour win; the text colour stays the COD page's.
    await mount(page, {}, cartSetup('Pay when it arrives', red));
    expect(seen()).toEqual(['Pay when it arrives', 'rgb(200, 0, 0)', 'rgb(255, 255, 255)']);
    render(null, slot.current);
    // Each is decided alone: a changed text with the default colour keeps the COD page's background.
    await mount(page, {}, cartSetup('Pay when it arrives', { ...DEFAULT_COD_BUTTON_COLOUR }));
    expect(seen()).toEqual(['Pay when it arrives', 'rgb(0, 90, 90)', 'rgb(255, 255, 255)']);
    render(null, slot.current);
    // No Cart Setup settings at all: the COD page's.
    await mount(cod({ buttons: { checkout: { text: 'Cash on Delivery', background: { r: 0, g: 0, b: 0, a: 1 } } } }));
    expect([button().textContent, button().style.background]).toEqual(['Cash on Delivery', 'rgb(0, 0, 0)']);
  });
});

describe("the cart's note reaches a COD order", () => {
  it('is saved to the cart when the note box loses focus (the COD form reads the cart), not on every key', async () => {
    const source = memorySource(cartOf([line(11, 2, 2500)]));
    const settings = { modules: { order: ['order_note', 'checkout_button'], order_note: { isActive: true, title: 'Note' } } } as StorefrontSettings;
    await act(async () => render(<App source={source} lookup={{ settings, campaigns: [], compareAtMap: {}, cod_settings: cod() }} open onClose={jest.fn()} />, slot.current));
    const box = $('.cartlift-note textarea') as HTMLTextAreaElement;
    await act(async () => {
      box.value = 'Ring twice';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(source.update).not.toHaveBeenCalled();
    await act(async () => void box.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(source.update).toHaveBeenCalledWith({ note: 'Ring twice' });
  });
});

describe('cart-and-shop.md §5 file-upload rule where COD starts in the drawer', () => {
  const close = jest.fn();
  let form: HTMLFormElement;
  let submitted: jest.SpyInstance;
  beforeEach(() => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      // novalidate, as Dawn marks its product form: requestSubmit would submit it unchecked.
      '<form id="theme" action="/cart/add" novalidate><input type="file" name="properties[Photo]"><input name="properties[Name]" required></form>',
    );
    form = document.getElementById('theme') as HTMLFormElement;
    submitted = jest.spyOn(form, 'reportValidity');
    (window as Window & { Cartlift?: { close(): void } }).Cartlift = { close } as never;
  });
  afterEach(() => {
    form.remove();
    delete (window as Window & { Cartlift?: unknown }).Cartlift;
    close.mockReset();
  });
  const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

  it('the COD button closes the drawer and submits the theme form for native validation instead of opening COD', async () => {
    await mount(cod());
    await act(async () => ($('.cartlift-cod-button') as HTMLElement).click());
    expect(close).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    await wait(DRAWER_CLOSE_MS + 20);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect($('.cartlift-slide[aria-hidden="false"] .cartlift-cod')).toBeNull();
    // Once the required field is filled the form is valid and COD opens as usual.
    (form.elements.namedItem('properties[Name]') as HTMLInputElement).value = 'Ana';
    await act(async () => ($('.cartlift-cod-button') as HTMLElement).click());
    await wait(50);
    expect(close).toHaveBeenCalledTimes(1);
    expect($('.cartlift-slide[aria-hidden="false"] .cartlift-cod')).not.toBeNull();
  });

  it('the in-cart form sends nothing while the theme form needs an answer; without a file field it goes on', async () => {
    await mount(cod({ is_form_in_cart: true }));
    const input = $('#cartlift-cod-0') as HTMLInputElement;
    await act(async () => {
      input.value = 'Ana';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => ($('.cartlift-cod__confirm') as HTMLElement).click());
    await wait(DRAWER_CLOSE_MS + 20);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    form.querySelector('input[type=file]')!.remove();
    await act(async () => ($('.cartlift-cod__confirm') as HTMLElement).click());
    await wait(50);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect($('.cartlift-cod--placed')).not.toBeNull();
  });
});
