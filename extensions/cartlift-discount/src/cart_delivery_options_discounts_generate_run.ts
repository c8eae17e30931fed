import {
  deliveryDiscountOperations,
  type DeliveryFunctionInput,
  type DeliveryFunctionResult,
} from '../../../domain/src/cart';

/** Target cart.delivery-options.discounts.generate.run: free shipping for an unlocked automatic free-shipping goal. */
export function cartDeliveryOptionsDiscountsGenerateRun(input: DeliveryFunctionInput): DeliveryFunctionResult {
  return deliveryDiscountOperations(input);
}
