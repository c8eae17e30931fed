import { errorsByPath, setPath } from '../common';
import {
  alreadySelected,
  COLLECTION_REQUIRED,
  defaultCampaign,
  defaultGoal,
  ENABLE_ATU_OR_SUGGESTIONS,
  FREE_SHIPPING_TAKEN,
  GIFT_PRODUCT_REQUIRED,
  ONLY_3_ONE_CHECK_PRODUCTS,
  ONLY_4_REWARDS,
  PRODUCT_REQUIRED,
  SELECT_FREE_GIFT,
  spendGoalMustBeGreater,
  SUGGESTED_PRODUCT_REQUIRED,
  TOO_MANY_COLLECTIONS,
  TOO_MANY_PRODUCTS,
  validateCampaign,
  validateCampaignToggle,
  type CampaignType,
  type ValidateCampaignOptions,
} from '.';

const GIFT_WRAP = { id: 1, title: 'Gift wrap', price: '2.55', variant_id: 11 };
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), title: `Item ${i + 1}` }));

/** A valid campaign of each type, the baseline every row below changes one thing in. */
function valid(type: CampaignType): Record<string, unknown> {
  let c: Record<string, unknown> = { ...defaultCampaign(type), name: 'Summer sale' };
  if (type === 'bundles') c = setPath(c, 'target.selected', items(1));
  if (type === 'one_check_up_sell') c = setPath(c, 'settings.multi_one_check_upsell.products.0.product', GIFT_WRAP);
  return c;
}

const errorsOf = (input: unknown, opts?: ValidateCampaignOptions): Record<string, string[]> => {
  const r = validateCampaign(input, opts);
  return r.success ? {} : errorsByPath(r.errors);
};

const x = (n: number) => 'x'.repeat(n);
const ATU = 'settings.add_to_unlock';
const G0 = `${ATU}.goals.0`;
const B = 'settings.bundles';
const OC = 'settings.multi_one_check_upsell.products.0';

describe('the defaults of every type are valid once named and given their products', () => {
  it.each(['bundles', 'add_to_unlock', 'one_check_up_sell'] as const)('%s', (type) => {
    expect(validateCampaign(valid(type))).toMatchObject({ success: true });
  });
  it('strips unknown keys from the parsed input', () => {
    const r = validateCampaign({ ...valid('add_to_unlock'), hacker: 1 });
    expect(r.success && 'hacker' in r.data).toBe(false);
  });
});

type Row = [label: string, type: CampaignType, path: string, value: unknown, errorPath: string, message: string];

// campaigns.md §5, one row per rule; the label quotes the spec.
const rows: Row[] = [
  ['name: 1-50 characters (blank)', 'add_to_unlock', 'name', '', 'name', "Name can't be blank"],
  ['name: 1-50 characters (missing)', 'add_to_unlock', 'name', undefined, 'name', "Name can't be blank"],
  ['name: 1-50 characters (51)', 'add_to_unlock', 'name', x(51), 'name', 'is too long (maximum is 50 characters)'],
  [
    'settings.type in bundles, add_to_unlock, one_check_up_sell',
    'add_to_unlock',
    'settings.type',
    'upsell',
    'settings.type',
    'value is not valid',
  ],
  [
    'target.type in all_products, specific_products, specific_collections',
    'add_to_unlock',
    'target.type',
    'some',
    'target.type',
    'value is not valid',
  ],
  [
    'selected required when specific_products',
    'bundles',
    'target.selected',
    [],
    'target.selected',
    'A product is required',
  ],
  ['Picker: at most 20 products', 'bundles', 'target.selected', items(21), 'target.selected', TOO_MANY_PRODUCTS],
  ['Bundles: text max 55', 'bundles', `${B}.text`, x(56), `${B}.text`, 'is too long (maximum is 55 characters)'],
  ['Bundles: prefix max 45', 'bundles', `${B}.prefix`, x(46), `${B}.prefix`, 'is too long (maximum is 45 characters)'],
  [
    'Bundles: font_size 0.5-2 (low)',
    'bundles',
    `${B}.font_size`,
    0.4,
    `${B}.font_size`,
    'must be greater than or equal to 0.5',
  ],
  [
    'Bundles: font_size 0.5-2 (high)',
    'bundles',
    `${B}.font_size`,
    2.1,
    `${B}.font_size`,
    'must be less than or equal to 2',
  ],
  ['each tier needs id', 'bundles', `${B}.tiers.0.id`, undefined, `${B}.tiers.0.id`, "Id can't be blank"],
  ['each tier needs type', 'bundles', `${B}.tiers.0.type`, 'bogo', `${B}.tiers.0.type`, 'value is not valid'],
  [
    'quantity integer min 1 (0)',
    'bundles',
    `${B}.tiers.0.quantity`,
    0,
    `${B}.tiers.0.quantity`,
    'must be greater than or equal to 1',
  ],
  ['quantity integer (1.5)', 'bundles', `${B}.tiers.0.quantity`, 1.5, `${B}.tiers.0.quantity`, 'value is not valid'],
  [
    'new tier: empty quantity',
    'bundles',
    `${B}.tiers.0.quantity`,
    '',
    `${B}.tiers.0.quantity`,
    "Quantity can't be blank",
  ],
  ['reward a number', 'bundles', `${B}.tiers.0.reward`, '', `${B}.tiers.0.reward`, "Reward can't be blank"],
  [
    'reward 0-100 when percentage',
    'bundles',
    `${B}.tiers.0.reward`,
    101,
    `${B}.tiers.0.reward`,
    'must be less than or equal to 100',
  ],
  ['a tier is required', 'bundles', `${B}.tiers`, [], `${B}.tiers`, 'A tier is required'],
  [
    'Add To Unlock: title text 3-40 (short)',
    'add_to_unlock',
    `${ATU}.title.text`,
    'ab',
    `${ATU}.title.text`,
    'is too short (minimum is 3 characters)',
  ],
  [
    'Add To Unlock: title text 3-40 (long)',
    'add_to_unlock',
    `${ATU}.title.text`,
    x(41),
    `${ATU}.title.text`,
    'is too long (maximum is 40 characters)',
  ],
  [
    'show-details text 3-30 (short)',
    'add_to_unlock',
    `${ATU}.product_details.readMore.text`,
    'ab',
    `${ATU}.product_details.readMore.text`,
    'is too short (minimum is 3 characters)',
  ],
  [
    'show-details text 3-30 (long)',
    'add_to_unlock',
    `${ATU}.product_details.readMore.text`,
    x(31),
    `${ATU}.product_details.readMore.text`,
    'is too long (maximum is 30 characters)',
  ],
  [
    'add-button text 3-40',
    'add_to_unlock',
    `${ATU}.upsell_add_button.text`,
    x(41),
    `${ATU}.upsell_add_button.text`,
    'is too long (maximum is 40 characters)',
  ],
  [
    'confirm-button text 3-40',
    'add_to_unlock',
    `${ATU}.upsell_confirm_button.text`,
    'ok',
    `${ATU}.upsell_confirm_button.text`,
    'is too short (minimum is 3 characters)',
  ],
  [
    'details add-button text 3-40',
    'add_to_unlock',
    `${ATU}.product_details.atcButton.text`,
    x(41),
    `${ATU}.product_details.atcButton.text`,
    'is too long (maximum is 40 characters)',
  ],
  [
    'font sizes 0.5-2',
    'add_to_unlock',
    `${ATU}.title.font_size`,
    2.5,
    `${ATU}.title.font_size`,
    'must be less than or equal to 2',
  ],
  [
    'separator text max 50',
    'add_to_unlock',
    `${ATU}.separator.text`,
    x(51),
    `${ATU}.separator.text`,
    'is too long (maximum is 50 characters)',
  ],
  [
    'goal_text 3-35 (short)',
    'add_to_unlock',
    `${G0}.goal_text.text`,
    'ab',
    `${G0}.goal_text.text`,
    'is too short (minimum is 3 characters)',
  ],
  [
    'goal_text 3-35 (long)',
    'add_to_unlock',
    `${G0}.goal_text.text`,
    x(36),
    `${G0}.goal_text.text`,
    'is too long (maximum is 35 characters)',
  ],
  [
    'goal_text font_size 0.5-1.2 (high)',
    'add_to_unlock',
    `${G0}.goal_text.font_size`,
    1.3,
    `${G0}.goal_text.font_size`,
    'must be less than or equal to 1.2',
  ],
  [
    'goal_text font_size 0.5-1.2 (low)',
    'add_to_unlock',
    `${G0}.goal_text.font_size`,
    0.4,
    `${G0}.goal_text.font_size`,
    'must be greater than or equal to 0.5',
  ],
  [
    'confetti_length 200-600 (low)',
    'add_to_unlock',
    `${G0}.confetti_length`,
    199,
    `${G0}.confetti_length`,
    'must be greater than or equal to 200',
  ],
  [
    'confetti_length 200-600 (high)',
    'add_to_unlock',
    `${G0}.confetti_length`,
    601,
    `${G0}.confetti_length`,
    'must be less than or equal to 600',
  ],
  [
    'before/after texts max 600 (discount)',
    'add_to_unlock',
    `${G0}.discount.before`,
    x(601),
    `${G0}.discount.before`,
    'is too long (maximum is 600 characters)',
  ],
  [
    'before/after texts max 600 (free shipping)',
    'add_to_unlock',
    `${G0}.free_shipping.after`,
    x(601),
    `${G0}.free_shipping.after`,
    'is too long (maximum is 600 characters)',
  ],
  [
    'before/after texts max 600 (gift)',
    'add_to_unlock',
    `${G0}.gift.before`,
    x(601),
    `${G0}.gift.before`,
    'is too long (maximum is 600 characters)',
  ],
  [
    'before/after texts max 600 (manual)',
    'add_to_unlock',
    `${G0}.manual.after`,
    x(601),
    `${G0}.manual.after`,
    'is too long (maximum is 600 characters)',
  ],
  [
    'products_length 1-5 (low)',
    'add_to_unlock',
    `${ATU}.products_length`,
    0,
    `${ATU}.products_length`,
    'must be greater than or equal to 1',
  ],
  [
    'products_length 1-5 (high)',
    'add_to_unlock',
    `${ATU}.products_length`,
    6,
    `${ATU}.products_length`,
    'must be less than or equal to 5',
  ],
  [
    'reward_type in its list',
    'add_to_unlock',
    `${G0}.reward_type`,
    'cashback',
    `${G0}.reward_type`,
    'value is not valid',
  ],
  ['goal_type in its list', 'add_to_unlock', `${G0}.goal_type`, 'monthly', `${G0}.goal_type`, 'value is not valid'],
  [
    'multi_goal_type amount | quantity',
    'add_to_unlock',
    `${ATU}.multi_goal_type`,
    'weight',
    `${ATU}.multi_goal_type`,
    'value is not valid',
  ],
  [
    'goals: at most 4',
    'add_to_unlock',
    `${ATU}.goals`,
    [0, 1, 2, 3, 4].map((n) => defaultGoal(n)),
    `${ATU}.goals`,
    ONLY_4_REWARDS,
  ],
  ['One tick: text required', 'one_check_up_sell', `${OC}.text`, '', `${OC}.text`, "Text can't be blank"],
  [
    'One tick: text max 250',
    'one_check_up_sell',
    `${OC}.text`,
    x(251),
    `${OC}.text`,
    'is too long (maximum is 250 characters)',
  ],
  [
    'product_type existing or hidden',
    'one_check_up_sell',
    `${OC}.product_type`,
    'virtual',
    `${OC}.product_type`,
    'value is not valid',
  ],
  [
    'an existing product must be picked',
    'one_check_up_sell',
    `${OC}.product`,
    undefined,
    `${OC}.product`,
    PRODUCT_REQUIRED,
  ],
  [
    'Colours: r integers 0-255',
    'bundles',
    `${B}.background.r`,
    256,
    `${B}.background.r`,
    'must be less than or equal to 255',
  ],
  ['Colours: a 0-1', 'bundles', `${B}.background.a`, 1.5, `${B}.background.a`, 'must be less than or equal to 1'],
  [
    'Random text max 6000',
    'add_to_unlock',
    'modules.random_text.text',
    x(6001),
    'modules.random_text.text',
    'is too long (maximum is 6000 characters)',
  ],
  [
    'Random text required when on',
    'add_to_unlock',
    'modules.random_text',
    { text: ' ', active: true },
    'modules.random_text.text',
    "Text can't be blank",
  ],
  [
    'Order note text max 250 (ours)',
    'add_to_unlock',
    'modules.order_note.text',
    x(251),
    'modules.order_note.text',
    'is too long (maximum is 250 characters)',
  ],
  [
    'Order note required when on (ours)',
    'add_to_unlock',
    'modules.order_note',
    { text: '', active: true },
    'modules.order_note.text',
    "Text can't be blank",
  ],
  [
    'order modules only order_note, random_text, checkout_button',
    'add_to_unlock',
    'modules.order',
    ['order_note', 'footer'],
    'modules.order.1',
    'value is not valid',
  ],
  [
    'each module once in the order',
    'add_to_unlock',
    'modules.order',
    ['order_note', 'order_note'],
    'modules.order',
    'value is not valid',
  ],
  [
    'Checkout Section cannot be switched off',
    'add_to_unlock',
    'modules.checkout_button.active',
    false,
    'modules.checkout_button.active',
    'value is not valid',
  ],
  [
    'countries are two-letter codes or World Wide',
    'add_to_unlock',
    'target.countries.include',
    ['usa'],
    'target.countries.include.0',
    'value is not valid',
  ],
];

describe('campaigns.md §5 "Validation rules": one field wrong gives exactly its message at its path', () => {
  it.each(rows)('%s', (_label, type, path, value, errorPath, message) => {
    const errors = errorsOf(setPath(valid(type), path, value));
    expect(errors).toEqual({ [errorPath]: [message] });
  });
});

describe('cross-field rules (campaigns.md §4-§5)', () => {
  const atu = valid('add_to_unlock');
  const goals = (...values: number[]) =>
    setPath(
      atu,
      `${ATU}.goals`,
      values.map((goal, n) => ({ ...defaultGoal(n), goal, reward_type: 'discount' })),
    );

  it('"Spend goal must be greater than {n} on "Reward {k}"" (k the wrong goal, n the previous goal)', () => {
    expect(errorsOf(goals(40, 40))).toEqual({
      [`${ATU}.goals.1.goal`]: ['Spend goal must be greater than 40 on "Reward 2"'],
    });
    expect(errorsOf(goals(40, 60, 50))).toEqual({ [`${ATU}.goals.2.goal`]: [spendGoalMustBeGreater(60, 3)] });
    expect(errorsOf(goals(40, 60, 80, 100))).toEqual({});
  });
  it('"Suggested products required when suggestions on with custom recommendation"', () => {
    const on = setPath(
      setPath(atu, `${ATU}.show_suggestions`, true),
      `${ATU}.recommendation_type`,
      'custom_recommendation',
    );
    expect(errorsOf(on)).toEqual({ [`${ATU}.products`]: [SUGGESTED_PRODUCT_REQUIRED] });
    expect(SUGGESTED_PRODUCT_REQUIRED).toBe('A suggested product is required');
    expect(errorsOf(setPath(on, `${ATU}.products`, [{ id: 5, title: 'Socks' }]))).toEqual({});
    expect(errorsOf(setPath(on, `${ATU}.recommendation_type`, 'shopify_recommendation'))).toEqual({});
  });
  it('"Save check: progress bar or suggestions must be on"', () => {
    const off = setPath(atu, `${ATU}.isActive`, false);
    expect(errorsOf(off)).toEqual({ [`${ATU}.isActive`]: [ENABLE_ATU_OR_SUGGESTIONS] });
    expect(ENABLE_ATU_OR_SUGGESTIONS).toBe('Please enable add to unlock or products to suggest.');
    expect(errorsOf(setPath(off, `${ATU}.show_suggestions`, true))).toEqual({});
  });
  it('"A gift goal requires a configured gift"', () => {
    expect(errorsOf(setPath(atu, `${G0}.reward_type`, 'gift'))).toEqual({
      [`${G0}.gift.product`]: [GIFT_PRODUCT_REQUIRED],
    });
  });
  it('"Gift: product must be of type free_gift"', () => {
    const gift = (product_type: string) => ({ id: 7, title: 'Tote', variant_id: 70, product_type });
    const withGift = setPath(atu, `${G0}.reward_type`, 'gift');
    expect(errorsOf(setPath(withGift, `${G0}.gift.product`, gift('bags')))).toEqual({
      [`${G0}.gift.product`]: [SELECT_FREE_GIFT],
    });
    expect(SELECT_FREE_GIFT).toBe('Select products with type: free_gift');
    expect(errorsOf(setPath(withGift, `${G0}.gift.product`, gift('free_gift')))).toEqual({});
    expect(errorsOf(setPath(withGift, `${G0}.gift.products`, [gift('singleton_gift'), gift('x')]))).toEqual({
      [`${G0}.gift.products.1`]: [SELECT_FREE_GIFT],
    });
  });
  it('"Free shipping can be chosen only if no other goal uses it"', () => {
    const two = setPath(goals(40, 60), `${ATU}.goals.1.reward_type`, 'free_shipping');
    expect(errorsOf(setPath(two, `${G0}.reward_type`, 'free_shipping'))).toEqual({
      [`${ATU}.goals.1.reward_type`]: [FREE_SHIPPING_TAKEN],
    });
  });
  it('a discount goal needs its reward, a percentage at most 100', () => {
    const d = setPath(atu, `${G0}.reward_type`, 'discount');
    expect(errorsOf(setPath(d, `${G0}.discount`, undefined))).toEqual({
      [`${G0}.discount.reward`]: ["Reward can't be blank"],
    });
    expect(errorsOf(setPath(d, `${G0}.discount.reward`, 101))).toEqual({
      [`${G0}.discount.reward`]: ['must be less than or equal to 100'],
    });
    expect(errorsOf(setPath(setPath(d, `${G0}.discount.reward`, 101), `${G0}.discount.type`, 'fixed_amount'))).toEqual(
      {},
    );
  });
  it('quantity goals are whole item counts of at least 1', () => {
    const q = setPath(atu, `${ATU}.multi_goal_type`, 'quantity');
    expect(errorsOf(setPath(q, `${G0}.goal`, 2.5))).toEqual({ [`${G0}.goal`]: ['value is not valid'] });
    expect(errorsOf(setPath(q, `${G0}.goal`, 0))).toEqual({ [`${G0}.goal`]: ['must be greater than or equal to 1'] });
  });
  it('the goal label is required while shown; one goal per specific currency', () => {
    expect(errorsOf(setPath(atu, `${G0}.goal_text`, undefined))).toEqual({
      [`${G0}.goal_text.text`]: ["Text can't be blank"],
    });
    const eur = { goal: 40, currency: 'EUR' };
    expect(errorsOf(setPath(atu, `${G0}.specific_goals`, [eur, eur]))).toEqual({
      [`${G0}.specific_goals.1.currency`]: ['value is not valid'],
    });
  });
  it('"selected required when specific_products" and the 2-collection picker limit', () => {
    const col = setPath(valid('add_to_unlock'), 'target.type', 'specific_collections');
    expect(errorsOf(col)).toEqual({ 'target.selected': [COLLECTION_REQUIRED] });
    expect(errorsOf(setPath(col, 'target.selected', items(3)))).toEqual({ 'target.selected': [TOO_MANY_COLLECTIONS] });
    expect(errorsOf(setPath(col, 'target.selected', items(2)))).toEqual({});
    expect(errorsOf(setPath(valid('bundles'), 'target.selected', items(20)))).toEqual({});
  });
  it('"all products not offered for Buy More Save More"', () => {
    expect(errorsOf(setPath(valid('bundles'), 'target.type', 'all_products'))).toEqual({
      'target.type': ['value is not valid'],
    });
  });
  it('"tier quantity integer min 1 (editor minimum 2)"', () => {
    const one = setPath(valid('bundles'), `${B}.tiers.0.quantity`, 1);
    expect(errorsOf(one)).toEqual({});
    expect(errorsOf(one, { editor: true })).toEqual({
      [`${B}.tiers.0.quantity`]: ['must be greater than or equal to 2'],
    });
  });
  it('duplicates: "\\"{title}\\" is already selected"; hidden products need image, title, price and description', () => {
    const oc = valid('one_check_up_sell');
    const second = { text: 'Wrap it', product_type: 'existing', product: GIFT_WRAP };
    expect(errorsOf(setPath(oc, 'settings.multi_one_check_upsell.products.1', second))).toEqual({
      'settings.multi_one_check_upsell.products.1.product': ['"Gift wrap" is already selected'],
    });
    expect(alreadySelected('Gift wrap')).toBe('"Gift wrap" is already selected');
    const hidden = setPath(setPath(oc, `${OC}.product_type`, 'hidden'), `${OC}.product`, { price: '' });
    expect(errorsOf(hidden)).toEqual({
      [`${OC}.product.image`]: ["Image can't be blank"],
      [`${OC}.product.title`]: ["Title can't be blank"],
      [`${OC}.product.price`]: ["Price can't be blank"],
      [`${OC}.product.body_html`]: ["Description can't be blank"],
    });
    const full = { image: 'https://cdn/x.png', title: 'Protection', price: '2.55', body_html: '<p>Covers loss</p>' };
    expect(errorsOf(setPath(hidden, `${OC}.product`, full))).toEqual({});
  });
  it('"One-tick products max 3"', () => {
    const four = [1, 2, 3, 4].map((id) => ({
      text: 'Add',
      product_type: 'existing',
      product: { id, title: `P${id}` },
    }));
    expect(errorsOf(setPath(valid('one_check_up_sell'), 'settings.multi_one_check_upsell.products', four))).toEqual({
      'settings.multi_one_check_upsell.products': [ONLY_3_ONE_CHECK_PRODUCTS],
    });
  });
  it('the old single one-check shape is validated in place', () => {
    const single = { ...defaultCampaign('one_check_up_sell'), name: 'Old' } as Record<string, unknown>;
    const s = setPath(setPath(single, 'settings.multi_one_check_upsell', undefined), 'settings.one_check_up_sell', {
      text: 'Protect',
      product_type: 'hidden',
      product: { image: 'i', title: 't', price: 1, body_html: 'b' },
    });
    expect(errorsOf(s)).toEqual({});
    expect(errorsOf(setPath(s, 'settings.one_check_up_sell.product.title', ''))).toEqual({
      'settings.one_check_up_sell.product.title': ["Title can't be blank"],
    });
  });
  it.each([
    ['bundles', 'settings.bundles', "Bundles can't be blank"],
    ['add_to_unlock', 'settings.add_to_unlock', "Add to unlock can't be blank"],
    ['one_check_up_sell', 'settings.multi_one_check_upsell', "One check upsell can't be blank"],
  ] as const)('the %s block is required for its type', (type, path, message) => {
    expect(errorsOf(setPath(valid(type), path, undefined))[path]).toEqual([message]);
  });
  it('reports every error at once, even when the shape is broken', () => {
    const broken = setPath(setPath(valid('add_to_unlock'), 'name', ''), `${ATU}.goals`, 'nope');
    expect(errorsOf(broken)).toEqual({ name: ["Name can't be blank"], [`${ATU}.goals`]: ['value is not valid'] });
    expect(errorsOf(null)).toEqual({ '': ['value is not valid'] });
    expect(errorsOf({})).toEqual({
      name: ["Name can't be blank"],
      target: ["Target can't be blank"],
      settings: ["Settings can't be blank"],
    });
    expect(errorsOf(setPath(valid('add_to_unlock'), 'modules', undefined))).toEqual({});
    expect(errorsOf(setPath(valid('bundles'), `${B}.badge`, 5))).toEqual({ [`${B}.badge`]: ['value is not valid'] });
    expect(errorsOf(setPath(valid('add_to_unlock'), `${ATU}.product_details`, null))).toEqual({
      [`${ATU}.product_details`]: ["Product details can't be blank"],
    });
  });
});

describe('the dashboard toggle sends {active}', () => {
  it('accepts a boolean and nothing else', () => {
    expect(validateCampaignToggle({ active: true })).toEqual({ success: true, data: { active: true } });
    expect(validateCampaignToggle({ active: 'yes' })).toEqual({
      success: false,
      errors: [{ path: 'active', message: 'value is not valid' }],
    });
  });
});
