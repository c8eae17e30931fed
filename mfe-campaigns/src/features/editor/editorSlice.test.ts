import { makeStore } from '@cartlift/admin-kit';
import {
  alreadySelected,
  cantBeBlank,
  defaultCampaign,
  FIRST_GOAL_UNDELETABLE,
  FREE_SHIPPING_TAKEN,
  MODULE_NAMES,
  ONLY_3_ONE_CHECK_PRODUCTS,
  ONLY_4_REWARDS,
  PRODUCT_REQUIRED,
  spendGoalMustBeGreater,
  TOO_MANY_COLLECTIONS,
  TOO_MANY_PRODUCTS,
  type CampaignDraft,
} from '@cartlift/domain';
import {
  campaignTypeSet,
  discarded,
  editorLoaded,
  fieldSet,
  goalAdded,
  goalRemoved,
  goalTypeSwitched,
  goalsSorted,
  specificGoalAdded,
  specificGoalRemoved,
  moduleOrderSet,
  moduleTextReset,
  oneCheckProductAdded,
  rewardTypeSet,
  saveAttempted,
  selectDraft,
  selectErrors,
  selectIsDirty,
  selectRefusal,
  selectSaveInput,
  serverErrorsReceived,
  targetItemsSelected,
  targetTypeSet,
  tierAdded,
  tierRemoved,
} from './editorSlice';
import { draftValidator, loadDraftValidator } from './draftValidator';

const start = (campaign: CampaignDraft = defaultCampaign('add_to_unlock')) => {
  const store = makeStore();
  store.dispatch(editorLoaded({ key: 'new', campaign }));
  return store;
};
const goals = (s: ReturnType<typeof start>) => selectDraft(s.getState())!.settings!.add_to_unlock!.goals!;

describe('editorSlice: loaded vs draft', () => {
  it('is clean when loaded, dirty after an edit, and Discard restores the loaded state', () => {
    const store = start();
    expect(selectIsDirty(store.getState())).toBe(false);
    store.dispatch(fieldSet({ path: 'name', value: 'Summer' }));
    expect(selectIsDirty(store.getState())).toBe(true);
    store.dispatch(discarded());
    expect(selectIsDirty(store.getState())).toBe(false);
    expect(selectDraft(store.getState())!.name).toBe('');
  });

  it('builds the save payload with active true and without other types\' blocks', () => {
    const store = start({ ...defaultCampaign('add_to_unlock'), name: 'X' });
    store.dispatch(campaignTypeSet('bundles'));
    const input = selectSaveInput(store.getState())!;
    expect(input.active).toBe(true);
    expect(input.settings!.bundles).toBeDefined();
    expect(input.settings!.add_to_unlock).toBeUndefined();
  });
});

describe('editorSlice: campaigns.md §4 transitions through the domain edits', () => {
  it('Buy More Save More on all products forces specific products and clears the selection', () => {
    const store = start();
    expect(selectDraft(store.getState())!.target!.type).toBe('all_products');
    store.dispatch(campaignTypeSet('bundles'));
    expect(selectDraft(store.getState())!.target).toMatchObject({ type: 'specific_products', selected: [] });
    store.dispatch(targetTypeSet('all_products'));
    expect(selectDraft(store.getState())!.target!.type).toBe('specific_products');
    expect(selectRefusal(store.getState())?.message).toBe('value is not valid');
  });

  it('choosing specific products or collections clears the selected items', () => {
    const store = start();
    store.dispatch(targetTypeSet('specific_products'));
    store.dispatch(targetItemsSelected([{ id: 'gid://shopify/Product/12', title: 'Tee' }]));
    expect(selectDraft(store.getState())!.target!.selected).toEqual([{ id: '12', title: 'Tee' }]);
    store.dispatch(targetTypeSet('specific_collections'));
    expect(selectDraft(store.getState())!.target!.selected).toEqual([]);
  });

  it('the picker removes duplicates, reduces global ids and keeps at most 20 products or 2 collections', () => {
    const store = start();
    store.dispatch(targetTypeSet('specific_products'));
    const items = Array.from({ length: 22 }, (_, i) => ({ id: `gid://shopify/Product/${i}` }));
    store.dispatch(targetItemsSelected([{ id: 'gid://shopify/Product/0' }, ...items]));
    expect(selectDraft(store.getState())!.target!.selected).toHaveLength(20);
    expect(selectDraft(store.getState())!.target!.ids![0]).toBe('0');
    expect(selectRefusal(store.getState())?.message).toBe(TOO_MANY_PRODUCTS);
    store.dispatch(targetTypeSet('specific_collections'));
    store.dispatch(targetItemsSelected([{ id: 1 }, { id: 2 }, { id: 3 }]));
    expect(selectDraft(store.getState())!.target!.selected).toHaveLength(2);
    expect(selectRefusal(store.getState())?.message).toBe(TOO_MANY_COLLECTIONS);
  });

  it('adds goals up to 4, refuses a fifth and refuses deleting goal 1', () => {
    const store = start();
    for (let i = 0; i < 3; i++) store.dispatch(goalAdded({ currency: 'USD' }));
    expect(goals(store).map((g) => g.goal)).toEqual([40, 60, 80, 100]);
    expect(goals(store)[1].goal_text!.text).toBe('15% Off');
    store.dispatch(goalAdded({ currency: 'USD' }));
    expect(goals(store)).toHaveLength(4);
    expect(selectRefusal(store.getState())?.message).toBe(ONLY_4_REWARDS);
    store.dispatch(goalRemoved(0));
    expect(selectRefusal(store.getState())?.message).toBe(FIRST_GOAL_UNDELETABLE);
    store.dispatch(goalRemoved(3));
    expect(goals(store)).toHaveLength(3);
  });

  it('switching to quantity goals resets thresholds (2+2n) and discounts (10+5n)', () => {
    const store = start();
    store.dispatch(goalAdded({ currency: 'USD' }));
    store.dispatch(goalTypeSwitched({ type: 'quantity', currency: 'USD' }));
    expect(goals(store).map((g) => g.goal)).toEqual([2, 4]);
    expect(goals(store).map((g) => g.discount!.reward)).toEqual([10, 15]);
  });

  it('sets reward labels and refuses a second free-shipping goal', () => {
    const store = start();
    store.dispatch(goalAdded({ currency: 'USD' }));
    store.dispatch(rewardTypeSet({ index: 1, rewardType: 'gift', currency: 'USD' }));
    expect(goals(store)[1].goal_text!.text).toBe('Free Gift');
    store.dispatch(rewardTypeSet({ index: 1, rewardType: 'free_shipping', currency: 'USD' }));
    expect(selectRefusal(store.getState())?.message).toBe(FREE_SHIPPING_TAKEN);
    expect(goals(store)[1].reward_type).toBe('gift');
  });

  it('adds and removes tiers (new tier: percentage, empty quantity and reward)', () => {
    const store = start(defaultCampaign('bundles'));
    store.dispatch(tierAdded());
    expect(selectDraft(store.getState())!.settings!.bundles!.tiers![2]).toEqual({ id: 3, type: 'percentage', quantity: '', reward: '' });
    store.dispatch(tierRemoved(0));
    expect(selectDraft(store.getState())!.settings!.bundles!.tiers!.map((t) => t.id)).toEqual([2, 3]);
  });

  it('refuses a fourth one-check product', () => {
    const store = start(defaultCampaign('one_check_up_sell'));
    store.dispatch(oneCheckProductAdded());
    store.dispatch(oneCheckProductAdded());
    store.dispatch(oneCheckProductAdded());
    expect(selectDraft(store.getState())!.settings!.multi_one_check_upsell!.products).toHaveLength(3);
    expect(selectRefusal(store.getState())?.message).toBe(ONLY_3_ONE_CHECK_PRODUCTS);
  });

  it('reorders modules and resets a module text', () => {
    const store = start();
    store.dispatch(moduleOrderSet(['checkout_button', 'random_text', 'order_note']));
    expect(selectDraft(store.getState())!.modules!.order).toEqual(['checkout_button', 'random_text', 'order_note']);
    store.dispatch(fieldSet({ path: 'modules.random_text.text', value: 'changed' }));
    store.dispatch(moduleTextReset('random_text'));
    expect(selectDraft(store.getState())!.modules!.random_text!.text).toBe(defaultCampaign('add_to_unlock').modules!.random_text.text);
    expect(MODULE_NAMES).toEqual(['order_note', 'random_text', 'checkout_button']);
  });
});

describe('editorSlice: goal details', () => {
  it('adds and removes a specific-currency goal, sorts goals ascending and labels the first goal', () => {
    const store = start();
    store.dispatch(goalAdded({ currency: 'USD' }));
    expect(goals(store)[0].show_goal_text).toBe(true);
    store.dispatch(specificGoalAdded({ index: 1, currency: 'eur' }));
    expect(goals(store)[1].specific_goals).toEqual([{ goal: 60, currency: 'EUR', main: false }]);
    store.dispatch(specificGoalRemoved({ index: 1, specificIndex: 0 }));
    expect(goals(store)[1].specific_goals).toEqual([]);
    store.dispatch(fieldSet({ path: 'settings.add_to_unlock.goals.1.goal', value: 10 }));
    store.dispatch(goalsSorted());
    expect(goals(store).map((g) => g.goal)).toEqual([10, 40]);
  });
});

describe('editorSlice: the validator', () => {
  it('is not there before one is asked for (zod is not part of the editor\'s first load), and no client error shows', () => {
    expect(draftValidator()).toBeNull();
    const store = start();
    store.dispatch(saveAttempted());
    expect(selectErrors(store.getState())).toEqual([]);
  });
});

describe('editorSlice: errors', () => {
  // The save loads the validator before it marks the draft submitted (useSaveCampaign); these dispatch the mark directly.
  beforeEach(async () => {
    await loadDraftValidator();
  });

  it('shows client errors only after a save was tried, and they follow edits live', () => {
    const store = start();
    expect(selectErrors(store.getState())).toEqual([]);
    store.dispatch(saveAttempted());
    expect(selectErrors(store.getState())).toContainEqual({ path: 'name', message: cantBeBlank('name') });
    store.dispatch(fieldSet({ path: 'name', value: 'Ok' }));
    expect(selectErrors(store.getState()).find((e) => e.path === 'name')).toBeUndefined();
  });

  it('reports goals that do not increase and a missing product', () => {
    const store = start();
    store.dispatch(goalAdded({ currency: 'USD' }));
    store.dispatch(fieldSet({ path: 'settings.add_to_unlock.goals.1.goal', value: 30 }));
    store.dispatch(targetTypeSet('specific_products'));
    store.dispatch(saveAttempted());
    const errors = selectErrors(store.getState());
    expect(errors).toContainEqual({ path: 'settings.add_to_unlock.goals.1.goal', message: spendGoalMustBeGreater(40, 2) });
    expect(errors).toContainEqual({ path: 'target.selected', message: PRODUCT_REQUIRED });
  });

  it('keeps the gateway\'s field errors until that field is edited', () => {
    const store = start();
    store.dispatch(
      serverErrorsReceived([
        { path: 'name', message: 'is too long (maximum is 50 characters)' },
        { path: 'settings.multi_one_check_upsell.products.1.product', message: alreadySelected('Tee') },
      ]),
    );
    store.dispatch(fieldSet({ path: 'name', value: 'Short' }));
    const errors = selectErrors(store.getState());
    expect(errors.find((e) => e.path === 'name')).toBeUndefined();
    expect(errors).toContainEqual({ path: 'settings.multi_one_check_upsell.products.1.product', message: alreadySelected('Tee') });
  });
});
