// Contract: a function's output is checked against its target's result type in Shopify's schema, as Shopify does
// before it applies anything (GraphQL input coercion rules plus @oneOf and the ranges the schema states).
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { SHOPIFY_DISCOUNT_SCHEMA } from '../testSupport';
import { checkOutput, readOperations } from './output';

const schema = buildSchema(readFileSync(SHOPIFY_DISCOUNT_SCHEMA, 'utf8'));
const LINES = 'cart.lines.discounts.generate.run';
const DELIVERY = 'cart.delivery-options.discounts.generate.run';
const product = (candidate: object, selectionStrategy = 'ALL') => ({ operations: [{ productDiscountsAdd: { selectionStrategy, candidates: [candidate] } }] });
const line = { cartLine: { id: 'gid://shopify/CartLine/0' } };

describe('checkOutput', () => {
  it('accepts Shopify\'s own example answers (Decimal as a number or a string)', () => {
    expect(checkOutput(schema, LINES, product({ message: '20% OFF PRODUCT', targets: [line], value: { percentage: { value: 20 } } }, 'FIRST'))).toEqual([]);
    expect(checkOutput(schema, LINES, { operations: [{ orderDiscountsAdd: { selectionStrategy: 'FIRST', candidates: [{ targets: [{ orderSubtotal: { excludedCartLineIds: [] } }], value: { fixedAmount: { amount: '5.00' } } }] } }] })).toEqual([]);
    expect(checkOutput(schema, DELIVERY, { operations: [{ deliveryDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ targets: [{ deliveryGroup: { id: 'gid://shopify/CartDeliveryGroup/0' } }], value: { percentage: { value: 100 } } }] } }] })).toEqual([]);
    expect(checkOutput(schema, LINES, { operations: [] })).toEqual([]);
  });

  it('names every problem with its path', () => {
    expect(checkOutput(schema, LINES, null)).toEqual(['output: the function returned nothing']);
    expect(checkOutput(schema, LINES, {})).toEqual(['output.operations: expected a value, got nothing']);
    expect(checkOutput(schema, LINES, product({ targets: [{ cartLine: { id: 'gid://shopify/CartLine/0', quantity: 0 } }], value: { percentage: { value: -1 } } }, 'SOME'))).toEqual([
      'output.operations[0].productDiscountsAdd.candidates[0].targets[0].cartLine.quantity: 0 is out of range (> 0)',
      'output.operations[0].productDiscountsAdd.candidates[0].value.percentage.value: -1 is out of range (>= 0 and <= 100)',
      'output.operations[0].productDiscountsAdd.selectionStrategy: "SOME" is not a ProductDiscountSelectionStrategy',
    ]);
    expect(checkOutput(schema, LINES, product({ targets: [line], value: { fixedAmount: { amount: '1,50' } } }))).toEqual([
      'output.operations[0].productDiscountsAdd.candidates[0].value.fixedAmount.amount: "1,50" must be a Decimal',
    ]);
    expect(checkOutput(schema, LINES, { operations: [{}] })).toEqual(['output.operations[0]: CartOperation takes exactly one of enteredDiscountCodesAccept, orderDiscountsAdd, productDiscountsAdd (got 0)']);
    // A delivery operation is not a lines operation.
    expect(checkOutput(schema, LINES, { operations: [{ deliveryDiscountsAdd: { selectionStrategy: 'ALL', candidates: [] } }] })[0]).toBe('output.operations[0].deliveryDiscountsAdd: not a field of CartOperation');
  });

  it('takes a single value where a list is expected, as GraphQL input coercion does', () => {
    expect(checkOutput(schema, LINES, { operations: { productDiscountsAdd: { selectionStrategy: 'ALL', candidates: { targets: line, value: { percentage: { value: 5 } } } } } })).toEqual([]);
    const errors: string[] = [];
    const ops = readOperations({ operations: { productDiscountsAdd: { selectionStrategy: 'ALL', candidates: { targets: line, value: { percentage: { value: 5 } } } } } }, ['gid://shopify/CartLine/0'], 'Title', errors);
    expect(errors).toEqual([]);
    expect(ops.product).toEqual([{ strategy: 'ALL', candidates: [{ message: null, targets: [{ line: 0, quantity: null }], value: { kind: 'percentage', percent: 5 } }] }]);
  });
});
