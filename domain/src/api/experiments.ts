/**
 * Experiments over the admin's GraphQL (docs/experiments.md "Admin GraphQL": Experiment). The input is validated by
 * `validateExperiment` (`domain/src/experiment/schema.ts`); the answer is declared here: the gateway's services return
 * it, the Experiments screen's views are it or `Pick`s of it. `results` is resolved apart (ExperimentResults,
 * `domain/src/experiment/results.ts`).
 */
import type { Experiment } from '../experiment/schema';
import type { ExperimentResults } from '../experiment/results';

/** An experiment as the admin reads it: the domain's Experiment and when it was created (ISO 8601). */
export interface ExperimentRecord extends Experiment {
  createdAt: string;
}

/** An experiment with every result field (what the results screen and the mutations ask for). */
export interface ExperimentWithResults extends ExperimentRecord {
  results: ExperimentResults;
}
