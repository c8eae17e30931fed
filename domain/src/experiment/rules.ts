/**
 * Experiment rules: validation of the merchant's input, the status transitions (start, stop, promote) with one running
 * experiment per shop, and the locks that keep both carts and the settings fixed while a test runs. Time comes in as
 * `now`; nothing here reads the clock.
 */
import { fieldErrorsFromZod, type Result } from '../common';
import { campaignErrorMap } from '../campaign/fields';
import {
  ALREADY_STARTED,
  CART_LOCKED,
  EXPERIMENT_LOCKED,
  ONE_RUNNING_EXPERIMENT,
  ONLY_RUNNING_STOPS,
  PROMOTE_RUNNING_OR_STOPPED,
  planTooSmallForSplit,
} from './messages';
import { type Experiment, type ExperimentInput, experimentInputSchema } from './schema';
import { minimumPlannedVisitors } from './statistics';

// In statistics.ts, which has no zod: the Experiments screen sizes the horizon with it at first paint, before its
// validation chunk (zod and this file) is loaded. Re-exported here, where the rule that uses it lives.
export { minimumPlannedVisitors };

/** Validates untrusted experiment input: shape errors and the horizon-against-split rule, all in one pass. */
export function validateExperiment(input: unknown): Result<ExperimentInput> {
  const parsed = experimentInputSchema.safeParse(input, { error: campaignErrorMap });
  if (!parsed.success) return { success: false, errors: fieldErrorsFromZod(parsed.error) };
  const { splitPercent, plannedVisitors } = parsed.data;
  if (plannedVisitors < minimumPlannedVisitors(splitPercent))
    return {
      success: false,
      errors: [
        {
          path: 'plannedVisitors',
          message: planTooSmallForSplit(splitPercent, minimumPlannedVisitors(splitPercent)),
        },
      ],
    };
  return { success: true, data: parsed.data };
}

/** What a merchant can do to an experiment. */
export type ExperimentAction = 'start' | 'stop' | 'promote';

type Lifecycle = Pick<Experiment, 'id' | 'status'>;

/** Why the action is refused (null when allowed); `others` are the shop's other experiments. */
export function transitionError(
  experiment: Lifecycle,
  action: ExperimentAction,
  others: readonly Lifecycle[] = [],
): string | null {
  if (action === 'start') {
    if (experiment.status !== 'draft') return ALREADY_STARTED;
    return others.some((o) => o.id !== experiment.id && o.status === 'running') ? ONE_RUNNING_EXPERIMENT : null;
  }
  if (action === 'stop') return experiment.status === 'running' ? null : ONLY_RUNNING_STOPS;
  return experiment.status === 'running' || experiment.status === 'stopped' ? null : PROMOTE_RUNNING_OR_STOPPED;
}

const NEXT_STATUS = { start: 'running', stop: 'stopped', promote: 'promoted' } as const;

/**
 * Applies an action: the new status and times, or the refusal keyed at `status`. Promoting a running experiment
 * also stops it (its stop time is the promotion's).
 */
export function transitionExperiment(
  experiment: Experiment,
  action: ExperimentAction,
  now: Date,
  others: readonly Lifecycle[] = [],
): Result<Experiment> {
  const error = transitionError(experiment, action, others);
  if (error) return { success: false, errors: [{ path: 'status', message: error }] };
  const at = now.toISOString();
  return {
    success: true,
    data: {
      ...experiment,
      status: NEXT_STATUS[action],
      startedAt: action === 'start' ? at : experiment.startedAt,
      stoppedAt: action === 'start' ? null : (experiment.stoppedAt ?? at),
    },
  };
}

/** An experiment's own settings change only before it starts. */
export const experimentEditError = (experiment: Pick<Experiment, 'status'>): string | null =>
  experiment.status === 'draft' ? null : EXPERIMENT_LOCKED;

/** A cart a merchant wants to edit: the live cart, or a draft by id. */
export type CartRef = { kind: 'live' } | { kind: 'draft'; draftId: string };

/**
 * Whether a cart is locked by a running experiment: the live cart is every experiment's control; a draft is locked
 * while it is the running variant. Edits (and deleting the draft) need a stop first.
 */
export function cartEditError(
  cart: CartRef,
  experiments: readonly Pick<Experiment, 'status' | 'variant'>[],
): string | null {
  const locked = experiments.some(
    (e) =>
      e.status === 'running' &&
      (cart.kind === 'live' || (e.variant.kind === 'draft' && e.variant.draftId === cart.draftId)),
  );
  return locked ? CART_LOCKED : null;
}
