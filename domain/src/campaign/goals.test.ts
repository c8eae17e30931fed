import { getPath, setPath } from '../common';
import {
  addGoal,
  addSpecificGoal,
  CURRENCY_ALREADY_SET,
  defaultCampaign,
  defaultGoal,
  FIRST_GOAL_UNDELETABLE,
  FREE_SHIPPING_TAKEN,
  goalMinimum,
  goalsOf,
  removeGoal,
  removeSpecificGoal,
  rewardLabel,
  setRewardType,
  sortGoals,
  switchGoalType,
  type CampaignDraft,
  type EditResult,
} from '.';

const ATU = 'settings.add_to_unlock';
const fresh = (): CampaignDraft => defaultCampaign('add_to_unlock');
const ok = (r: EditResult): CampaignDraft => {
  expect(r.error).toBeUndefined();
  return r.draft;
};
const withGoals = (n: number): CampaignDraft => {
  let d = fresh();
  for (let i = 1; i < n; i++) d = ok(addGoal(d));
  return d;
};

describe('campaigns.md §4 "add/remove a goal"; §9 "new goal amount 40+20n or quantity 2+2n, reward percent 10+5n (n = goals so far)"', () => {
  it.each([1, 2, 3])('goal number %i+1 gets 40+20n and 10+5n, a discount labelled "{n}% Off"', (n) => {
    const goals = goalsOf(withGoals(n + 1));
    expect(goals[n]).toMatchObject({
      goal: 40 + 20 * n,
      reward_type: 'discount',
      discount: { type: 'percentage', reward: 10 + 5 * n },
      goal_text: { text: `${10 + 5 * n}% Off` },
    });
  });
  it('quantity goals get 2+2n', () => {
    const d = switchGoalType(fresh(), 'quantity');
    expect(goalsOf(ok(addGoal(d))).map((g) => g.goal)).toEqual([2, 4]);
  });
  it('"Goals max 4 ("Only 4 rewards are available")"', () => {
    const four = withGoals(4);
    expect(addGoal(four)).toEqual({ draft: four, error: 'Only 4 rewards are available' });
  });
  it('"Adding a reward turns on show_goal_text for the first goal"', () => {
    const d = setPath(fresh(), `${ATU}.goals.0.show_goal_text`, false);
    expect(goalsOf(ok(addGoal(d)))[0].show_goal_text).toBe(true);
  });
  it('a formula threshold not above the last goal is raised one step above it (so goals stay ascending and valid)', () => {
    const d = setPath(fresh(), `${ATU}.goals.0.goal`, 100);
    expect(goalsOf(ok(addGoal(d))).map((g) => g.goal)).toEqual([100, 120]);
  });
  it('works on a draft without an Add To Unlock block yet', () => {
    const d = ok(addGoal({ name: 'x' }));
    expect(goalsOf(d)).toHaveLength(1);
  });
  it('"Goal 1 cannot be deleted"; later goals can', () => {
    const d = withGoals(3);
    expect(removeGoal(d, 0)).toEqual({ draft: d, error: FIRST_GOAL_UNDELETABLE });
    expect(goalsOf(ok(removeGoal(d, 1))).map((g) => g.goal)).toEqual([40, 80]);
    expect(ok(removeGoal(d, 7))).toBe(d);
  });
  it('the input draft is never changed', () => {
    const d = fresh();
    const before = JSON.stringify(d);
    addGoal(d);
    switchGoalType(d, 'quantity');
    setRewardType(d, 0, 'gift');
    expect(JSON.stringify(d)).toBe(before);
  });
});

describe('campaigns.md §4 "Goals sorted ascending by threshold"', () => {
  it('sorts, blank thresholds last', () => {
    const d = setPath(fresh(), `${ATU}.goals`, [
      { ...defaultGoal(1), goal: 90 },
      { ...defaultGoal(0), goal: '' },
      { ...defaultGoal(2), goal: 50 },
    ]);
    expect(goalsOf(sortGoals(d)).map((g) => g.goal)).toEqual([50, 90, '']);
  });
});

describe('campaigns.md §4 "Switching goal type between amount and quantity resets goal values … and discounts … and moves specific-currency goals"', () => {
  const three = ok(addSpecificGoal(withGoals(3), 1, 'eur'));
  it.each([
    ['quantity', [2, 4, 6]],
    ['amount', [40, 60, 80]],
  ] as const)('to %s: thresholds %j, discounts 10/15/20', (type, values) => {
    const start = type === 'amount' ? switchGoalType(three, 'quantity') : three;
    const d = switchGoalType(setPath(start, `${ATU}.goals.2.goal`, 999), type);
    const goals = goalsOf(d);
    expect(getPath(d, `${ATU}.multi_goal_type`)).toBe(type);
    expect(goals.map((g) => g.goal)).toEqual(values);
    expect(goals.map((g) => g.discount?.reward)).toEqual([10, 15, 20]);
    expect(goals[1].specific_goals).toEqual([{ goal: values[1], currency: 'EUR', main: false }]);
    expect(goals[2].goal_text?.text).toBe('20% Off');
    expect(goals[0].goal_text?.text).toBe('Free Shipping');
  });
});

describe('switching to the type already set', () => {
  it('changes nothing', () => {
    const d = setPath(fresh(), `${ATU}.goals.0.goal`, 55);
    expect(switchGoalType(d, 'amount')).toBe(d);
  });
});

describe('campaigns.md §5 "the editor also sets each goal\'s minimum to the previous goal"', () => {
  it.each([
    [0, 0],
    [1, 40],
    [2, 60],
  ])('goal index %i → min %i', (index, min) => expect(goalMinimum(withGoals(3), index)).toBe(min));
  it('a blank previous goal gives 0', () => {
    expect(goalMinimum(setPath(withGoals(2), `${ATU}.goals.0.goal`, ''), 1)).toBe(0);
  });
});

describe('campaigns.md §4 "Changing a goal\'s reward type sets its label text"', () => {
  const two = withGoals(2);
  it.each([
    ['free_shipping', 0, 'Free Shipping'],
    ['gift', 1, 'Free Gift'],
    ['manual', 1, 'Store Credit'],
    ['discount', 0, '10% Off'],
  ] as const)('%s → "%s"', (type, index, label) => {
    const d = ok(setRewardType(two, index, type, 'EUR'));
    expect(goalsOf(d)[index]).toMatchObject({ reward_type: type, goal_text: { text: label }, badge: { text: label } });
  });
  it('"{currency} {n} Off" for a fixed-amount discount', () => {
    const d = setPath(two, `${ATU}.goals.1.discount`, { type: 'fixed_amount', reward: 5 });
    expect(goalsOf(ok(setRewardType(d, 1, 'discount', 'EUR')))[1].goal_text?.text).toBe('EUR 5 Off');
  });
  it('"Free shipping can be chosen only if no other goal uses it"', () => {
    expect(setRewardType(two, 1, 'free_shipping')).toEqual({ draft: two, error: FREE_SHIPPING_TAKEN });
  });
  it('a missing reward block gets its defaults; an unknown goal index changes nothing', () => {
    const d = setPath(two, `${ATU}.goals.1.gift`, undefined);
    expect(goalsOf(ok(setRewardType(d, 1, 'gift')))[1].gift?.multi_gift_select).toBe('select');
    expect(ok(setRewardType(two, 9, 'gift'))).toBe(two);
  });
  it('rewardLabel of a discount without a reward reads 0', () => {
    expect(rewardLabel({ reward_type: 'discount', discount: { reward: '' } }, 'USD')).toBe('0% Off');
  });
});

describe('campaigns.md §4 "add/remove a specific-currency goal"', () => {
  it("adds a currency at the goal's threshold, once per currency, and removes it", () => {
    const d = ok(addSpecificGoal(fresh(), 0, 'cad'));
    expect(goalsOf(d)[0].specific_goals).toEqual([{ goal: 40, currency: 'CAD', main: false }]);
    expect(addSpecificGoal(d, 0, 'CAD')).toEqual({ draft: d, error: CURRENCY_ALREADY_SET });
    expect(goalsOf(removeSpecificGoal(d, 0, 0))[0].specific_goals).toEqual([]);
    expect(ok(addSpecificGoal(d, 5, 'EUR'))).toBe(d);
    expect(removeSpecificGoal(d, 5, 0)).toBe(d);
  });
});
