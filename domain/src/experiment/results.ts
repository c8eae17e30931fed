/**
 * What the gateway answers for an experiment's results (GraphQL ExperimentArm, ExperimentDay, ExperimentResults;
 * docs/experiments.md "Admin GraphQL"), declared once for the gateway that builds it and the Experiments screen that
 * reads it. Type-only.
 */
import type { Arm } from './assignment';
import type { Verdict } from './verdict';

/** One arm's figures as the Experiments screen reads them (GraphQL ExperimentArm). */
export interface ExperimentArmResults {
  arm: Arm;
  visitors: number;
  cartViews: number;
  impressions: number;
  orders: number;
  convertingVisitors: number;
  /** Converting visitors ÷ visitors: the rate the conversion test compares (domain README "Unit and denominators"). */
  conversionRate: number;
  revenueCents: number;
  revenuePerVisitorCents: number;
  /** Revenue ÷ orders (average order value). */
  aovCents: number;
  addedRevenueCents: number;
}

/** One arm on one of the shop's calendar days (GraphQL ExperimentDay); `day` is the date, YYYY-MM-DD. */
export interface ExperimentDayResults {
  day: string;
  arm: Arm;
  visitors: number;
  orders: number;
  revenueCents: number;
}

/** The domain's verdict() as answered, with the two figures the screen reads at its top under the doc's names. */
export type ExperimentVerdictAnswer = Verdict & { probability: number; pValue: number };

/** GraphQL ExperimentResults. */
export interface ExperimentResults {
  control: ExperimentArmResults;
  variant: ExperimentArmResults;
  daily: ExperimentDayResults[];
  verdict: ExperimentVerdictAnswer;
  horizonReached: boolean;
  plannedPerArm: { control: number; variant: number };
}
