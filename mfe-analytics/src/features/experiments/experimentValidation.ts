import { validateExperiment, type FieldError } from '@cartlift/domain';

/**
 * The form's errors by the domain's rules (validateExperiment: shape, then the horizon against the split). Its own
 * chunk, with zod and the experiment schema: the screen loads it through experimentValidator.ts on the first edit, so
 * the route's first load does without it (admin first-load budget).
 */
export function experimentErrors(input: unknown): FieldError[] {
  const r = validateExperiment(input);
  return r.success ? [] : r.errors;
}
