import { linesDiscountOperations, type LinesFunctionInput, type LinesFunctionResult } from '../../../domain/src/cart';

/** Target cart.lines.discounts.generate.run: the input query's answer in, discount operations out (logic in domain). */
export function cartLinesDiscountsGenerateRun(input: LinesFunctionInput): LinesFunctionResult {
  return linesDiscountOperations(input);
}
