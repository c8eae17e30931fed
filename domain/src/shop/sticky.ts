/** The sticky add-to-cart bar (cart-and-shop.md §3 "Sticky cart", §4 "Sticky bar", §5 "Sticky bar quantity min 1"). */
import { z } from 'zod';
import { mustBeAtLeast, NOT_VALID, parseWith, rgba, type Result } from '../common';
import { SHOP_SHORT_TEXT_MAX, SHOP_SHORT_TEXT_MIN } from './constants';
import { STICKY_QUANTITY_MIN } from './sticky-quantity';
import { block, flag, intIn, oneOf, shopColourSchema as colour, text } from './fields';

/**
 * Button styles (cart-and-shop.md §9: the lists are constants not shown; these are ours, 'curvy' the spec's default).
 */
export const STICKY_BUTTON_STYLES = ['curvy', 'square', 'pill'] as const;
/** cart-and-shop.md §4: after add to cart go to checkout, open the cart, or stay. */
export const STICKY_ATC_ACTIONS = ['checkout', 'cart', 'stay'] as const;
/** cart-and-shop.md §3: always shown, or dynamic (shown when the page's own add-to-cart is hidden). */
export const STICKY_VISIBILITIES = ['always', 'dynamic'] as const;
/** Where the bar sits on the screen (our list). */
export const STICKY_LOCATIONS = ['top', 'bottom'] as const;
/** Mobile add-to-cart bar height bounds in px (ours: a 40 px touch target up to a quarter of a small screen). */
export const STICKY_MOBILE_HEIGHT = { min: 40, max: 160 } as const;

const buttonText = (name: string) => text(name, SHOP_SHORT_TEXT_MIN, SHOP_SHORT_TEXT_MAX);

/**
 * cart-and-shop.md §3 desktop_quantity / mobile_quantity are stored as text: the starting quantity, a whole number of
 * at least 1 (cart-and-shop.md §5). A number is accepted and kept as its text.
 */
export const stickyQuantitySchema = z
  .union([z.string(), z.number()], { error: NOT_VALID })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d+$/.test(v), { error: NOT_VALID, abort: true })
  .refine((v) => Number(v) >= STICKY_QUANTITY_MIN, { error: mustBeAtLeast(STICKY_QUANTITY_MIN) });

/** cart-and-shop.md §3 sticky_cart: general, variant-picker texts, desktop and mobile fields. */
export const stickyCartSchema = block({
  isActive: flag(),
  btn_style: oneOf(STICKY_BUTTON_STYLES),
  btn_text: buttonText('button text'),
  btn_text_unavailable: buttonText('unavailable text'),
  btn_color: colour,
  txt_color: colour,
  background_color: colour,
  atc_action: oneOf(STICKY_ATC_ACTIONS),
  show_btn_atc_txt_variant_active: flag(),
  btn_atc_txt_variant_active: buttonText('variant button text'),
  btn_text_variant_active: buttonText('choose variant text'),
  cart_name: text('cart name', 1, SHOP_SHORT_TEXT_MAX),
  desktop_active: flag(),
  desktop_show_variants: flag(),
  desktop_show_quantity: flag(),
  desktop_quantity: stickyQuantitySchema,
  desktop_show_product_name: flag(),
  desktop_product_preview: flag(),
  desktop_show_compared_price: flag(),
  desktop_visibility: oneOf(STICKY_VISIBILITIES),
  desktop_location: oneOf(STICKY_LOCATIONS),
  mobile_active: flag(),
  mobile_show_variants: flag(),
  mobile_show_quantity: flag(),
  mobile_quantity: stickyQuantitySchema,
  mobile_show_compared_price: flag(),
  mobile_show_title: flag(),
  mobile_show_price: flag(),
  mobile_visibility: oneOf(STICKY_VISIBILITIES),
  mobile_location: oneOf(STICKY_LOCATIONS),
  mobile_atc_height: intIn(STICKY_MOBILE_HEIGHT.min, STICKY_MOBILE_HEIGHT.max),
});
/** The sticky add-to-cart bar settings. */
export type StickyCart = z.infer<typeof stickyCartSchema>;

/** Default sticky bar: off, curvy, both variants shown at the bottom, quantity 1. */
export function defaultStickyCart(): StickyCart {
  return {
    isActive: false,
    btn_style: 'curvy',
    btn_text: 'Add to cart',
    btn_text_unavailable: 'Sold out',
    btn_color: rgba(0, 128, 96, 1),
    txt_color: rgba(255, 255, 255, 1),
    background_color: rgba(255, 255, 255, 1),
    atc_action: 'cart',
    show_btn_atc_txt_variant_active: true,
    btn_atc_txt_variant_active: 'Add to cart',
    btn_text_variant_active: 'Choose options',
    cart_name: 'Cart',
    desktop_active: true,
    desktop_show_variants: true,
    desktop_show_quantity: true,
    desktop_quantity: '1',
    desktop_show_product_name: true,
    desktop_product_preview: true,
    desktop_show_compared_price: true,
    desktop_visibility: 'dynamic',
    desktop_location: 'bottom',
    mobile_active: true,
    mobile_show_variants: true,
    mobile_show_quantity: true,
    mobile_quantity: '1',
    mobile_show_compared_price: true,
    mobile_show_title: true,
    mobile_show_price: true,
    mobile_visibility: 'dynamic',
    mobile_location: 'bottom',
    mobile_atc_height: 56,
  };
}

/** Validates sticky bar settings (cart-and-shop.md §5 quantity min 1). */
export const validateStickyCart = (input: unknown): Result<StickyCart> => parseWith(stickyCartSchema, input);

/**
 * cart-and-shop.md §3: the mobile variant/quantity panel exists only if quantity or variants are enabled for mobile.
 */
export const hasMobilePanel = (s: StickyCart): boolean => s.mobile_show_quantity || s.mobile_show_variants;
