import { getPath, setPath } from '../common';
import {
  addOneCheckProduct,
  addTier,
  cleanCampaignInput,
  defaultCampaign,
  deleteField,
  duplicateCampaign,
  numericId,
  ONLY_3_ONE_CHECK_PRODUCTS,
  removeOneCheckProduct,
  removeTier,
  replaceDraft,
  resetModuleText,
  selectTargetItems,
  setCampaignType,
  setField,
  setTargetType,
  targetTypeOptions,
  TOO_MANY_COLLECTIONS,
  TOO_MANY_PRODUCTS,
  upgradeDraftOneCheck,
  validateCampaign,
  type CampaignDraft,
  type EditResult,
} from '.';

const ok = (r: EditResult): CampaignDraft => {
  expect(r.error).toBeUndefined();
  return r.draft;
};

describe('campaigns.md §4 "set or delete by dotted path; replace whole state"', () => {
  const d = defaultCampaign('bundles');
  it('sets and deletes without touching the input', () => {
    const next = setField(d, 'settings.bundles.text', 'Stock up');
    expect(next.settings?.bundles?.text).toBe('Stock up');
    expect(d.settings.bundles?.text).not.toBe('Stock up');
    expect(getPath(deleteField(next, 'settings.bundles.tiers.0'), 'settings.bundles.tiers.0.quantity')).toBe(3);
  });
  it('replaces the whole draft (Discard)', () => {
    const loaded = defaultCampaign('add_to_unlock');
    expect(replaceDraft(d, loaded)).toBe(loaded);
  });
});

describe('campaigns.md §4 "add/remove a bundle tier (new tier: type percentage, empty reward and quantity)"', () => {
  it('adds with a unique id and removes by index', () => {
    const d = addTier(defaultCampaign('bundles'));
    expect(d.settings?.bundles?.tiers?.[2]).toEqual({ id: 3, type: 'percentage', quantity: '', reward: '' });
    expect(removeTier(d, 0).settings?.bundles?.tiers?.map((t) => t.id)).toEqual([2, 3]);
    expect(addTier({}).settings?.bundles?.tiers).toEqual([{ id: 1, type: 'percentage', quantity: '', reward: '' }]);
  });
  it('the new tier is blocked on save until filled', () => {
    const d = setField(addTier(defaultCampaign('bundles')), 'target.selected', [{ id: '1' }]);
    const r = validateCampaign(cleanCampaignInput(setField(d, 'name', 'x')));
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.errors).toEqual([
        { path: 'settings.bundles.tiers.2.quantity', message: "Quantity can't be blank" },
        { path: 'settings.bundles.tiers.2.reward', message: "Reward can't be blank" },
      ]);
  });
});

describe('campaigns.md §4 "Setting the type to Buy More Save More while trigger is all products forces specific products"', () => {
  it('forces specific products, clears the selection and adds the bundles defaults', () => {
    const atu = setField(defaultCampaign('add_to_unlock'), 'target.selected', [{ id: '1' }]);
    const d = setCampaignType(atu, 'bundles');
    expect(d.target).toMatchObject({ type: 'specific_products', selected: [], ids: [] });
    expect(d.settings?.type).toBe('bundles');
    expect(d.settings?.bundles?.tiers).toHaveLength(2);
    expect(d.settings?.add_to_unlock).toBeDefined();
  });
  it('keeps an edited block when switching back and the trigger of other types', () => {
    const b = setField(defaultCampaign('bundles'), 'settings.bundles.text', 'Mine');
    const back = setCampaignType(setCampaignType(b, 'one_check_up_sell'), 'bundles');
    expect(back.settings?.bundles?.text).toBe('Mine');
    expect(setCampaignType(defaultCampaign('one_check_up_sell'), 'add_to_unlock').target?.type).toBe('all_products');
  });
  it('"all products not offered for Buy More Save More"', () => {
    expect(targetTypeOptions('bundles').find((o) => o.value === 'all_products')?.disabled).toBe(true);
    expect(targetTypeOptions('add_to_unlock').every((o) => !o.disabled)).toBe(true);
    expect(targetTypeOptions('add_to_unlock').map((o) => o.label)).toEqual([
      'All products',
      'Specific products',
      'Specific collections',
    ]);
  });
});

describe('campaigns.md §2 "Choosing specific products or collections clears the selected items"', () => {
  const picked = setField(setField(defaultCampaign('add_to_unlock'), 'target.selected', [{ id: '1' }]), 'target.ids', [
    '1',
  ]);
  it.each(['specific_products', 'specific_collections'] as const)('%s', (type) => {
    expect(ok(setTargetType(picked, type)).target).toMatchObject({ type, selected: [], ids: [] });
  });
  it('all products keeps them; refused for bundles', () => {
    expect(ok(setTargetType(picked, 'all_products')).target?.selected).toEqual([{ id: '1' }]);
    const b = defaultCampaign('bundles');
    expect(setTargetType(b, 'all_products')).toEqual({ draft: b, error: 'value is not valid' });
  });
});

describe('campaigns.md §5 "Picker: at most 20 products or 2 collections per selection, duplicates removed by id; platform global ids reduced to the numeric part"', () => {
  it.each([
    ['gid://shopify/Product/123', '123'],
    ['gid://shopify/Collection/9?x=1', '9'],
    ['456', '456'],
    [789, '789'],
  ])('%s → %s', (id, expected) => expect(numericId(id)).toBe(expected));
  it('de-duplicates, stores selected and ids', () => {
    const d = ok(
      selectTargetItems(defaultCampaign('bundles'), [
        { id: 'gid://shopify/Product/1', title: 'Mug', handle: 'mug', image: 'https://cdn/mug.png' },
        { id: '1', title: 'Mug again' },
        { id: 'gid://shopify/Product/2', title: 'Cup' },
      ]),
    );
    expect(d.target?.selected).toEqual([
      { id: '1', title: 'Mug', handle: 'mug', image: 'https://cdn/mug.png' },
      { id: '2', title: 'Cup' },
    ]);
    expect(d.target?.ids).toEqual(['1', '2']);
  });
  it.each([
    ['specific_products', 25, 20, TOO_MANY_PRODUCTS],
    ['specific_collections', 3, 2, TOO_MANY_COLLECTIONS],
  ] as const)('%s: keeps the first %i of %i… (limit %i) and says so', (type, given, kept, message) => {
    const d = setField(defaultCampaign('add_to_unlock'), 'target.type', type);
    const items = Array.from({ length: given }, (_, i) => ({ id: i + 1 }));
    const r = selectTargetItems(d, items);
    expect(r.error).toBe(message);
    expect(r.draft.target?.selected).toHaveLength(kept);
    expect(ok(selectTargetItems(d, items.slice(0, kept))).target?.selected).toHaveLength(kept);
  });
});

describe('campaigns.md §4 "add/remove a multi-product one-check product; upgrade the old one-check upsell"', () => {
  it('adds defaults up to 3, then refuses', () => {
    let d: CampaignDraft = defaultCampaign('one_check_up_sell');
    d = ok(addOneCheckProduct(d));
    d = ok(addOneCheckProduct(d));
    expect(d.settings?.multi_one_check_upsell?.products?.[2]).toMatchObject({
      is_ticked_by_default: false,
      include_in_atu: true,
      truncate_length: 25,
    });
    expect(addOneCheckProduct(d)).toEqual({ draft: d, error: ONLY_3_ONE_CHECK_PRODUCTS });
    expect(removeOneCheckProduct(d, 0).settings?.multi_one_check_upsell?.products).toHaveLength(2);
  });
  it('upgrades the single shape in the draft; no-op without one', () => {
    const base = defaultCampaign('one_check_up_sell');
    const old = setField(deleteField(base, 'settings.multi_one_check_upsell'), 'settings.one_check_up_sell', {
      text: 'Wrap it',
      product_type: 'existing',
      variant: 'circle',
    });
    const d = upgradeDraftOneCheck(old);
    expect(d.settings?.one_check_up_sell).toBeUndefined();
    expect(d.settings?.multi_one_check_upsell).toMatchObject({ variant: 'circle', products: [{ text: 'Wrap it' }] });
    expect(upgradeDraftOneCheck(base)).toBe(base);
  });
});

describe('campaigns.md §2 "Random Text and Order Note each have … a Reset button"', () => {
  it.each([
    ['random_text', 'Thank you for shopping with us!'],
    ['order_note', 'Add a note to your order'],
  ] as const)('%s resets its text and keeps its switch', (module, text) => {
    const d = setField(
      setField(defaultCampaign('bundles'), `modules.${module}.text`, 'changed'),
      `modules.${module}.active`,
      true,
    );
    expect(resetModuleText(d, module).modules?.[module]).toEqual({ text, active: true });
  });
});

describe('campaigns.md §2 "Duplicate of campaign {id}; its name gets " (copy)" appended and its id is dropped"', () => {
  it('appends and drops the server fields', () => {
    const stored = {
      ...defaultCampaign('bundles'),
      name: 'Summer',
      id: 'c1',
      createdAt: '1',
      updatedAt: '2',
      campaign_key: 'k',
    };
    const d = duplicateCampaign(stored);
    expect(d.name).toBe('Summer (copy)');
    expect(d).not.toHaveProperty('id');
    expect(d).not.toHaveProperty('createdAt');
    expect(d).not.toHaveProperty('campaign_key');
    expect(duplicateCampaign({}).name).toBe(' (copy)');
  });
});

describe('campaigns.md §7 "createCampaign(input): input cleaned of empty values, active true"', () => {
  it("drops empties, server fields and other types' blocks; sets active", () => {
    let d: CampaignDraft = setCampaignType(defaultCampaign('add_to_unlock'), 'bundles');
    d = { ...setField(d, 'settings.bundles.text', ''), id: 'c1', createdAt: '1' };
    const clean = cleanCampaignInput(d);
    expect(clean.active).toBe(true);
    expect(clean).not.toHaveProperty('id');
    expect(clean.settings).not.toHaveProperty('add_to_unlock');
    expect(clean.settings?.bundles).not.toHaveProperty('text');
    expect(clean.settings?.bundles?.tiers).toHaveLength(2);
  });
  it('"saving an inactive one sends active true"; an unknown type keeps its blocks for validation to report', () => {
    expect(cleanCampaignInput({ ...defaultCampaign('bundles'), active: false }).active).toBe(true);
    const odd = setField(defaultCampaign('bundles'), 'settings.type', 'weird');
    expect(cleanCampaignInput(odd).settings?.bundles).toBeDefined();
  });
  it('an old single one-check is upgraded on save', () => {
    const old = setPath(
      deleteField(defaultCampaign('one_check_up_sell'), 'settings.multi_one_check_upsell'),
      'settings.one_check_up_sell',
      {
        text: 'Wrap',
        product_type: 'existing',
      },
    );
    const clean = cleanCampaignInput(old);
    expect(clean.settings?.one_check_up_sell).toBeUndefined();
    expect(clean.settings?.multi_one_check_upsell?.products?.[0].text).toBe('Wrap');
  });
});
