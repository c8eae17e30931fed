/** Shopify's discount classes: which operations a discount may give (and what it combines with). */
export const DISCOUNT_CLASSES = ['ORDER', 'PRODUCT', 'SHIPPING'] as const;
export type DiscountClass = (typeof DISCOUNT_CLASSES)[number];

/** A metafield as the store keeps it (namespace already resolved from `$app:…` to `app--{id}--…`). */
export interface StoredMetafield {
  id: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

/** An automatic app discount (discountAutomaticAppCreate): the app's function runs for it at checkout. */
export interface AppDiscount {
  id: number;
  title: string;
  functionId: string;
  discountClasses: DiscountClass[];
  combinesWith: { orderDiscounts: boolean; productDiscounts: boolean; shippingDiscounts: boolean };
  startsAt: string;
  endsAt: string | null;
  metafields: StoredMetafield[];
  createdAt: string;
  updatedAt: string;
}

/** One run of a function target, as Shopify's run log keeps it: input, output, logs, errors, size and time. */
export interface FunctionRun {
  at: string;
  discountId: number;
  target: string;
  inputBytes: number;
  durationMs: number;
  input: unknown;
  output: unknown;
  logs: string[];
  errors: string[];
}

/** A discount value after validation: a percentage (0–100) or an amount in the cart's currency (cents). */
export type DiscountValue = { kind: 'percentage'; percent: number } | { kind: 'fixed'; cents: number; eachItem: boolean };

/** A product discount candidate with its targets as indexes into the cart's lines. */
export interface ProductCandidate {
  message: string | null;
  targets: { line: number; quantity: number | null }[];
  value: DiscountValue;
}

/** A condition an order candidate must meet (amounts in cents, lines as indexes). */
export type OrderCondition =
  | { kind: 'orderMinimumSubtotal'; excludedLines: number[]; minimum: number }
  | { kind: 'cartLineMinimumQuantity'; lines: number[]; minimum: number }
  | { kind: 'cartLineMinimumSubtotal'; lines: number[]; minimum: number };

export interface OrderCandidate {
  message: string | null;
  excludedLines: number[];
  value: DiscountValue;
  conditions: OrderCondition[];
}

export interface DeliveryCandidate {
  message: string | null;
  targets: ({ group: string } | { option: string })[];
  value: DiscountValue;
}

/** The validated operations of one function run, ready to price (the discount's title for candidates without a message). */
export interface FunctionOperations {
  discountTitle: string;
  product: { strategy: 'FIRST' | 'ALL' | 'MAXIMUM'; candidates: ProductCandidate[] }[];
  order: { strategy: 'FIRST' | 'MAXIMUM'; candidates: OrderCandidate[] }[];
  delivery: { strategy: 'ALL'; candidates: DeliveryCandidate[] }[];
}

export const noOperations = (discountTitle: string): FunctionOperations => ({ discountTitle, product: [], order: [], delivery: [] });

/** The app's numeric id (what `$app` stands for in metafield namespaces: `app--{id}--…`). */
export const APP_ID = 6100000001;

/** Shopify's reserved app namespace: `$app:x` is stored as `app--{id}--x`, and `$app` (or none) as `app--{id}`. */
export function resolveNamespace(namespace: string | null | undefined): string {
  if (namespace === null || namespace === undefined || namespace === '' || namespace === '$app') return `app--${APP_ID}`;
  return namespace.startsWith('$app:') ? `app--${APP_ID}--${namespace.slice(5)}` : namespace;
}
