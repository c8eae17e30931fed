import { QueryTypes } from 'sequelize';
import {
  horizonReached,
  plannedPerArm,
  verdict,
  type Arm,
  type ArmTotals,
  type ExperimentArmResults,
  type ExperimentDayResults,
  type ExperimentGoal,
  type ExperimentResults,
  type ExperimentVerdictAnswer,
  type Verdict,
} from '@cartlift/domain';
import type { Database } from '../db/connection';
import { EXPERIMENT_DAILY_FIELDS, type ExperimentDailyTotals } from '../db/models/experimentDaily.model';

/** What the results need of an experiment row. */
export interface MeasuredExperiment {
  id: string;
  goal: ExperimentGoal;
  split_percent: number;
  planned_visitors: number;
}

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);

/** The doc's names beside the domain's: the screen reads probability and pValue at the verdict's top. */
const verdictAnswer = (v: Verdict): ExperimentVerdictAnswer => ({ ...v, probability: v.probabilityVariantBetter, pValue: v.test.pValue });

/** Numbers from SUM() arrive as strings on MySQL (DECIMAL) and numbers on SQLite. */
function totalsOf(row: Record<string, unknown> | undefined): ExperimentDailyTotals {
  const out = {} as ExperimentDailyTotals;
  for (const f of EXPERIMENT_DAILY_FIELDS) out[f] = Number(row?.[f] ?? 0);
  return out;
}

function armResults(arm: Arm, t: ExperimentDailyTotals): ExperimentArmResults {
  return {
    arm,
    visitors: t.visitors,
    cartViews: t.cart_views,
    impressions: t.impressions,
    orders: t.orders,
    convertingVisitors: t.converting_visitors,
    conversionRate: ratio(t.converting_visitors, t.visitors),
    revenueCents: t.revenue_cents,
    revenuePerVisitorCents: ratio(t.revenue_cents, t.visitors),
    aovCents: ratio(t.revenue_cents, t.orders),
    addedRevenueCents: t.added_revenue_cents,
  };
}

const armTotals = (t: ExperimentDailyTotals): ArmTotals => ({
  visitors: t.visitors,
  conversions: t.converting_visitors,
  revenue: t.revenue_cents,
  revenueSquares: t.revenue_sq_cents,
});

/** The one read of the results: an experiment's daily rows, by the primary key's prefix (experiment_id). */
export const RESULTS_SQL = `SELECT arm, day, ${EXPERIMENT_DAILY_FIELDS.join(', ')} FROM experiment_daily WHERE experiment_id = ? ORDER BY day, arm`;

/** A day number (days since 1970-01-01 of the shop's calendar, dashboardDayNumber) as its date. */
const dayDate = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * An experiment's results from its daily rows only (never the events): one read of at most 2 × days small rows by
 * the primary key's prefix (experiment_id), summed here into each arm's totals, the daily series and the domain's
 * verdict. The rows stop growing at the horizon (services/experimentMeasurement), so the verdict there is final.
 * The caller has scoped `experiment` to the session's shop.
 */
export async function experimentResults(db: Database, experiment: MeasuredExperiment): Promise<ExperimentResults> {
  const rows = await db.sequelize.query<Record<string, unknown>>(RESULTS_SQL, {
    replacements: [experiment.id],
    type: QueryTypes.SELECT,
  });
  const sums: Record<Arm, ExperimentDailyTotals> = { control: totalsOf(undefined), variant: totalsOf(undefined) };
  const daily: ExperimentDayResults[] = [];
  for (const row of rows) {
    const arm = row.arm === 'variant' ? 'variant' : 'control';
    const t = totalsOf(row);
    for (const f of EXPERIMENT_DAILY_FIELDS) sums[arm][f] += t[f];
    daily.push({
      day: dayDate(Number(row.day)),
      arm,
      visitors: t.visitors,
      orders: t.orders,
      revenueCents: t.revenue_cents,
    });
  }
  const input = {
    goal: experiment.goal,
    plannedVisitors: experiment.planned_visitors,
    splitPercent: experiment.split_percent,
    control: armTotals(sums.control),
    variant: armTotals(sums.variant),
  };
  return {
    control: armResults('control', sums.control),
    variant: armResults('variant', sums.variant),
    daily,
    verdict: verdictAnswer(verdict(input)),
    horizonReached: horizonReached(input),
    plannedPerArm: plannedPerArm(experiment.planned_visitors, experiment.split_percent),
  };
}
