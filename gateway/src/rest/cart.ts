import { customAtcSchema, customLinkSchema, NOT_VALID } from '@cartlift/domain';
import { z } from 'zod';

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
