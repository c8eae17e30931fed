/**
 * Experiments over the admin's GraphQL (docs/experiments.md "Admin GraphQL": Experiment, ExperimentResults,
 * ExperimentArm, ExperimentDay). The input is validated by `validateExperiment` (`domain/src/experiment/schema.ts`);
 * the answers are declared here: the gateway's services return them, the Experiments screen's views are them or
 * `Pick`s of them, and `gateway/src/graphql/contract.test.ts` holds the GraphQL types equal to these schemas.
 * `results` is resolved apart from the record (its own module in the gateway).
 */
import { z } from 'zod';
import { EXPERIMENT_ARMS } from '../experiment/constants';
import { experimentSchema } from '../experiment/schema';
import { VERDICT_KINDS } from '../experiment/verdict';

/** An experiment as the admin reads it: the domain's Experiment and when it was created (ISO 8601). */
export const experimentRecordSchema = experimentSchema.extend({ createdAt: z.string() });
/** An experiment as the admin reads it. */
export type ExperimentRecord = z.infer<typeof experimentRecordSchema>;

const count = z.number().int();

/** One arm's figures as the Experiments screen reads them (GraphQL ExperimentArm). */
export const experimentArmResultsSchema = z.object({
  arm: z.enum(EXPERIMENT_ARMS),
  visitors: count,
  cartViews: count,
  impressions: count,
  orders: count,
  convertingVisitors: count,
  /** Converting visitors ÷ visitors: the rate the conversion test compares (domain README "Unit and denominators"). */
  conversionRate: z.number(),
  revenueCents: z.number(),
  revenuePerVisitorCents: z.number(),
  /** Revenue ÷ orders (average order value). */
  aovCents: z.number(),
  addedRevenueCents: z.number(),
});
/** One arm's figures (GraphQL ExperimentArm). */
export type ExperimentArmResults = z.infer<typeof experimentArmResultsSchema>;

/** One arm on one of the shop's calendar days (GraphQL ExperimentDay); `day` is the date, YYYY-MM-DD. */
export const experimentDayResultsSchema = z.object({
  day: z.string(),
  arm: z.enum(EXPERIMENT_ARMS),
  visitors: count,
  orders: count,
  revenueCents: z.number(),
});
/** One arm on one day (GraphQL ExperimentDay). */
export type ExperimentDayResults = z.infer<typeof experimentDayResultsSchema>;

/** The goal's test as verdict() gives it (the domain's TestResult). */
const testResultSchema = z.object({
  control: z.number(),
  variant: z.number(),
  difference: z.number(),
  relativeLift: z.number().nullable(),
  interval: z.tuple([z.number(), z.number()]),
  statistic: z.number(),
  pValue: z.number(),
});

/**
 * The domain's verdict() as answered (GraphQL JSON: its prose and figures are read whole, never picked field by
 * field), with the two figures the screen reads at its top under the doc's names, probability and pValue.
 */
export const experimentVerdictAnswerSchema = z.object({
  kind: z.enum(VERDICT_KINDS),
  text: z.string(),
  soFar: z.string().nullable(),
  progress: z.number(),
  probabilityVariantBetter: z.number(),
  test: testResultSchema,
  splitWarning: z.string().nullable(),
  probability: z.number(),
  pValue: z.number(),
});
/** The verdict as answered. */
export type ExperimentVerdictAnswer = z.infer<typeof experimentVerdictAnswerSchema>;

/** GraphQL ExperimentResults: both arms' totals, the daily series, the verdict and the horizon. */
export const experimentResultsSchema = z.object({
  control: experimentArmResultsSchema,
  variant: experimentArmResultsSchema,
  daily: z.array(experimentDayResultsSchema),
  verdict: experimentVerdictAnswerSchema,
  horizonReached: z.boolean(),
  /** Visitors each arm needs before the verdict counts (GraphQL JSON). */
  plannedPerArm: z.object({ control: count, variant: count }),
});
/** An experiment's results. */
export type ExperimentResults = z.infer<typeof experimentResultsSchema>;

/** An experiment with every result field (what the results screen and the mutations ask for): GraphQL Experiment. */
export const experimentWithResultsSchema = experimentRecordSchema.extend({ results: experimentResultsSchema });
/** An experiment with its results. */
export type ExperimentWithResults = z.infer<typeof experimentWithResultsSchema>;
