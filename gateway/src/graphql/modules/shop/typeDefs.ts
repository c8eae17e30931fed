import { SHOP_FLAGS } from '@cartlift/domain';

/** Shop types and operations (cart-and-shop.md §3, §7). */
export const shopTypeDefs = /* GraphQL */ `
  type Shop {
    id: ID!
    userId: String!
    name: String
    installedAt: String
    chargeAccepted: Boolean!
    chargeConfirmationUrl: String
    redirectToChargeApproval: Boolean!
    invitation: JSON
    transactions: Int!
    money_format: String!
    currency: String!
    "The shop's time zone (Shopify's ianaTimezone; Etc/GMT-10, the spec's UTC+10, until Shopify has said): dashboard days are its calendar days."
    iana_timezone: String!
    custom_links: JSON!
    custom_atcs: JSON!
    settingsSaved: Boolean!
    original_settings: JSON
    enabled_presentment_currencies: [String!]!
    auto_upgrade: Boolean!
    current_plan: String
    settings: JSON!
    cod_settings: JSON!
    sticky_cart: JSON!
    "Whether draft checkout can be chosen: the shop granted write_draft_orders (cart-and-shop.md §2 checkout settings)."
    draftCheckoutAvailable: Boolean!
    "Whether Shopify's checkout applies the current campaigns: the shop's Cartlift discount and its configuration."
    discountSync: DiscountSync!
    ${SHOP_FLAGS.map((f) => `${f}: Boolean!`).join('\n    ')}
  }

  "PENDING: a change is on its way to Shopify; SYNCED: Shopify applies the campaigns as saved; FAILED: see lastError (retried)."
  enum DiscountSyncState {
    PENDING
    SYNCED
    FAILED
  }

  "The shop's automatic discount (Cartlift's Discount Function) against its campaigns."
  type DiscountSync {
    state: DiscountSyncState!
    "Why the last attempt failed, as the merchant reads it (FAILED only)."
    lastError: String
    "When the last attempt ended (ISO 8601)."
    at: String
    "Where checkout will not give what the cart shows although synced (Buy More Save More on different collections); null when nothing."
    warning: String
  }

  extend type Query {
    shop(id: String!): Shop
  }

  extend type Mutation {
    updateShopProp(id: String!, input: JSON!): Shop
    updateShopSettings(id: String!, input: JSON!): Shop
    updatePlanSettings(id: String!, input: JSON!): Shop
  }
`;
