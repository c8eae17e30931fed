/** Draft carts and the live cart's history (docs/experiments.md "Admin GraphQL"). */
export const draftTypeDefs = /* GraphQL */ `
  "A copy of the live cart: its own Cart Setup settings and the ids of the campaigns on in it."
  type CartDraft {
    id: ID!
    name: String!
    settings: JSON!
    campaignIds: [ID!]!
    createdAt: String!
    updatedAt: String!
    "The running experiment testing this draft, if any: the draft is locked while it runs."
    lockedBy: ID
  }

  type LiveCartHistory {
    "Whether rollback can restore the live cart as it was before the last publish or promote."
    canRollback: Boolean!
    savedAt: String
  }

  extend type Query {
    cartDrafts: [CartDraft!]!
    cartDraft(id: ID!): CartDraft
    liveCartHistory: LiveCartHistory!
  }

  extend type Mutation {
    "{ name }: a copy of the live cart."
    createCartDraft(input: JSON!): CartDraft
    "{ name?, settings?, campaignIds? }"
    updateCartDraft(id: ID!, input: JSON!): CartDraft
    deleteCartDraft(id: ID!): ID
    "live ← draft; the previous live cart kept for rollback."
    publishCartDraft(id: ID!): Shop
    rollbackLiveCart: Shop
  }
`;
