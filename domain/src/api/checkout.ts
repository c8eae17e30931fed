/**
 * POST /public/checkout and POST /public/cod-orders (cart-and-shop.md §7): the cart the gateway recomputes rewards for.
 * The gateway validates with these schemas; the storefront builds its bodies against their input types (type-only
 * imports: zod never reaches the storefront bundle).
 */
import { z } from 'zod';
import { NOT_VALID } from '../common';
import type { CartRewards } from '../cart';
import { experimentClaimSchema } from '../experiment/schema';

const numericId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const campaignKeys = z.array(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/)).max(50);

/**
 * Body of POST /public/checkout (cart-and-shop.md §7). There is no price, total or discount field: the server reads
 * prices from the Admin API. A line's selling plan (`sp`) prices it with the plan's own adjustment, read from the
 * Admin API; `sp_adjustment` is accepted for compatibility and ignored (a client-chosen percentage cannot be trusted); `country` is optional and only narrows country-targeted campaigns.
 */
export const checkoutSchema = z.strictObject({
  shop: z.string().optional(),
  items: z
    .array(
      z.strictObject({
        variant_id: numericId,
        product_id: numericId,
        quantity: z.number().int().min(1).max(10000),
        sp: numericId.nullable().optional(),
        sp_adjustment: z.number().min(0).max(100).nullable().optional(),
        /** The line's item properties (personalisation, uploads): carried onto draft order lines. */
        properties: z
          .record(z.string().max(255), z.string().max(1000))
          .refine((p) => Object.keys(p).length <= 30, { error: NOT_VALID })
          .nullable()
          .optional(),
      }),
    )
    .min(1)
    .max(250),
  note: z.string().max(5000).optional(),
  fbt: z.array(numericId).max(100).optional(),
  /** Units the drawer itself added per variant (Buy More Save More "add n more", One Check ticks): what counts. */
  added: z.array(z.strictObject({ v: numericId, q: z.number().int().min(1).max(10000) })).max(250).optional(),
  cart_currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  schema: z
    .strictObject({
      add_to_unlock: campaignKeys,
      bundles: campaignKeys,
      one_check_up_sell: campaignKeys,
      multi_one_check_upsell: campaignKeys,
    })
    .partial()
    .optional(),
  discountCode: z.string().max(255).optional(),
  /**
   * The running experiment's arm as the loader computed it (docs/experiments.md "Storefront"): the server recomputes
   * it (checkoutArm.ts) and prices the cart with that arm's cart; absent, everything is as before experiments.
   */
  experiment: experimentClaimSchema.optional(),
});
/** A validated checkout body, as the gateway prices it. */
export type CheckoutRequestBody = z.output<typeof checkoutSchema>;
/** A checkout body as the storefront sends it. */
export type CheckoutBody = z.input<typeof checkoutSchema>;

const answer = z.union([z.string().max(2000), z.array(z.string().max(200)).max(20)], { error: NOT_VALID });

/**
 * Body of POST /public/cod-orders: the cart (as for checkout), one answer per field of the shop's COD form in its
 * order, the client's idempotency key, and the honeypot `website` (hidden from people; bots fill it). The cart's note,
 * the shopper's applied discount codes and the experiment claim ride along as they do on a checkout.
 */
export const codOrderSchema = checkoutSchema
  .pick({
    shop: true,
    items: true,
    fbt: true,
    added: true,
    schema: true,
    country: true,
    cart_currency: true,
    note: true,
    discountCode: true,
    experiment: true,
  })
  .extend({
    client_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: NOT_VALID }),
    answers: z.array(answer, { error: NOT_VALID }).max(50),
    website: z.string().max(500).optional(),
  });
/** A parsed COD order body. */
export type CodOrderBody = z.output<typeof codOrderSchema>;
/** A COD order body as the storefront sends it. */
export type CodOrderInput = z.input<typeof codOrderSchema>;

/** The checkout answer: invoice_url (draft order) or none (the store's checkout), esid, and the attributes to write. */
export interface CheckoutResult {
  invoice_url?: string;
  esid: string;
  /** Cart attributes the storefront writes before a normal checkout, so orders/create can attribute revenue. */
  attributes: Record<string, string>;
  /** The server's figures, cents; for display only. */
  summary: CartRewards['summary'];
}

/** A COD order as Shopify names it. */
export interface PlacedCodOrder {
  id: string;
  name: string;
}

/**
 * The answer to a COD order: the order placed (also for a repeated client key, with duplicate true);
 * `awaiting_confirmation` when it is a draft order the merchant still has to confirm, so the shopper is told so.
 */
export interface CodOrderResult {
  order: PlacedCodOrder;
  duplicate: boolean;
  awaiting_confirmation: boolean;
}
