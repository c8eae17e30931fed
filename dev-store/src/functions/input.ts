import {
  execute, GraphQLError, Kind, specifiedRules, validate,
  type ASTVisitor, type DocumentNode, type GraphQLSchema, type ValidationContext,
} from 'graphql';
import { decimal } from '../catalog/serialize';
import type { PricedLine } from '../cart/pricing';
import type { CurrencyInfo } from '../state';
import { resolveNamespace, type DiscountClass, type StoredMetafield } from './types';

/** Cart line ids as the function sees them (opaque to it): the line's position, as Shopify's inputs number them. */
export const lineGid = (index: number) => `gid://shopify/CartLine/${index}`;
export const DELIVERY_GROUP_ID = 'gid://shopify/CartDeliveryGroup/0';

/** The dev store's one delivery option (README: Shipping). */
export const STANDARD_SHIPPING = { title: 'Standard', code: 'Standard', handle: 'standard-shipping', shopCents: 499 } as const;

/** The cart a function runs on: lines priced in the presentment currency before any discount, as Shopify gives them. */
export interface FunctionCart {
  lines: PricedLine[];
  attributes: Record<string, string>;
  currency: CurrencyInfo;
  /** The standard rate in the cart's currency; null when no line needs shipping (no delivery group). */
  shippingRate: number | null;
  /** The collections each product is in (gid form), for inAnyCollection / inCollections. */
  collectionsOf: (productId: number) => string[];
  now: Date;
}

/** The discount the function runs for. */
export interface FunctionDiscount {
  discountClasses: DiscountClass[];
  metafields: StoredMetafield[];
}

const SHOP_TIME_ZONE = 'America/New_York';

/** Shopify's Decimal for the rate: "1.0" for a whole number, else as written. */
const rateDecimal = (rate: number) => (Number.isInteger(rate) ? rate.toFixed(1) : String(rate));

function metafieldResolver(metafields: StoredMetafield[]) {
  return ({ namespace, key }: { namespace?: string | null; key: string }) => {
    const found = metafields.find((m) => m.namespace === resolveNamespace(namespace) && m.key === key);
    if (!found) return null;
    return { type: found.type, value: found.value, jsonValue: found.type === 'json' ? JSON.parse(found.value) : found.value };
  };
}
const noMetafield = () => null;

function attributeResolver(values: Record<string, string>) {
  return ({ key }: { key?: string | null }) => (key !== null && key !== undefined && Object.hasOwn(values, key) ? { key, value: values[key] } : null);
}

/** The shop's local time as ISO without a zone ("2026-11-26T17:20:00"): LocalTime compares against it. */
function localDateTime(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(now).replace(' ', 'T');
}

function localTime(now: Date) {
  const at = localDateTime(now);
  const time = at.slice(11);
  return {
    date: at.slice(0, 10),
    dateTimeAfter: ({ dateTime }: { dateTime: string }) => at >= dateTime,
    dateTimeBefore: ({ dateTime }: { dateTime: string }) => at < dateTime,
    dateTimeBetween: ({ startDateTime, endDateTime }: { startDateTime: string; endDateTime: string }) => at >= startDateTime && at < endDateTime,
    timeAfter: ({ time: t }: { time: string }) => time >= t,
    timeBefore: ({ time: t }: { time: string }) => time < t,
    timeBetween: ({ startTime, endTime }: { startTime: string; endTime: string }) => time >= startTime && time < endTime,
  };
}

/** The root value of Shopify's Discount Function input (`type Input`) over a dev store cart. */
export function inputRoot(cart: FunctionCart, discount: FunctionDiscount) {
  const money = (cents: number) => ({ amount: decimal(cents), currencyCode: cart.currency.code });
  const variantOf = (l: PricedLine) => {
    const collections = cart.collectionsOf(l.product.id);
    const tags = l.product.tags.map((t) => t.toLowerCase());
    return {
      __typename: 'ProductVariant', id: `gid://shopify/ProductVariant/${l.variant.id}`, sku: l.variant.sku || null,
      title: l.variant.title, requiresShipping: l.variant.requiresShipping, weight: l.variant.grams, weightUnit: 'GRAMS', metafield: noMetafield,
      product: {
        id: `gid://shopify/Product/${l.product.id}`, handle: l.product.handle, title: l.product.title, productType: l.product.productType || null,
        vendor: l.product.vendor, isGiftCard: l.product.productType === 'Gift Card', metafield: noMetafield,
        hasAnyTag: ({ tags: wanted }: { tags: string[] }) => wanted.some((t) => tags.includes(t.toLowerCase())),
        hasTags: ({ tags: wanted }: { tags: string[] }) => wanted.map((t) => ({ tag: t, hasTag: tags.includes(t.toLowerCase()) })),
        inAnyCollection: ({ ids }: { ids: string[] }) => ids.some((id) => collections.includes(id)),
        inCollections: ({ ids }: { ids: string[] }) => ids.map((id) => ({ collectionId: id, isMember: collections.includes(id) })),
      },
    };
  };
  const lineNode = (l: PricedLine, index: number) => ({
    id: lineGid(index), quantity: l.line.quantity, attribute: attributeResolver(l.line.properties), merchandise: variantOf(l),
    cost: {
      amountPerQuantity: money(l.unitPrice), compareAtAmountPerQuantity: l.compareAtPrice === null ? null : money(l.compareAtPrice),
      subtotalAmount: money(l.unitPrice * l.line.quantity), totalAmount: money(l.unitPrice * l.line.quantity),
    },
    sellingPlanAllocation: l.sellingPlan === null ? null : {
      sellingPlan: {
        id: `gid://shopify/SellingPlan/${l.sellingPlan.plan.id}`, name: l.sellingPlan.plan.name, description: l.sellingPlan.plan.description || null,
        recurringDeliveries: l.sellingPlan.plan.recurringDeliveries, metafield: noMetafield,
      },
      priceAdjustments: [{ price: money(l.unitPrice), perDeliveryPrice: money(l.unitPrice) }],
    },
  });
  const lines = cart.lines.map(lineNode);
  const shipped = cart.lines.flatMap((l, i) => (l.variant.requiresShipping ? [{ line: l, node: lines[i] }] : []));
  const option = cart.shippingRate === null ? null : {
    handle: STANDARD_SHIPPING.handle, title: STANDARD_SHIPPING.title, code: STANDARD_SHIPPING.code, description: null,
    cost: money(cart.shippingRate), deliveryMethodType: 'SHIPPING',
  };
  const subtotal = cart.lines.reduce((s, l) => s + l.unitPrice * l.line.quantity, 0);
  return {
    cart: {
      lines, attribute: attributeResolver(cart.attributes), buyerIdentity: null, localizedFields: () => [],
      cost: { subtotalAmount: money(subtotal), totalAmount: money(subtotal), totalDutyAmount: null, totalTaxAmount: null },
      deliverableLines: shipped.map(({ node }) => ({ id: node.id, quantity: node.quantity, merchandise: node.merchandise, attribute: node.attribute })),
      deliveryGroups: option && shipped.length
        ? [{ id: DELIVERY_GROUP_ID, cartLines: shipped.map(({ node }) => node), deliveryAddress: null, deliveryOptions: [option], selectedDeliveryOption: option }]
        : [],
    },
    discount: { discountClasses: discount.discountClasses, metafield: metafieldResolver(discount.metafields) },
    localization: {
      country: { isoCode: 'US' }, language: { isoCode: 'EN' },
      market: { id: 'gid://shopify/Market/1', handle: 'us', metafield: noMetafield, regions: [{ __typename: 'MarketRegionCountry', code: 'US', name: 'United States' }] },
    },
    presentmentCurrencyRate: rateDecimal(cart.currency.rate),
    shop: { localTime: localTime(cart.now), metafield: noMetafield },
    triggeringDiscountCode: null, fetchResult: null, enteredDiscountCodes: [],
  };
}

/** Shopify's @restrictTarget: a field marked with it may be queried only by the targets it lists. */
function restrictTarget(target: string) {
  return (context: ValidationContext): ASTVisitor => ({
    Field(node) {
      const directive = context.getFieldDef()?.astNode?.directives?.find((d) => d.name.value === 'restrictTarget');
      const only = directive?.arguments?.find((a) => a.name.value === 'only')?.value;
      if (!only || only.kind !== Kind.LIST) return;
      const allowed = only.values.flatMap((v) => (v.kind === Kind.STRING ? [v.value] : []));
      if (!allowed.includes(target)) context.reportError(new GraphQLError(`Cannot query field "${node.name.value}" on target ${target}.`, node));
    },
  });
}

/** Runs a target's input query against Shopify's schema over the cart, with the variables from the discount's metafield. */
export async function functionInput(schema: GraphQLSchema, query: DocumentNode, target: string, root: ReturnType<typeof inputRoot>, variables: Record<string, unknown>): Promise<{ input: unknown; errors: string[] }> {
  const problems = validate(schema, query, [...specifiedRules, restrictTarget(target)]);
  if (problems.length) return { input: null, errors: problems.map((e) => `input query: ${e.message}`) };
  const result = await execute({ schema, document: query, rootValue: root, variableValues: variables });
  if (result.errors?.length) return { input: null, errors: result.errors.map((e) => `input query: ${e.message}`) };
  return { input: result.data, errors: [] };
}
