import { buildSchema, type GraphQLSchema } from 'graphql';

// The subset of Shopify's GraphQL Admin API (2025-01) the gateway calls, with Shopify's type and field names.
const SDL = /* GraphQL */ `
scalar URL
scalar DateTime
scalar Money
scalar Decimal
scalar HTML
scalar JSON

enum ProductStatus { ACTIVE ARCHIVED DRAFT }
enum ProductVariantInventoryPolicy { DENY CONTINUE }
enum ThemeRole { ARCHIVED DEMO DEVELOPMENT LOCKED MAIN UNPUBLISHED }
enum DraftOrderAppliedDiscountType { FIXED_AMOUNT PERCENTAGE }
enum DraftOrderStatus { COMPLETED INVOICE_SENT OPEN }
enum MediaContentType { EXTERNAL_VIDEO IMAGE MODEL_3D VIDEO }
enum DiscountStatus { ACTIVE EXPIRED SCHEDULED }
enum CurrencyCode { USD EUR }

type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
type UserError { field: [String!] message: String! }
type DiscountUserError { field: [String!] message: String! code: String extraInfo: String }
type ProductVariantsBulkUpdateUserError { field: [String!] message: String! code: String }
type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
type ProductPriceRangeV2 { minVariantPrice: MoneyV2! maxVariantPrice: MoneyV2! }
type Attribute { key: String! value: String }
type Count { count: Int! precision: String! }

type ShopPlan { displayName: String! partnerDevelopment: Boolean! shopifyPlus: Boolean! }
type CurrencyFormats { moneyFormat: String! moneyWithCurrencyFormat: String! moneyInEmailsFormat: String! moneyWithCurrencyInEmailsFormat: String! }
type Domain { host: String! url: URL! }
type Shop {
  id: ID! name: String! email: String! contactEmail: String! myshopifyDomain: String! primaryDomain: Domain! url: URL!
  currencyCode: CurrencyCode! enabledPresentmentCurrencies: [CurrencyCode!]! currencyFormats: CurrencyFormats!
  plan: ShopPlan! ianaTimezone: String! currencySettings(first: Int): CurrencySettingConnection!
}
type CurrencySetting { currencyCode: CurrencyCode! currencyName: String! enabled: Boolean! manualRate: Decimal rateUpdatedAt: DateTime }
type CurrencySettingConnection { nodes: [CurrencySetting!]! pageInfo: PageInfo! }

type Image { id: ID url(transform: ImageTransformInput): URL! altText: String width: Int height: Int }
input ImageTransformInput { maxWidth: Int maxHeight: Int }
type ImageConnection { nodes: [Image!]! pageInfo: PageInfo! }
type ProductOption { id: ID! name: String! position: Int! values: [String!]! }
type SelectedOption { name: String! value: String! }
type InventoryItem { id: ID! tracked: Boolean! }

type ProductVariant {
  id: ID! legacyResourceId: String! title: String! displayName: String! sku: String barcode: String position: Int!
  price: Money! compareAtPrice: Money inventoryQuantity: Int inventoryPolicy: ProductVariantInventoryPolicy!
  inventoryItem: InventoryItem! selectedOptions: [SelectedOption!]! availableForSale: Boolean! image: Image product: Product!
}
type ProductVariantConnection { nodes: [ProductVariant!]! pageInfo: PageInfo! }

type Product {
  id: ID! legacyResourceId: String! title: String! handle: String! productType: String! vendor: String! tags: [String!]!
  status: ProductStatus! descriptionHtml: HTML! description: String! createdAt: DateTime! updatedAt: DateTime! publishedAt: DateTime
  onlineStoreUrl: URL totalInventory: Int! tracksInventory: Boolean! hasOnlyDefaultVariant: Boolean! requiresSellingPlan: Boolean!
  featuredImage: Image images(first: Int, after: String): ImageConnection! options(first: Int): [ProductOption!]!
  variants(first: Int, after: String): ProductVariantConnection! priceRangeV2: ProductPriceRangeV2!
  collections(first: Int, after: String): CollectionConnection!
  sellingPlanGroups(first: Int, after: String): SellingPlanGroupConnection!
}
enum SellingPlanPricingPolicyAdjustmentType { PERCENTAGE FIXED_AMOUNT PRICE }
type SellingPlanPricingPolicyPercentageValue { percentage: Float! }
union SellingPlanPricingPolicyValue = SellingPlanPricingPolicyPercentageValue | MoneyV2
type SellingPlanFixedPricingPolicy { adjustmentType: SellingPlanPricingPolicyAdjustmentType! adjustmentValue: SellingPlanPricingPolicyValue! }
union SellingPlanPricingPolicy = SellingPlanFixedPricingPolicy
type SellingPlan { id: ID! name: String! pricingPolicies: [SellingPlanPricingPolicy!]! }
type SellingPlanConnection { nodes: [SellingPlan!]! pageInfo: PageInfo! }
type SellingPlanGroup { id: ID! name: String! sellingPlans(first: Int, after: String): SellingPlanConnection! }
type SellingPlanGroupConnection { nodes: [SellingPlanGroup!]! pageInfo: PageInfo! }
type ProductConnection { nodes: [Product!]! pageInfo: PageInfo! }

type Collection {
  id: ID! legacyResourceId: String! handle: String! title: String! descriptionHtml: HTML! productsCount: Count! image: Image
  products(first: Int, after: String): ProductConnection!
}
type CollectionConnection { nodes: [Collection!]! pageInfo: PageInfo! }

type OnlineStoreThemeFileBodyText { content: String! }
type OnlineStoreThemeFileBodyBase64 { contentBase64: String! }
type OnlineStoreThemeFileBodyUrl { url: URL! }
union OnlineStoreThemeFileBody = OnlineStoreThemeFileBodyText | OnlineStoreThemeFileBodyBase64 | OnlineStoreThemeFileBodyUrl
type OnlineStoreThemeFile { filename: String! size: Int! contentType: String! checksumMd5: String createdAt: DateTime! updatedAt: DateTime! body: OnlineStoreThemeFileBody! }
type OnlineStoreThemeFileConnection { nodes: [OnlineStoreThemeFile!]! pageInfo: PageInfo! }
type OnlineStoreTheme {
  id: ID! name: String! role: ThemeRole! processing: Boolean! createdAt: DateTime! updatedAt: DateTime!
  files(filenames: [String!], first: Int): OnlineStoreThemeFileConnection
}
type OnlineStoreThemeConnection { nodes: [OnlineStoreTheme!]! pageInfo: PageInfo! }

type DraftOrderLineItem { id: ID! title: String! quantity: Int! originalUnitPrice: Money! discountedTotal: Money! variant: ProductVariant customAttributes: [Attribute!]! }
type DraftOrderLineItemConnection { nodes: [DraftOrderLineItem!]! pageInfo: PageInfo! }
type DraftOrder {
  id: ID! legacyResourceId: String! name: String! status: DraftOrderStatus! invoiceUrl: URL totalPrice: Money! subtotalPrice: Money!
  totalDiscountsSet: MoneyBag! currencyCode: CurrencyCode! presentmentCurrencyCode: CurrencyCode! note2: String tags: [String!]! customAttributes: [Attribute!]!
  createdAt: DateTime! lineItems(first: Int): DraftOrderLineItemConnection! email: String phone: String order: Order
  shippingAddress: MailingAddress
}
type DraftOrderConnection { nodes: [DraftOrder!]! pageInfo: PageInfo! }
type MailingAddress {
  firstName: String lastName: String name: String phone: String address1: String address2: String city: String province: String
  zip: String countryCodeV2: String
}
enum OrderDisplayFinancialStatus { PAID PENDING }
type Order {
  id: ID! legacyResourceId: String! name: String! displayFinancialStatus: OrderDisplayFinancialStatus tags: [String!]! email: String
  createdAt: DateTime! shippingAddress: MailingAddress
}
type OrderConnection { nodes: [Order!]! pageInfo: PageInfo! }
type DraftOrderCompletePayload { draftOrder: DraftOrder userErrors: [UserError!]! }
input DraftOrderDeleteInput { id: ID! }
type DraftOrderDeletePayload { deletedId: ID userErrors: [UserError!]! }
type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }

type DiscountCodeBasic {
  title: String! status: DiscountStatus! summary: String! startsAt: DateTime! endsAt: DateTime usageLimit: Int asyncUsageCount: Int!
  appliesOncePerCustomer: Boolean! codes(first: Int): DiscountRedeemCodeConnection!
}
type DiscountRedeemCode { id: ID! code: String! }
type DiscountRedeemCodeConnection { nodes: [DiscountRedeemCode!]! }
union DiscountCode = DiscountCodeBasic
type DiscountCodeNode { id: ID! codeDiscount: DiscountCode! }

input ProductCreateInput { title: String handle: String descriptionHtml: String productType: String vendor: String status: ProductStatus tags: [String!] }
input CreateMediaInput { originalSource: String! mediaContentType: MediaContentType! alt: String }
type ProductCreatePayload { product: Product userErrors: [UserError!]! }
input ProductVariantsBulkInput { id: ID price: Money compareAtPrice: Money inventoryPolicy: ProductVariantInventoryPolicy }
type ProductVariantsBulkUpdatePayload { product: Product productVariants: [ProductVariant!] userErrors: [ProductVariantsBulkUpdateUserError!]! }

input AttributeInput { key: String! value: String! }
input DraftOrderAppliedDiscountInput { value: Float! valueType: DraftOrderAppliedDiscountType! title: String description: String amount: Money amountWithCurrency: MoneyInput }
input DraftOrderLineItemInput {
  variantId: ID quantity: Int! title: String originalUnitPrice: Money appliedDiscount: DraftOrderAppliedDiscountInput
  customAttributes: [AttributeInput!] requiresShipping: Boolean taxable: Boolean sku: String
}
input MailingAddressInput {
  firstName: String lastName: String phone: String address1: String address2: String city: String province: String zip: String
  countryCode: String company: String provinceCode: String
}
input DraftOrderInput {
  lineItems: [DraftOrderLineItemInput!] appliedDiscount: DraftOrderAppliedDiscountInput note: String customAttributes: [AttributeInput!]
  tags: [String!] email: String phone: String shippingAddress: MailingAddressInput billingAddress: MailingAddressInput
  presentmentCurrencyCode: CurrencyCode discountCodes: [String!]
}
type DraftOrderCreatePayload { draftOrder: DraftOrder userErrors: [UserError!]! }

input DiscountCustomerSelectionInput { all: Boolean }
input DiscountContextInput { all: String }
input DiscountAmountInput { amount: Decimal appliesOnEachItem: Boolean }
input DiscountCustomerGetsValueInput { percentage: Float discountAmount: DiscountAmountInput }
input DiscountProductsInput { productsToAdd: [ID!] productVariantsToAdd: [ID!] }
input DiscountCollectionsInput { add: [ID!] }
input DiscountItemsInput { all: Boolean products: DiscountProductsInput collections: DiscountCollectionsInput }
input DiscountCustomerGetsInput { value: DiscountCustomerGetsValueInput items: DiscountItemsInput appliesOnOneTimePurchase: Boolean appliesOnSubscription: Boolean }
input DiscountMinimumSubtotalInput { greaterThanOrEqualToSubtotal: Decimal }
input DiscountMinimumQuantityInput { greaterThanOrEqualToQuantity: String }
input DiscountMinimumRequirementInput { subtotal: DiscountMinimumSubtotalInput quantity: DiscountMinimumQuantityInput }
input DiscountCombinesWithInput { orderDiscounts: Boolean productDiscounts: Boolean shippingDiscounts: Boolean }
input DiscountCodeBasicInput {
  title: String code: String startsAt: DateTime endsAt: DateTime customerSelection: DiscountCustomerSelectionInput context: DiscountContextInput
  customerGets: DiscountCustomerGetsInput usageLimit: Int appliesOncePerCustomer: Boolean minimumRequirement: DiscountMinimumRequirementInput
  combinesWith: DiscountCombinesWithInput
}
type DiscountCodeBasicCreatePayload { codeDiscountNode: DiscountCodeNode userErrors: [DiscountUserError!]! }

enum AppSubscriptionStatus { ACTIVE CANCELLED DECLINED EXPIRED FROZEN PENDING ACCEPTED }
enum AppPricingInterval { ANNUAL EVERY_30_DAYS }
enum AppSubscriptionReplacementBehavior { APPLY_IMMEDIATELY APPLY_ON_NEXT_BILLING_CYCLE STANDARD }
type AppRecurringPricing { price: MoneyV2! interval: AppPricingInterval! }
type AppUsagePricing { balanceUsed: MoneyV2! cappedAmount: MoneyV2! terms: String! interval: AppPricingInterval! }
union AppPricingDetails = AppRecurringPricing | AppUsagePricing
type AppPlanV2 { pricingDetails: AppPricingDetails! }
type AppSubscriptionLineItem { id: ID! plan: AppPlanV2! }
type AppSubscription {
  id: ID! name: String! status: AppSubscriptionStatus! test: Boolean! trialDays: Int! returnUrl: URL! createdAt: DateTime!
  currentPeriodEnd: DateTime lineItems: [AppSubscriptionLineItem!]!
}
type AppSubscriptionConnection { nodes: [AppSubscription!]! }
type AppInstallation { id: ID! activeSubscriptions: [AppSubscription!]! allSubscriptions(first: Int): AppSubscriptionConnection! }
type AppUsageRecord { id: ID! description: String! price: MoneyV2! createdAt: DateTime! idempotencyKey: String }
input MoneyInput { amount: Decimal! currencyCode: CurrencyCode! }
input AppRecurringPricingInput { price: MoneyInput! interval: AppPricingInterval }
input AppUsagePricingInput { cappedAmount: MoneyInput! terms: String! }
input AppPlanInput { appRecurringPricingDetails: AppRecurringPricingInput appUsagePricingDetails: AppUsagePricingInput }
input AppSubscriptionLineItemInput { plan: AppPlanInput! }
type AppSubscriptionCreatePayload { appSubscription: AppSubscription confirmationUrl: URL userErrors: [UserError!]! }
type AppUsageRecordCreatePayload { appUsageRecord: AppUsageRecord userErrors: [UserError!]! }

enum DiscountClass { ORDER PRODUCT SHIPPING }
enum MetafieldOwnerType { DISCOUNT }
enum MetafieldsSetUserErrorCode { BLANK INCLUSION INVALID INVALID_TYPE INVALID_VALUE LESS_THAN_OR_EQUAL_TO PRESENT TAKEN TOO_LONG TOO_SHORT APP_NOT_AUTHORIZED }
type App { id: ID! title: String! apiKey: String! handle: String }
type ShopifyFunction {
  id: String! handle: String! title: String! description: String apiType: String! apiVersion: String! app: App! appKey: String! useCreationUi: Boolean! inputQuery: String
}
type ShopifyFunctionConnection { nodes: [ShopifyFunction!]! pageInfo: PageInfo! }
type Metafield {
  id: ID! namespace: String! key: String! value: String! type: String! jsonValue: JSON! ownerType: MetafieldOwnerType! compareDigest: String!
  createdAt: DateTime! updatedAt: DateTime!
}
type MetafieldConnection { nodes: [Metafield!]! pageInfo: PageInfo! }
type DiscountCombinesWith { orderDiscounts: Boolean! productDiscounts: Boolean! shippingDiscounts: Boolean! }
type AppDiscountType { appKey: String! functionId: String! title: String! description: String discountClasses: [DiscountClass!]! app: App! }
type DiscountAutomaticApp {
  discountId: ID! title: String! status: DiscountStatus! startsAt: DateTime! endsAt: DateTime createdAt: DateTime! updatedAt: DateTime!
  combinesWith: DiscountCombinesWith! discountClasses: [DiscountClass!]! appDiscountType: AppDiscountType! asyncUsageCount: Int!
}
union DiscountAutomatic = DiscountAutomaticApp
union Discount = DiscountAutomaticApp
type DiscountAutomaticNode {
  id: ID! automaticDiscount: DiscountAutomatic! metafield(namespace: String, key: String!): Metafield metafields(first: Int, after: String, namespace: String): MetafieldConnection!
}
type DiscountAutomaticNodeConnection { nodes: [DiscountAutomaticNode!]! pageInfo: PageInfo! }
type DiscountNode { id: ID! discount: Discount! metafield(namespace: String, key: String!): Metafield }
input MetafieldInput { id: ID namespace: String key: String value: String type: String }
input DiscountAutomaticAppInput {
  title: String functionId: String functionHandle: String startsAt: DateTime endsAt: DateTime combinesWith: DiscountCombinesWithInput
  discountClasses: [DiscountClass!] metafields: [MetafieldInput!] appliesOnOneTimePurchase: Boolean appliesOnSubscription: Boolean recurringCycleLimit: Int
}
type DiscountAutomaticAppCreatePayload { automaticAppDiscount: DiscountAutomaticApp userErrors: [DiscountUserError!]! }
type DiscountAutomaticAppUpdatePayload { automaticAppDiscount: DiscountAutomaticApp userErrors: [DiscountUserError!]! }
type DiscountAutomaticDeletePayload { deletedAutomaticDiscountId: ID userErrors: [DiscountUserError!]! }
input MetafieldsSetInput { ownerId: ID! namespace: String key: String! value: String! type: String compareDigest: String }
type MetafieldsSetUserError { field: [String!] message: String! code: MetafieldsSetUserErrorCode elementIndex: Int }
type MetafieldsSetPayload { metafields: [Metafield!] userErrors: [MetafieldsSetUserError!]! }

type Query {
  shop: Shop!
  product(id: ID!): Product
  productByHandle(handle: String!): Product
  productVariant(id: ID!): ProductVariant
  products(first: Int, after: String, query: String, reverse: Boolean): ProductConnection!
  collection(id: ID!): Collection
  collectionByHandle(handle: String!): Collection
  collections(first: Int, after: String, query: String, reverse: Boolean): CollectionConnection!
  themes(first: Int, roles: [ThemeRole!]): OnlineStoreThemeConnection
  draftOrder(id: ID!): DraftOrder
  draftOrders(first: Int, after: String, query: String, reverse: Boolean): DraftOrderConnection!
  order(id: ID!): Order
  orders(first: Int, after: String, query: String, reverse: Boolean): OrderConnection!
  codeDiscountNodeByCode(code: String!): DiscountCodeNode
  currentAppInstallation: AppInstallation!
  shopifyFunctions(first: Int, after: String, apiType: String, useCreationUi: Boolean): ShopifyFunctionConnection!
  shopifyFunction(id: String!): ShopifyFunction
  discountAutomaticNodes(first: Int, after: String, query: String, reverse: Boolean): DiscountAutomaticNodeConnection!
  automaticDiscountNode(id: ID!): DiscountAutomaticNode
  discountNode(id: ID!): DiscountNode
}

type Mutation {
  productCreate(product: ProductCreateInput, media: [CreateMediaInput!]): ProductCreatePayload
  productVariantsBulkUpdate(productId: ID!, variants: [ProductVariantsBulkInput!]!): ProductVariantsBulkUpdatePayload
  draftOrderCreate(input: DraftOrderInput!): DraftOrderCreatePayload
  draftOrderComplete(id: ID!, paymentPending: Boolean): DraftOrderCompletePayload
  draftOrderDelete(input: DraftOrderDeleteInput!): DraftOrderDeletePayload
  discountCodeBasicCreate(basicCodeDiscount: DiscountCodeBasicInput!): DiscountCodeBasicCreatePayload
  appSubscriptionCreate(
    name: String! lineItems: [AppSubscriptionLineItemInput!]! returnUrl: URL! trialDays: Int test: Boolean
    replacementBehavior: AppSubscriptionReplacementBehavior
  ): AppSubscriptionCreatePayload
  appUsageRecordCreate(subscriptionLineItemId: ID!, price: MoneyInput!, description: String!, idempotencyKey: String): AppUsageRecordCreatePayload
  discountAutomaticAppCreate(automaticAppDiscount: DiscountAutomaticAppInput!): DiscountAutomaticAppCreatePayload
  discountAutomaticAppUpdate(id: ID!, automaticAppDiscount: DiscountAutomaticAppInput!): DiscountAutomaticAppUpdatePayload
  discountAutomaticDelete(id: ID!): DiscountAutomaticDeletePayload
  metafieldsSet(metafields: [MetafieldsSetInput!]!): MetafieldsSetPayload
}
`;

let schema: GraphQLSchema | undefined;

/** The Admin API schema (built once). */
export function adminSchema(): GraphQLSchema {
  schema ??= buildSchema(SDL);
  return schema;
}
