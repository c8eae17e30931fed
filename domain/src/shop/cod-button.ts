/**
 * Cart Setup's default COD checkout button (cart-and-shop.md §3 modules.checkout_button.cod_button), as plain values:
 * the storefront (which must not bundle zod) compares with them to tell a merchant's own choice from the default. A
 * module of its own (re-exported by constants.ts): the drawer imports it, and webpack would otherwise put every export
 * of a module the drawer and the COD chunk share into the drawer's chunk.
 */
export const DEFAULT_COD_BUTTON_TEXT = 'Cash on Delivery';
/** Its default colour, Polaris text #303030. */
export const DEFAULT_COD_BUTTON_COLOUR = { r: 48, g: 48, b: 48, a: 1 } as const;
