import {
  currentPlan,
  discountedPrice,
  entryPrice,
  INVITATION_ID_DAYS,
  LOCAL_SAVED_INDICATOR_RESET_MS,
  ORDER_VOLUME_MAX,
  ORDER_VOLUME_MIN,
  orderVolumeLabel,
  planForOrderVolume,
  plansFor,
  priceBand,
  REFERRAL_ATTRIBUTION_DAYS,
  REFERRAL_CODE_COOKIE_DAYS,
  REFERRAL_COMMISSION_PERCENT,
  REFERRAL_DISCOUNT_PERCENT,
  REFERRAL_MIN_PAYOUT_USD,
  SCRIPT_STATUS_POLL_MS,
  TOAST_DURATION_MS,
  TRIAL_DAYS,
  trialEndsAt,
  type Plan,
} from '.';

const table = (plans: Plan[]) => plans.map((p) => [p.name, p.transactions, p.price, p.listPrice]);

describe('cart-and-shop.md §9 install-date bands (UTC, "on or before March 4, 2021", "up to March 1, 2022")', () => {
  it.each([
    ['2019-01-01T00:00:00Z', 'launch'],
    ['2021-03-04T23:59:59.999Z', 'launch'],
    ['2021-03-05T00:00:00.000Z', 'growth'],
    ['2022-03-01T23:59:59.999Z', 'growth'],
    ['2022-03-02T00:00:00.000Z', 'current'],
    ['2026-11-22T00:00:00Z', 'current'],
  ])('%s → %s', (date, band) => expect(priceBand(date)).toBe(band));
  it('accepts Date and epoch ms, and refuses a non-date', () => {
    expect(priceBand(new Date('2021-03-04T12:00:00Z'))).toBe('launch');
    expect(priceBand(Date.UTC(2022, 2, 2))).toBe('current');
    expect(() => priceBand('soon')).toThrow(RangeError);
  });
});

describe('cart-and-shop.md §9 "Entry price by install date: 7.99 up to March 4, 2021; 10.99 up to March 1, 2022; otherwise 12.99"', () => {
  it.each([
    ['2021-03-04T12:00:00Z', 7.99],
    ['2021-03-05T12:00:00Z', 10.99],
    ['2022-03-01T12:00:00Z', 10.99],
    ['2022-03-02T12:00:00Z', 12.99],
  ])('%s → %p', (date, price) => expect(entryPrice(date)).toBe(price));
  it.each(['2020-06-01', '2021-09-01', '2024-01-01'])('is the first plan\'s list price (%s)', (date) => {
    expect(plansFor(date)[0].listPrice).toBe(entryPrice(date));
  });
});

describe('cart-and-shop.md §9 "Old price list (installed on or before March 4, 2021): Mini 50 (price 0, list 7.99); Big 200 (7, 14.99); Beast 500 (15, 29.99); Ultimate unlimited (20, 49.99)"', () => {
  it('exactly', () => {
    expect(table(plansFor('2021-03-04T00:00:00Z'))).toEqual([
      ['Mini', 50, 0, 7.99],
      ['Big', 200, 7, 14.99],
      ['Beast', 500, 15, 29.99],
      ['Ultimate', null, 20, 49.99],
    ]);
  });
});

describe('cart-and-shop.md §9 later list, installs up to March 1, 2022: "first plan\'s price is 3 … the last plan\'s price drops by 3"; list "old ones plus 3 (the final plan 0)"', () => {
  it('Mini 50 … Monster unlimited with prices 3, 7, 15, 20, 35, 15, 27', () => {
    expect(table(plansFor('2021-09-01T00:00:00Z'))).toEqual([
      ['Mini', 50, 3, 10.99],
      ['Big', 200, 7, 17.99],
      ['Beast', 500, 15, 32.99],
      ['Ultimate', 1000, 20, 52.99],
      ['Epic', 2000, 35, 87.99],
      ['Advanced', 3000, 15, 102.99],
      ['Monster', null, 27, 129.99],
    ]);
  });
});

describe('cart-and-shop.md §9 later list, installs after March 1, 2022: "Prices beyond the first appear as 7, 15, 20, 35, 15 and 30"; list "otherwise plus 5"', () => {
  it('Mini 50 … Monster unlimited with prices 0, 7, 15, 20, 35, 15, 30', () => {
    expect(table(plansFor('2022-03-02T00:00:00Z'))).toEqual([
      ['Mini', 50, 0, 12.99],
      ['Big', 200, 7, 19.99],
      ['Beast', 500, 15, 34.99],
      ['Ultimate', 1000, 20, 54.99],
      ['Epic', 2000, 35, 89.99],
      ['Advanced', 3000, 15, 104.99],
      ['Monster', null, 30, 134.99],
    ]);
  });
});

describe('reading: a plan\'s price is the usage charge for entering its tier, list price = base + usage so far', () => {
  it.each(['2020-01-01', '2021-09-01', '2023-01-01'])('holds in every band (%s)', (date) => {
    const plans = plansFor(date);
    const base = plans[0].listPrice - plans[0].price;
    let usage = 0;
    for (const p of plans) {
      usage += p.price;
      expect(p.cumulativePrice).toBeCloseTo(usage, 10);
      expect(p.listPrice).toBeCloseTo(base + usage, 10);
    }
  });
  it('so list prices rise with the tier and the growth band tops out at the old top (the 3s cancel)', () => {
    for (const date of ['2020-01-01', '2021-09-01', '2023-01-01']) {
      const lists = plansFor(date).map((p) => p.listPrice);
      expect([...lists].sort((a, b) => a - b)).toEqual(lists);
    }
    expect(plansFor('2021-09-01')[6].cumulativePrice).toBe(plansFor('2023-01-01')[6].cumulativePrice);
  });
});

describe('cart-and-shop.md §9 "Invitation percentage discounts apply as value/100 to the price"', () => {
  it.each([
    [20, null, 20],
    [20, { type: 'discount_percentage' as const, value: 25 }, 15],
    [7, { type: 'discount_percentage' as const, value: 10 }, 6.3],
    [15, { type: 'discount_percentage' as const, value: 33 }, 10.05],
    [15, { type: 'discount_percentage' as const, value: 100 }, 0],
    [15, { type: 'discount_percentage' as const, value: 150 }, 0],
  ])('%p with %j → %p', (price, invitation, expected) => expect(discountedPrice(price, invitation)).toBe(expected));
});

describe('cart-and-shop.md §9 "The current plan is found by matching balance used against the discounted plan prices"', () => {
  const plans = plansFor('2023-01-01');
  it.each([
    [0, 'Mini'],
    [6.99, 'Mini'],
    [7, 'Big'],
    [22, 'Beast'],
    [41.99, 'Beast'],
    [42, 'Ultimate'],
    [77, 'Epic'],
    [92, 'Advanced'],
    [122, 'Monster'],
    [500, 'Monster'],
  ])('balance %p → %s', (balance, name) => expect(currentPlan(balance, plans).name).toBe(name));
  it('with an invitation the discounted prices are matched (20% off: Big 5.60, Beast 17.60)', () => {
    const invitation = { type: 'discount_percentage' as const, value: 20 };
    expect(currentPlan(5.6, plans, invitation).name).toBe('Big');
    expect(currentPlan(17.6, plans, invitation).name).toBe('Beast');
    expect(currentPlan(17.6, plans).name).toBe('Big');
  });
  it('the growth band\'s Mini already costs 3', () => {
    const growth = plansFor('2021-09-01');
    expect(currentPlan(3, growth).name).toBe('Mini');
    expect(currentPlan(10, growth).name).toBe('Big');
  });
  it('needs plans', () => expect(() => currentPlan(1, [])).toThrow(RangeError));
});

describe('cart-and-shop.md §2/§5 "Order-volume slider 1 to 3001; 3001 reads \'Over 3000+\'"', () => {
  it('bounds and label', () => {
    expect([ORDER_VOLUME_MIN, ORDER_VOLUME_MAX]).toEqual([1, 3001]);
    expect(orderVolumeLabel(1)).toBe('1');
    expect(orderVolumeLabel(3000)).toBe('3000');
    expect(orderVolumeLabel(3001)).toBe('Over 3000+');
  });
  it.each([
    [1, 'Mini'],
    [50, 'Mini'],
    [51, 'Big'],
    [1000, 'Ultimate'],
    [3000, 'Advanced'],
    [3001, 'Monster'],
  ])('volume %p needs %s', (v, name) => expect(planForOrderVolume(v, plansFor('2023-01-01')).name).toBe(name));
  it('on the old list everything over 500 is Ultimate', () => {
    expect(planForOrderVolume(3001, plansFor('2020-01-01')).name).toBe('Ultimate');
    expect(planForOrderVolume(501, plansFor('2020-01-01')).name).toBe('Ultimate');
    expect(() => planForOrderVolume(1, [])).toThrow(RangeError);
  });
});

describe('cart-and-shop.md §9 constants', () => {
  it.each<[string, number, number]>([
    ['Free trial: 10 days', TRIAL_DAYS, 10],
    ['15% commission for life', REFERRAL_COMMISSION_PERCENT, 15],
    ['5% discount for life', REFERRAL_DISCOUNT_PERCENT, 5],
    ['within 30 days of the link click', REFERRAL_ATTRIBUTION_DAYS, 30],
    ['minimum of $50', REFERRAL_MIN_PAYOUT_USD, 50],
    ['referral code cookie 30 days', REFERRAL_CODE_COOKIE_DAYS, 30],
    ['invitation id kept 7 days', INVITATION_ID_DAYS, 7],
    ['Script status poll: 6 seconds', SCRIPT_STATUS_POLL_MS, 6000],
    ['Toast duration: 3 seconds (3000 ms)', TOAST_DURATION_MS, 3000],
    ['saved indicator resets after 1.5 seconds', LOCAL_SAVED_INDICATOR_RESET_MS, 1500],
  ])('%s', (_, actual, expected) => expect(actual).toBe(expected));
  it('a trial started on 1 May ends on 11 May', () => {
    expect(trialEndsAt(new Date('2024-05-01T00:00:00Z')).toISOString()).toBe('2024-05-11T00:00:00.000Z');
  });
});
