import { EXPERIMENT_ARMS } from '@cartlift/domain';

/**
 * An experiment's measured results (docs/experiments.md "Admin GraphQL"). The Experiment type is the experiments
 * module's; this module adds its `results` field and the result types. `Arm` is the domain's EXPERIMENT_ARMS.
 */
export const experimentResultsTypeDefs = /* GraphQL */ `
  "The live cart (control) or the variant."
  enum Arm {
    ${EXPERIMENT_ARMS.join('\n    ')}
  }

  "One arm's totals: counts of visitors assigned to it, their cart views, cart impressions (every cart opened), orders and revenue in cents."
  type ExperimentArm {
    arm: Arm!
    visitors: Int!
    cartViews: Int!
    impressions: Int!
    orders: Int!
    convertingVisitors: Int!
    "Converting visitors ÷ visitors: the rate the conversion test compares."
    conversionRate: Float!
    revenueCents: Float!
    revenuePerVisitorCents: Float!
    aovCents: Float!
    addedRevenueCents: Float!
  }

  "One arm on one of the shop's calendar days (YYYY-MM-DD)."
  type ExperimentDay {
    day: String!
    arm: Arm!
    visitors: Int!
    orders: Int!
    revenueCents: Float!
  }

  type ExperimentResults {
    control: ExperimentArm!
    variant: ExperimentArm!
    daily: [ExperimentDay!]!
    "domain verdict(): kind, text, probability, pValue, soFar, splitWarning"
    verdict: JSON!
    horizonReached: Boolean!
    plannedPerArm: JSON!
  }

  extend type Experiment {
    results: ExperimentResults!
  }
`;
