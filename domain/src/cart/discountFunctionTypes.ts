/**
 * The Discount Function's input and output, typed from Shopify's published schema for the Discount API
 * (extensions/cartlift-discount/schema.graphql) as the extension's two input queries select it
 * (src/cart_lines_discounts_generate_run.graphql, src/cart_delivery_options_discounts_generate_run.graphql).
 * Field names are the schema's, except a cart line's, which the queries alias to one letter (FunctionCartLine); only
 * the fields the queries select are here. Type-only file.
 */

/** The schema's Decimal: Shopify serialises it as a string ("29.99"); a number is read the same way. */
export type Decimal = string | number;

/** DiscountClass: which kinds of savings the discount may give (its discountClasses). */
export type DiscountClass = 'ORDER' | 'PRODUCT' | 'SHIPPING';

/**
 * CartLine as the input queries select it. The per-line fields are aliased to one letter (each cart line repeats
 * them; about 70 bytes a line, the difference between a 250-line cart fitting Shopify's 64,000-byte input or not).
 */
export interface FunctionCartLine {
  id: string;
  /** quantity */
  q: number;
  /** cost { amountPerQuantity { amount } }: the unit price Shopify charges (a selling plan's price when the line has one). */
  c: { u: { a: Decimal } };
  /** merchandise: a ProductVariant gives `id` and `p`; a CustomProduct selects nothing (an empty object). */
  m: FunctionMerchandise;
}

/** merchandise { ... on ProductVariant { id product { … } } }. */
export interface FunctionMerchandise {
  id?: string;
  p?: FunctionProduct;
}

/** product { id productType inAnyCollection(ids: $collectionIds) }. */
export interface FunctionProduct {
  id: string;
  /** productType */
  t?: string | null;
  /** inAnyCollection(ids: $collectionIds): in at least one of the configuration's collectionIds. */
  k: boolean;
}

/** Input.discount: the discount's classes and its configuration metafield (null until the gateway writes it). */
export interface FunctionDiscount {
  discountClasses: DiscountClass[];
  metafield?: { jsonValue: unknown } | null;
}

/** What both targets read (Input). */
export interface FunctionInputBase {
  cart: {
    cost: { subtotalAmount: { currencyCode: string } };
    lines: FunctionCartLine[];
    /** attribute(key: "__cartlift_arm") { value }: the experiment arm the loader wrote on the cart; null when none. */
    a: { value: string | null } | null;
  };
  discount: FunctionDiscount;
  localization: { country: { isoCode: string } };
  /** Shop currency → presentment currency. */
  presentmentCurrencyRate: Decimal;
}

/** Input of cart.lines.discounts.generate.run (query CartInput). */
export type LinesFunctionInput = FunctionInputBase;

/** Input of cart.delivery-options.discounts.generate.run (query DeliveryInput): the same plus the delivery groups. */
export interface DeliveryFunctionInput extends FunctionInputBase {
  cart: FunctionInputBase['cart'] & { deliveryGroups: Array<{ id: string }> };
}

/** Percentage: 0-100. */
export interface Percentage {
  value: Decimal;
}

/** ProductDiscountCandidate (targets: cartLine only in this API). */
export interface ProductDiscountCandidate {
  message?: string;
  targets: Array<{ cartLine: { id: string; quantity?: number } }>;
  value: { fixedAmount: { amount: Decimal; appliesToEachItem?: boolean } } | { percentage: Percentage };
}

/** OrderDiscountCandidate on the order subtotal. */
export interface OrderDiscountCandidate {
  message?: string;
  targets: Array<{ orderSubtotal: { excludedCartLineIds: string[] } }>;
  value: { fixedAmount: { amount: Decimal } } | { percentage: Percentage };
}

/** DeliveryDiscountCandidate on a delivery group. */
export interface DeliveryDiscountCandidate {
  message?: string;
  targets: Array<{ deliveryGroup: { id: string } }>;
  value: { fixedAmount: { amount: Decimal } } | { percentage: Percentage };
}

/** CartOperation (one of its fields per operation). */
export type CartOperation =
  | { productDiscountsAdd: { candidates: ProductDiscountCandidate[]; selectionStrategy: 'ALL' | 'FIRST' | 'MAXIMUM' } }
  | { orderDiscountsAdd: { candidates: OrderDiscountCandidate[]; selectionStrategy: 'FIRST' | 'MAXIMUM' } };

/** DeliveryOperation. */
export type DeliveryOperation = {
  deliveryDiscountsAdd: { candidates: DeliveryDiscountCandidate[]; selectionStrategy: 'ALL' };
};

/** CartLinesDiscountsGenerateRunResult. */
export interface LinesFunctionResult {
  operations: CartOperation[];
}

/** CartDeliveryOptionsDiscountsGenerateRunResult. */
export interface DeliveryFunctionResult {
  operations: DeliveryOperation[];
}
