/**
 * The private cart attribute that carries what earns attribution (README: attribution design). /public/checkout
 * writes it and the orders/create webhook reads it, so it lives below both.
 */
export const ATTRIBUTION_ATTRIBUTE = '__cartlift';

/**
 * The private cart attribute carrying the storefront loader's visitor id (docs/experiments.md "Visitor, arm,
 * attributes"); with the domain's ARM_ATTRIBUTE it tells orders/create which experiment visitor and arm an order is.
 */
export const VISITOR_ATTRIBUTE = '__cartlift_vid';
