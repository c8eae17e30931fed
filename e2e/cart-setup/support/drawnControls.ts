import type { Page } from 'puppeteer-core';
import { choose, press } from '../../campaigns/support/campaignPage';
import { setCheck, setColour, setImage, setRange, setRichText, setSelect, setText } from './adminControls';
import { keyboardMove } from './cartSetupPage';

/**
 * One merchant control: how the journey sets it in the admin, and how it reads what the shopper's drawer shows (an
 * expression evaluated in the storefront page) with what it must read. `when` is the moment of the storefront visit the
 * reading needs: the open cart with a line, the checkout button hovered, the coupon form opened, a code applied, the
 * product details slide, the line sold out under the open cart, the cart emptied; a second cart (a subscription
 * product past the campaign's discount goal) unsubscribed, upgrading, subscribed and downgrading; the checkout request under way and
 * where it then lands; for COD, the form, confirmed empty, and confirmed filled with the order request under way.
 */
export interface DrawnControl {
  control: string;
  set(page: Page): Promise<void>;
  read: string;
  want: unknown;
  when?:
    | 'cart'
    | 'hover'
    | 'coupon'
    | 'couponApplied'
    | 'details'
    | 'soldOut'
    | 'empty'
    | 'subscribe'
    | 'upgrading'
    | 'subscribed'
    | 'downgrading'
    | 'checkout'
    | 'checkedOut'
    | 'form'
    | 'confirm'
    | 'placing';
}

const el = (sel: string) => `document.querySelector('#cartlift-root ${sel}')`;
/** A computed style of the drawer's first element matching sel (null when there is none). */
export const styleOf = (sel: string, prop: string) => `(${el(sel)} ? getComputedStyle(${el(sel)}).getPropertyValue('${prop}').trim() : null)`;
export const textOf = (sel: string) => `(${el(sel)}?.textContent?.trim() ?? null)`;
export const attrOf = (sel: string, name: string) => `(${el(sel)}?.getAttribute('${name}') ?? null)`;
export const present = (sel: string) => `!!${el(sel)}`;
/** The classes' first names of the children of sel, in order. */
const order = (sel: string) => `Array.from(${el(sel)}?.children ?? []).map((e) => e.className.split(' ')[0])`;

/** The House Blend line (the one with a subscription box; the demo's free Mini Tote is the other). */
const blendLine = '.cartlift-line:has(.cartlift-line__plan)';
/** The line's subscription box in a state (unsubscribed, loading, subscribed). */
const plan = (state: string) => `.cartlift-line__plan--${state}`;
/** The countdown's clock as the shopper reads it. */
const clock = textOf('.cartlift-timer__clock');
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const colour = (control: string, label: string, hex: string, sel: string, prop = 'color', nth = 0, when?: DrawnControl['when']): DrawnControl => ({
  control,
  set: (p) => setColour(p, label, hex, nth),
  read: styleOf(sel, prop),
  want: rgb(hex),
  when,
});
const text = (control: string, label: string, value: string, read: string, want: unknown = value, nth = 0, when?: DrawnControl['when']): DrawnControl => ({
  control,
  set: (p) => setText(p, label, value, nth),
  read,
  want,
  when,
});

/**
 * The first Cart Setup save: every storefront-visible control of sections 1 to 5 set away from its default (switches
 * that hide what another control draws stay on here and are turned in `cartSetupSwitches`). Order matters where
 * cart-and-shop.md §4 links fields: the primary, text-on-cart and button text colours are set before the fields they
 * also write.
 */
export function cartSetupLook(logo: string): DrawnControl[] {
  return [
    { control: 'default language', set: (p) => setSelect(p, 'Default language', 'french'), read: attrOf('.cartlift-close', 'aria-label'), want: 'Fermer le panier' },
    // Primary and button text colours are the drawer's own buttons' look (campaign widgets carry their own colours):
    // read as the drawer's custom properties, which its buttons fall back on.
    { control: 'primary colour', set: (p) => setColour(p, 'Primary colour', '#c0392b'), read: styleOf('.cartlift-drawer', '--cartlift-primary'), want: 'rgba(192, 57, 43, 1)' },
    colour('secondary colour (quantity buttons)', 'Secondary colour', '#1abc9c', '.cartlift-qty__btn', 'background-color'),
    colour('text on cart colour (linked: subtotal colour)', 'Text on cart colour', '#2c3e50', '.cartlift-subtotal'),
    { control: 'button text colour', set: (p) => setColour(p, 'Button text colour', '#fdfefe'), read: styleOf('.cartlift-drawer', '--cartlift-button'), want: 'rgba(253, 254, 254, 1)' },
    colour('cart background', 'Cart background', '#fef9e7', '.cartlift-panel', 'background-color'),
    colour('font colour', 'Font colour', '#5a146e', '.cartlift-slide'),
    { control: 'font size', set: (p) => setRange(p, 'Font size', 'End'), read: styleOf('.cartlift-drawer', 'font-size'), want: '18px' },
    {
      control: 'font',
      set: async (p) => {
        await setText(p, 'Font', 'Lobster');
        await p.locator('li[role="option"] ::-p-text(Lobster (display))').click();
        await p.waitForFunction(() => document.body.innerText.includes('Lobster: weights'));
      },
      read: `${styleOf('.cartlift-drawer', 'font-family')}.includes('Lobster')`,
      want: true,
    },
    text('header title', 'Header title', 'Your basket', textOf('.cartlift-title')),
    colour('header background', 'Header background', '#d6eaf8', '.cartlift-header', 'background-color'),
    { control: 'product image size', set: (p) => setRange(p, 'Product image size', 'End'), read: styleOf('.cartlift-line__image', 'width'), want: '120px' },
    text('product title text', 'Product title text', 'Item', textOf('.cartlift-lines__head span:first-child')),
    text('product title font size', 'Font size', '1.2', styleOf('.cartlift-line__title', 'font-size'), '21.6px', 1),
    text('product title font weight', 'Font weight', '800', styleOf('.cartlift-line__title', 'font-weight'), '800', 0),
    colour('product title colour', 'Product title colour', '#00468c', '.cartlift-line__title'),
    text('price text', 'Price text', 'Cost', textOf('.cartlift-lines__head span:last-child')),
    text('price font size', 'Font size', '0.9', styleOf('.cartlift-line__price', 'font-size'), '16.2px', 2),
    text('price font weight', 'Font weight', '700', styleOf('.cartlift-line__price', 'font-weight'), '700', 1),
    colour('price colour', 'Price colour', '#8c4600', '.cartlift-line__price'),
    colour('remove button colour', 'Remove button colour', '#922b21', '.cartlift-line__remove'),
    colour('variant text colour', 'Variant text colour', '#6c3483', '.cartlift-line__variant-text'),
    // The line's variant sells out under the open cart (the dev store's stock set to 0) and Plus is refused as sold out.
    text('sold out text', 'Sold out text', 'Gone for now', textOf('.cartlift-line__sold-out'), 'Gone for now', 0, 'soldOut'),
    colour('sold out text colour', 'Sold out text colour', '#7b241c', '.cartlift-line__sold-out', 'color', 0, 'soldOut'),
    colour('sold out background', 'Sold out background', '#fdebd0', '.cartlift-line__sold-out', 'background-color', 0, 'soldOut'),
    // Product details: the slide a campaign's suggestion opens (the journey adds an Add To Unlock campaign with one).
    text('product details add to cart text', 'Add to cart text', 'Put it in my bag', textOf('.cartlift-details__add'), 'Put it in my bag', 0, 'details'),
    text('product details read more text', 'Read more text', 'Keep reading', textOf('.cartlift-details .cartlift-link'), 'Keep reading', 0, 'details'),
    { control: 'shorten long descriptions (on)', set: (p) => setCheck(p, 'Shorten long descriptions', true), read: `${textOf('.cartlift-details__text')}?.endsWith('…')`, want: true, when: 'details' },
    text('description length', 'Description length', '12', `${textOf('.cartlift-details__text')}?.length <= 13`, true, 0, 'details'),
    // A second visit: two House Blend 1 kg ($104) pass the seeded demo campaign's 15 % goal ($60), whose discount is
    // the line's automatic-discount badge (15 % of $104), and the product sells on selling plans (the subscription box).
    text('automatic discount text', 'Discount text', '{{title}}: {{amount}} off', textOf(`${blendLine} .cartlift-badge--discount`), 'Special Discount: $15.60 off', 0, 'subscribe'),
    colour('automatic discount background', 'Discount background', '#fdf2e9', `${blendLine} .cartlift-badge--discount`, 'background-color', 0, 'subscribe'),
    colour('automatic discount border', 'Discount border', '#af601a', `${blendLine} .cartlift-badge--discount`, 'border-top-color', 0, 'subscribe'),
    { control: 'subscription upgrades on', set: (p) => setCheck(p, 'Offer subscription upgrades in the cart', true), read: present('.cartlift-line__plan select'), want: true, when: 'subscribe' },
    text('subscription upgrade text', 'Upgrade text', 'Get it every month', textOf(`${plan('unsubscribed')} .cartlift-line__plan-state`), 'Get it every month', 0, 'subscribe'),
    // The subscription's unsubscribed Background and Border are the page's first namesakes while its Unsubscribed tab is shown.
    colour('subscription background', 'Background', '#e8f8f5', plan('unsubscribed'), 'background-color', 0, 'subscribe'),
    colour('subscription border', 'Border', '#148f77', plan('unsubscribed'), 'border-top-color', 0, 'subscribe'),
    {
      control: 'subscription upgrading text',
      set: async (p) => {
        await press(p, 'Loading');
        await setText(p, 'Upgrading text', 'Signing you up');
      },
      read: textOf(`${plan('loading')} .cartlift-line__plan-state`),
      want: 'Signing you up',
      when: 'upgrading',
    },
    text('subscription downgrading text', 'Downgrading text', 'Back to one order', textOf(`${plan('loading')} .cartlift-line__plan-state`), 'Back to one order', 0, 'downgrading'),
    colour('subscription loading background', 'Loading background', '#fef5e7', plan('loading'), 'background-color', 0, 'upgrading'),
    colour('subscription loading border', 'Loading border', '#d68910', plan('loading'), 'border-top-color', 0, 'upgrading'),
    {
      control: 'subscription subscribed text',
      set: async (p) => {
        await press(p, 'Subscribed');
        await setText(p, 'Subscribed text', 'Subscribed, thank you');
      },
      read: textOf(`${plan('subscribed')} .cartlift-line__plan-state`),
      want: 'Subscribed, thank you',
      when: 'subscribed',
    },
    colour('subscription subscribed background', 'Subscribed background', '#eafaf1', plan('subscribed'), 'background-color', 0, 'subscribed'),
    {
      control: 'subscription subscribed border',
      set: async (p) => {
        await setColour(p, 'Subscribed border', '#1d8348');
        // Back to the Unsubscribed tab: the later Background and Border fields count on its namesakes being there.
        await press(p, 'Unsubscribed');
      },
      read: styleOf(plan('subscribed'), 'border-top-color'),
      want: rgb('#1d8348'),
      when: 'subscribed',
    },
    { control: 'checkout button position', set: (p) => choose(p, 'Higher'), read: `!!${el('.cartlift-slide .cartlift-footer--higher')}`, want: true },
    { control: 'empty cart text', set: (p) => setRichText(p, 'Empty cart text', 'Nothing here yet'), read: textOf('.cartlift-empty__message'), want: 'Nothing here yet', when: 'empty' },
    { control: 'right-to-left', set: (p) => setCheck(p, 'Right-to-left layout', true), read: styleOf('.cartlift-panel', 'direction'), want: 'rtl' },
    { control: 'curved corners (off)', set: (p) => setCheck(p, 'Curved corners', false), read: styleOf('.cartlift-line__image', 'border-top-left-radius'), want: '0px' },
    // Extras: the countdown at the bottom, left-aligned, full width, in its colours.
    { control: 'timer on', set: (p) => setCheck(p, 'Show a countdown timer', true), read: present('.cartlift-footer .cartlift-timer'), want: true },
    text('timer text', 'Timer text', 'Held for {{timer}}', `${textOf('.cartlift-timer')}?.startsWith('Held for ')`, true),
    // Days, hours and minutes shown, seconds hidden: 1 d 2 h 7 min 0 s reads 01:02:07 for its first minute (a hidden
    // seconds value would round the minutes up; each control missed reads otherwise).
    { control: 'timer days shown', set: (p) => setCheck(p, 'Days', true, 1), read: clock, want: '01:02:07' },
    text('timer days', 'Days', '1', clock, '01:02:07'),
    { control: 'timer hours shown', set: (p) => setCheck(p, 'Hours', true, 1), read: clock, want: '01:02:07' },
    text('timer hours', 'Hours', '2', clock, '01:02:07'),
    text('timer minutes', 'Minutes', '7', clock, '01:02:07'),
    { control: 'timer seconds shown (off)', set: (p) => setCheck(p, 'Seconds', false, 1), read: clock, want: '01:02:07' },
    text('timer seconds', 'Seconds', '0', clock, '01:02:07'),
    { control: 'timer placement', set: (p) => setSelect(p, 'Placement', 'bottom'), read: present('.cartlift-slide > .cartlift-timer'), want: false },
    { control: 'timer alignment', set: (p) => setSelect(p, 'Text alignment', 'left'), read: styleOf('.cartlift-timer', 'text-align'), want: 'start' },
    { control: 'timer style', set: (p) => setSelect(p, 'Style', 'full'), read: present('.cartlift-timer.cartlift-banner--full'), want: true },
    colour('timer background', 'Background', '#fadbd8', '.cartlift-timer', 'background-color', 1),
    colour('timer border', 'Border', '#e74c3c', '.cartlift-timer', 'border-top-color', 1),
    { control: 'split payments on', set: (p) => setCheck(p, 'Show split payments', true), read: present('.cartlift-split'), want: true },
    text('split payments text', 'Split payments text', 'or {{splits}} payments of {{amount}}', textOf('.cartlift-split span'), 'or 2 payments of $14.00'),
    text('number of payments', 'Number of payments', '2', `${textOf('.cartlift-split span')}?.includes('2 payments')`, true),
    { control: 'split payments logo', set: (p) => setImage(p, 'Provider logo', logo), read: `${attrOf('.cartlift-split img', 'src')}?.includes('/uploads/')`, want: true },
    { control: 'trust badges on', set: (p) => setCheck(p, 'Show trust badges', true), read: present('.cartlift-badges'), want: true },
    { control: 'trust badges position', set: (p) => setSelect(p, 'Position', 'above_checkout'), read: `${order('.cartlift-footer')}.indexOf('cartlift-badges') < ${order('.cartlift-footer')}.indexOf('cartlift-checkout')`, want: true },
    { control: 'trust badges image', set: (p) => setImage(p, 'Badges image', logo), read: `${attrOf('.cartlift-badges img', 'src')}?.includes('/uploads/')`, want: true },
    { control: 'announcement on', set: (p) => setCheck(p, 'Show an announcement banner', true), read: present('.cartlift-announcement'), want: true },
    { control: 'announcement text', set: (p) => setRichText(p, 'Announcement text', 'Free gift over $80'), read: textOf('.cartlift-announcement'), want: 'Free gift over $80' },
    { control: 'announcement position', set: (p) => setSelect(p, 'Position', 'below_products', 1), read: present('.cartlift-lines ~ .cartlift-announcement'), want: true },
    { control: 'announcement alignment', set: (p) => setSelect(p, 'Text alignment', 'right', 1), read: styleOf('.cartlift-announcement', 'text-align'), want: 'end' },
    colour('announcement background', 'Background', '#d5f5e3', '.cartlift-announcement', 'background-color', 2),
    colour('announcement border', 'Border', '#1e8449', '.cartlift-announcement', 'border-top-color', 2),
    { control: 'terms on', set: (p) => setCheck(p, 'Ask shoppers to accept terms before checkout', true), read: present('.cartlift-terms input[type="checkbox"]'), want: true },
    text('terms text', 'Terms text', 'I accept the rules', textOf('.cartlift-terms span')),
    colour('terms text colour', 'Terms text colour', '#7d3c98', '.cartlift-terms span'),
    { control: 'text block on', set: (p) => setCheck(p, 'Show a text block', true), read: present('.cartlift-random-text'), want: true },
    { control: 'text block', set: (p) => setRichText(p, 'Text block', 'Free returns for 30 days'), read: textOf('.cartlift-random-text'), want: 'Free returns for 30 days' },
    { control: 'order note on', set: (p) => setCheck(p, 'Let shoppers add an order note', true), read: present('.cartlift-note textarea'), want: true },
    text('order note title', 'Order note title', 'Gift message?', textOf('.cartlift-note span')),
    text('order note placeholder', 'Order note placeholder', 'Write it here', attrOf('.cartlift-note textarea', 'placeholder')),
    {
      control: 'modules order',
      set: (p) => keyboardMove(p, 'button[aria-label="Reorder Checkout button and subtotal"]', 'checkout_button', [{ key: 'ArrowUp', over: 'order_note' }]),
      read: `${order('.cartlift-footer')}.filter((c) => ['cartlift-random-text', 'cartlift-note', 'cartlift-checkout'].includes(c))`,
      want: ['cartlift-random-text', 'cartlift-checkout', 'cartlift-note'],
    },
    // Section 5, checkout (its chunk loads as the page scrolls to it).
    text('subtotal text', 'Subtotal text', 'Total so far', textOf('.cartlift-subtotal span')),
    text('savings text', 'Savings text', 'You save', textOf('.cartlift-savings span')),
    text('checkout button text (with the subtotal)', 'Checkout button text', 'Pay now / {subtotal}', textOf('.cartlift-checkout__button'), 'Pay now / $28.00'),
    colour('checkout button background', 'Button background', '#1f618d', '.cartlift-checkout__button', 'background-color'),
    colour('checkout button hover background', 'Button hover background', '#154360', '.cartlift-checkout__button', 'background-color', 0, 'hover'),
    colour('checkout button text colour', 'Button text colour', '#f9e79f', '.cartlift-checkout__button', 'color', 1),
    colour('checkout text colour', 'Checkout text colour', '#0b5345', '.cartlift-note span'),
    colour('savings colour', 'Savings colour', '#b9770e', '.cartlift-savings'),
    text('checkout font size', 'Font size', '1.3', styleOf('.cartlift-checkout__button', 'font-size'), '23.4px', 3),
    text('checkout font weight', 'Font weight', '800', styleOf('.cartlift-checkout__button', 'font-weight'), '800', 2),
    { control: 'continue shopping underlined', set: (p) => setCheck(p, 'Underline the continue-shopping button', true), read: styleOf('.cartlift-continue', 'text-decoration-line'), want: 'underline', when: 'empty' },
    text('continue shopping text', 'Continue shopping text', 'Keep browsing', textOf('.cartlift-continue'), 'Keep browsing', 0, 'empty'),
    colour('continue shopping colour', 'Continue shopping colour', '#117a65', '.cartlift-continue', 'color', 0, 'empty'),
    { control: 'coupon form on', set: (p) => setCheck(p, 'Use coupon code', true), read: present('.cartlift-coupon'), want: true },
    text('coupon use text', 'Use coupon code text', 'Have a code?', textOf('.cartlift-coupon__toggle')),
    text('coupon close text', 'Close text', 'Hide', textOf('.cartlift-coupon__close'), 'Hide', 0, 'coupon'),
    text('coupon apply text', 'Apply text', 'Use it', textOf('.cartlift-coupon__apply'), 'Use it', 0, 'coupon'),
    text('coupon enter text', 'Enter code text', 'Type your code', attrOf('.cartlift-coupon__input', 'placeholder'), 'Type your code', 0, 'coupon'),
    colour('coupon button colour', 'Coupon button colour', '#a04000', '.cartlift-coupon__apply', 'background-color', 0, 'coupon'),
    { control: 'coupon alert on', set: (p) => setCheck(p, 'Show a coupon alert', true), read: present('.cartlift-coupon__alert'), want: true },
    text('coupon alert text', 'Coupon alert text', 'Codes go here', textOf('.cartlift-coupon__alert')),
    text('coupon edit text', 'Edit text', 'Change code', textOf('.cartlift-coupon__toggle'), 'Change code', 0, 'couponApplied'),
  ];
}

/** The second Cart Setup save: the switches whose other side hides what the first save's controls draw. */
export function cartSetupSwitches(): DrawnControl[] {
  return [
    { control: 'remove button (off)', set: (p) => setCheck(p, 'Show the remove button', false), read: present('.cartlift-line__remove'), want: false },
    { control: 'change the variant in the cart', set: (p) => setCheck(p, 'Let shoppers change the variant in the cart', true), read: present('select.cartlift-line__variant'), want: true },
    { control: 'type the quantity', set: (p) => setCheck(p, 'Let shoppers type the quantity', true), read: `${el('.cartlift-qty__input')}?.readOnly`, want: false },
    { control: 'compare-at prices (off)', set: (p) => setCheck(p, 'Show compare-at prices and count them in savings', false), read: present('.cartlift-line__compare, .cartlift-savings'), want: false },
    { control: 'subtotal in the checkout button (off)', set: (p) => setCheck(p, 'Show the subtotal in the checkout button', false), read: textOf('.cartlift-checkout__button'), want: 'Pay now' },
    { control: 'open the cart on add (off)', set: (p) => setCheck(p, 'Open the cart when a product is added', false), read: 'window.__cartliftOpenedOnAdd', want: false },
    { control: 'checkout as a link', set: (p) => setCheck(p, 'Show checkout as a link instead of a button', true), read: present('.cartlift-checkout__button--link'), want: true },
    { control: 'split payments: the provider shows its own', set: (p) => setCheck(p, 'The payment provider shows its own message', true), read: present('.cartlift-split'), want: false },
    text('loading text', 'Loading text', 'One moment', textOf('.cartlift-checkout__button'), 'One moment', 0, 'checkout'),
    {
      control: 'checkout type: draft checkout',
      set: (p) => choose(p, 'Draft checkout'),
      // The gateway makes the cart a draft order and the shopper lands on its invoice (a normal checkout lands on /checkout).
      read: `/\\/invoices\\//.test(location.pathname)`,
      want: true,
      when: 'checkedOut',
    },
    // The first save cut descriptions at 12 characters: off, the whole description shows.
    { control: 'shorten long descriptions (off)', set: (p) => setCheck(p, 'Shorten long descriptions', false), read: `${textOf('.cartlift-details__text')}?.length > 13 && !${textOf('.cartlift-details__text')}.endsWith('…')`, want: true, when: 'details' },
  ];
}

/** Read on an emptied cart after the COD journey's Cart Setup save. */
export function cartSetupEmptyCart(): DrawnControl[] {
  return [
    { control: 'continue-shopping button (off)', set: (p) => setCheck(p, 'Show a continue-shopping button in the empty cart', false), read: `${present('.cartlift-empty')} && !${present('.cartlift-continue')}`, want: true, when: 'empty' },
  ];
}
