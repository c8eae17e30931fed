/** Campaign types and operations (campaigns.md §3, §7). */
export const campaignTypeDefs = /* GraphQL */ `
  type Campaign {
    id: ID!
    name: String!
    active: Boolean!
    createdAt: String!
    updatedAt: String!
    campaign_key: String!
    "settings.type"
    type: String!
    "target.type"
    targetType: String!
    target: JSON!
    settings: JSON!
    "Always there: a row stored without modules reads the default modules (the domain's upgradeCampaign)."
    modules: JSON!
  }

  type CampaignPage {
    nextToken: String
    campaigns: [Campaign!]!
  }

  "How many campaigns the shop has, and how many are on (counted over all of them, not a page)."
  type CampaignSummary {
    total: Int!
    active: Int!
  }

  type RemovedCampaign {
    id: ID!
  }

  extend type Query {
    campaigns(userId: String!, nextToken: String, limit: Int): CampaignPage
    campaign(id: ID!): Campaign
    campaignSummary(userId: String!): CampaignSummary!
  }

  extend type Mutation {
    createCampaign(input: JSON!): Campaign
    updateCampaign(id: ID!, input: JSON!): Campaign
    removeCampaign(id: ID!): RemovedCampaign
  }
`;
