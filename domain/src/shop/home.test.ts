import { NOT_VALID } from '../common';
import {
  DRAFT_CHECKOUT_SHOP_BANNER,
  draftCheckoutAvailable,
  MULTI_CURRENCY_SHOP_BANNER,
  newShop,
  setupGuideProgress,
  SHOP_FLAGS,
  shopWarningBanners,
  showWelcomeModal,
} from '.';
import { shopSchema, type Shop } from '../api/shop';

const demo = (): Shop =>
  newShop({ id: 'cartlift-demo.myshopify.com', installedAt: new Date('2024-05-01T00:00:00Z'), currency: 'USD' });

describe('cart-and-shop.md §3 Shop', () => {
  it('a new shop has every cart-and-shop.md §3 field and passes the schema', () => {
    const shop = demo();
    for (const key of [
      'id', 'userId', 'installedAt', 'chargeAccepted', 'chargeConfirmationUrl', 'redirectToChargeApproval', 'invitation',
      'transactions', 'money_format', 'currency', 'custom_links', 'custom_atcs', 'settingsSaved', 'original_settings',
      'enabled_presentment_currencies', 'auto_upgrade', 'current_plan',
    ]) {
      expect(shop).toHaveProperty(key);
    }
    expect(shopSchema.parse(shop)).toEqual(shop);
    expect(shop.money_format).toBe('${{amount}}');
    expect(shop.installedAt).toBe('2024-05-01T00:00:00.000Z');
    expect(shop.enabled_presentment_currencies).toEqual(['USD']);
  });
  it('"One-time flags: review_clicked, welcome_video_watched, … draft_checkout_alerted" all start false', () => {
    expect([...SHOP_FLAGS]).toEqual([
      'review_clicked',
      'welcome_video_watched',
      'survey_closed',
      'first_cart_turn_on',
      'first_new_campaign_click',
      'first_new_campaign',
      'fb_pixel_trial_started',
      'multi_currency_checkout_alerted',
      'draft_checkout_alerted',
    ]);
    const shop = demo();
    expect(SHOP_FLAGS.map((f) => shop[f])).toEqual(SHOP_FLAGS.map(() => false));
  });
  it('"invitation {type discount_percentage, value}", custom_links "(selector, action TOGGLE)"', () => {
    const shop: Shop = {
      ...demo(),
      invitation: { type: 'discount_percentage', value: 20 },
      custom_links: [{ selector: '.cart', action: 'TOGGLE' }],
      custom_atcs: [{ button: 'button[name=add]', id: { type: 'submit', name: 'add', selector: '#add' } }],
    };
    expect(shopSchema.safeParse(shop).success).toBe(true);
    const bad = { ...shop, invitation: { type: 'fixed', value: 5 }, custom_links: [{ selector: '.cart', action: 'OPEN' }] };
    const r = shopSchema.safeParse(bad);
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['invitation.type', 'custom_links.0.action']);
  });
  it('rejects a store domain that is not *.myshopify.com, a bad date and a bad currency', () => {
    const r = shopSchema.safeParse({ ...demo(), id: 'evil.com', installedAt: 'yesterday', currency: 'usd' });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['id', NOT_VALID],
      ['installedAt', NOT_VALID],
      ['currency', NOT_VALID],
    ]);
  });
  it('takes an ISO string install date as it is', () => {
    expect(newShop({ id: 'a.myshopify.com', installedAt: '2021-03-04T10:00:00Z', currency: 'EUR', money_format: '€{{amount}}' })).toMatchObject({
      installedAt: '2021-03-04T10:00:00Z',
      money_format: '€{{amount}}',
    });
  });
});

describe('cart-and-shop.md §2 Getting-started "Three tasks with progress \'N of 3 tasks completed\' (bar green at 3)"', () => {
  it.each<[boolean, boolean, boolean, number, string, 'green' | 'blue']>([
    [false, false, false, 0, '0 of 3 tasks completed', 'blue'],
    [true, false, false, 1, '1 of 3 tasks completed', 'blue'],
    [true, true, false, 2, '2 of 3 tasks completed', 'blue'],
    [false, true, true, 2, '2 of 3 tasks completed', 'blue'],
    [true, true, true, 3, '3 of 3 tasks completed', 'green'],
  ])('firstCartTurnOn %p, cartActive %p, hasActiveCampaign %p', (firstCartTurnOn, cartActive, hasActiveCampaign, n, text, tone) => {
    const p = setupGuideProgress({ firstCartTurnOn, cartActive, hasActiveCampaign });
    expect([p.completed, p.total, p.text, p.tone]).toEqual([n, 3, text, tone]);
    expect(p.tasks).toEqual({ review_design: firstCartTurnOn, activate_cart: cartActive, activate_campaigns: hasActiveCampaign });
  });
});

describe('cart-and-shop.md §2 warning banners', () => {
  it("texts 'You have multi-currency enabled in your store' / 'Draft checkout is currently activated' and their flags", () => {
    expect(MULTI_CURRENCY_SHOP_BANNER).toEqual({
      id: 'multi_currency',
      text: 'You have multi-currency enabled in your store',
      dismissFlag: 'multi_currency_checkout_alerted',
    });
    expect(DRAFT_CHECKOUT_SHOP_BANNER).toEqual({
      id: 'draft_checkout',
      text: 'Draft checkout is currently activated',
      dismissFlag: 'draft_checkout_alerted',
    });
  });
  it.each<[string[], boolean, boolean, boolean, string[]]>([
    [['USD'], false, false, false, []],
    [['USD', 'EUR'], false, false, false, ['multi_currency']],
    [['USD', 'EUR'], true, false, false, []],
    [['USD'], false, true, false, ['draft_checkout']],
    [['USD'], false, true, true, []],
    [['USD', 'EUR'], false, true, false, ['multi_currency', 'draft_checkout']],
  ])('currencies %j, multi alerted %p, draft on %p, draft alerted %p → %j', (currencies, multiAlerted, draft, draftAlerted, ids) => {
    const shop = {
      enabled_presentment_currencies: currencies,
      multi_currency_checkout_alerted: multiAlerted,
      draft_checkout_alerted: draftAlerted,
    };
    expect(shopWarningBanners(shop, { draft_checkout: draft }).map((b) => b.id)).toEqual(ids);
  });
  it('cart-and-shop.md §4 "If the shop has not accepted the charge, the welcome modal shows"', () => {
    expect(showWelcomeModal({ chargeAccepted: false })).toBe(true);
    expect(showWelcomeModal({ chargeAccepted: true })).toBe(false);
  });
});

describe('draft checkout availability (cart-and-shop.md §2 checkout settings)', () => {
  it.each([
    ['write_products,write_draft_orders,write_orders', true],
    ['write_products, write_draft_orders', true],
    ['write_products,read_draft_orders', false],
    ['write_products', false],
    ['', false],
    [null, true],
  ])('granted scope %p: %p', (scope, expected) => {
    expect(draftCheckoutAvailable(scope)).toBe(expected);
  });
});
