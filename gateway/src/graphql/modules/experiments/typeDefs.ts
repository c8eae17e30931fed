/**
 * Experiments (docs/experiments.md "Admin GraphQL"). Experiment.results belongs to the measurement module, which
 * declares it with `extend type Experiment { results: ExperimentResults! }` beside its resolver.
 */
export const experimentTypeDefs = /* GraphQL */ `
  type Experiment {
    id: ID!
    name: String!
    "{ kind: 'draft', draftId } or { kind: 'theme' } (the theme's own cart: Cartlift off for that arm)."
    variant: JSON!
    splitPercent: Int!
    goal: String!
    plannedVisitors: Int!
    status: String!
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
