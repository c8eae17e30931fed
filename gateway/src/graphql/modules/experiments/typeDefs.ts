import { EXPERIMENT_GOALS, EXPERIMENT_STATUSES } from '@cartlift/domain';

/**
 * Experiments (docs/experiments.md "Admin GraphQL"). Experiment.results belongs to the measurement module, which
 * declares it with `extend type Experiment { results: ExperimentResults! }` beside its resolver. The enums are the
 * domain's closed sets, spelt from its constants (on the wire the same strings as before they were enums).
 */
export const experimentTypeDefs = /* GraphQL */ `
  "draft → running → stopped, and running or stopped → promoted."
  enum ExperimentStatus {
    ${EXPERIMENT_STATUSES.join('\n    ')}
  }

  "What the verdict is about: orders ÷ visitors, or revenue ÷ visitors."
  enum ExperimentGoal {
    ${EXPERIMENT_GOALS.join('\n    ')}
  }

  type Experiment {
    id: ID!
    name: String!
    "{ kind: 'draft', draftId } or { kind: 'theme' } (the theme's own cart: Cartlift off for that arm)."
    variant: JSON!
    splitPercent: Int!
    goal: ExperimentGoal!
    plannedVisitors: Int!
    status: ExperimentStatus!
    startedAt: String
    stoppedAt: String
    createdAt: String!
  }

  extend type Query {
    experiments: [Experiment!]!
    experiment(id: ID!): Experiment
  }

  extend type Mutation {
    "experimentInputSchema"
    createExperiment(input: JSON!): Experiment
    updateExperiment(id: ID!, input: JSON!): Experiment
    deleteExperiment(id: ID!): ID
    startExperiment(id: ID!): Experiment
    stopExperiment(id: ID!): Experiment
    "Stops it; the variant becomes the live cart (the previous live cart kept for rollback)."
    promoteExperiment(id: ID!): Experiment
  }
`;
