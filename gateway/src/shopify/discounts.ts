import { FUNCTION_CONFIG_KEY, FUNCTION_CONFIG_NAMESPACE } from '@cartlift/domain';
import type { AdminApiDeps } from './adminApi';

/** The Discount Function extension's handle (extensions/cartlift-discount/shopify.extension.toml). */
export const DISCOUNT_FUNCTION_HANDLE = 'cartlift-discount';
/** The one automatic discount each shop gets; merchants see this title in Shopify's Discounts list. */
export const DISCOUNT_TITLE = 'Cartlift rewards';

/**
 * The function returns product discounts (Buy More Save More tiers, Add To Unlock goals spread over lines, gifts at
 * 100 % off), order discounts and the free-shipping delivery discount, so the discount carries all three classes.
 */
export const DISCOUNT_CLASSES = ['PRODUCT', 'ORDER', 'SHIPPING'] as const;

/**
 * Combines with every class. Before the function, the shopper's own code rode on the draft order on top of the
 * rewards (gateway README, Checkout), and the issue keeps that: "a shopper's own discount code still reaches
 * checkout". A code only stacks with us when its own combinesWith allows it too; that stays the merchant's choice on
 * the code. Cartlift's own rewards never stack with each other through this: they are one discount, and the function
 * already picks "the largest qualifying goal" (cart-and-shop.md §4) before it answers.
 */
export const DISCOUNT_COMBINES_WITH = { productDiscounts: true, orderDiscounts: true, shippingDiscounts: true };

/** Shopify refused a discount write (userErrors): the first message, as the merchant reads it. */
export class DiscountWriteRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiscountWriteRefused';
  }
}

interface UserError {
  field?: string[] | null;
  message: string;
}

const refused = (errors: UserError[], fallback: string): DiscountWriteRefused =>
  new DiscountWriteRefused(errors.map((e) => e.message).join('; ') || fallback);

const FUNCTIONS = `query CartliftDiscountFunctions {
  shopifyFunctions(first: 50) { nodes { id handle apiType } }
}`;

/** The id of Cartlift's deployed discount function in this shop, or null when no such function is deployed. */
export async function findDiscountFunction(deps: AdminApiDeps, shop: string, token: string): Promise<string | null> {
  const r = await deps.adminApi.graphql<{ shopifyFunctions: { nodes: Array<{ id: string; handle?: string | null }> } }>(
    shop,
    token,
    FUNCTIONS,
  );
  return r.shopifyFunctions.nodes.find((f) => f.handle === DISCOUNT_FUNCTION_HANDLE)?.id ?? null;
}

/** The configuration metafield input for the discount (a `$app` namespace only Cartlift can write). */
const configMetafield = (value: string) => ({
  namespace: FUNCTION_CONFIG_NAMESPACE,
  key: FUNCTION_CONFIG_KEY,
  type: 'json',
  value,
});

const CREATE = `mutation CartliftDiscountCreate($automaticAppDiscount: DiscountAutomaticAppInput!) {
  discountAutomaticAppCreate(automaticAppDiscount: $automaticAppDiscount) {
    automaticAppDiscount { discountId }
    userErrors { field message }
  }
}`;

/**
 * Creates the shop's automatic app discount for the function, with its configuration metafield in the same call, so
 * the discount never runs without one. Returns its id (a DiscountAutomaticNode gid).
 */
export async function createAutomaticDiscount(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  functionId: string,
  config: string,
): Promise<string> {
  const r = await deps.adminApi.graphql<{
    discountAutomaticAppCreate: { automaticAppDiscount: { discountId: string } | null; userErrors: UserError[] };
  }>(shop, token, CREATE, {
    automaticAppDiscount: {
      title: DISCOUNT_TITLE,
      functionId,
      discountClasses: DISCOUNT_CLASSES,
      combinesWith: DISCOUNT_COMBINES_WITH,
      startsAt: new Date().toISOString(),
      // The drawer gives rewards on subscription lines too (priced with their selling plan): so does checkout.
      appliesOnOneTimePurchase: true,
      appliesOnSubscription: true,
      metafields: [configMetafield(config)],
    },
  });
  const created = r.discountAutomaticAppCreate.automaticAppDiscount;
  if (!created) throw refused(r.discountAutomaticAppCreate.userErrors, 'Shopify did not create the discount');
  return created.discountId;
}

const SET = `mutation CartliftDiscountConfig($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { id } userErrors { field message } }
}`;

/** Writes the configuration into the discount's metafield (metafieldsSet: one atomic write of the whole value). */
export async function setDiscountConfig(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  discountId: string,
  config: string,
): Promise<void> {
  const r = await deps.adminApi.graphql<{ metafieldsSet: { metafields: unknown[] | null; userErrors: UserError[] } }>(
    shop,
    token,
    SET,
    { metafields: [{ ownerId: discountId, ...configMetafield(config) }] },
  );
  if (r.metafieldsSet.userErrors.length > 0)
    throw refused(r.metafieldsSet.userErrors, 'Shopify refused the configuration');
}

const NODE = `query CartliftDiscountNode($id: ID!) { discountNode(id: $id) { id } }`;

/** Whether the discount still exists (a merchant can delete it in Shopify's Discounts list). */
export async function discountExists(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  discountId: string,
): Promise<boolean> {
  const r = await deps.adminApi.graphql<{ discountNode: { id: string } | null }>(shop, token, NODE, { id: discountId });
  return r.discountNode !== null;
}
