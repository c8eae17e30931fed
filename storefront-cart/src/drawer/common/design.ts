import type { StorefrontTextStyle as TextStyle, StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import { css } from './util';

type Vars = Record<string, string | undefined>;

const textStyle = (prefix: string, s: TextStyle | undefined): Vars => ({
  [`--cartlift-${prefix}-color`]: css(s?.color),
  [`--cartlift-${prefix}-size`]: s?.font_size ? `${s.font_size}em` : undefined,
  [`--cartlift-${prefix}-weight`]: s?.font_weight ? String(s.font_weight) : undefined,
});

/**
 * The merchant's design (cart-and-shop.md §3) as CSS custom properties on the drawer; styles.css reads each with the
 * built-in look as fallback, so a missing field never breaks the drawer.
 */
export function designVars(settings: WidgetSettings): Vars {
  const theme = settings.theme ?? {};
  const font = settings.font ?? {};
  const product = settings.product ?? {};
  const button = settings.modules?.checkout_button ?? {};
  return {
    '--cartlift-primary': css(theme.primary),
    '--cartlift-secondary': css(theme.secondary),
    // Font colour is the cart's text; "text on cart" reaches the subtotal and prices through cart-and-shop.md §4's
    // linked settings and stands in only for settings saved without a font colour.
    '--cartlift-text': css(font.color ?? theme.textColor),
    '--cartlift-button': css(theme.buttonColor),
    '--cartlift-bg': css(theme.background),
    '--cartlift-header-bg': css(settings.header?.background),
    '--cartlift-font-size': font.size ? `${font.size}px` : undefined,
    '--cartlift-font': font.custom || font.family || undefined,
    '--cartlift-image-size': product.image_size ? `${product.image_size}px` : undefined,
    '--cartlift-bin': css(product.bin_color),
    '--cartlift-variant-color': css(product.variants?.color),
    '--cartlift-sold-out-color': css(product.sold_out?.color),
    '--cartlift-sold-out-bg': css(product.sold_out?.background),
    ...textStyle('title', product.title),
    ...textStyle('price', product.price),
    '--cartlift-checkout-bg': css(button.background),
    '--cartlift-checkout-hover': css(button.hoverBackground),
    '--cartlift-checkout-color': css(button.button_text?.color),
    '--cartlift-checkout-size': button.font_size ? `${button.font_size}em` : undefined,
    '--cartlift-checkout-weight': button.font_weight ? String(button.font_weight) : undefined,
    '--cartlift-continue-color': css(button.continue_shopping_button?.color),
  };
}
