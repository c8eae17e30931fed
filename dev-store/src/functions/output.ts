import {
  isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import type { DeliveryCandidate, DiscountValue, FunctionOperations, OrderCandidate, OrderCondition, ProductCandidate } from './types';

/** The result type each target's output must satisfy (the argument of its MutationRoot field in Shopify's schema). */
export const RESULT_TYPES: Record<string, string> = {
  'cart.lines.discounts.generate.run': 'CartLinesDiscountsGenerateRunResult',
  'cart.delivery-options.discounts.generate.run': 'CartDeliveryOptionsDiscountsGenerateRunResult',
};

// Limits the schema states in prose ("The value is validated against: > 0"), keyed by input type and field.
const RANGES: Record<string, { min: number; max?: number; exclusiveMin?: boolean }> = {
  'Percentage.value': { min: 0, max: 100 },
  'FixedAmount.amount': { min: 0 },
  'ProductDiscountCandidateFixedAmount.amount': { min: 0 },
  'CartLineTarget.quantity': { min: 0, exclusiveMin: true },
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

function scalarError(typeName: string, value: unknown): string | null {
  switch (typeName) {
    case 'Int': return Number.isInteger(value) && Math.abs(value as number) <= 2147483647 ? null : 'must be an Int';
    case 'Float': return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a Float';
    case 'String': case 'Handle': return typeof value === 'string' ? null : `must be a ${typeName}`;
    case 'Boolean': return typeof value === 'boolean' ? null : 'must be a Boolean';
    case 'ID': return typeof value === 'string' || Number.isInteger(value) ? null : 'must be an ID';
    case 'Decimal': return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && DECIMAL.test(value)) ? null : 'must be a Decimal';
    default: return null;
  }
}

/**
 * Checks a value against a GraphQL input type as Shopify checks a function's output: required fields, no unknown
 * fields, enums, scalars (Decimal as a number or a decimal string), @oneOf (exactly one field) and the stated ranges.
 */
export function checkInput(value: unknown, type: GraphQLInputType, at: string, errors: string[], rangeKey?: string): void {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) errors.push(`${at}: expected a value, got ${value === null ? 'null' : 'nothing'}`);
    else checkInput(value, type.ofType, at, errors, rangeKey);
    return;
  }
  if (value === null || value === undefined) return;
  if (isListType(type)) {
    // GraphQL input coercion takes a single value where a list is expected.
    (Array.isArray(value) ? value : [value]).forEach((item, i) => checkInput(item, type.ofType, `${at}[${i}]`, errors, rangeKey));
    return;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) {
      errors.push(`${at}: expected an object (${type.name})`);
      return;
    }
    const record = value as Record<string, unknown>;
    const fields = type.getFields();
    for (const key of Object.keys(record)) if (!fields[key]) errors.push(`${at}.${key}: not a field of ${type.name}`);
    for (const field of Object.values(fields)) {
      if (record[field.name] === undefined && field.defaultValue !== undefined) continue;
      checkInput(record[field.name], field.type, `${at}.${field.name}`, errors, `${type.name}.${field.name}`);
    }
    if (type.astNode?.directives?.some((d) => d.name.value === 'oneOf')) {
      const given = Object.keys(record).filter((k) => record[k] !== null && record[k] !== undefined);
      if (given.length !== 1) errors.push(`${at}: ${type.name} takes exactly one of ${Object.keys(fields).join(', ')} (got ${given.length})`);
    }
    return;
  }
  if (isEnumType(type)) {
    if (typeof value !== 'string' || !type.getValue(value)) errors.push(`${at}: ${JSON.stringify(value)} is not a ${type.name}`);
    return;
  }
  if (isScalarType(type)) {
    const problem = scalarError(type.name, value);
    if (problem) {
      errors.push(`${at}: ${JSON.stringify(value)} ${problem}`);
      return;
    }
    const range = rangeKey ? RANGES[rangeKey] : undefined;
    const n = Number(value);
    if (range && (n < range.min || (range.exclusiveMin && n === range.min) || (range.max !== undefined && n > range.max))) {
      errors.push(`${at}: ${String(value)} is out of range (${range.exclusiveMin ? '>' : '>='} ${range.min}${range.max !== undefined ? ` and <= ${range.max}` : ''})`);
    }
  }
}

/** Validates a target's output against its result type in the schema; the errors name the path, as Shopify's run log does. */
export function checkOutput(schema: GraphQLSchema, target: string, output: unknown): string[] {
  const typeName = RESULT_TYPES[target];
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !isInputObjectType(type)) return [`no result type for target ${target}`];
  const errors: string[] = [];
  checkInput(output, type, 'output', errors);
  if (output === null || output === undefined) errors.push('output: the function returned nothing');
  return errors;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]);
const cents = (v: unknown) => Math.round(Number(v) * 100);
const message = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Reads checked output into operations; cart line ids it names must be the input's, or the run fails (errors). */
export function readOperations(output: unknown, lineIds: string[], discountTitle: string, errors: string[]): FunctionOperations {
  const lineIndex = (id: unknown, at: string): number => {
    const index = lineIds.indexOf(String(id));
    if (index < 0) errors.push(`${at}: ${String(id)} is not a cart line of the input`);
    return index;
  };
  const lineIndexes = (ids: unknown, at: string) => list(ids).map((id, i) => lineIndex(id, `${at}[${i}]`));
  const valueOf = (v: unknown): DiscountValue => {
    const value = obj(v);
    if (value.percentage) return { kind: 'percentage', percent: Number(obj(value.percentage).value) };
    const fixed = obj(value.fixedAmount);
    return { kind: 'fixed', cents: cents(fixed.amount), eachItem: fixed.appliesToEachItem === true };
  };
  const condition = (c: unknown, at: string): OrderCondition => {
    const cond = obj(c);
    if (cond.orderMinimumSubtotal) {
      const o = obj(cond.orderMinimumSubtotal);
      return { kind: 'orderMinimumSubtotal', excludedLines: lineIndexes(o.excludedCartLineIds, `${at}.excludedCartLineIds`), minimum: cents(o.minimumAmount) };
    }
    if (cond.cartLineMinimumQuantity) {
      const o = obj(cond.cartLineMinimumQuantity);
      return { kind: 'cartLineMinimumQuantity', lines: lineIndexes(o.ids, `${at}.ids`), minimum: Number(o.minimumQuantity) };
    }
    const o = obj(cond.cartLineMinimumSubtotal);
    return { kind: 'cartLineMinimumSubtotal', lines: lineIndexes(o.ids, `${at}.ids`), minimum: cents(o.minimumAmount) };
  };
  const ops: FunctionOperations = { discountTitle, product: [], order: [], delivery: [] };
  list(obj(output).operations).forEach((raw, i) => {
    const op = obj(raw);
    const at = `output.operations[${i}]`;
    if (op.productDiscountsAdd) {
      const add = obj(op.productDiscountsAdd);
      ops.product.push({
        strategy: add.selectionStrategy as 'FIRST' | 'ALL' | 'MAXIMUM',
        candidates: list(add.candidates).map((c, j): ProductCandidate => ({
          message: message(obj(c).message), value: valueOf(obj(c).value),
          targets: list(obj(c).targets).map((t, k) => {
            const line = obj(obj(t).cartLine);
            return { line: lineIndex(line.id, `${at}.productDiscountsAdd.candidates[${j}].targets[${k}]`), quantity: typeof line.quantity === 'number' ? line.quantity : null };
          }),
        })),
      });
    } else if (op.orderDiscountsAdd) {
      const add = obj(op.orderDiscountsAdd);
      ops.order.push({
        strategy: add.selectionStrategy as 'FIRST' | 'MAXIMUM',
        candidates: list(add.candidates).map((c, j): OrderCandidate => {
          const cat = `${at}.orderDiscountsAdd.candidates[${j}]`;
          const excluded = list(obj(c).targets).flatMap((t, k) => lineIndexes(obj(obj(t).orderSubtotal).excludedCartLineIds, `${cat}.targets[${k}]`));
          return { message: message(obj(c).message), value: valueOf(obj(c).value), excludedLines: excluded, conditions: list(obj(c).conditions).map((cond, k) => condition(cond, `${cat}.conditions[${k}]`)) };
        }),
      });
    } else if (op.deliveryDiscountsAdd) {
      const add = obj(op.deliveryDiscountsAdd);
      ops.delivery.push({
        strategy: 'ALL',
        candidates: list(add.candidates).map((c): DeliveryCandidate => ({
          message: message(obj(c).message), value: valueOf(obj(c).value),
          targets: list(obj(c).targets).map((t) => (obj(t).deliveryGroup ? { group: String(obj(obj(t).deliveryGroup).id) } : { option: String(obj(obj(t).deliveryOption).handle) })),
        })),
      });
    }
    // enteredDiscountCodesAccept accepts codes validated by a fetch target; the dev store runs no fetch target, so it changes nothing.
  });
  return ops;
}
