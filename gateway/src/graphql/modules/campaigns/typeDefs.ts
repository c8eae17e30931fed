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
    modules: JSON
  }

  type CampaignPage {
    nextToken: String
    campaigns: [Campaign!]!
  }

  type RemovedCampaign {
    id: ID!
  }

  extend type Query {
    campaigns(userId: String!, nextToken: String, limit: Int): CampaignPage
    campaign(id: ID!): Campaign
  }

  extend type Mutation {
    createCampaign(input: JSON!): Campaign
    updateCampaign(id: ID!, input: JSON!): Campaign
    removeCampaign(id: ID!): RemovedCampaign
  }
`;
