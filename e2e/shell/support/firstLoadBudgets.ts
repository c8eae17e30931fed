import { FIRST_LOAD_BUDGET_BYTES } from './firstLoad';

/**
 * Routes held above the default budget at the figure they reached, with what stands in the way (measured, see
 * bench/RESULTS.md). Empty when every route meets 250 KB; lower an entry whenever a route gets lighter.
 */
export const HELD_FIRST_LOAD_BUDGETS: Readonly<Record<string, { bytes: number; why: string }>> = {};

/** The first-load budget of a route path, in gzip bytes of JS. */
export function firstLoadBudget(path: string): number {
  return HELD_FIRST_LOAD_BUDGETS[path]?.bytes ?? FIRST_LOAD_BUDGET_BYTES;
}
