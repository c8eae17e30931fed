/** Experiment enums and limits, shared by the schema, the rules and the screen. */

/** The two arms, declared beside the assignment the storefront loader bundles (it imports nothing, so no cycle). */
export { EXPERIMENT_ARMS } from './assignment';

/** An experiment's life: draft → running → stopped, and running or stopped → promoted. */
export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped', 'promoted'] as const;
/** An experiment status. */
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** What the verdict is about: orders ÷ visitors, or revenue ÷ visitors. */
export const EXPERIMENT_GOALS = ['conversion_rate', 'revenue_per_visitor'] as const;
/** A goal metric. */
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number];
/** The screen's names for the goals. */
export const EXPERIMENT_GOAL_LABELS: Record<ExperimentGoal, string> = {
  conversion_rate: 'Cart conversion rate',
  revenue_per_visitor: 'Revenue per visitor',
};

/** The variant's kinds: a draft cart, or the theme's own cart (Cartlift off for that arm). */
export const VARIANT_KINDS = ['draft', 'theme'] as const;

/** The traffic split to the variant, in whole percent. */
export const SPLIT_MIN = 1;
export const SPLIT_MAX = 99;
/** Fewest visitors a horizon may plan for each arm: below this no test says anything. */
export const MIN_ARM_VISITORS = 100;
/** The largest horizon a merchant can plan (far beyond any shop's traffic in a test's lifetime). */
export const MAX_PLANNED_VISITORS = 100_000_000;
/** Experiment names. */
export const EXPERIMENT_NAME_MAX = 100;
/** Draft cart ids as the gateway hands them out. */
export const DRAFT_ID_MAX = 64;
/** Draft cart names. */
export const DRAFT_NAME_MAX = 100;
/** Draft carts a shop may keep (each a full copy of the cart's settings). */
export const DRAFT_CAP = 20;
