/**
 * The private cart attribute that carries what earns attribution (README: attribution design). /public/checkout
 * writes it and the orders/create webhook reads it, so it lives below both.
 */
export const ATTRIBUTION_ATTRIBUTE = '__cartlift';
