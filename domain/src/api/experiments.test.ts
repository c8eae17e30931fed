import { plannedPerArm } from '../experiment/statistics';
import { verdict, type ArmTotals, type Verdict } from '../experiment/verdict';
import {
  experimentRecordSchema,
  experimentVerdictAnswerSchema,
  experimentWithResultsSchema,
  type ExperimentVerdictAnswer,
  type ExperimentWithResults,
} from './experiments';

/** True when each type is assignable to the other: the answer declared in zod is the verdict() the gateway hands on. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const verdictIsTheAnswer: Same<ExperimentVerdictAnswer, Verdict & { probability: number; pValue: number }> = true;

const arm = (visitors: number, conversions: number): ArmTotals => ({
  visitors,
  conversions,
  revenue: 0,
  revenueSquares: 0,
});
const armResults = (which: 'control' | 'variant', visitors: number) => ({
  arm: which,
  visitors,
  cartViews: 0,
  impressions: 0,
  orders: 0,
  convertingVisitors: 0,
  conversionRate: 0,
  revenueCents: 0,
  revenuePerVisitorCents: 0,
  aovCents: 0,
  addedRevenueCents: 0,
});

const record = {
  id: 'exp_1',
  name: 'Free shipping bar',
  variant: { kind: 'draft' as const, draftId: 'draft_1' },
  splitPercent: 50,
  goal: 'conversion_rate' as const,
  plannedVisitors: 4000,
  status: 'running' as const,
  startedAt: '2026-11-01T10:00:00.000Z',
  stoppedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

describe('the experiment answers', () => {
  it('declare the verdict as verdict() gives it, with probability and pValue beside it', () => {
    expect(verdictIsTheAnswer).toBe(true);
    for (const [control, variant] of [
      [arm(1000, 50), arm(1000, 120)],
      [arm(2000, 120), arm(2000, 170)],
      [arm(0, 0), arm(0, 0)],
    ]) {
      const v = verdict({ goal: 'conversion_rate', plannedVisitors: 4000, splitPercent: 50, control, variant });
      const answer = { ...v, probability: v.probabilityVariantBetter, pValue: v.test.pValue };
      expect(experimentVerdictAnswerSchema.parse(answer)).toEqual(answer);
    }
  });

  it('read an experiment with its results, and refuse a status, goal or arm outside the closed sets', () => {
    const v = verdict({
      goal: 'conversion_rate',
      plannedVisitors: 4000,
      splitPercent: 50,
      control: arm(10, 1),
      variant: arm(12, 2),
    });
    const answer: ExperimentWithResults = {
      ...record,
      results: {
        control: armResults('control', 10),
        variant: armResults('variant', 12),
        daily: [{ day: '2026-11-01', arm: 'control', visitors: 10, orders: 1, revenueCents: 2500 }],
        verdict: { ...v, probability: v.probabilityVariantBetter, pValue: v.test.pValue },
        horizonReached: false,
        plannedPerArm: plannedPerArm(4000, 50),
      },
    };
    expect(experimentWithResultsSchema.parse(answer)).toEqual(answer);
    expect(experimentRecordSchema.safeParse({ ...record, status: 'paused' }).success).toBe(false);
    expect(experimentRecordSchema.safeParse({ ...record, goal: 'orders' }).success).toBe(false);
    const wrongArm = { ...answer.results, control: { ...answer.results.control, arm: 'both' } };
    expect(experimentWithResultsSchema.safeParse({ ...answer, results: wrongArm }).success).toBe(false);
    expect(experimentRecordSchema.safeParse({ ...record, createdAt: undefined }).success).toBe(false);
  });
});
