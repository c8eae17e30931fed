import { mustBeAtLeast, NOT_VALID, type Result } from '../common';
import {
  decrementStickyQuantity,
  defaultStickyCart,
  hasMobilePanel,
  incrementStickyQuantity,
  validateStickyCart,
  type StickyCart,
} from '.';

const errorsOf = <T>(r: Result<T>) => (r.success ? [] : r.errors);
const withField = (patch: Partial<Record<keyof StickyCart, unknown>>) => ({ ...defaultStickyCart(), ...patch });

describe('cart-and-shop.md §3 Sticky cart fields and defaults', () => {
  const d = defaultStickyCart();
  it('has every general, variant-picker, desktop and mobile field of cart-and-shop.md §3', () => {
    expect(Object.keys(d).sort()).toEqual(
      [
        'isActive', 'btn_style', 'btn_text', 'btn_text_unavailable', 'btn_color', 'txt_color', 'background_color', 'atc_action',
        'show_btn_atc_txt_variant_active', 'btn_atc_txt_variant_active', 'btn_text_variant_active', 'cart_name',
        'desktop_active', 'desktop_show_variants', 'desktop_show_quantity', 'desktop_quantity', 'desktop_show_product_name',
        'desktop_product_preview', 'desktop_show_compared_price', 'desktop_visibility', 'desktop_location',
        'mobile_active', 'mobile_show_variants', 'mobile_show_quantity', 'mobile_quantity', 'mobile_show_compared_price',
        'mobile_show_title', 'mobile_show_price', 'mobile_visibility', 'mobile_location', 'mobile_atc_height',
      ].sort(),
    );
  });
  it('"btn_style (curvy)"; quantities start at "1"; bar off until the merchant turns it on', () => {
    expect([d.btn_style, d.desktop_quantity, d.mobile_quantity, d.isActive]).toEqual(['curvy', '1', '1', false]);
  });
  it('passes validation', () => expect(validateStickyCart(d)).toEqual({ success: true, data: d }));
});

describe('cart-and-shop.md §4 "Desktop and mobile visibility: always, or dynamic. Add-to-cart action: checkout, cart, or stay"', () => {
  it.each(['always', 'dynamic'])('visibility %s', (v) => {
    expect(validateStickyCart(withField({ desktop_visibility: v, mobile_visibility: v })).success).toBe(true);
  });
  it.each(['checkout', 'cart', 'stay'])('atc_action %s', (v) => {
    expect(validateStickyCart(withField({ atc_action: v })).success).toBe(true);
  });
  it('rejects others on their path', () => {
    expect(errorsOf(validateStickyCart(withField({ atc_action: 'wishlist', mobile_visibility: 'never' })))).toEqual([
      { path: 'atc_action', message: NOT_VALID },
      { path: 'mobile_visibility', message: NOT_VALID },
    ]);
  });
});

describe('cart-and-shop.md §5 "Sticky bar quantity min 1; decrement never goes below 1"', () => {
  it.each<[unknown, string | null]>([
    ['1', null],
    ['12', null],
    [3, null],
    ['0', mustBeAtLeast(1)],
    ['-1', NOT_VALID],
    ['1.5', NOT_VALID],
    ['', NOT_VALID],
    [null, NOT_VALID],
  ])('desktop_quantity %p', (value, message) => {
    const r = validateStickyCart(withField({ desktop_quantity: value }));
    expect(errorsOf(r)).toEqual(message ? [{ path: 'desktop_quantity', message }] : []);
  });
  it('a number is kept as its text (cart-and-shop.md §3 "desktop_quantity (text)")', () => {
    const r = validateStickyCart(withField({ mobile_quantity: 3 }));
    expect(r.success && r.data.mobile_quantity).toBe('3');
  });
  it.each([
    [5, 4],
    [2, 1],
    [1, 1],
    [0, 1],
  ])('decrement %i → %i', (q, expected) => expect(decrementStickyQuantity(q)).toBe(expected));
  it('increment goes up by one and stops at the maximum', () => {
    expect(incrementStickyQuantity(1)).toBe(2);
    expect(incrementStickyQuantity(4, 4)).toBe(4);
  });
});

describe('cart-and-shop.md §2 "the panel … exists only if quantity or variants are enabled for mobile"', () => {
  it.each([
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ])('quantity %p variants %p → %p', (q, v, expected) => {
    expect(hasMobilePanel({ ...defaultStickyCart(), mobile_show_quantity: q, mobile_show_variants: v })).toBe(expected);
  });
});

describe('sticky texts and height (our limits)', () => {
  it('button texts are 3-35 characters, mobile height 40-160 px', () => {
    expect(errorsOf(validateStickyCart(withField({ btn_text: 'Go', mobile_atc_height: 20 })))).toEqual([
      { path: 'btn_text', message: 'is too short (minimum is 3 characters)' },
      { path: 'mobile_atc_height', message: mustBeAtLeast(40) },
    ]);
  });
});
