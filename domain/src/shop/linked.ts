/**
 * Pure form edits for the Cart Setup screen where one control drives several fields (cart-and-shop.md §4 "Linked
 * settings") and the Manual Setup selection toggles. Every function returns a new object and leaves its input
 * untouched.
 */
import { setPath, type Rgba } from '../common';
import { SUBTOTAL_PLACEHOLDER, SUBTOTAL_SEPARATOR } from './settings-defaults';
import type { ShopSettings } from './settings-schema';
import type { CustomAtc, CustomLink } from './shop-schema';

/** cart-and-shop.md §2 checkout button positions: sticky (suggested), lower, higher. */
export const CHECKOUT_POSITIONS = ['sticky', 'lower', 'higher'] as const;
/** A checkout button position. */
export type CheckoutPosition = (typeof CHECKOUT_POSITIONS)[number];

/**
 * cart-and-shop.md §4: sticky → fix_checkout_container true, grow false; lower → grow true, fix false; higher → both
 * false.
 */
export function setCheckoutPosition(settings: ShopSettings, position: CheckoutPosition): ShopSettings {
  const withFix = setPath(settings, 'modules.checkout_button.fix_checkout_container', position === 'sticky');
  return setPath(withFix, 'product.grow', position === 'lower');
}

/** Reads the position back from the two flags (fix wins if both are somehow on). */
export function checkoutPosition(settings: ShopSettings): CheckoutPosition {
  if (settings.modules.checkout_button.fix_checkout_container) return 'sticky';
  return settings.product.grow ? 'lower' : 'higher';
}

const SUFFIX = `${SUBTOTAL_SEPARATOR}${SUBTOTAL_PLACEHOLDER}`;

/**
 * The checkout button text with the subtotal placeholder present exactly when `showSubtotal` is on: appended after
 * ' / ' when on, removed (with its separator) when off. Already-right text is returned unchanged.
 */
export function withSubtotalPlaceholder(buttonText: string, showSubtotal: boolean): string {
  // A merchant who placed the placeholder somewhere else already has what they want.
  if (showSubtotal && buttonText.includes(SUBTOTAL_PLACEHOLDER)) return buttonText;
  const bare = buttonText
    .split(SUFFIX)
    .join('')
    .split(SUBTOTAL_PLACEHOLDER)
    .join('')
    .replace(/\s*\/\s*$/, '')
    .trimEnd();
  const next = showSubtotal ? `${bare}${SUFFIX}` : bare;
  return next === buttonText ? buttonText : next;
}

/** The three switches cart-and-shop.md §4 says adjust the checkout button text. */
export const BUTTON_TEXT_SWITCHES = {
  show_subtotal: 'modules.checkout_button.show_subtotal',
  show_bin: 'product.show_bin',
  editable_quantity: 'product.editable_quantity',
} as const;
/** One of the switches that adjust the button text. */
export type ButtonTextSwitch = keyof typeof BUTTON_TEXT_SWITCHES;

/**
 * cart-and-shop.md §4: turning the subtotal-in-button, remove-button (show_bin) or editable-quantity switch re-syncs
 * the checkout button text with the subtotal switch: '{subtotal}' after ' / ' while show_subtotal is on, removed while
 * it is off.
 */
export function toggleButtonTextSwitch(settings: ShopSettings, name: ButtonTextSwitch, on: boolean): ShopSettings {
  const next = setPath(settings, BUTTON_TEXT_SWITCHES[name], on);
  const cb = next.modules.checkout_button;
  return setPath(next, 'modules.checkout_button.button_text.text', withSubtotalPlaceholder(cb.button_text.text, cb.show_subtotal));
}

/** cart-and-shop.md §4: the primary colour also drives the checkout button background and the savings colour. */
export function setPrimaryColour(settings: ShopSettings, colour: Rgba): ShopSettings {
  let next = setPath(settings, 'theme.primary', colour);
  next = setPath(next, 'modules.checkout_button.background', colour);
  return setPath(next, 'modules.checkout_button.savings.color', colour);
}

/** cart-and-shop.md §4: the text-on-cart colour also drives the subtotal colour and the product price colour. */
export function setTextColour(settings: ShopSettings, colour: Rgba): ShopSettings {
  let next = setPath(settings, 'theme.textColor', colour);
  next = setPath(next, 'modules.checkout_button.subtotal.color', colour);
  return setPath(next, 'product.price.color', colour);
}

/** cart-and-shop.md §4: the button text colour also drives the checkout button's text colour. */
export function setButtonTextColour(settings: ShopSettings, colour: Rgba): ShopSettings {
  const next = setPath(settings, 'theme.buttonColor', colour);
  return setPath(next, 'modules.checkout_button.button_text.color', colour);
}

/**
 * cart-and-shop.md §4 Manual setup: selecting an already-selected link removes it; otherwise it is added with action
 * TOGGLE.
 */
export function toggleCustomLink(links: readonly CustomLink[], selector: string): CustomLink[] {
  return links.some((l) => l.selector === selector)
    ? links.filter((l) => l.selector !== selector)
    : [...links, { selector, action: 'TOGGLE' }];
}

/**
 * cart-and-shop.md §4 Manual setup: selecting an already-selected add-to-cart button removes it; otherwise it is added.
 */
export function toggleCustomAtc(atcs: readonly CustomAtc[], atc: CustomAtc): CustomAtc[] {
  return atcs.some((a) => a.button === atc.button)
    ? atcs.filter((a) => a.button !== atc.button)
    : [...atcs, atc];
}

/** cart-and-shop.md §3 subscription widget preview states. */
export const SUBSCRIPTION_PREVIEW_STATES = ['unsubscribed', 'loading', 'subscribed'] as const;
/** A subscription preview state. */
export type SubscriptionPreviewState = (typeof SUBSCRIPTION_PREVIEW_STATES)[number];

/** The text and colours the subscription widget shows in each of its three states. */
export function subscriptionAppearance(
  settings: ShopSettings,
  state: SubscriptionPreviewState,
  changing: 'upgrading' | 'downgrading' = 'upgrading',
): { text: string; background: Rgba; border: Rgba } {
  const s = settings.subscription;
  if (state === 'loading') {
    const text = changing === 'upgrading' ? s.upgradingText : s.downgradingText;
    return { text, background: s.loadingBackground, border: s.loadingBorder };
  }
  if (state === 'subscribed') return { text: s.subscribedText, background: s.subscribedBackground, border: s.subscribedBorder };
  return { text: s.text, background: s.background, border: s.border };
}
