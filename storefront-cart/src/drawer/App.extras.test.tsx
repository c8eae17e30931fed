import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App, type AppProps } from './App';
import { cartOf, line, memorySource } from '../test-support/memory-source';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import { previewSource } from '../preview/preview-source';

// The extra features (announcement, timer, badges, split payments) placed inside the real drawer, live and in preview.
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  sessionStorage.clear();
});
afterEach(() => {
  render(null, host);
  host.remove();
  jest.useRealTimers();
});

const extras: WidgetSettings = {
  announcement: { isActive: true, position: 'above_products', text: 'Free shipping on all orders today!' },
  scary: { isActive: true, minutes: 4, seconds: 49, isMinutesActive: true, isSecondsActive: true, placement: 'top' },
  badges: { isActive: true, position: 'below_checkout', value: 'https://cdn.example/badges.png' },
  afterPay: { isActive: true, splits: 4 },
};

async function mount(settings: WidgetSettings, source: AppProps['source'] = memorySource(cartOf([line(11, 2, 2500)]))) {
  const props: AppProps = { source, lookup: { settings, campaigns: [], compareAtMap: {} }, open: true, onClose: jest.fn() };
  await act(async () => render(<App {...props} />, host));
}
const $ = (sel: string) => host.querySelector(sel) as HTMLElement | null;
/** Whether element a comes before element b in the document. */
const before = (a: string, b: string) => !!($(a)!.compareDocumentPosition($(b)!) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('drawer extras', () => {
  it('shows none of them with default (off) settings', async () => {
    await mount({});
    expect($('.cartlift-announcement')).toBeNull();
    expect($('.cartlift-timer')).toBeNull();
    expect($('.cartlift-badges')).toBeNull();
    expect($('.cartlift-split')).toBeNull();
    expect($('.cartlift-coupon')).toBeNull();
  });

  it('puts the coupon form above the subtotal and applies through the cart source', async () => {
    const source = memorySource(cartOf([line(11, 2, 2500)]));
    await mount({ show_coupon: true }, source);
    expect(before('.cartlift-coupon', '.cartlift-subtotal')).toBe(true);
    await act(async () => $('.cartlift-coupon__toggle')!.click());
    const input = $('.cartlift-coupon__input') as HTMLInputElement;
    await act(async () => {
      input.value = 'SAVE5';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => $('.cartlift-coupon__apply')!.click());
    expect(source.update).toHaveBeenCalledWith({ discount: 'SAVE5' });
    // The memory cart answers without the code, as Shopify does for a code that does not apply.
    expect($('.cartlift-coupon__error')!.textContent).toBe('Discount code not found');
    expect($('.cartlift-sr')!.textContent).toBe('Discount code not found');
  });

  it('places the timer and announcement above the products, badges after the checkout button, the split line under the subtotal', async () => {
    await mount(extras);
    expect(before('.cartlift-timer', '.cartlift-announcement')).toBe(true);
    expect(before('.cartlift-announcement', '.cartlift-lines')).toBe(true);
    expect($('.cartlift-timer')!.textContent).toBe('Your cart is reserved for 04:49');
    expect(before('.cartlift-checkout__button', '.cartlift-badges')).toBe(true);
    expect(before('.cartlift-subtotal', '.cartlift-split')).toBe(true);
    expect($('.cartlift-split')!.textContent).toBe('or 4 interest-free payments of $12.50');
  });

  it('moves them to their other positions', async () => {
    await mount({
      announcement: { ...extras.announcement, position: 'below_products' },
      scary: { ...extras.scary, placement: 'bottom' },
      badges: { ...extras.badges, position: 'above_checkout' },
    });
    expect(before('.cartlift-lines', '.cartlift-announcement')).toBe(true);
    expect($('.cartlift-footer .cartlift-timer')).not.toBeNull();
    expect(before('.cartlift-badges', '.cartlift-checkout__button')).toBe(true);
  });

  it('keeps the announcement on an empty cart but not the timer', async () => {
    await mount(extras, memorySource(cartOf([])));
    expect($('.cartlift-announcement')).not.toBeNull();
    expect($('.cartlift-timer')).toBeNull();
  });

  it('renders them in preview mode from the posted settings', async () => {
    await mount({ ...extras, default_language: 'arabic' }, previewSource(null));
    expect($('.cartlift-drawer')!.getAttribute('dir')).toBe('rtl');
    expect($('.cartlift-announcement')!.textContent).toBe('شحن مجاني لجميع الطلبات اليوم!');
    expect($('.cartlift-timer__clock')!.textContent).toBe('04:49');
    expect($('.cartlift-split')!.textContent).toBe('أو 4 دفعات بدون فوائد بقيمة $5.00');
    expect($('.cartlift-badges img')!.getAttribute('src')).toBe('https://cdn.example/badges.png');
  });
});
