import type { experimentErrors } from './experimentValidation';

/** The loaded validator of experimentValidation.ts. */
export type ExperimentValidator = typeof experimentErrors;

let loading: Promise<ExperimentValidator> | null = null;

/**
 * Loads the form's validator (zod and the domain's experiment schema) once, as the campaign editor does: the form asks
 * for it on the first edit and a save waits for it. A failed load is forgotten, so the next save asks again.
 */
export function loadExperimentValidator(): Promise<ExperimentValidator> {
  loading ??= import(/* webpackChunkName: "experiment-validation" */ './experimentValidation').then(
    (m) => m.experimentErrors,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
