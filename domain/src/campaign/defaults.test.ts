import { DEFAULT_BORDER_COLOUR } from '../common';
import * as C from '.';
import {
  defaultAddToUnlockSettings,
  defaultBundlesSettings,
  defaultCampaign,
  defaultGoal,
  defaultModules,
  defaultMultiOneCheck,
  defaultOneCheckProduct,
  defaultProductDetails,
  defaultTarget,
} from '.';

describe('campaigns.md §9 "Business constants and limits"', () => {
  it.each([
    ['Campaign cap 35', C.CAMPAIGN_CAP, 35],
    ['Picker: 20 products', C.PICKER_MAX_PRODUCTS, 20],
    ['or 2 collections', C.PICKER_MAX_COLLECTIONS, 2],
    ['Goals max 4', C.MAX_GOALS, 4],
    ['One-tick products max 3', C.MAX_ONE_CHECK_PRODUCTS, 3],
    ['Suggested products 1-5 (min)', C.SUGGESTED_PRODUCTS_MIN, 1],
    ['Suggested products 1-5 (max)', C.SUGGESTED_PRODUCTS_MAX, 5],
    ['Toast 3000 ms', C.TOAST_MS, 3000],
    ['time to live 1,440,000 ms', C.CAMPAIGN_LIST_CACHE_TTL_MS, 1_440_000],
    ['Revenue popover from 2024-04-20 (epoch ms, UTC)', C.REVENUE_POPOVER_FROM_MS, Date.parse('2024-04-20T00:00:00Z')],
    ['default free-shipping goal 40 money units', C.DEFAULT_FREE_SHIPPING_GOAL, 40],
    ['confetti 200-600 (min)', C.CONFETTI_LENGTH_MIN, 200],
    ['confetti 200-600 (max)', C.CONFETTI_LENGTH_MAX, 600],
    ['confetti default 400', C.DEFAULT_CONFETTI_LENGTH, 400],
    ['bundle font 0.5-2 (min)', C.FONT_SIZE_MIN, 0.5],
    ['bundle font 0.5-2 (max)', C.FONT_SIZE_MAX, 2],
    ['bundle tier quantity min 2 (editor)', C.BUNDLE_TIER_EDITOR_MIN_QUANTITY, 2],
    ['tier quantity integer min 1 (campaigns.md §5)', C.BUNDLE_TIER_MIN_QUANTITY, 1],
    ['free-gift product type filter free_gift', C.FREE_GIFT_PRODUCT_TYPE, 'free_gift'],
    ['hidden product list limit 4', C.HIDDEN_PRODUCT_LIST_LIMIT, 4],
    ['preview fetch limit 5', C.PREVIEW_FETCH_LIMIT, 5],
    ['product names cut at 25 characters', C.NAME_TRUNCATE, 25],
    ['Image size hint 50 kB', C.HIDDEN_PRODUCT_IMAGE_HINT_KB, 50],
    ['name: 1-50 characters', C.NAME_MAX, 50],
    ['Bundles: text max 55', C.BUNDLE_TEXT_MAX, 55],
    ['prefix max 45', C.BUNDLE_PREFIX_MAX, 45],
    ['title text 3-40', [C.ATU_TITLE_MIN, C.ATU_TITLE_MAX], [3, 40]],
    ['show-details text 3-30', [C.SHOW_DETAILS_MIN, C.SHOW_DETAILS_MAX], [3, 30]],
    ['add-button and confirm-button text 3-40', [C.BUTTON_TEXT_MIN, C.BUTTON_TEXT_MAX], [3, 40]],
    ['separator text max 50', C.SEPARATOR_TEXT_MAX, 50],
    ['goal_text 3-35', [C.GOAL_TEXT_MIN, C.GOAL_TEXT_MAX], [3, 35]],
    ['goal_text font_size 0.5-1.2', [C.GOAL_TEXT_FONT_MIN, C.GOAL_TEXT_FONT_MAX], [0.5, 1.2]],
    ['before/after texts max 600', C.BEFORE_AFTER_MAX, 600],
    ['One tick: text max 250', C.ONE_CHECK_TEXT_MAX, 250],
    ['Random text max 6000', C.RANDOM_TEXT_MAX, 6000],
    ['Upsell truncate length 25', C.ONE_CHECK_TRUNCATE_LENGTH, 25],
    ['details 200', C.PRODUCT_DETAILS_TRUNCATE_LENGTH, 200],
    ['products_length default 2 in defaults', C.DEFAULT_SUGGESTED_PRODUCTS_LENGTH, 2],
    ['1 in the widget fallback', C.WIDGET_FALLBACK_PRODUCTS_LENGTH, 1],
    ['default shopify_recommendation in defaults', C.DEFAULT_RECOMMENDATION_TYPE, 'shopify_recommendation'],
    [
      'custom_recommendation as the default in the shopper widget',
      C.WIDGET_FALLBACK_RECOMMENDATION_TYPE,
      'custom_recommendation',
    ],
  ])('%s', (_line, actual, expected) => expect(actual).toEqual(expected));

  it.each([0, 1, 2, 3])('goals quantity 2+2n, amount 40+20n, discount 10+5n (n = %i)', (n) => {
    expect(C.newGoalQuantity(n)).toBe(2 + 2 * n);
    expect(C.newGoalAmount(n)).toBe(40 + 20 * n);
    expect(C.newGoalDiscount(n)).toBe(10 + 5 * n);
  });
});

describe('campaigns.md §3 enums', () => {
  it.each([
    ['settings.type', C.CAMPAIGN_TYPES, ['bundles', 'add_to_unlock', 'one_check_up_sell']],
    ['target.type', C.TARGET_TYPES, ['all_products', 'specific_products', 'specific_collections']],
    ['modules stored order values', C.MODULE_NAMES, ['order_note', 'random_text', 'checkout_button']],
    ['bundles style', C.BUNDLE_STYLES, ['vertical', 'horizontal']],
    ['tier type', C.DISCOUNT_TYPES, ['percentage', 'fixed_amount']],
    ['multi_goal_type', C.MULTI_GOAL_TYPES, ['amount', 'quantity']],
    ['goal_type', C.GOAL_TYPES, ['relative', 'fixed']],
    ['reward_type', C.REWARD_TYPES, ['discount', 'free_shipping', 'manual', 'gift']],
    ['recommendation_type', C.RECOMMENDATION_TYPES, ['custom_recommendation', 'shopify_recommendation']],
    ['fbt_position', C.FBT_POSITIONS, ['under_products', 'above_checkout', 'below_checkout']],
    ['multi_gift_select', C.MULTI_GIFT_SELECT, ['select', 'random']],
    ['previous_gift', C.PREVIOUS_GIFT, ['keep', 'remove']],
    ['gift widget tabs', C.GIFT_WIDGET_STATES, ['before', 'selecting', 'after']],
    ['progress_mode', C.PROGRESS_MODES, ['classic', 'newer']],
    ['one-check variant', C.ONE_CHECK_VARIANTS, ['switch', 'square', 'circle']],
    ['one-check align', C.ONE_CHECK_ALIGNS, ['natural', 'center']],
    ['one-check product_type', C.ONE_CHECK_PRODUCT_TYPES, ['existing', 'hidden']],
    ['badge types 1 image, 2 text/icon, 3 icon only', C.BADGE_TYPES, [1, 2, 3]],
  ])('%s', (_f, actual, expected) => expect(actual).toEqual(expected));
  it('dashboard labels', () => {
    expect(Object.values(C.CAMPAIGN_TYPE_LABELS)).toEqual(['Buy More Save More', 'Add To Unlock', 'One Check Upsell']);
    expect(C.MULTI_ONE_CHECK_TYPE).toBe('multi_one_check_upsell');
  });
});

describe('campaigns.md §2, §4, §8 texts', () => {
  it.each([
    [C.NOT_DELIVERING_TITLE, 'Not delivering'],
    [C.OUT_OF_DATE_TITLE, 'Out of date'],
    [C.OUT_OF_DATE_TEXT, 'This add to unlock version is out of date. Please make new campaign.'],
    [C.EMPTY_CAMPAIGNS_TEXT, "You don't have any campaigns, Create you first campaign."],
    [C.CAMPAIGNS_HELP_LINK_TEXT, 'Need help setting up campaigns or want best practices? Click here'],
    [C.DELETE_MODAL_TITLE, 'Deleting a campaign'],
    [C.DELETE_MODAL_MESSAGE, 'Are you sure you want to delete this campaign'],
    [C.TOAST_CAMPAIGN_UPDATED, 'Campaign has been updated'],
    [C.TOAST_CAMPAIGN_REMOVED, 'Campaign has been removed'],
    [C.TOAST_CAMPAIGN_SAVED, 'Campaign has been saved'],
    [C.TOAST_SOMETHING_WENT_WRONG, 'Something went wrong'],
    [C.ERROR_PAGE_TEXT, 'Something went wrong.'],
    [C.NO_PREVIEW_PRODUCTS, 'Sorry, there are no products to preview'],
    [C.MULTI_CURRENCY_BANNER, 'You have multi-currency enabled in your store'],
    [C.DRAFT_CHECKOUT_BANNER, 'Draft checkout is currently activated'],
    [C.ONLY_4_REWARDS, 'Only 4 rewards are available'],
    [C.COPY_SUFFIX, ' (copy)'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
  it('the not-delivering text names the 16th May checkout upgrade and asks to edit the campaign', () => {
    expect(C.NOT_DELIVERING_TEXT).toMatch(/16th May checkout upgrade/);
    expect(C.NOT_DELIVERING_TEXT).toMatch(/please edit the campaign/i);
  });
});

describe('campaigns.md §3 defaults', () => {
  it('"new campaigns default to worldwide"', () => {
    expect(defaultTarget('add_to_unlock').countries).toEqual({
      include_active: false,
      include: [],
      exclude_active: false,
      exclude: [],
    });
  });
  it('Buy More Save More starts on specific products (all products is not offered); the others on all products', () => {
    expect(defaultTarget('bundles').type).toBe('specific_products');
    expect(defaultTarget('add_to_unlock').type).toBe('all_products');
    expect(defaultTarget('one_check_up_sell').type).toBe('all_products');
  });
  it('"applied_discount_title (default "Special Discount")"', () => {
    expect(defaultCampaign('bundles').settings.applied_discount_title).toBe('Special Discount');
  });
  it('"The stored order values are order_note, random_text, checkout_button"; texts off', () => {
    expect(defaultModules()).toMatchObject({
      order: ['order_note', 'random_text', 'checkout_button'],
      random_text: { active: false },
      order_note: { active: false },
      checkout_button: { active: true },
    });
  });
  it('"style (vertical | horizontal; default vertical)", "Default tiers: 2 items 10%, 3 items 15%", type percentage', () => {
    const b = defaultBundlesSettings();
    expect(b.style).toBe('vertical');
    expect(b.tiers.map(({ quantity, reward, type }) => [quantity, reward, type])).toEqual([
      [2, 10, 'percentage'],
      [3, 15, 'percentage'],
    ]);
    expect(new Set(b.tiers.map((t) => t.id)).size).toBe(2);
    expect(b.variantsPicker?.active).toBe(true);
  });
  it('Add To Unlock: shopify_recommendation, products_length 2, fbt_position above_checkout, product details truncate true / 200', () => {
    const a = defaultAddToUnlockSettings();
    expect(a).toMatchObject({
      recommendation_type: 'shopify_recommendation',
      products_length: 2,
      fbt_position: 'above_checkout',
      multi_goal_type: 'amount',
      isActive: true,
      show_suggestions: false,
    });
    expect(defaultProductDetails()).toMatchObject({ truncate: true, truncate_length: 200 });
    expect(a.borderColor).toEqual(DEFAULT_BORDER_COLOUR);
  });
  it('Goal: goal_type fixed, confetti_length 400, the first goal is free shipping at 40 (manual)', () => {
    expect(defaultGoal(0)).toMatchObject({
      goal: 40,
      goal_type: 'fixed',
      reward_type: 'free_shipping',
      confetti_length: 400,
      free_shipping: { manual: true },
      goal_text: { text: 'Free Shipping' },
    });
  });
  it.each([
    [1, 'amount', 60, 15],
    [2, 'amount', 80, 20],
    [3, 'quantity', 8, 25],
    [0, 'quantity', 2, 10],
  ] as const)('goal n=%i (%s): threshold %i, discount %i%%', (n, type, goal, discount) => {
    const g = defaultGoal(n, type);
    expect(g.goal).toBe(goal);
    expect(g.discount?.reward).toBe(discount);
  });
  it('One Check: is_ticked_by_default false, include_in_atu true, truncate true / 25, border rgba(226,232,240)', () => {
    expect(defaultOneCheckProduct()).toMatchObject({
      is_ticked_by_default: false,
      include_in_atu: true,
      truncate: true,
      truncate_length: 25,
      product_type: 'existing',
    });
    expect(defaultMultiOneCheck().border_color).toEqual({ r: 226, g: 232, b: 240, a: 1 });
    expect(defaultMultiOneCheck().products).toHaveLength(1);
  });
  it('each call returns fresh objects', () => {
    const a = defaultCampaign('add_to_unlock');
    const b = defaultCampaign('add_to_unlock');
    expect(a).toEqual(b);
    expect(a.settings.add_to_unlock).not.toBe(b.settings.add_to_unlock);
  });
  it('a new campaign has a blank name and is inactive until saved', () => {
    expect(defaultCampaign('one_check_up_sell')).toMatchObject({
      name: '',
      active: false,
      settings: { type: 'one_check_up_sell' },
    });
  });
});
