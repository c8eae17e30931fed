/**
 * The plain-language verdict of an experiment. The fixed horizon is the whole defence against the peeking trap: before
 * each arm has its planned visitors the verdict is "Not enough data yet" whatever the numbers say, so no winner is
 * ever called on an early look; the running comparison is shown beside it as information.
 */
import type { ExperimentGoal } from './constants';
import { armAhead, leaningSoFar, NO_CLEAR_DIFFERENCE, NOT_ENOUGH_DATA, splitMismatch } from './messages';
import {
  conversionTest,
  EXPERIMENT_ALPHA,
  plannedPerArm,
  probabilityVariantBetter,
  revenueTest,
  SAMPLE_RATIO_ALPHA,
  sampleRatioPValue,
  type TestResult,
} from './statistics';

/** One arm's totals as the rollups keep them. */
export interface ArmTotals {
  /** Visitors assigned to the arm who loaded a page while it ran (the same count in both arms; README "Visitors"). */
  visitors: number;
  /** Of them, those who ordered. */
  conversions: number;
  /** The sum over visitors of each visitor's attributed revenue, in cents. */
  revenue: number;
  /** The sum over visitors of the square of each visitor's revenue. */
  revenueSquares: number;
}

/** What the verdict needs: the experiment's goal, horizon and split, and both arms' totals. */
export interface VerdictInput {
  goal: ExperimentGoal;
  plannedVisitors: number;
  splitPercent: number;
  control: ArmTotals;
  variant: ArmTotals;
  alpha?: number;
}

/** The verdict's kinds; `text` is what the merchant reads. */
export const VERDICT_KINDS = ['not_enough_data', 'variant_ahead', 'control_ahead', 'no_clear_difference'] as const;
/** A verdict's kind. */
export type VerdictKind = (typeof VERDICT_KINDS)[number];

/** The verdict with its evidence. */
export interface Verdict {
  kind: VerdictKind;
  text: string;
  /** Before the horizon: how the arms compare so far, as information; null once the verdict counts. */
  soFar: string | null;
  /** Share of the horizon reached, 0..1 (the less advanced arm). */
  progress: number;
  probabilityVariantBetter: number;
  /** The goal's test (only the goal's test calls the verdict: one test, one error rate). */
  test: TestResult;
  /** A warning when visitors do not split as planned (README "Sample ratio"); null when they do. */
  splitWarning: string | null;
}

/** True once both arms have their planned visitors. */
export function horizonReached(
  input: Pick<VerdictInput, 'plannedVisitors' | 'splitPercent' | 'control' | 'variant'>,
): boolean {
  const plan = plannedPerArm(input.plannedVisitors, input.splitPercent);
  return input.control.visitors >= plan.control && input.variant.visitors >= plan.variant;
}

const revenueOf = (a: ArmTotals) => ({ visitors: a.visitors, sum: a.revenue, sumSquares: a.revenueSquares });

/** The experiment's verdict: "Not enough data yet", "Variant ahead, 97 % likely", "Control ahead, …", "No clear difference". */
export function verdict(input: VerdictInput): Verdict {
  const alpha = input.alpha ?? EXPERIMENT_ALPHA;
  const { control, variant } = input;
  const test =
    input.goal === 'conversion_rate'
      ? conversionTest(control, variant, alpha)
      : revenueTest(revenueOf(control), revenueOf(variant), alpha);
  const probability =
    input.goal === 'conversion_rate'
      ? probabilityVariantBetter({ metric: 'conversion_rate', control, variant })
      : probabilityVariantBetter({
          metric: 'revenue_per_visitor',
          control: revenueOf(control),
          variant: revenueOf(variant),
        });
  const plan = plannedPerArm(input.plannedVisitors, input.splitPercent);
  const progress = Math.min(1, control.visitors / plan.control, variant.visitors / plan.variant);
  const leader = test.difference >= 0 ? ('Variant' as const) : ('Control' as const);
  const leaderProbability = leader === 'Variant' ? probability : 1 - probability;
  const ratio = sampleRatioPValue(control.visitors, variant.visitors, input.splitPercent);
  const splitWarning =
    ratio < SAMPLE_RATIO_ALPHA ? splitMismatch(control.visitors, variant.visitors, input.splitPercent) : null;
  const base = { probabilityVariantBetter: probability, test, progress, splitWarning };
  if (!horizonReached(input))
    return {
      ...base,
      kind: 'not_enough_data',
      text: NOT_ENOUGH_DATA,
      soFar: leaningSoFar(leader, leaderProbability, input.plannedVisitors),
    };
  if (test.pValue >= alpha || test.difference === 0)
    return { ...base, kind: 'no_clear_difference', text: NO_CLEAR_DIFFERENCE, soFar: null };
  return {
    ...base,
    kind: leader === 'Variant' ? 'variant_ahead' : 'control_ahead',
    text: armAhead(leader, leaderProbability),
    soFar: null,
  };
}
