import { armAhead, leaningSoFar, likelyPercent, NO_CLEAR_DIFFERENCE, NOT_ENOUGH_DATA, splitMismatch } from './messages';
import { type ArmTotals, horizonReached, verdict } from './verdict';

const arm = (visitors: number, conversions: number, revenue = 0, revenueSquares = 0): ArmTotals => ({
  visitors,
  conversions,
  revenue,
  revenueSquares,
});

const base = { goal: 'conversion_rate' as const, plannedVisitors: 4000, splitPercent: 50 };

describe('verdict', () => {
  it('says "Not enough data yet" before the horizon, however big the difference, with the lean as information', () => {
    const v = verdict({ ...base, control: arm(1000, 50), variant: arm(1000, 120) });
    expect(v.kind).toBe('not_enough_data');
    expect(v.text).toBe(NOT_ENOUGH_DATA);
    expect(v.test.pValue).toBeLessThan(1e-6);
    expect(v.progress).toBe(0.5);
    expect(v.soFar).toBe(leaningSoFar('Variant', v.probabilityVariantBetter, 4000));
    expect(v.soFar).toBe(
      'So far: variant ahead, over 99 % likely. This can still change; the result counts once 4,000 visitors have seen the test.',
    );
  });

  it('waits until each arm has its own share of the horizon', () => {
    expect(horizonReached({ ...base, splitPercent: 30, control: arm(2800, 0), variant: arm(1300, 0) })).toBe(true);
    expect(horizonReached({ ...base, splitPercent: 30, control: arm(2799, 0), variant: arm(5000, 0) })).toBe(false);
    expect(horizonReached({ ...base, splitPercent: 30, control: arm(9000, 0), variant: arm(1199, 0) })).toBe(false);
  });

  it('calls the variant at the horizon when the two-sided test is significant (p 0.0015)', () => {
    const v = verdict({ ...base, control: arm(2000, 120), variant: arm(2000, 170) });
    expect(v.test.pValue).toBeLessThan(0.05);
    expect(v.kind).toBe('variant_ahead');
    expect(v.text).toBe(armAhead('Variant', v.probabilityVariantBetter));
    expect(v.text).toBe('Variant ahead, over 99 % likely');
    expect(v.soFar).toBeNull();
    expect(v.progress).toBe(1);
  });

  it('calls the control when the variant is significantly worse, with the control’s probability', () => {
    const v = verdict({ ...base, control: arm(2000, 150), variant: arm(2000, 117) });
    expect(v.test.pValue).toBeGreaterThan(0.03);
    expect(v.test.pValue).toBeLessThan(0.05);
    expect(v.kind).toBe('control_ahead');
    expect(v.text).toBe(`Control ahead, ${likelyPercent(1 - v.probabilityVariantBetter)} likely`);
    expect(v.text).toBe('Control ahead, 98 % likely');
  });

  it('says "No clear difference" at the horizon when p ≥ alpha, even with the variant slightly ahead', () => {
    const v = verdict({ ...base, control: arm(2000, 120), variant: arm(2000, 150) });
    expect(v.test.pValue).toBeGreaterThan(0.05);
    expect(v.probabilityVariantBetter).toBeGreaterThan(0.95);
    expect(v.kind).toBe('no_clear_difference');
    expect(v.text).toBe(NO_CLEAR_DIFFERENCE);
  });

  it('judges a revenue goal by the revenue test alone', () => {
    const control = arm(2000, 100, 2000 * 250, 2000 * (250 ** 2 + 900 ** 2));
    const variant = arm(2000, 100, 2000 * 340, 2000 * (340 ** 2 + 900 ** 2));
    const v = verdict({ ...base, goal: 'revenue_per_visitor', control, variant });
    expect(v.test.control).toBe(250);
    expect(v.test.variant).toBe(340);
    expect(v.kind).toBe('variant_ahead');
    expect(verdict({ ...base, control, variant }).kind).toBe('no_clear_difference');
  });
});

describe('the split check', () => {
  it('warns beside the verdict when visitors do not split as planned, and only then', () => {
    const broken = verdict({ ...base, splitPercent: 30, control: arm(6800, 600), variant: arm(3200, 300) });
    expect(broken.splitWarning).toBe(splitMismatch(6800, 3200, 30));
    expect(broken.splitWarning).toBe(
      'Visitors are not splitting as planned (6,800 and 3,200 for 70 / 30). Something is dropping or moving visitors of one version, so this result cannot be trusted yet.',
    );
    expect(
      verdict({ ...base, splitPercent: 30, control: arm(6900, 600), variant: arm(3100, 300) }).splitWarning,
    ).toBeNull();
  });
});

describe('likelyPercent', () => {
  it('rounds down and never claims certainty', () => {
    expect(likelyPercent(0.979)).toBe('97 %');
    expect(likelyPercent(0.99)).toBe('99 %');
    expect(likelyPercent(0.9999)).toBe('over 99 %');
    expect(armAhead('Variant', 0.97)).toBe('Variant ahead, 97 % likely');
  });
});
