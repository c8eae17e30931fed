import { setPath } from '../common';
import {
  storedCampaignSchema,
  addToUnlockSettingsSchema,
  campaignSettingsSchema,
  OBSOLETE_SHARED_LOOK,
  defaultCampaign,
  defaultCountries,
  defaultMultiOneCheck,
  defaultProductDetails,
  defaultVariantsPicker,
  upgradeCampaign,
  upgradeOneCheck,
  parseStoredCampaign,
  type StoredCampaign,
  type SingleOneCheck,
} from '.';

const stored = (over: Record<string, unknown>): Record<string, unknown> => ({
  id: 'c1',
  name: 'Old one',
  active: true,
  createdAt: '1600000000000',
  ...over,
});

/** A bundles campaign as an early version stored it: no style, variant picker, badge, countries or order note. */
const oldBundles = stored({
  target: { type: 'specific_products', selected: [{ id: '1', title: 'Mug', handle: 'mug' }] },
  settings: {
    type: 'bundles',
    bundles: { text: 'Buy more', tiers: [{ id: 1, type: 'percentage', quantity: 2, reward: 5 }] },
  },
  modules: { order: ['random_text', 'checkout_button'], random_text: { text: 'Hi', active: true } },
});

/** An Add To Unlock campaign without progress colours or product details. */
const oldUnlock = (() => {
  const atu = { ...defaultCampaign('add_to_unlock').settings.add_to_unlock } as Record<string, unknown>;
  for (const k of [
    'product_details',
    'progress_background',
    'progress_primary',
    'progress_secondary',
    'progress_complete',
    'progress_mode',
  ])
    delete atu[k];
  atu.progress_primary = { r: 1, g: 2, b: 3, a: 1 };
  return stored({
    target: { type: 'all_products' },
    settings: { type: 'add_to_unlock', add_to_unlock: atu },
    modules: { order: ['order_note', 'random_text', 'checkout_button'], random_text: { text: '', active: false } },
  });
})();

const single: SingleOneCheck = {
  variant: 'square',
  border: false,
  text: 'Protect your order',
  product_type: 'existing',
  is_ticked_by_default: true,
  product: { id: 9, title: 'Protection', price: '2.55' },
};

describe('storage tolerance: stored campaigns lacking newer blocks still parse', () => {
  it.each([
    ['old bundles', oldBundles],
    ['old add to unlock', oldUnlock],
  ])('%s', (_l, c) => {
    expect(storedCampaignSchema.safeParse(c).success).toBe(true);
  });
});

describe('campaigns.md §4 "Loading an old bundles campaign adds default style, variant picker and badge colours"', () => {
  const up = upgradeCampaign(oldBundles) as StoredCampaign;
  it('adds them and keeps what was stored', () => {
    expect(up.settings.bundles).toMatchObject({
      style: 'vertical',
      text: 'Buy more',
      variantsPicker: defaultVariantsPicker(),
    });
    expect(up.settings.bundles?.badge?.background).toBeDefined();
    expect(up.settings.bundles?.badge?.border).toBeDefined();
    expect(up.settings.bundles?.tiers).toEqual([{ id: 1, type: 'percentage', quantity: 2, reward: 5 }]);
  });
  it('fills missing keys inside a partial variant picker and badge', () => {
    const partial = setPath(
      setPath(oldBundles, 'settings.bundles.variantsPicker', { active: false }),
      'settings.bundles.badge',
      { text: 'Hot' },
    );
    const b = (upgradeCampaign(partial) as StoredCampaign).settings.bundles;
    expect(b?.variantsPicker).toEqual({ ...defaultVariantsPicker(), active: false });
    expect(b?.badge?.text).toBe('Hot');
    expect(b?.badge?.border).toBeDefined();
  });
});

describe('campaigns.md §4 "older campaigns gain defaults for order note, countries, product details and progress colours"', () => {
  it('order note and countries (also into the module order, at its default place)', () => {
    const up = upgradeCampaign(oldBundles) as StoredCampaign;
    expect(up.target.countries).toEqual(defaultCountries());
    expect(up.modules?.order_note).toEqual({ text: 'Add a note to your order', active: false });
    expect(up.modules?.order).toEqual(['order_note', 'random_text', 'checkout_button']);
    expect(up.modules?.random_text).toEqual({ text: 'Hi', active: true });
  });
  it('progress_mode: a stored block without it keeps the classic bar it was drawn with; new campaigns get the newer one', () => {
    expect(upgradeCampaign(oldUnlock as StoredCampaign).settings.add_to_unlock?.progress_mode).toBe('classic');
    expect(defaultCampaign('add_to_unlock').settings.add_to_unlock?.progress_mode).toBe('newer');
    const chosen = setPath(oldUnlock, 'settings.add_to_unlock.progress_mode', 'newer') as StoredCampaign;
    expect(upgradeCampaign(chosen).settings.add_to_unlock?.progress_mode).toBe('newer');
    // A campaign saved with no block at all is rebuilt from today's defaults, so it gets the newer bar.
    const bare = upgradeCampaign(stored({ target: { type: 'all_products' }, settings: { type: 'add_to_unlock' } }) as StoredCampaign);
    expect(bare.settings.add_to_unlock?.progress_mode).toBe('newer');
  });
  it('fbt_below is obsolete: migrated to fbt_position below_checkout when no position was stored, then dropped', () => {
    const atu = (over: Record<string, unknown>) => {
      const up = upgradeCampaign(setPath(setPath(oldUnlock, 'settings.add_to_unlock.fbt_position', undefined), 'settings.add_to_unlock', { ...(oldUnlock as StoredCampaign).settings.add_to_unlock, fbt_position: undefined, ...over }) as StoredCampaign);
      return up.settings.add_to_unlock as Record<string, unknown>;
    };
    expect(atu({ fbt_below: true })).toMatchObject({ fbt_position: 'below_checkout' });
    expect(atu({ fbt_below: true })).not.toHaveProperty('fbt_below');
    expect(atu({ fbt_below: true, fbt_position: 'under_products' }).fbt_position).toBe('under_products');
    expect(atu({ fbt_below: false }).fbt_position).toBeUndefined();
    expect(defaultCampaign('add_to_unlock').settings.add_to_unlock).not.toHaveProperty('fbt_below');
    expect(addToUnlockSettingsSchema.parse({ ...defaultCampaign('add_to_unlock').settings.add_to_unlock, fbt_below: true })).not.toHaveProperty('fbt_below');
  });
  it('the shared look copies (font, theme, header, product, checkout_button) are obsolete: dropped on read, never accepted', () => {
    const look = { font: { family: 'Inter' }, theme: { primary: { r: 1, g: 2, b: 3, a: 1 } }, header: { title: 'Cart' }, product: { title: { font_weight: 700 } }, checkout_button: { button_text: { text: 'Pay' } } };
    const old = setPath(oldUnlock, 'settings', { ...(oldUnlock as StoredCampaign).settings, ...look }) as StoredCampaign;
    const up = upgradeCampaign(old).settings as Record<string, unknown>;
    for (const key of OBSOLETE_SHARED_LOOK) expect(up).not.toHaveProperty(key);
    expect(up.applied_discount_title).toBe((oldUnlock as StoredCampaign).settings.applied_discount_title ?? 'Special Discount');
    expect(upgradeCampaign(upgradeCampaign(old))).toEqual(upgradeCampaign(old));
    // A client still sending them: the schema strips them, so nothing dead is stored.
    const parsed = campaignSettingsSchema.parse({ ...upgradeCampaign(old).settings, ...look });
    for (const key of OBSOLETE_SHARED_LOOK) expect(parsed).not.toHaveProperty(key);
  });
  it('progress_mode accepts only classic or newer', () => {
    const bad = setPath(upgradeCampaign(oldUnlock), 'settings.add_to_unlock.progress_mode', 'v2');
    const r = parseStoredCampaign(bad);
    expect(r).toEqual({ success: false, errors: [{ path: 'settings.add_to_unlock.progress_mode', message: 'value is not valid' }] });
    expect(parseStoredCampaign(oldUnlock).success).toBe(true);
  });
  it('product details and progress colours, keeping stored colours', () => {
    const up = upgradeCampaign(oldUnlock) as StoredCampaign;
    expect(up.settings.add_to_unlock?.product_details).toEqual(defaultProductDetails());
    expect(up.settings.add_to_unlock?.progress_primary).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(up.settings.add_to_unlock?.progress_complete).toBeDefined();
    expect(up.settings.add_to_unlock?.progress_background).toBeDefined();
  });
  it('a campaign without modules or an applied discount title gets them', () => {
    const bare = upgradeCampaign(
      stored({ target: { type: 'all_products' }, settings: { type: 'add_to_unlock' } }),
    ) as StoredCampaign;
    expect(bare.modules?.order).toEqual(['order_note', 'random_text', 'checkout_button']);
    expect(bare.settings.applied_discount_title).toBe('Special Discount');
    expect(bare.settings.add_to_unlock?.goals).toHaveLength(1);
  });
});

describe('campaigns.md §3 "The older single-product shape … can be upgraded to the multi version"', () => {
  it('upgradeOneCheck moves the look to the block and the rest into products[0]', () => {
    const multi = upgradeOneCheck(single);
    expect(multi).toMatchObject({ variant: 'square', border: false, align: 'natural' });
    expect(multi.products).toEqual([
      { text: 'Protect your order', product_type: 'existing', is_ticked_by_default: true, product: single.product },
    ]);
  });
  it('upgradeCampaign moves settings.one_check_up_sell to settings.multi_one_check_upsell', () => {
    const up = upgradeCampaign(
      stored({ target: { type: 'all_products' }, settings: { type: 'one_check_up_sell', one_check_up_sell: single } }),
    ) as StoredCampaign;
    expect(up.settings.one_check_up_sell).toBeUndefined();
    expect(up.settings.multi_one_check_upsell?.products[0].text).toBe('Protect your order');
  });
  it('the legacy type name multi_one_check_upsell becomes one_check_up_sell; a missing block gets the default', () => {
    const up = upgradeCampaign(
      stored({ target: { type: 'all_products' }, settings: { type: 'multi_one_check_upsell' } }),
    ) as StoredCampaign;
    expect(up.settings.type).toBe('one_check_up_sell');
    expect(up.settings.multi_one_check_upsell).toEqual(defaultMultiOneCheck());
  });
});

describe('upgrades are pure and idempotent', () => {
  it.each([
    ['old bundles', oldBundles],
    ['old add to unlock', oldUnlock],
    [
      'single one check',
      stored({ target: { type: 'all_products' }, settings: { type: 'one_check_up_sell', one_check_up_sell: single } }),
    ],
    ['a current campaign', { ...defaultCampaign('bundles'), id: 'x', createdAt: '1' }],
  ])('%s: upgrading twice equals once, and the input is untouched', (_l, c) => {
    const before = JSON.stringify(c);
    const once = upgradeCampaign(c);
    expect(upgradeCampaign(once)).toEqual(once);
    expect(JSON.stringify(c)).toBe(before);
  });
  it('a current default campaign is unchanged by upgrading', () => {
    const c = defaultCampaign('add_to_unlock');
    expect(upgradeCampaign(c)).toEqual(c);
  });
  it('upgraded old campaigns pass the stored schema', () => {
    expect(storedCampaignSchema.safeParse(upgradeCampaign(oldBundles)).success).toBe(true);
    expect(storedCampaignSchema.safeParse(upgradeCampaign(oldUnlock)).success).toBe(true);
  });
});

describe('parseStoredCampaign (the gateway read path)', () => {
  it('upgrades then parses an old row', () => {
    const r = parseStoredCampaign(oldBundles);
    expect(r.success && r.data.settings.bundles?.style).toBe('vertical');
    expect(r.success && r.data.id).toBe('c1');
  });
  it('loads a row the editor would now refuse (cross-field rules are not applied)', () => {
    expect(parseStoredCampaign(setPath(oldBundles, 'target.type', 'all_products')).success).toBe(true);
  });
  it('reports a broken row with field errors', () => {
    expect(parseStoredCampaign(null)).toEqual({
      success: false,
      errors: [{ path: '', message: 'value is not valid' }],
    });
    expect(parseStoredCampaign(setPath(oldBundles, 'createdAt', 'yesterday'))).toEqual({
      success: false,
      errors: [{ path: 'createdAt', message: 'value is not valid' }],
    });
    expect(parseStoredCampaign({ ...oldBundles, id: undefined })).toEqual({
      success: false,
      errors: [{ path: 'id', message: "Id can't be blank" }],
    });
  });
});
