// The module Shopify's CLI bundles (exports named after shopify.extension.toml's targets) and the dev store loads.
export { cartLinesDiscountsGenerateRun } from './cart_lines_discounts_generate_run';
export { cartDeliveryOptionsDiscountsGenerateRun } from './cart_delivery_options_discounts_generate_run';
