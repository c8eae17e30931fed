/**
 * The experiment entity as zod schemas: what a merchant sets (ExperimentInput) and what is stored (Experiment).
 * The control is always the live cart, so only the variant is named.
 */
import { z } from 'zod';
import { NOT_VALID } from '../common';
import { oneOf, requiredNumber, requiredText } from '../campaign/fields';
import { isVisitorId } from './assignment';
import {
  DRAFT_ID_MAX,
  EXPERIMENT_ARMS,
  EXPERIMENT_GOALS,
  EXPERIMENT_NAME_MAX,
  EXPERIMENT_STATUSES,
  MAX_PLANNED_VISITORS,
  SPLIT_MAX,
  SPLIT_MIN,
} from './constants';

/** The variant: a draft cart by id, or the theme's own cart (Cartlift steps aside for that arm). */
export const experimentVariantSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('draft'), draftId: requiredText('draft cart', { max: DRAFT_ID_MAX }) }),
    z.object({ kind: z.literal('theme') }),
  ],
  { error: NOT_VALID },
);
/** An experiment's variant. */
export type ExperimentVariant = z.infer<typeof experimentVariantSchema>;

/** What the merchant chooses when creating an experiment. */
export const experimentInputSchema = z.object({
  name: requiredText('name', { max: EXPERIMENT_NAME_MAX }),
  variant: experimentVariantSchema,
  /** Percent of visitors who see the variant (whole percent). */
  splitPercent: requiredNumber('traffic split', { min: SPLIT_MIN, max: SPLIT_MAX, int: true }),
  goal: oneOf(EXPERIMENT_GOALS),
  /**
   * The fixed horizon: visitors in both arms together, chosen before the start (sampleSizePerArm's total). The
   * verdict waits until each arm has its share (plannedPerArm).
   */
  plannedVisitors: requiredNumber('planned visitors', { min: 1, max: MAX_PLANNED_VISITORS, int: true }),
});
/** An experiment as created or edited. */
export type ExperimentInput = z.infer<typeof experimentInputSchema>;

const timestamp = z.iso.datetime({ error: NOT_VALID }).nullable();

/** An experiment id: it travels in the arm attribute, so it keeps to decodeArm's alphabet and length. */
const experimentId = z.string({ error: NOT_VALID }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: NOT_VALID });

/**
 * The experiment a storefront request says it belongs to (docs/experiments.md "Visitor, arm, attributes"): the
 * experiment id, the arm the loader computed and the loader's visitor id. Only a claim: the server computes the arm
 * again from the id and the visitor id (assignArm) before it counts or prices anything by it.
 */
export const experimentClaimSchema = z.strictObject(
  {
    id: experimentId,
    arm: z.enum(EXPERIMENT_ARMS, { error: NOT_VALID }),
    visitorId: z.string({ error: NOT_VALID }).refine(isVisitorId, { error: NOT_VALID }),
  },
  { error: NOT_VALID },
);
/** A storefront request's experiment claim. */
export type ExperimentClaim = z.infer<typeof experimentClaimSchema>;

/** A stored experiment. */
export const experimentSchema = experimentInputSchema.extend({
  id: experimentId,
  status: oneOf(EXPERIMENT_STATUSES),
  startedAt: timestamp,
  stoppedAt: timestamp,
});
/** A stored experiment. */
export type Experiment = z.infer<typeof experimentSchema>;
