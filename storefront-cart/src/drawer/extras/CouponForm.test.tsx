import { render } from 'preact';
import { act } from 'preact/test-utils';
import { CouponForm } from './CouponForm';
import { CartError } from '../../shared/cart-client';
import { textsFor } from '../common/i18n';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import type { Cart, UpdateBody } from '../../shared/types';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterEach(() => {
  render(null, host);
  host.remove();
});

/** A source whose update.js answers like the dev store: listed codes, applicable only when known. */
function store(known: string[], start: Cart = cartOf([line(11, 2, 2500)])) {
  const base = memorySource(start);
  const update = jest.fn(async (body: UpdateBody): Promise<Cart> => {
    const codes = (body.discount ?? '').split(',').filter(Boolean);
    const next = { ...start, discount_codes: codes.map((code) => ({ code, applicable: known.includes(code.toUpperCase()) })) };
    base.publish(next);
    return next;
  });
  return { ...base, update };
}

const on: WidgetSettings = { show_coupon: true };
let announced: string[] = [];
async function mount(settings: WidgetSettings, source: ReturnType<typeof store>, language = 'english') {
  announced = [];
  const draw = (cart: Cart) =>
    render(<CouponForm cart={cart} settings={settings} source={source} texts={textsFor(language)} onAnnounce={(m) => announced.push(m)} />, host);
  await act(async () => draw(source.current()));
  source.subscribe((cart) => draw(cart));
}
const $ = (sel: string) => host.querySelector(sel) as HTMLElement | null;
async function type(code: string) {
  const input = $('.cartlift-coupon__input') as HTMLInputElement;
  await act(async () => {
    input.value = code;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () => act(async () => $('.cartlift-coupon__apply')!.click());

describe('CouponForm', () => {
  it('renders nothing unless show_coupon is on', async () => {
    await mount({}, store([]));
    expect(host.innerHTML).toBe('');
  });

  it('opens from the "use coupon" toggle with the merchant texts, and closes', async () => {
    const coupon = { use_text: 'Got a code?', enter_text: 'Your code', apply_text: 'Redeem', close_text: 'Hide', button_color: { r: 1, g: 2, b: 3, a: 1 } };
    await mount({ ...on, modules: { checkout_button: { coupon } } }, store([]));
    expect($('.cartlift-coupon__toggle')!.textContent).toBe('Got a code?');
    await act(async () => $('.cartlift-coupon__toggle')!.click());
    expect($('.cartlift-coupon__input')!.getAttribute('placeholder')).toBe('Your code');
    expect($('.cartlift-coupon__apply')!.textContent).toBe('Redeem');
    expect($('.cartlift-coupon__apply')!.style.background).toBe('rgb(1, 2, 3)');
    await act(async () => $('.cartlift-coupon__close')!.click());
    expect($('.cartlift-coupon__input')).toBeNull();
  });

  it('does nothing with an empty or blank code', async () => {
    const source = store(['WELCOME10']);
    await mount(on, source);
    await act(async () => $('.cartlift-coupon__toggle')!.click());
    await submit();
    await type('   ');
    await submit();
    expect(source.update).not.toHaveBeenCalled();
    expect($('.cartlift-coupon__error')).toBeNull();
  });

  it('applies a known code with one update.js {discount} and shows it applied', async () => {
    const source = store(['WELCOME10']);
    await mount(on, source);
    await act(async () => $('.cartlift-coupon__toggle')!.click());
    await type(' welcome10 ');
    await submit();
    expect(source.update).toHaveBeenCalledTimes(1);
    expect(source.update).toHaveBeenCalledWith({ discount: 'welcome10' });
    expect($('.cartlift-coupon__input')).toBeNull();
    expect($('.cartlift-coupon__applied')!.textContent).toBe('Discount code welcome10 applied');
    expect($('.cartlift-coupon__toggle')!.textContent).toBe('Edit');
    expect(announced).toEqual(['Discount code welcome10 applied']);
  });

  it("shows the red 'Discount code not found' for a code that does not apply, keeping the form and the codes that do", async () => {
    const start = { ...cartOf([line(11, 2, 2500)]), discount_codes: [{ code: 'WELCOME10', applicable: true }] };
    const source = store(['WELCOME10'], start);
    await mount(on, source);
    await act(async () => $('.cartlift-coupon__toggle')!.click());
    await type('NOPE');
    await submit();
    expect(source.update).toHaveBeenCalledWith({ discount: 'WELCOME10,NOPE' });
    expect($('.cartlift-coupon__error')!.textContent).toBe('Discount code not found');
    expect($('.cartlift-coupon__error')!.getAttribute('role')).toBe('alert');
    expect($('.cartlift-coupon__input')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('says not found when the write fails, in the shopper language', async () => {
    const source = store([]);
    source.update.mockRejectedValueOnce(new Error('network'));
    await mount(on, source, 'french');
    await act(async () => $('.cartlift-coupon__toggle')!.click());
    await type('X');
    await submit();
    expect($('.cartlift-coupon__error')!.textContent).toBe('Code de réduction introuvable');
    source.update.mockRejectedValueOnce(new CartError('Cart is too large', 422));
    await submit();
    expect($('.cartlift-coupon__error')!.textContent).toBe('Cart is too large');
  });

  it('shows the coupon alert text only with its switch', async () => {
    const modules = { checkout_button: { coupon_alert_text: 'Discount codes must be entered here in the cart' } };
    await mount({ ...on, modules }, store([]));
    expect($('.cartlift-coupon__alert')).toBeNull();
    await mount({ ...on, modules, show_coupon_alert_text: true }, store([]));
    expect($('.cartlift-coupon__alert')!.textContent).toBe('Discount codes must be entered here in the cart');
  });
});
