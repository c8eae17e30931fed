import { currentPlan } from '@cartlift/domain';
import { chargesReached, cycleAt, pricedPlans, subscriptionAmounts, TRIAL_CYCLE } from './pricing';

const sum = (xs: { amountCents: number }[]) => xs.reduce((s, x) => s + x.amountCents, 0);

describe("the shop's priced table", () => {
  it.each([
    ['2021-03-04T23:59:59.999Z', 7.99, 42, 4],
    ['2021-03-05T00:00:00.000Z', 7.99, 122, 7],
    ['2022-03-01T23:59:59.999Z', 7.99, 122, 7],
    ['2022-03-02T00:00:00.000Z', 12.99, 122, 7],
  ])('installed %s: recurring %p, cap %p, %p plans', (at, recurring, capped, count) => {
    const plans = pricedPlans(at, 0);
    expect(plans).toHaveLength(count);
    expect(subscriptionAmounts(plans)).toEqual({ recurring, capped });
  });
  it('applies an invitation as value/100 to every price', () => {
    const plans = pricedPlans('2023-01-01', 20);
    expect(plans.map((p) => p.discountedPrice)).toEqual([0, 5.6, 12, 16, 28, 12, 24]);
    expect(plans[0].discountedListPrice).toBe(10.39);
    expect(subscriptionAmounts(plans)).toEqual({ recurring: 10.39, capped: 97.6 });
  });
});

describe('cycles', () => {
  const accepted = new Date('2026-01-01T00:00:00Z');
  it('is the trial for 10 days, then 30-day cycles keyed by their start', () => {
    expect(cycleAt(accepted, 10, new Date('2026-01-10T23:59:59Z')).cycle).toBe(TRIAL_CYCLE);
    expect(cycleAt(accepted, 10, new Date('2026-01-11T00:00:00Z'))).toEqual({
      cycle: '2026-01-11',
      billingOn: new Date('2026-02-10T00:00:00Z'),
    });
    expect(cycleAt(accepted, 10, new Date('2026-02-10T00:00:00Z')).cycle).toBe('2026-02-10');
    expect(cycleAt(accepted, 0, new Date('2026-01-01T00:00:00Z')).cycle).toBe('2026-01-01');
  });
});

describe('charges reached by an order count', () => {
  const plans = pricedPlans('2023-01-01', 0);
  it.each([
    [0, []],
    [1, []],
    [50, []],
    [51, ['Big']],
    [201, ['Big', 'Beast']],
    [3001, ['Big', 'Beast', 'Ultimate', 'Epic', 'Advanced', 'Monster']],
    [99999, ['Big', 'Beast', 'Ultimate', 'Epic', 'Advanced', 'Monster']],
  ])('%p orders → %j', (orders, names) => expect(chargesReached(plans, orders).map((c) => c.plan)).toEqual(names));
  it('the growth list charges 3 for the first order (its Mini)', () => {
    expect(chargesReached(pricedPlans('2021-09-01', 0), 1)).toEqual([{ plan: 'Mini', amountCents: 300 }]);
  });
  it.each([0, 5, 20, 33])(
    'with %p%% off, the charges add up to the balance cart-and-shop.md §9 matches back to the plan',
    (pct) => {
      const discounted = pricedPlans('2023-01-01', pct);
      for (const orders of [1, 51, 201, 501, 1001, 2001, 3001]) {
        const balance = sum(chargesReached(discounted, orders)) / 100;
        const invitation = pct ? { type: 'discount_percentage' as const, value: pct } : null;
        expect(currentPlan(balance, discounted, invitation).transactions ?? Infinity).toBeGreaterThanOrEqual(
          Math.min(orders, 3001),
        );
      }
    },
  );
});
