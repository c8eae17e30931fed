/**
 * The admin's cart REST resource (cart-and-shop.md §7): POST /cart/activate, GET /cart/status, POST /cart/links and
 * GET /storeFront. The gateway validates with these schemas and answers these types; the admin's endpoints are typed
 * by them.
 */
import { z } from 'zod';
import { NOT_VALID } from '../common';
import { customAtcSchema, customLinkSchema, type CustomAtc, type CustomLink } from '../shop';

/** Most selections Manual Setup keeps per list (the GraphQL updateShopProp uses the same cap). */
export const MAX_CART_LINKS = 200;

/** Body of POST /cart/activate (cart-and-shop.md §7: active, rtl). */
export const activateSchema = z.strictObject(
  {
    active: z.boolean({ error: NOT_VALID }),
    rtl: z.boolean({ error: NOT_VALID }).optional(),
  },
  { error: NOT_VALID },
);

/** Body of POST /cart/links (cart-and-shop.md §7: both lists, always sent together). */
export const cartLinksSchema = z.strictObject(
  {
    custom_links: z.array(customLinkSchema, { error: NOT_VALID }).max(MAX_CART_LINKS, { error: NOT_VALID }),
    custom_atcs: z.array(customAtcSchema, { error: NOT_VALID }).max(MAX_CART_LINKS, { error: NOT_VALID }),
  },
  { error: NOT_VALID },
);

/**
 * Query of GET /storeFront. cart-and-shop.md §7 names shop, manual_setup and origin: the shop is the session's (a
 * different one is refused), and `path` picks a page of that store; it must be a path, so no other host can be reached.
 */
export const storefrontQuerySchema = z.strictObject(
  {
    shop: z.string({ error: NOT_VALID }).optional(),
    manual_setup: z.enum(['true', 'false'], { error: NOT_VALID }).optional(),
    origin: z.string({ error: NOT_VALID }).max(500, { error: NOT_VALID }).optional(),
    path: z
      .string({ error: NOT_VALID })
      .max(500, { error: NOT_VALID })
      .regex(/^\/(?![/\\])[^\s]*$/, { error: NOT_VALID })
      .default('/'),
  },
  { error: NOT_VALID },
);
/** A POST /cart/activate body. */
export type ActivateBody = z.input<typeof activateSchema>;
/** A POST /cart/links body: both lists, always together. */
export type CartLinksBody = z.input<typeof cartLinksSchema>;

/** What POST /cart/activate answers. */
export interface ActivationResult {
  success: true;
  active: boolean;
  first_cart_turn_on: boolean;
}

/** What POST /cart/links answers: the lists as stored. */
export interface CartLinks {
  custom_links: CustomLink[];
  custom_atcs: CustomAtc[];
}

/** What GET /cart/status answers: the saved switch, the theme's app embed, and both together. */
export interface CartStatus {
  /** settings.active: the merchant's switch. */
  enabled: boolean;
  /** The app embed is on in the published theme (false when the store could not be asked). */
  embedEnabled: boolean;
  /** The cart shows on the storefront: both of the above. */
  active: boolean;
  /** The store could not be asked; the spec treats that as not installed. */
  checkFailed: boolean;
  /** Where the installation modal's Open Editor goes. */
  editorUrl: string;
}

/** What GET /storeFront answers: the shop's page for Manual Setup's frame. */
export interface StorefrontPage {
  /** The page's address (relative links resolve against it). */
  url: string;
  /** The page with every script removed and a <base> so its styles and images load from the store. */
  html: string;
  /** Whether the page carried Cartlift's loader (the app embed is on). */
  cartScriptFound: boolean;
}
