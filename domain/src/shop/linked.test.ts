import { rgba } from '../common';
import {
  checkoutPosition,
  defaultShopSettings,
  setButtonTextColour,
  setCheckoutPosition,
  setPrimaryColour,
  setTextColour,
  subscriptionAppearance,
  SUBSCRIPTION_PREVIEW_STATES,
  toggleButtonTextSwitch,
  toggleCustomAtc,
  toggleCustomLink,
  withSubtotalPlaceholder,
  type ShopSettings,
} from '.';

const base = (): ShopSettings => defaultShopSettings();

describe('cart-and-shop.md §4 "Checkout position: sticky sets fix_checkout_container true and grow false; lower sets grow true and fix false; higher sets both false"', () => {
  it.each<['sticky' | 'lower' | 'higher', boolean, boolean]>([
    ['sticky', true, false],
    ['lower', false, true],
    ['higher', false, false],
  ])('%s → fix_checkout_container %p, grow %p', (position, fix, grow) => {
    for (const from of ['sticky', 'lower', 'higher'] as const) {
      const s = setCheckoutPosition(setCheckoutPosition(base(), from), position);
      expect(s.modules.checkout_button.fix_checkout_container).toBe(fix);
      expect(s.product.grow).toBe(grow);
      expect(checkoutPosition(s)).toBe(position);
    }
  });
  it('does not modify its input', () => {
    const s = base();
    setCheckoutPosition(s, 'lower');
    expect(s).toEqual(base());
  });
});

describe('cart-and-shop.md §4 "the subtotal placeholder {subtotal} is appended after \' / \' when on and removed when off"', () => {
  it.each<[string, boolean, string]>([
    ['Checkout', true, 'Checkout / {subtotal}'],
    ['Checkout / {subtotal}', true, 'Checkout / {subtotal}'],
    ['Checkout / {subtotal}', false, 'Checkout'],
    ['Checkout', false, 'Checkout'],
    ['Checkout /{subtotal}', false, 'Checkout'],
    ['Pay {subtotal} now', true, 'Pay {subtotal} now'],
  ])('%p with the switch %p → %p', (text, on, expected) => {
    expect(withSubtotalPlaceholder(text, on)).toBe(expected);
  });

  it('"Turning on the subtotal-in-button … switch adjusts the button text"', () => {
    const off = toggleButtonTextSwitch(base(), 'show_subtotal', false);
    expect(off.modules.checkout_button.show_subtotal).toBe(false);
    expect(off.modules.checkout_button.button_text.text).toBe('Checkout');
    const on = toggleButtonTextSwitch(off, 'show_subtotal', true);
    expect(on.modules.checkout_button.button_text.text).toBe('Checkout / {subtotal}');
  });
  it.each<['show_bin' | 'editable_quantity', string]>([
    ['show_bin', 'product.show_bin'],
    ['editable_quantity', 'product.editable_quantity'],
  ])('"remove-button or editable-quantity" (%s) re-syncs the text with the subtotal switch', (name) => {
    const drifted = base();
    drifted.modules.checkout_button.button_text.text = 'Buy';
    const s = toggleButtonTextSwitch(drifted, name, true);
    expect(name === 'show_bin' ? s.product.show_bin : s.product.editable_quantity).toBe(true);
    expect(s.modules.checkout_button.button_text.text).toBe('Buy / {subtotal}');
    const noSubtotal = toggleButtonTextSwitch(toggleButtonTextSwitch(base(), 'show_subtotal', false), name, false);
    expect(noSubtotal.modules.checkout_button.button_text.text).toBe('Checkout');
  });
});

describe('cart-and-shop.md §4 colour links', () => {
  const c = rgba(10, 20, 30, 1);
  it('"The primary colour also drives the checkout button background and savings colour"', () => {
    const s = setPrimaryColour(base(), c);
    expect([s.theme.primary, s.modules.checkout_button.background, s.modules.checkout_button.savings.color]).toEqual([c, c, c]);
  });
  it('"the text-on-cart colour drives the subtotal colour and product price colour"', () => {
    const s = setTextColour(base(), c);
    expect([s.theme.textColor, s.modules.checkout_button.subtotal.color, s.product.price.color]).toEqual([c, c, c]);
  });
  it('"the button text colour drives the button text colour"', () => {
    const s = setButtonTextColour(base(), c);
    expect([s.theme.buttonColor, s.modules.checkout_button.button_text.color]).toEqual([c, c]);
  });
  it('leaves unrelated colours alone', () => {
    const s = setPrimaryColour(base(), c);
    expect(s.theme.textColor).toEqual(base().theme.textColor);
    expect(s.modules.checkout_button.subtotal.color).toEqual(base().modules.checkout_button.subtotal.color);
  });
});

describe('cart-and-shop.md §4 Manual setup "Selecting an already-selected link or button removes it; otherwise it is added"', () => {
  it('links toggle with action TOGGLE', () => {
    const one = toggleCustomLink([], '.cart-link');
    expect(one).toEqual([{ selector: '.cart-link', action: 'TOGGLE' }]);
    const two = toggleCustomLink(one, '#open');
    expect(two.map((l) => l.selector)).toEqual(['.cart-link', '#open']);
    expect(toggleCustomLink(two, '.cart-link')).toEqual([{ selector: '#open', action: 'TOGGLE' }]);
  });
  it('add-to-cart buttons toggle by button', () => {
    const atc = { button: 'form button[name=add]', id: { type: 'submit', name: 'add', selector: '#atc' } };
    const one = toggleCustomAtc([], atc);
    expect(one).toEqual([atc]);
    expect(toggleCustomAtc(one, { ...atc, id: { ...atc.id, name: 'x' } })).toEqual([]);
  });
});

describe('cart-and-shop.md §3 subscription "Three preview states: unsubscribed, loading, subscribed"', () => {
  const s = base();
  it.each<['unsubscribed' | 'loading' | 'subscribed', 'upgrading' | 'downgrading', string, string, string]>([
    ['unsubscribed', 'upgrading', 'text', 'background', 'border'],
    ['loading', 'upgrading', 'upgradingText', 'loadingBackground', 'loadingBorder'],
    ['loading', 'downgrading', 'downgradingText', 'loadingBackground', 'loadingBorder'],
    ['subscribed', 'upgrading', 'subscribedText', 'subscribedBackground', 'subscribedBorder'],
  ])('%s (%s) shows %s on %s with %s', (state, changing, text, background, border) => {
    const sub = s.subscription as unknown as Record<string, unknown>;
    expect(subscriptionAppearance(s, state, changing)).toEqual({ text: sub[text], background: sub[background], border: sub[border] });
  });
  it('the default states are distinguishable', () => {
    const texts = SUBSCRIPTION_PREVIEW_STATES.map((st) => subscriptionAppearance(s, st).text);
    expect(new Set(texts).size).toBe(3);
  });
});
