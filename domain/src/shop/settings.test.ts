import { mustBeAtLeast, mustBeAtMost, NOT_VALID, setPath, tooLong, tooShort, type Result } from '../common';
import {
  ACTIVATION_CONFIRMATION,
  CHECKOUT_TEXT_MAX,
  defaultShopSettings,
  needsActivationConfirmation,
  parseShopSettingsPayload,
  settingsDiffer,
  shopSettingsSavePayload,
  upgradeShopSettings,
  validateShopSettings,
  type ShopSettings,
} from '.';

const errorsOf = <T>(r: Result<T>) => (r.success ? [] : r.errors);
const withValue = (path: string, value: unknown): ShopSettings => setPath(defaultShopSettings(), path, value);
const messagesAt = (path: string, value: unknown, at = path) =>
  errorsOf(validateShopSettings(withValue(path, value)))
    .filter((e) => e.path === at)
    .map((e) => e.message);

describe('cart-and-shop.md §3 Defaults: "active false; open_cart true; multiCurrencyMode true; curved true; show_coupon false; …"', () => {
  const d = defaultShopSettings();
  it.each<[string, unknown]>([
    ['active', false],
    ['open_cart', true],
    ['multiCurrencyMode', true],
    ['curved', true],
    ['show_coupon', false],
    ['is_checkout_condition_active', false],
    ['count_compare_at', true],
    ['font.size', 14],
    ['product.image_size', 80],
    ['product.show_bin', true],
    ['product.allow_variants_editing', false],
    ['product.editable_quantity', false],
    ['product_details.truncate', true],
    ['product_details.truncate_length', 200],
    ['scary.days', 0],
    ['scary.hours', 0],
    ['scary.minutes', 4],
    ['scary.seconds', 49],
    ['scary.endAction', 'hide'],
    ['afterPay.splits', 4],
    ['default_language', 'english'],
    ['header.title', 'My Cart'],
    // "checkout button position (sticky (suggested)…)": sticky sets fix true and grow false.
    ['modules.checkout_button.fix_checkout_container', true],
    ['product.grow', false],
    ['auto_discount.border', { r: 226, g: 232, b: 240, a: 1 }],
    ['announcement.border', { r: 226, g: 232, b: 240, a: 1 }],
    ['scary.border', { r: 226, g: 232, b: 240, a: 1 }],
    ['subscription.border', { r: 226, g: 232, b: 240, a: 1 }],
    ['modules.order', ['random_text', 'order_note', 'checkout_button']],
  ])('%s is %j', (path, expected) => {
    expect(path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d)).toEqual(expected);
  });

  it('"auto_discount: text (placeholders {{title}} and {{amount}})"', () => {
    expect(d.auto_discount.text).toContain('{{title}}');
    expect(d.auto_discount.text).toContain('{{amount}}');
  });
  it('the defaults pass every cart-and-shop.md §5 rule', () => expect(validateShopSettings(d)).toEqual({ success: true, data: d }));
  it('each call returns a fresh copy', () => {
    const a = defaultShopSettings();
    a.theme.primary.r = 1;
    expect(defaultShopSettings().theme.primary.r).not.toBe(1);
  });
});

describe('cart-and-shop.md §3 Shop settings: every field the spec lists exists', () => {
  const d = defaultShopSettings();
  const keys = (o: object) => Object.keys(o).sort();
  it.each<[string, object, string[]]>([
    ['Core', d, ['active', 'default_language', 'rtl', 'curved', 'open_cart', 'show_coupon', 'show_coupon_alert_text', 'count_compare_at', 'custom_css', 'multiCurrencyMode', 'empty_cart', 'sold_out', 'checkout_condition_text', 'checkout_condition_color', 'is_checkout_condition_active']],
    ['continue_shopping_button', d.continue_shopping_button, ['active_continue_shopping_button', 'active_continue_shopping_underlined']],
    ['theme', d.theme, ['primary', 'secondary', 'textColor', 'buttonColor', 'background']],
    ['font', d.font, ['color', 'size', 'family', 'custom']],
    ['header', d.header, ['title', 'background']],
    ['product', d.product, ['title', 'price', 'image_size', 'grow', 'sold_out', 'show_bin', 'bin_color', 'allow_variants_editing', 'editable_quantity', 'variants']],
    ['product_details', d.product_details, ['atcButton', 'readMore', 'truncate', 'truncate_length']],
    ['modules.checkout_button', d.modules.checkout_button, ['checkout_as_link', 'show_subtotal', 'fix_checkout_container', 'button_text', 'loading_text', 'coupon_alert_text', 'subtotal', 'savings', 'background', 'hoverBackground', 'font_size', 'font_weight', 'font_color', 'continue_shopping_button']],
    ['auto_discount', d.auto_discount, ['text', 'background', 'border']],
    ['subscription', d.subscription, ['isActive', 'text', 'background', 'border', 'upgradingText', 'downgradingText', 'loadingBackground', 'loadingBorder', 'subscribedText', 'subscribedBackground', 'subscribedBorder']],
    ['badges', d.badges, ['isActive', 'position', 'value']],
    ['announcement', d.announcement, ['isActive', 'position', 'text', 'background', 'border', 'textAlignement', 'style']],
    ['afterPay', d.afterPay, ['isActive', 'text', 'image', 'isExternal', 'splits']],
    ['scary', d.scary, ['isActive', 'isDaysActive', 'isHoursActive', 'isMinutesActive', 'isSecondsActive', 'days', 'hours', 'minutes', 'seconds', 'text', 'textAlignement', 'style', 'background', 'border', 'endAction', 'placement']],
  ])('%s', (_, block, expected) => {
    expect(keys(block)).toEqual(expect.arrayContaining(expected.sort()));
  });
  it('cart-and-shop.md §2 "Coupon form: use-coupon-code switch and text, edit, close, enter and apply texts, coupon alert text with a switch, button colour"', () => {
    expect(keys(d.modules.checkout_button.coupon)).toEqual(['apply_text', 'button_color', 'close_text', 'edit_text', 'enter_text', 'use_text']);
    expect([d.show_coupon, d.show_coupon_alert_text]).toEqual([false, false]);
  });
  it('cart-and-shop.md §2 "COD checkout button colour and text"', () => {
    expect(keys(d.modules.checkout_button.cod_button)).toEqual(['color', 'text']);
  });
});

describe('cart-and-shop.md §5 "Font size: number 12 to 18 (px)"', () => {
  it.each([12, 14.5, 18])('accepts %p', (v) => expect(messagesAt('font.size', v)).toEqual([]));
  it.each<[unknown, string]>([
    [11.9, mustBeAtLeast(12)],
    [19, mustBeAtMost(18)],
    ['14', NOT_VALID],
    [null, NOT_VALID],
  ])('rejects %p with %p at font.size', (v, m) => expect(messagesAt('font.size', v)).toEqual([m]));
});

describe('cart-and-shop.md §5 "Product image size: integer 50 to 120"', () => {
  it.each([50, 80, 120])('accepts %p', (v) => expect(messagesAt('product.image_size', v)).toEqual([]));
  it.each<[unknown, string]>([
    [49, mustBeAtLeast(50)],
    [121, mustBeAtMost(120)],
    [80.5, NOT_VALID],
  ])('rejects %p with %p at product.image_size', (v, m) => expect(messagesAt('product.image_size', v)).toEqual([m]));
});

describe('cart-and-shop.md §5 "Header title 3-35 characters; product title and price text 3-35"', () => {
  it.each(['header.title', 'product.title.text', 'product.price.text', 'sold_out'])('%s: 3 and 35 pass', (path) => {
    expect(messagesAt(path, 'abc')).toEqual([]);
    expect(messagesAt(path, 'x'.repeat(35))).toEqual([]);
  });
  it.each(['header.title', 'product.title.text', 'product.price.text', 'sold_out'])('%s: 2 and 36 fail', (path) => {
    expect(messagesAt(path, 'ab')).toEqual([tooShort(3)]);
    expect(messagesAt(path, 'x'.repeat(36))).toEqual([tooLong(35)]);
  });
  it('a blank header title reads "Title can\'t be blank" only', () => {
    expect(messagesAt('header.title', '   ')).toEqual(["Title can't be blank"]);
  });
});

describe('cart-and-shop.md §5 "checkout button texts have various maximums with a minimum of 3" (maximums: CHECKOUT_TEXT_MAX)', () => {
  const cb = 'modules.checkout_button';
  it.each<[string, number]>([
    [`${cb}.button_text.text`, CHECKOUT_TEXT_MAX.button_text],
    [`${cb}.loading_text`, CHECKOUT_TEXT_MAX.loading_text],
    [`${cb}.subtotal.text`, CHECKOUT_TEXT_MAX.subtotal],
    [`${cb}.savings.text`, CHECKOUT_TEXT_MAX.savings],
    [`${cb}.continue_shopping_button.text`, CHECKOUT_TEXT_MAX.continue_shopping],
    [`${cb}.cod_button.text`, CHECKOUT_TEXT_MAX.cod_button],
    [`${cb}.coupon.use_text`, CHECKOUT_TEXT_MAX.coupon_use],
    [`${cb}.coupon.edit_text`, CHECKOUT_TEXT_MAX.coupon_edit],
    [`${cb}.coupon.close_text`, CHECKOUT_TEXT_MAX.coupon_close],
    [`${cb}.coupon.enter_text`, CHECKOUT_TEXT_MAX.coupon_enter],
    [`${cb}.coupon.apply_text`, CHECKOUT_TEXT_MAX.coupon_apply],
    [`${cb}.coupon_alert_text`, CHECKOUT_TEXT_MAX.coupon_alert_text],
  ])('%s is 3..%i', (path, max) => {
    expect(messagesAt(path, 'ab')).toEqual([tooShort(3)]);
    expect(messagesAt(path, 'abc')).toEqual([]);
    expect(messagesAt(path, 'x'.repeat(max))).toEqual([]);
    expect(messagesAt(path, 'x'.repeat(max + 1))).toEqual([tooLong(max)]);
  });
  it('the button text leaves room for " / {subtotal}" after a 35-character label', () => {
    expect(CHECKOUT_TEXT_MAX.button_text).toBeGreaterThanOrEqual(35 + ' / {subtotal}'.length);
  });
});

describe('cart-and-shop.md §5 "scarcity hours max 23, minutes and seconds max 59; split count min 2; random text max 6000"', () => {
  it.each<[string, unknown, string[]]>([
    ['scary.hours', 23, []],
    ['scary.hours', 24, [mustBeAtMost(23)]],
    ['scary.minutes', 59, []],
    ['scary.minutes', 60, [mustBeAtMost(59)]],
    ['scary.seconds', 59, []],
    ['scary.seconds', 60, [mustBeAtMost(59)]],
    ['scary.seconds', -1, [mustBeAtLeast(0)]],
    ['afterPay.splits', 2, []],
    ['afterPay.splits', 1, [mustBeAtLeast(2)]],
    ['modules.random_text.text', 'x'.repeat(6000), []],
    ['modules.random_text.text', 'x'.repeat(6001), [tooLong(6000)]],
  ])('%s = %#p → %j', (path, value, messages) => {
    expect(messagesAt(path, value)).toEqual(messages);
  });
  it('"endAction hide|restart", "style rounded|full", "placement top|bottom"', () => {
    expect(messagesAt('scary.endAction', 'restart')).toEqual([]);
    expect(messagesAt('scary.endAction', 'stop')).toEqual([NOT_VALID]);
    expect(messagesAt('scary.style', 'full')).toEqual([]);
    expect(messagesAt('scary.style', 'square')).toEqual([NOT_VALID]);
    expect(messagesAt('scary.placement', 'bottom')).toEqual([]);
    expect(messagesAt('scary.placement', 'middle')).toEqual([NOT_VALID]);
  });
});

describe('cart-and-shop.md §5 "order modules only order_note, random_text, checkout_button"', () => {
  it.each([[['checkout_button']], [['order_note', 'checkout_button', 'random_text']], [[]]])('accepts %j', (order) => {
    expect(messagesAt('modules.order', order)).toEqual([]);
  });
  it('rejects another module name at its index', () => {
    expect(messagesAt('modules.order', ['checkout_button', 'upsells'], 'modules.order.1')).toEqual([NOT_VALID]);
  });
  it('rejects a module listed twice (ours)', () => {
    expect(messagesAt('modules.order', ['checkout_button', 'checkout_button'])).toEqual([NOT_VALID]);
  });
});

describe('cart-and-shop.md §5 "Field-level errors appear per path (theme background, font size, header background, …)"', () => {
  it.each<[string, unknown]>([
    ['theme.background', { r: 300, g: 0, b: 0, a: 1 }],
    ['theme.background', 'not a colour'],
    ['font.size', 'big'],
    ['header.background', null],
    ['product.image_size', 'large'],
    ['product.show_bin', 'yes'],
    ['product.allow_variants_editing', 1],
    ['product.editable_quantity', null],
    ['modules.checkout_button.show_subtotal', 'on'],
    ['open_cart', 'true'],
    ['sold_out', 5],
  ])('%s: %p → one error on that exact path', (path, value) => {
    const errors = errorsOf(validateShopSettings(withValue(path, value)));
    expect(errors).toEqual([{ path, message: NOT_VALID }]);
  });
  it('colours are accepted as hex strings of 3 or 6 digits and stored as rgba', () => {
    const r = validateShopSettings(withValue('theme.background', '#fff'));
    expect(r.success && r.data.theme.background).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    const r6 = validateShopSettings(withValue('header.background', '#008060'));
    expect(r6.success && r6.data.header.background).toEqual({ r: 0, g: 128, b: 96, a: 1 });
    expect(messagesAt('theme.background', '#ffff')).toEqual([NOT_VALID]);
  });
  it('a missing block is reported on the block', () => {
    const { font: _font, ...rest } = defaultShopSettings();
    expect(errorsOf(validateShopSettings(rest))).toEqual([{ path: 'font', message: NOT_VALID }]);
  });
  it('a non-object reads "value is not valid" on the root', () => {
    expect(errorsOf(validateShopSettings('settings'))).toEqual([{ path: '', message: NOT_VALID }]);
  });
  it('unknown keys are dropped, never stored', () => {
    const r = validateShopSettings({ ...defaultShopSettings(), isAdmin: true });
    expect(r.success && 'isAdmin' in r.data).toBe(false);
  });
  it('both checkout-position flags on is no position (fix_checkout_container flagged)', () => {
    const s = withValue('product.grow', true);
    expect(errorsOf(validateShopSettings(s))).toEqual([
      { path: 'modules.checkout_button.fix_checkout_container', message: NOT_VALID },
    ]);
  });
  it('the terms condition needs a text when active', () => {
    let s = withValue('is_checkout_condition_active', true);
    s = setPath(s, 'checkout_condition_text', ' ');
    expect(errorsOf(validateShopSettings(s))).toEqual([{ path: 'checkout_condition_text', message: NOT_VALID }]);
  });
});

describe('cart-and-shop.md §3 "default_language (english, french, arabic, german; unknown falls back to english)"', () => {
  it.each(['english', 'french', 'arabic', 'german'])('%s is kept', (lang) => {
    const r = validateShopSettings(withValue('default_language', lang));
    expect(r.success && r.data.default_language).toBe(lang);
  });
  it.each(['spanish', 42, undefined])('%p falls back to english in validation and upgrade', (lang) => {
    const r = validateShopSettings(withValue('default_language', lang));
    expect(r.success && r.data.default_language).toBe('english');
    expect(upgradeShopSettings({ default_language: lang }).default_language).toBe('english');
  });
});

describe('upgradeShopSettings: missing blocks and fields come from the defaults, stored values win', () => {
  it('an empty row becomes the defaults', () => expect(upgradeShopSettings({})).toEqual(defaultShopSettings()));
  it.each([null, undefined])('%p becomes the defaults', (v) => expect(upgradeShopSettings(v)).toEqual(defaultShopSettings()));
  it('fills nested gaps and keeps stored values, arrays whole', () => {
    const stored = {
      active: true,
      font: { size: 16 },
      modules: { order: ['checkout_button'], checkout_button: { button_text: { text: 'Pay now' } } },
      scary: { minutes: 10 },
    };
    const up = upgradeShopSettings(stored);
    expect(up.active).toBe(true);
    expect(up.font).toEqual({ ...defaultShopSettings().font, size: 16 });
    expect(up.modules.order).toEqual(['checkout_button']);
    expect(up.modules.checkout_button.button_text).toEqual({ ...defaultShopSettings().modules.checkout_button.button_text, text: 'Pay now' });
    expect(up.modules.checkout_button.coupon).toEqual(defaultShopSettings().modules.checkout_button.coupon);
    expect(up.scary).toEqual({ ...defaultShopSettings().scary, minutes: 10 });
    expect(validateShopSettings(up).success).toBe(true);
  });
  it('is idempotent', () => {
    const once = upgradeShopSettings({ font: { size: 16 }, default_language: 'klingon', extra: { a: 1 } });
    expect(upgradeShopSettings(once)).toEqual(once);
  });
  it('keeps keys it does not know (nothing lost) and leaves wrong kinds for validation to report', () => {
    const up = upgradeShopSettings({ future_block: { x: 1 }, font: 'big' });
    expect((up as unknown as Record<string, unknown>).future_block).toEqual({ x: 1 });
    expect(errorsOf(validateShopSettings(up))).toEqual([{ path: 'font', message: NOT_VALID }]);
  });
  it('does not modify its input', () => {
    const stored = { font: { size: 16 } };
    upgradeShopSettings(stored);
    expect(stored).toEqual({ font: { size: 16 } });
  });
});

describe('cart-and-shop.md §4 "The save payload drops the settingsSaved key and any empty or null values"', () => {
  it('drops settingsSaved, "" and null but keeps false, 0 and empty arrays', () => {
    const s = { ...defaultShopSettings(), settingsSaved: true, custom_css: '' };
    const payload = shopSettingsSavePayload(setPath(s, 'modules.order', []));
    expect('settingsSaved' in payload).toBe(false);
    expect('custom_css' in payload).toBe(false);
    expect(payload.modules?.random_text).toEqual({ isActive: false });
    expect(payload.active).toBe(false);
    expect(payload.scary?.days).toBe(0);
    expect(payload.modules?.order).toEqual([]);
  });
  it('the server fills what was dropped and validates the rest', () => {
    const payload = shopSettingsSavePayload({ ...defaultShopSettings(), settingsSaved: false });
    expect(parseShopSettingsPayload(payload)).toEqual({ success: true, data: defaultShopSettings() });
    expect(errorsOf(parseShopSettingsPayload({ font: { size: 40 } }))).toEqual([
      { path: 'font.size', message: mustBeAtMost(18) },
    ]);
  });
});

describe('cart-and-shop.md §4 "The unsaved bar appears when edited settings differ from saved ones"', () => {
  it('no difference between equal settings, a difference after any edit', () => {
    expect(settingsDiffer(defaultShopSettings(), defaultShopSettings())).toBe(false);
    expect(settingsDiffer(withValue('font.size', 15), defaultShopSettings())).toBe(true);
    expect(settingsDiffer(withValue('theme.primary.a', 0.5), defaultShopSettings())).toBe(true);
  });
});

describe('cart-and-shop.md §4 "Turning the cart on when settings are untouched defaults and unsaved opens a confirmation prompt"', () => {
  it.each<[string, ShopSettings, boolean, boolean]>([
    ['untouched and unsaved', defaultShopSettings(), false, true],
    ['untouched, active already toggled', withValue('active', true), false, true],
    ['untouched but saved', defaultShopSettings(), true, false],
    ['edited', withValue('font.size', 16), false, false],
  ])('%s → %p', (_, settings, saved, expected) => {
    expect(needsActivationConfirmation(settings, saved)).toBe(expected);
  });
  it("reads 'Activating custom cart - You're about to activate the cart with the default settings'", () => {
    expect(`${ACTIVATION_CONFIRMATION.title} - ${ACTIVATION_CONFIRMATION.body}`).toBe(
      "Activating custom cart - You're about to activate the cart with the default settings",
    );
    expect([ACTIVATION_CONFIRMATION.confirm, ACTIVATION_CONFIRMATION.cancel]).toEqual(['Activate', 'Cancel']);
  });
});
