/**
 * The experiment's statistics (README.md in this folder says what and why): the fixed horizon's sample size, a
 * two-sided two-proportion z-test on conversion rate, Welch's t-test on revenue per visitor (from per-arm sums and sums
 * of squares, so the daily rollups suffice), and the probability that the variant is better, shown as information.
 */
import { MIN_ARM_VISITORS } from './constants';
import { normalCdf, normalQuantile, studentTCdf, studentTQuantile } from './distributions';

/** The significance level: a 5 % chance of calling a winner when the arms are the same. */
export const EXPERIMENT_ALPHA = 0.05;
/** The planned power: an 80 % chance of calling a true effect of the planned size. */
export const EXPERIMENT_POWER = 0.8;

/** One arm's conversion counts: visitors assigned to it and those of them who ordered. */
export interface ConversionCounts {
  visitors: number;
  conversions: number;
}

/** One arm's revenue: visitors, the sum of each visitor's revenue, and the sum of its squares (any one unit, e.g. cents). */
export interface RevenueSums {
  visitors: number;
  sum: number;
  sumSquares: number;
}

/** A test's answer: the difference variant − control, its 95 % interval, the statistic and the two-sided p-value. */
export interface TestResult {
  control: number;
  variant: number;
  difference: number;
  /** difference ÷ control; null when the control is 0. */
  relativeLift: number | null;
  interval: [number, number];
  statistic: number;
  pValue: number;
}

/** The design inputs for a conversion-rate goal. */
export interface ConversionDesign {
  metric: 'conversion_rate';
  /** The control's conversion rate, 0 < rate < 1 (e.g. the last 30 days'). */
  baselineRate: number;
  /** The smallest relative lift worth detecting, e.g. 0.1 for +10 %. */
  minimumDetectableEffect: number;
  splitPercent: number;
  alpha?: number;
  power?: number;
}

/** The design inputs for a revenue-per-visitor goal. */
export interface RevenueDesign {
  metric: 'revenue_per_visitor';
  baselineMean: number;
  /** The standard deviation of one visitor's revenue (most visitors spend 0, so it is usually several times the mean). */
  baselineSd: number;
  minimumDetectableEffect: number;
  splitPercent: number;
  alpha?: number;
  power?: number;
}

/** Visitors each arm needs, and their total (the horizon). */
export interface SampleSize {
  control: number;
  variant: number;
  total: number;
}

/**
 * Visitors per arm for a two-sided test at alpha to detect the design's effect with the given power, with the arms
 * split splitPercent % to the variant. Conversion: the pooled two-proportion formula (Fleiss, without continuity
 * correction), which is the power of conversionTest's z-test; revenue: the normal formula with the variant's standard
 * deviation scaled by the lift (1 + effect), as when every visitor's spend grows by the effect: an uplift in a metric
 * that is mostly zeros widens its spread too, and sizing with the control's spread alone would fall short of the power.
 */
export function sampleSizePerArm(design: ConversionDesign | RevenueDesign): SampleSize {
  const alpha = design.alpha ?? EXPERIMENT_ALPHA;
  const power = design.power ?? EXPERIMENT_POWER;
  const zA = normalQuantile(1 - alpha / 2);
  const zB = normalQuantile(power);
  const k = design.splitPercent / (100 - design.splitPercent);
  let control: number;
  if (design.metric === 'conversion_rate') {
    const p1 = design.baselineRate;
    const p2 = p1 * (1 + design.minimumDetectableEffect);
    if (!(p1 > 0 && p2 < 1 && p2 !== p1)) throw new RangeError('sampleSizePerArm: rates must lie in (0, 1) and differ');
    const pBar = (p1 + k * p2) / (1 + k);
    const root = zA * Math.sqrt(pBar * (1 - pBar) * (1 + 1 / k)) + zB * Math.sqrt(p1 * (1 - p1) + (p2 * (1 - p2)) / k);
    control = (root * root) / ((p2 - p1) * (p2 - p1));
  } else {
    const delta = design.baselineMean * design.minimumDetectableEffect;
    if (!(delta !== 0 && design.baselineSd > 0)) throw new RangeError('sampleSizePerArm: effect and sd must be > 0');
    const variantSd = design.baselineSd * (1 + design.minimumDetectableEffect);
    control = ((zA + zB) ** 2 * (design.baselineSd ** 2 + variantSd ** 2 / k)) / (delta * delta);
  }
  const c = Math.ceil(control);
  const v = Math.ceil(control * k);
  return { control: c, variant: v, total: c + v };
}

/** The fewest planned visitors whose share gives each arm at least MIN_ARM_VISITORS at this split. */
export function minimumPlannedVisitors(splitPercent: number): number {
  const smaller = Math.min(splitPercent, 100 - splitPercent);
  return Math.ceil((MIN_ARM_VISITORS * 100) / smaller);
}

/** The planned visitors of each arm for a total horizon and a split (each rounded up). */
export const plannedPerArm = (plannedVisitors: number, splitPercent: number): { control: number; variant: number } => ({
  control: Math.ceil((plannedVisitors * (100 - splitPercent)) / 100),
  variant: Math.ceil((plannedVisitors * splitPercent) / 100),
});

const lift = (control: number, difference: number): number | null => (control === 0 ? null : difference / control);
const twoSided = (cdfAtMinusAbs: number): number => Math.min(1, 2 * cdfAtMinusAbs);

/**
 * The two-sided two-proportion z-test (pooled standard error under "no difference"); the 95 % interval of the
 * difference uses the unpooled standard error. No visitors, or no variation at all, is a p-value of 1.
 */
export function conversionTest(
  control: ConversionCounts,
  variant: ConversionCounts,
  alpha = EXPERIMENT_ALPHA,
): TestResult {
  const p1 = control.visitors > 0 ? control.conversions / control.visitors : 0;
  const p2 = variant.visitors > 0 ? variant.conversions / variant.visitors : 0;
  const difference = p2 - p1;
  const n1 = control.visitors;
  const n2 = variant.visitors;
  const pooled = n1 + n2 > 0 ? (control.conversions + variant.conversions) / (n1 + n2) : 0;
  const se0 = n1 > 0 && n2 > 0 ? Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2)) : 0;
  const se = n1 > 0 && n2 > 0 ? Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2) : 0;
  const z = se0 > 0 ? difference / se0 : 0;
  const half = normalQuantile(1 - alpha / 2) * se;
  return {
    control: p1,
    variant: p2,
    difference,
    relativeLift: lift(p1, difference),
    interval: [difference - half, difference + half],
    statistic: z,
    pValue: se0 > 0 ? twoSided(normalCdf(-Math.abs(z))) : 1,
  };
}

/** Mean and sample variance of one arm from its sums (variance 0 below two visitors; never negative from rounding). */
export function armMoments(arm: RevenueSums): { mean: number; variance: number } {
  const n = arm.visitors;
  if (n < 1) return { mean: 0, variance: 0 };
  const mean = arm.sum / n;
  const variance = n < 2 ? 0 : Math.max(0, (arm.sumSquares - n * mean * mean) / (n - 1));
  return { mean, variance };
}

/**
 * Welch's two-sided t-test on revenue per visitor (no equal-variance assumption: a cart that sells more upsells
 * changes the spread as well as the mean), with Welch-Satterthwaite degrees of freedom.
 */
export function revenueTest(control: RevenueSums, variant: RevenueSums, alpha = EXPERIMENT_ALPHA): TestResult {
  const a = armMoments(control);
  const b = armMoments(variant);
  const difference = b.mean - a.mean;
  const va = control.visitors > 1 ? a.variance / control.visitors : 0;
  const vb = variant.visitors > 1 ? b.variance / variant.visitors : 0;
  const se = Math.sqrt(va + vb);
  const usable = control.visitors > 1 && variant.visitors > 1 && se > 0;
  const df = usable
    ? (va + vb) ** 2 / ((va * va) / (control.visitors - 1) + (vb * vb) / (variant.visitors - 1))
    : Infinity;
  const t = usable ? difference / se : 0;
  const half = usable ? studentTQuantile(1 - alpha / 2, df) * se : 0;
  return {
    control: a.mean,
    variant: b.mean,
    difference,
    relativeLift: lift(a.mean, difference),
    interval: [difference - half, difference + half],
    statistic: t,
    pValue: usable ? twoSided(studentTCdf(-Math.abs(t), df)) : 1,
  };
}

/** The p-value below which the split is called broken: strict, because with many visitors tiny drifts are real. */
export const SAMPLE_RATIO_ALPHA = 0.001;

/**
 * The sample-ratio check: the two-sided p-value that visitors would split this unevenly if assignment worked as
 * planned (a one-degree-of-freedom chi-square, as its normal form). A tiny p-value means something drops or moves
 * visitors of one arm (a cached page, a bot filter, the loader failing in one arm), and no test result can be
 * trusted until that is found.
 */
export function sampleRatioPValue(control: number, variant: number, splitPercent: number): number {
  const n = control + variant;
  const share = splitPercent / 100;
  if (n === 0) return 1;
  const z = (variant - n * share) / Math.sqrt(n * share * (1 - share));
  return twoSided(normalCdf(-Math.abs(z)));
}

/**
 * The probability that the variant's true value is above the control's, given the data: conversion from Beta(1 + c,
 * 1 + n − c) posteriors (uniform priors), revenue from the normal approximation of each arm's mean (flat prior), both
 * by the normal approximation of the difference. Information only: the verdict is the fixed-horizon test's.
 */
export function probabilityVariantBetter(
  input:
    | { metric: 'conversion_rate'; control: ConversionCounts; variant: ConversionCounts }
    | { metric: 'revenue_per_visitor'; control: RevenueSums; variant: RevenueSums },
): number {
  let mean: number;
  let variance: number;
  if (input.metric === 'conversion_rate') {
    const beta = ({ visitors, conversions }: ConversionCounts) => {
      const a = 1 + conversions;
      const b = 1 + visitors - conversions;
      return { m: a / (a + b), v: (a * b) / ((a + b) ** 2 * (a + b + 1)) };
    };
    const c = beta(input.control);
    const v = beta(input.variant);
    mean = v.m - c.m;
    variance = c.v + v.v;
  } else {
    const c = armMoments(input.control);
    const v = armMoments(input.variant);
    mean = v.mean - c.mean;
    variance =
      (input.control.visitors > 1 ? c.variance / input.control.visitors : 0) +
      (input.variant.visitors > 1 ? v.variance / input.variant.visitors : 0);
  }
  if (variance <= 0) return mean > 0 ? 1 : mean < 0 ? 0 : 0.5;
  return normalCdf(mean / Math.sqrt(variance));
}
