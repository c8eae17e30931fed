import {
  armMoments,
  conversionTest,
  plannedPerArm,
  probabilityVariantBetter,
  revenueTest,
  sampleRatioPValue,
  sampleSizePerArm,
} from './statistics';

// Reference values computed independently with scipy 1.17 (stats.norm, stats.ttest_ind(equal_var=False), numerical
// integration of the Beta posteriors); see each case.

describe('sampleSizePerArm', () => {
  it('matches the textbook two-proportion sizes (10 % → 13 %: 1,774 a side; 5 % → 6 %: 8,158)', () => {
    expect(
      sampleSizePerArm({
        metric: 'conversion_rate',
        baselineRate: 0.1,
        minimumDetectableEffect: 0.3,
        splitPercent: 50,
      }),
    ).toEqual({
      control: 1774,
      variant: 1774,
      total: 3548,
    });
    const five = sampleSizePerArm({
      metric: 'conversion_rate',
      baselineRate: 0.05,
      minimumDetectableEffect: 0.2,
      splitPercent: 50,
    });
    expect(five.control).toBe(8158);
  });

  it('gives the unequal split its own sizes (30 % variant: 2,902 control, 1,244 variant)', () => {
    expect(
      sampleSizePerArm({
        metric: 'conversion_rate',
        baselineRate: 0.1,
        minimumDetectableEffect: 0.3,
        splitPercent: 30,
      }),
    ).toEqual({
      control: 2902,
      variant: 1244,
      total: 4146,
    });
  });

  it('sizes a revenue goal from the mean and standard deviation, the variant’s spread grown with the lift', () => {
    const design = {
      metric: 'revenue_per_visitor' as const,
      baselineMean: 250,
      baselineSd: 1200,
      minimumDetectableEffect: 0.1,
    };
    expect(sampleSizePerArm({ ...design, splitPercent: 50 }).control).toBe(39966);
    expect(sampleSizePerArm({ ...design, splitPercent: 20 })).toEqual({
      control: 105610,
      variant: 26403,
      total: 132013,
    });
  });

  it('needs more visitors for a smaller effect, more power or a smaller alpha', () => {
    const base = {
      metric: 'conversion_rate' as const,
      baselineRate: 0.05,
      minimumDetectableEffect: 0.2,
      splitPercent: 50,
    };
    const n = sampleSizePerArm(base).total;
    expect(sampleSizePerArm({ ...base, minimumDetectableEffect: 0.1 }).total).toBeGreaterThan(n);
    expect(sampleSizePerArm({ ...base, power: 0.9 }).total).toBeGreaterThan(n);
    expect(sampleSizePerArm({ ...base, alpha: 0.01 }).total).toBeGreaterThan(n);
  });

  it('refuses designs with nothing to detect', () => {
    expect(() =>
      sampleSizePerArm({ metric: 'conversion_rate', baselineRate: 0.5, minimumDetectableEffect: 1, splitPercent: 50 }),
    ).toThrow(RangeError);
    expect(() =>
      sampleSizePerArm({ metric: 'conversion_rate', baselineRate: 0.1, minimumDetectableEffect: 0, splitPercent: 50 }),
    ).toThrow(RangeError);
    expect(() =>
      sampleSizePerArm({
        metric: 'revenue_per_visitor',
        baselineMean: 10,
        baselineSd: 0,
        minimumDetectableEffect: 0.1,
        splitPercent: 50,
      }),
    ).toThrow(RangeError);
  });
});

describe('plannedPerArm', () => {
  it('splits the horizon by the split, rounding each arm up', () => {
    expect(plannedPerArm(4146, 30)).toEqual({ control: 2903, variant: 1244 });
    expect(plannedPerArm(1000, 50)).toEqual({ control: 500, variant: 500 });
  });
});

describe('conversionTest', () => {
  it('is the pooled two-sided z-test (120/2000 against 150/2000: z 1.8907, p 0.0587)', () => {
    const r = conversionTest({ visitors: 2000, conversions: 120 }, { visitors: 2000, conversions: 150 });
    expect(r.control).toBe(0.06);
    expect(r.variant).toBe(0.075);
    expect(r.difference).toBeCloseTo(0.015, 15);
    expect(r.relativeLift).toBeCloseTo(0.25, 14);
    expect(r.statistic).toBeCloseTo(1.8906666011235589, 12);
    expect(r.pValue).toBeCloseTo(0.0586688635362016, 12);
    expect(r.interval[0]).toBeCloseTo(-0.0005428356996528081, 12);
    expect(r.interval[1]).toBeCloseTo(0.030542835699652805, 12);
  });

  it('is symmetric in sign (300/6000 against 240/6100: z −2.8382, p 0.00454)', () => {
    const r = conversionTest({ visitors: 6000, conversions: 300 }, { visitors: 6100, conversions: 240 });
    expect(r.statistic).toBeCloseTo(-2.8381866474408084, 12);
    expect(r.pValue).toBeCloseTo(0.0045370643291440735, 12);
    expect(r.interval[1]).toBeCloseTo(-0.003292744889029379, 12);
  });

  it('answers p = 1 when there is nothing to compare', () => {
    expect(conversionTest({ visitors: 0, conversions: 0 }, { visitors: 10, conversions: 1 }).pValue).toBe(1);
    const none = conversionTest({ visitors: 500, conversions: 0 }, { visitors: 500, conversions: 0 });
    expect(none).toMatchObject({ pValue: 1, statistic: 0, relativeLift: null });
  });
});

describe('revenueTest', () => {
  // a = [0,0,0,1200,0,450,0,0,3000,0,0,800], b = [0,2500,0,0,1000,0,700,0,0,0,1900,0,0,400] (cents).
  const control = { visitors: 12, sum: 5450, sumSquares: 11282500 };
  const variant = { visitors: 14, sum: 6500, sumSquares: 11510000 };

  it("is Welch's t-test from sums and sums of squares (scipy: t 0.030052, p 0.97629, 95 % CI −687.36 … 707.60)", () => {
    const r = revenueTest(control, variant);
    expect(r.statistic).toBeCloseTo(0.030051594588052417, 12);
    expect(r.pValue).toBeCloseTo(0.9762912640621569, 10);
    expect(r.interval[0]).toBeCloseTo(-687.3593642183505, 7);
    expect(r.interval[1]).toBeCloseTo(707.5974594564457, 7);
  });

  it('uses the t distribution, not the normal, at small samples (scipy: t 1.60357, p 0.18456; the normal says 0.109)', () => {
    const small = revenueTest(
      { visitors: 4, sum: 400, sumSquares: 100000 },
      { visitors: 4, sum: 1600, sumSquares: 1000000 },
    );
    expect(small.statistic).toBeCloseTo(1.6035674514745464, 12);
    expect(small.pValue).toBeCloseTo(0.18455571966922535, 10);
  });

  it('answers p = 1 with fewer than two visitors or no spread, and never a negative variance', () => {
    expect(revenueTest({ visitors: 1, sum: 10, sumSquares: 100 }, variant).pValue).toBe(1);
    expect(revenueTest({ visitors: 10, sum: 0, sumSquares: 0 }, { visitors: 10, sum: 0, sumSquares: 0 }).pValue).toBe(
      1,
    );
    expect(armMoments({ visitors: 3, sum: 30, sumSquares: 299.9999999 }).variance).toBe(0);
    expect(armMoments({ visitors: 0, sum: 0, sumSquares: 0 })).toEqual({ mean: 0, variance: 0 });
  });
});

describe('probabilityVariantBetter', () => {
  it('is near the exact Beta posterior probability (120/2000 vs 150/2000: 0.97053; 300/6000 vs 240/6100: 0.00227)', () => {
    const p = (c: number, n: number, vc: number, vn: number) =>
      probabilityVariantBetter({
        metric: 'conversion_rate',
        control: { visitors: n, conversions: c },
        variant: { visitors: vn, conversions: vc },
      });
    expect(p(120, 2000, 150, 2000)).toBeCloseTo(0.9705333325389632, 2);
    expect(p(300, 6000, 240, 6100)).toBeCloseTo(0.002269541557561435, 3);
    expect(p(100, 1000, 100, 1000)).toBe(0.5);
  });

  it('reads revenue from the arm means and their standard errors', () => {
    const control = { visitors: 1000, sum: 250000, sumSquares: 1000 * (250 ** 2 + 1000 ** 2) };
    const variant = { visitors: 1000, sum: 300000, sumSquares: 1000 * (300 ** 2 + 1000 ** 2) };
    const p = probabilityVariantBetter({ metric: 'revenue_per_visitor', control, variant });
    expect(p).toBeGreaterThan(0.85);
    expect(p).toBeLessThan(0.9);
    expect(probabilityVariantBetter({ metric: 'revenue_per_visitor', control: variant, variant: control })).toBeCloseTo(
      1 - p,
      12,
    );
    const flat = { visitors: 10, sum: 100, sumSquares: 1000 };
    expect(
      probabilityVariantBetter({
        metric: 'revenue_per_visitor',
        control: flat,
        variant: { ...flat, sum: 110, sumSquares: 1210 },
      }),
    ).toBe(1);
  });
});

describe('sampleRatioPValue', () => {
  it('is the chi-square goodness-of-fit p-value (scipy: 6,900/3,100 at 30 % → 0.029097; 6,800/3,200 → 1.275e-5)', () => {
    expect(sampleRatioPValue(6900, 3100, 30)).toBeCloseTo(0.029096331741252267, 12);
    expect(sampleRatioPValue(6800, 3200, 30) / 1.2749674921097076e-5).toBeCloseTo(1, 9);
    expect(sampleRatioPValue(7000, 3000, 30)).toBe(1);
    expect(sampleRatioPValue(0, 0, 30)).toBe(1);
  });
});
