import type { StyleRow } from './styleControls';

// Every style setting of each campaign type that the drawer paints (campaigns.md §3), changed in the editor, and the
// computed style it must give in the preview and on the storefront. Colours are typed as hex: the editor keeps the
// stored alpha, so defaults with alpha below 1 read back as rgba.

const colour = (path: string, hex: string) => ({ kind: 'colour', path, hex }) as const;
const text = (label: string, value: string) => ({ kind: 'text', label, value }) as const;
const select = (label: string, value: string) => ({ kind: 'select', label, value }) as const;
const tick = (label: string) => ({ kind: 'choose', label }) as const;

const B = 'settings.bundles';
const BUNDLE_OFFER = '.cartlift-bundles__offer';
const ACTIVE_TIER = '.cartlift-bundles__tier--active';

/** Buy More Save More: style, texts, font size and colours (the badge's text colour is chosen for contrast). */
export const BUNDLES_ROWS: StyleRow[] = [
  { setting: 'style', control: { kind: 'choose', label: 'Horizontal' }, look: { selector: '.cartlift-bundles__tiers', read: 'flex-direction', expected: 'row' } },
  { setting: 'text', control: text('Title text', 'Stock up and save'), look: { selector: '.cartlift-bundles__text', read: 'text', expected: 'Stock up and save' } },
  { setting: 'prefix', control: text('Quantity prefix', 'Take'), look: { selector: `.cartlift-bundles__tier:not(${ACTIVE_TIER}) .cartlift-bundles__label`, read: 'text', expected: 'Take 3' } },
  { setting: 'font_size', control: text('Font size', '1.3'), look: { selector: BUNDLE_OFFER, read: 'fontSizeRatio', expected: '1.30' } },
  { setting: 'background', control: colour(`${B}.background`, '#fff8e1'), look: { selector: BUNDLE_OFFER, read: 'background-color', expected: 'rgb(255, 248, 225)' } },
  { setting: 'color', control: colour(`${B}.color`, '#3d1f00'), look: { selector: BUNDLE_OFFER, read: 'color', expected: 'rgb(61, 31, 0)' } },
  { setting: 'activeBackground', control: colour(`${B}.activeBackground`, '#c8ebdc'), look: { selector: ACTIVE_TIER, read: 'background-color', expected: 'rgba(200, 235, 220, 0.08)' } },
  { setting: 'activeColor', control: colour(`${B}.activeColor`, '#005a3c'), look: { selector: ACTIVE_TIER, read: 'color', expected: 'rgb(0, 90, 60)' } },
  { setting: 'labelColor', control: colour(`${B}.labelColor`, '#5a005a'), look: { selector: `.cartlift-bundles__tier:not(${ACTIVE_TIER}) .cartlift-bundles__label`, read: 'color', expected: 'rgb(90, 0, 90)' } },
  { setting: 'badge.text', control: text('Badge text', 'Bundle deal'), look: { selector: '.cartlift-badge--bundle', read: 'textStart', expected: 'Bundle deal -$' } },
  { setting: 'badge.background', control: colour(`${B}.badge.background`, '#ffd600'), look: { selector: '.cartlift-badge--bundle', read: 'background-color', expected: 'rgb(255, 214, 0)' } },
  { setting: 'badge.border', control: colour(`${B}.badge.border`, '#5a005a'), look: { selector: '.cartlift-badge--bundle', read: 'border-top-color', expected: 'rgb(90, 0, 90)' } },
  { setting: 'variantsPicker.label', control: text('Picker label', 'Pick your sizes'), look: { selector: '.cartlift-bundles__add', read: 'text', expected: 'Pick your sizes' } },
];

const SHEET = '.cartlift-sheet__panel';
const SHEET_CONFIRM = '.cartlift-sheet__confirm';

/** Buy More Save More variant picker: drawn by the variant sheet the picker label opens. */
export const BUNDLES_SHEET_ROWS: StyleRow[] = [
  { setting: 'variantsPicker.confirm', control: text('Confirm button text', 'Take these'), look: { selector: SHEET_CONFIRM, read: 'text', expected: 'Take these' } },
  { setting: 'variantsPicker.textColor', control: colour(`${B}.variantsPicker.textColor`, '#0a141e'), look: { selector: SHEET, read: 'color', expected: 'rgb(10, 20, 30)' } },
  { setting: 'variantsPicker.dropdownTextColor', control: colour(`${B}.variantsPicker.dropdownTextColor`, '#28323c'), look: { selector: `${SHEET} select`, read: 'color', expected: 'rgb(40, 50, 60)' } },
  { setting: 'variantsPicker.dropdownBackground', control: colour(`${B}.variantsPicker.dropdownBackground`, '#faf0e6'), look: { selector: `${SHEET} select`, read: 'background-color', expected: 'rgb(250, 240, 230)' } },
  { setting: 'variantsPicker.confirmTextColor', control: colour(`${B}.variantsPicker.confirmTextColor`, '#fffffa'), look: { selector: SHEET_CONFIRM, read: 'color', expected: 'rgb(255, 255, 250)' } },
  { setting: 'variantsPicker.confirmBackground', control: colour(`${B}.variantsPicker.confirmBackground`, '#460046'), look: { selector: SHEET_CONFIRM, read: 'background-color', expected: 'rgb(70, 0, 70)' } },
];

const OC = 'settings.multi_one_check_upsell';
const OC_ITEM = '.cartlift-one-check__item';
const OC_INPUT = '.cartlift-one-check__input';

/** One Check Upsell: tick style, alignment, border, switch colours and the product text (highlight: ticked, below). */
export const ONE_CHECK_ROWS: StyleRow[] = [
  { setting: 'variant', control: select('Tick style', 'circle'), look: { selector: OC_INPUT, read: 'border-top-left-radius', expected: '50%' } },
  { setting: 'align', control: select('Alignment', 'center'), look: { selector: OC_ITEM, read: 'justify-content', expected: 'center' } },
  { setting: 'border_color', control: colour(`${OC}.border_color`, '#b40000'), look: { selector: OC_ITEM, read: 'border-top-color', expected: 'rgb(180, 0, 0)' } },
  { setting: 'switch_on', control: colour(`${OC}.switch_on`, '#006e00'), look: { selector: OC_INPUT, read: 'border-top-color', expected: 'rgb(0, 110, 0)' } },
  // The switch-off colour paints only the switch variant's track; with round tick boxes it is carried, not painted.
  { setting: 'switch_off', control: colour(`${OC}.switch_off`, '#a0a0a0'), look: { selector: OC_ITEM, read: '--cartlift-oc-off', expected: 'rgba(160, 160, 160, 1)' } },
  { setting: 'products.0.text', control: text('Text', 'Protect it for {{product_price}}'), look: { selector: '.cartlift-one-check__text', read: 'textStart', expected: 'Protect it for $' } },
];

/** Unticking "Show a border" (on by default) takes the item's border away; checked after the bordered rows. */
export const ONE_CHECK_BORDERLESS_ROWS: StyleRow[] = [
  { setting: 'border', control: tick('Show a border'), look: { selector: OC_ITEM, read: 'border-top-width', expected: '0px' } },
];

/** The highlight shows once the shopper ticks the upsell. */
export const ONE_CHECK_TICKED_ROWS: StyleRow[] = [
  { setting: 'highlight', control: colour(`${OC}.highlight`, '#ffe0e0'), look: { selector: OC_ITEM, read: 'background-color', expected: 'rgba(255, 224, 224, 0.05)' } },
];

const A = 'settings.add_to_unlock';
const LABEL = '.cartlift-goal__label';
const FBT = '.cartlift-fbt';
const FBT_TITLE = '.cartlift-fbt__title';
const FBT_PRODUCT = '.cartlift-fbt__body .cartlift-link';
const FBT_ADD = '.cartlift-fbt__add';

/** Add To Unlock: progress bar, the reward label's text style, and the suggestions block's look. */
export const ADD_TO_UNLOCK_ROWS: StyleRow[] = [
  { setting: 'progress_thick', control: text('Thickness', '12'), look: { selector: '.cartlift-goals__track', read: 'height', expected: '12px' } },
  { setting: 'progress_background', control: colour(`${A}.progress_background`, '#e0e0ff'), look: { selector: '.cartlift-goals__track', read: 'background-color', expected: 'rgb(224, 224, 255)' } },
  { setting: 'progress_primary', control: colour(`${A}.progress_primary`, '#3030c0'), look: { selector: '.cartlift-goals__bar', read: 'background-color', expected: 'rgb(48, 48, 192)' } },
  // progress_secondary tints the stretch up to the next goal; its default alpha (0.5) is kept.
  { setting: 'progress_secondary', control: colour(`${A}.progress_secondary`, '#c03030'), look: { selector: '.cartlift-goals__next', read: 'background-color', expected: 'rgba(192, 48, 48, 0.5)' } },
  { setting: 'goal_text.text', control: text('Reward label', 'Ships free'), look: { selector: LABEL, read: 'text', expected: 'Ships free' } },
  { setting: 'goal_text.font_size', control: text('Reward label font size', '1.1'), look: { selector: LABEL, read: 'fontSizeRatio', expected: '1.10' } },
  { setting: 'goal_text.font_weight', control: select('Reward label font weight', '800'), look: { selector: LABEL, read: 'font-weight', expected: '800' } },
  { setting: 'goal_text.color', control: colour(`${A}.goals.0.goal_text.color`, '#780000'), look: { selector: LABEL, read: 'color', expected: 'rgb(120, 0, 0)' } },
  { setting: 'goal_text.background', control: colour(`${A}.goals.0.goal_text.background`, '#fff0c8'), look: { selector: LABEL, read: 'background-color', expected: 'rgb(255, 240, 200)' } },
  { setting: 'background', control: colour(`${A}.background`, '#fafaf0'), look: { selector: FBT, read: 'background-color', expected: 'rgb(250, 250, 240)' } },
  { setting: 'borderColor', control: colour(`${A}.borderColor`, '#c0c000'), look: { selector: FBT, read: 'border-top-color', expected: 'rgb(192, 192, 0)' } },
  { setting: 'title.text', control: text('Block title', 'Pairs well with'), look: { selector: FBT_TITLE, read: 'text', expected: 'Pairs well with' } },
  { setting: 'title.font_size', control: text('Block title font size', '1.2'), look: { selector: FBT_TITLE, read: 'fontSizeRatio', expected: '1.20' } },
  { setting: 'title.font_weight', control: select('Block title font weight', '800'), look: { selector: FBT_TITLE, read: 'font-weight', expected: '800' } },
  { setting: 'title.color', control: colour(`${A}.title.color`, '#781414'), look: { selector: FBT_TITLE, read: 'color', expected: 'rgb(120, 20, 20)' } },
  { setting: 'product_title.font_weight', control: select('Product title font weight', '700'), look: { selector: FBT_PRODUCT, read: 'font-weight', expected: '700' } },
  { setting: 'product_title.color', control: colour(`${A}.product_title.color`, '#145078'), look: { selector: FBT_PRODUCT, read: 'color', expected: 'rgb(20, 80, 120)' } },
  { setting: 'product_price.font_weight', control: select('Product price font weight', '300'), look: { selector: '.cartlift-fbt__price', read: 'font-weight', expected: '300' } },
  { setting: 'product_price.color', control: colour(`${A}.product_price.color`, '#003c78'), look: { selector: '.cartlift-fbt__price', read: 'color', expected: 'rgb(0, 60, 120)' } },
  { setting: 'upsell_add_button.text', control: text('Add button', 'Add it'), look: { selector: FBT_ADD, read: 'text', expected: 'Add it' } },
  { setting: 'upsell_add_button.font_weight', control: select('Add button font weight', '700'), look: { selector: FBT_ADD, read: 'font-weight', expected: '700' } },
  { setting: 'upsell_add_button.color', control: colour(`${A}.upsell_add_button.color`, '#fffff0'), look: { selector: FBT_ADD, read: 'color', expected: 'rgb(255, 255, 240)' } },
  { setting: 'upsell_add_button.background', control: colour(`${A}.upsell_add_button.background`, '#1e3c5a'), look: { selector: FBT_ADD, read: 'background-color', expected: 'rgb(30, 60, 90)' } },
  // Under the cart products: inside the scrolling products section, not the footer with the checkout button.
  { setting: 'fbt_position', control: select('Position', 'under_products'), look: { selector: FBT, read: 'closest', expected: '.cartlift-slide' } },
];

/** The suggestions block's confirm button: drawn by the variant sheet a many-variant suggestion's add button opens. */
export const ADD_TO_UNLOCK_SHEET_ROWS: StyleRow[] = [
  { setting: 'upsell_confirm_button.text', control: text('Confirm button', 'Add this one'), look: { selector: SHEET_CONFIRM, read: 'text', expected: 'Add this one' } },
  { setting: 'upsell_confirm_button.font_weight', control: select('Confirm button font weight', '700'), look: { selector: SHEET_CONFIRM, read: 'font-weight', expected: '700' } },
  { setting: 'upsell_confirm_button.color', control: colour(`${A}.upsell_confirm_button.color`, '#fffaf0'), look: { selector: SHEET_CONFIRM, read: 'color', expected: 'rgb(255, 250, 240)' } },
  { setting: 'upsell_confirm_button.background', control: colour(`${A}.upsell_confirm_button.background`, '#3c1e5a'), look: { selector: SHEET_CONFIRM, read: 'background-color', expected: 'rgb(60, 30, 90)' } },
];

/** The bar takes progress_complete only once the cart reaches every goal (campaigns.md §3 progress bar). */
export const ADD_TO_UNLOCK_COMPLETE_ROWS: StyleRow[] = [
  { setting: 'progress_complete', control: colour(`${A}.progress_complete`, '#c03030'), look: { selector: '.cartlift-goals__bar', read: 'background-color', expected: 'rgb(192, 48, 48)' } },
];
