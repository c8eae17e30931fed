/**
 * Shopify's side of a function run, for the tests and the benchmark: the input query executed against Shopify's
 * published schema (schema.graphql) over a cart, with the configuration metafield's JSON as the query's variables
 * ([extensions.input.variables]), and a result checked against the schema's result type. What Shopify does is
 * described in its docs; this executes exactly the extension's own .graphql files, so a field the function reads but
 * the query does not select, or a result the schema refuses, fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  coerceInputValue,
  execute,
  getNullableType,
  isInputObjectType,
  isListType,
  parse,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { FUNCTION_CONFIG_KEY, FUNCTION_CONFIG_NAMESPACE, type DiscountClass } from '../../../domain/src/cart';

const ROOT = path.resolve(__dirname, '..');

/** The two targets: their input query files and result types (shopify.extension.toml). */
export const TARGETS = {
  lines: { query: 'src/cart_lines_discounts_generate_run.graphql', result: 'CartLinesDiscountsGenerateRunResult' },
  delivery: {
    query: 'src/cart_delivery_options_discounts_generate_run.graphql',
    result: 'CartDeliveryOptionsDiscountsGenerateRunResult',
  },
} as const;
export type Target = keyof typeof TARGETS;

let schema: GraphQLSchema | undefined;
/** Shopify's Discount API schema as published (schema.graphql, copied unchanged). */
export const discountSchema = (): GraphQLSchema =>
  (schema ??= buildSchema(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8')));

/** A cart line as a store holds it; prices are decimal strings of the cart's currency. */
export interface StoreLine {
  id: string;
  quantity: number;
  price: string;
  variantId: string;
  productId: string;
  productType: string | null;
  /** Collection gids the product belongs to. */
  collections: readonly string[];
}

/** A cart at checkout and the discount running on it. */
export interface StoreCart {
  lines: readonly StoreLine[];
  currency: string;
  rate: string;
  country: string;
  discountClasses: readonly DiscountClass[];
  /** The discount's configuration metafield (jsonValue), or null before the gateway wrote one. */
  config: Record<string, unknown> | null;
  deliveryGroups: readonly string[];
  /** The cart's attributes, private "__" ones included (the function reads the experiment arm from them). */
  attributes?: Readonly<Record<string, string>>;
}

function rootValue(cart: StoreCart): Record<string, unknown> {
  return {
    cart: {
      cost: { subtotalAmount: { amount: '0.0', currencyCode: cart.currency } },
      lines: cart.lines.map((l) => ({
        id: l.id,
        quantity: l.quantity,
        cost: { amountPerQuantity: { amount: l.price, currencyCode: cart.currency } },
        merchandise: {
          __typename: 'ProductVariant',
          id: l.variantId,
          product: {
            id: l.productId,
            productType: l.productType,
            inAnyCollection: ({ ids }: { ids: string[] }) => ids.some((id) => l.collections.includes(id)),
          },
        },
      })),
      deliveryGroups: cart.deliveryGroups.map((id) => ({ id })),
      attribute: ({ key }: { key?: string | null }) =>
        key && cart.attributes && Object.hasOwn(cart.attributes, key) ? { key, value: cart.attributes[key] } : null,
    },
    discount: {
      discountClasses: cart.discountClasses,
      metafield: ({ namespace, key }: { namespace?: string; key: string }) =>
        namespace === FUNCTION_CONFIG_NAMESPACE && key === FUNCTION_CONFIG_KEY && cart.config
          ? { jsonValue: cart.config, type: 'json', value: JSON.stringify(cart.config) }
          : null,
    },
    localization: { country: { isoCode: cart.country } },
    presentmentCurrencyRate: cart.rate,
  };
}

/** The function's input: the target's input query run over the cart, variables from the metafield's JSON. */
export function functionInput(target: Target, cart: StoreCart): unknown {
  const document = parse(fs.readFileSync(path.join(ROOT, TARGETS[target].query), 'utf8'));
  const problems = validate(discountSchema(), document);
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('\n'));
  const result = execute({
    schema: discountSchema(),
    document,
    rootValue: rootValue(cart),
    variableValues: cart.config ?? {},
  });
  if ('then' in result) throw new Error('the input query resolved asynchronously');
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.data;
}

/** graphql 15 does not know @oneOf (the schema's operations and values use it): exactly one field must be set. */
function oneOfProblems(value: unknown, type: GraphQLInputType, at: string, out: string[]): void {
  const t = getNullableType(type);
  if (isListType(t)) {
    if (Array.isArray(value)) value.forEach((v, i) => oneOfProblems(v, t.ofType, `${at}.${i}`, out));
    return;
  }
  if (!isInputObjectType(t) || typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined && record[k] !== null);
  if (t.astNode?.directives?.some((d) => d.name.value === 'oneOf') && keys.length !== 1) {
    out.push(`${at}: ${t.name} takes exactly one field, got ${keys.join(', ') || 'none'}`);
  }
  const fields = t.getFields();
  for (const k of keys) if (fields[k]) oneOfProblems(record[k], fields[k].type, `${at}.${k}`, out);
}

/** Problems the schema finds in a function's result (empty when Shopify would accept it). */
export function resultProblems(target: Target, result: unknown): string[] {
  const type = discountSchema().getType(TARGETS[target].result) as GraphQLInputType;
  const value: unknown = JSON.parse(JSON.stringify(result));
  const problems: string[] = [];
  coerceInputValue(value, type, (p, _value, error) => problems.push(`${p.join('.')}: ${error.message}`));
  oneOfProblems(value, type, 'result', problems);
  return problems;
}
