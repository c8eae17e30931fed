import { buildBar } from './bar';
import { layoutFor, productHandle, startQuantity, stickyActiveFor, type StickyProduct } from './product';
import { needsNativeValidation } from '../shared/theme-form';
import type { StorefrontSticky as StickyView } from '@cartlift/domain/storefront';

const product: StickyProduct = {
  id: 7,
  title: 'Classic Tee',
  featured_image: '/tee.png',
  variants: [
    { id: 71, title: 'S', available: true, price: 2500, compare_at_price: 3000 },
    { id: 72, title: 'M', available: false, price: 2500 },
  ],
};
const settings: StickyView = {
  isActive: true,
  btn_text: 'Add to cart',
  btn_text_unavailable: 'Sold out',
  btn_text_variant_active: 'Choose options',
  btn_atc_txt_variant_active: 'Add now',
  show_btn_atc_txt_variant_active: true,
  desktop_quantity: '2',
  mobile_quantity: '1',
};
const money = (c: number) => `$${(c / 100).toFixed(2)}`;
/** The bar's controls are buttons, a select and an input; each test reads what it needs of them. */
type Control = HTMLElement & { value: string; disabled: boolean };
const $ = (el: HTMLElement, sel: string) => el.querySelector(sel) as Control;

describe('sticky bar', () => {
  it('desktop: adds the chosen variant and quantity; decrement stops at 1; sold-out variants read the unavailable text', async () => {
    const add = jest.fn(() => Promise.resolve());
    const bar = buildBar(document, settings, layoutFor(settings, false), product, { add, money });
    const button = $(bar.el, '.cartlift-sticky__button');
    expect($(bar.el, '.cartlift-sticky__qty-input').value).toBe('2');
    expect($(bar.el, '.cartlift-sticky__price').textContent).toBe('$25.00');
    expect($(bar.el, '.cartlift-sticky__compare').textContent).toBe('$30.00');
    const minus = bar.el.querySelectorAll<HTMLButtonElement>('.cartlift-sticky__qty-btn')[0];
    minus.click();
    minus.click();
    expect(bar.state().quantity).toBe(1);
    expect(minus.disabled).toBe(true);
    const select = $(bar.el, '.cartlift-sticky__variants');
    select.value = '72';
    select.dispatchEvent(new Event('change'));
    expect(button.textContent).toBe('Sold out');
    expect(button.disabled).toBe(true);
    select.value = '71';
    select.dispatchEvent(new Event('change'));
    button.click();
    await Promise.resolve();
    expect(add).toHaveBeenCalledWith(product.variants[0], 1);
  });

  it('mobile: the button first expands the variant/quantity panel, then adds', async () => {
    const add = jest.fn(() => Promise.resolve());
    const bar = buildBar(document, settings, layoutFor(settings, true), product, { add, money });
    document.body.appendChild(bar.el);
    const button = $(bar.el, '.cartlift-sticky__button');
    expect(button.textContent).toBe('Choose options');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(($(bar.el, '.cartlift-sticky__panel') as HTMLElement).hidden).toBe(true);
    button.click();
    expect(bar.state().expanded).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Add now');
    expect(document.activeElement).toBe($(bar.el, '.cartlift-sticky__variants'));
    button.click();
    await Promise.resolve();
    expect(add).toHaveBeenCalledWith(product.variants[0], 1);
    bar.el.remove();
  });

  it('mobile without variants or quantity has no panel: one tap adds', () => {
    const plain = { ...settings, mobile_show_variants: false, mobile_show_quantity: false };
    const bar = buildBar(document, plain, layoutFor(plain, true), product, { add: jest.fn(() => Promise.resolve()), money });
    expect($(bar.el, '.cartlift-sticky__button').textContent).toBe('Add to cart');
  });

  it('is out of the tab order and the accessibility tree while hidden', () => {
    const bar = buildBar(document, settings, layoutFor(settings, false), product, { add: jest.fn(), money });
    bar.setShown(false);
    expect(bar.el.hasAttribute('inert')).toBe(true);
    expect(bar.el.getAttribute('aria-hidden')).toBe('true');
    bar.setShown(true);
    expect(bar.el.hasAttribute('inert')).toBe(false);
  });
});

describe('sticky rules', () => {
  it('runs only where active for the device, on product pages', () => {
    expect(stickyActiveFor({ isActive: true, mobile_active: false }, true)).toBe(false);
    expect(stickyActiveFor({ isActive: true, mobile_active: false }, false)).toBe(true);
    expect(stickyActiveFor({ isActive: false }, false)).toBe(false);
    expect(productHandle('/fr/products/classic-tee')).toBe('classic-tee');
    expect(productHandle('/collections/all')).toBeNull();
  });
  it('starts at the configured quantity, never below 1', () => {
    expect([startQuantity('3'), startQuantity('0'), startQuantity('x'), startQuantity(undefined)]).toEqual([3, 1, 1, 1]);
  });
  it('cart-and-shop.md §5: a product form with a file field and an empty required field goes to native validation', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input type="file" name="properties[Upload]"><input name="properties[Name]" required>';
    expect(needsNativeValidation(form)).toBe(true);
    (form.querySelector('[required]') as HTMLInputElement).value = 'Ana';
    expect(needsNativeValidation(form)).toBe(false);
  });
});
