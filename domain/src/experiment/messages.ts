/**
 * Every experiment message and verdict text, in one place so the screen, the gateway and the tests read the same
 * words. Field messages use the spec's generic forms (common/messages); the rest speak to the merchant plainly.
 */
import { MIN_ARM_VISITORS } from './constants';

/** A running experiment's carts and settings cannot change. */
export const EXPERIMENT_LOCKED =
  'This experiment has started, so its settings can no longer change. Duplicate it to test other settings.';
/** Editing the live cart, or the draft under test, while its experiment runs. */
export const CART_LOCKED = 'This cart is part of a running experiment. Stop the experiment to edit it.';
/** Starting a second experiment in a shop. */
export const ONE_RUNNING_EXPERIMENT = 'Another experiment is already running. Stop it before starting this one.';
/** Starting an experiment that has already run (its horizon and data belong to that run). */
export const ALREADY_STARTED = 'This experiment has already been started. Duplicate it to run the test again.';
/** Stopping an experiment that is not running. */
export const ONLY_RUNNING_STOPS = 'Only a running experiment can be stopped.';
/** Promoting a draft or an already promoted experiment. */
export const PROMOTE_RUNNING_OR_STOPPED = 'Only a running or stopped experiment can be promoted.';

/** The horizon leaves an arm with too few visitors to measure anything. */
export const planTooSmallForSplit = (splitPercent: number, minimumTotal: number): string =>
  `With ${splitPercent} % of visitors on the variant, plan at least ${minimumTotal.toLocaleString('en-US')} visitors so each version gets ${MIN_ARM_VISITORS}`;

/** Verdict: the planned horizon is not reached. */
export const NOT_ENOUGH_DATA = 'Not enough data yet';
/** Verdict: the horizon is reached and the test found no difference at the chosen level. */
export const NO_CLEAR_DIFFERENCE = 'No clear difference';

/**
 * A probability as the merchant reads it: whole percent rounded down, so it is never overstated, and "over 99 %"
 * instead of a certainty no test gives.
 */
export const likelyPercent = (p: number): string => (p > 0.99 ? 'over 99 %' : `${Math.floor(p * 100)} %`);

/** Verdict: "Variant ahead, 97 % likely" / "Control ahead, 97 % likely". */
export const armAhead = (arm: 'Variant' | 'Control', probability: number): string =>
  `${arm} ahead, ${likelyPercent(probability)} likely`;

/** Shown beside "Not enough data yet": how the arms compare so far, marked as information. */
export const leaningSoFar = (arm: 'Variant' | 'Control', probability: number, planned: number): string =>
  `So far: ${arm.toLowerCase()} ahead, ${likelyPercent(probability)} likely. This can still change; the result counts once ${planned.toLocaleString('en-US')} visitors have seen the test.`;

/** Shown beside any verdict when visitors do not split as planned (sampleRatioPValue below SAMPLE_RATIO_ALPHA). */
export const splitMismatch = (control: number, variant: number, splitPercent: number): string =>
  `Visitors are not splitting as planned (${control.toLocaleString('en-US')} and ${variant.toLocaleString('en-US')} for ${100 - splitPercent} / ${splitPercent}). Something is dropping or moving visitors of one version, so this result cannot be trusted yet.`;

/**
 * Starting an experiment whose two carts' rewards do not fit the Discount Function's configuration together (checkout
 * must hold both arms' campaigns at once): nothing is started.
 */
export const experimentConfigTooLarge = (bytes: number, limit: number): string =>
  `Not started: checkout needs the campaigns of both carts at once, ${bytes.toLocaleString('en-US')} bytes of discount settings, and Shopify allows a discount ${limit.toLocaleString('en-US')}. Turn off or shorten a campaign in the live cart or the draft and start again.`;
