/**
 * The admin's shop resource (cart-and-shop.md §3 "Shop", §7): the Shop the gateway's GraphQL `shop` query and its
 * mutations answer, and the input of each mutation. The gateway's `toShopDto` returns `Shop`;
 * `gateway/src/graphql/contract.test.ts` holds the GraphQL `Shop` type equal to `shopSchema`. The admin's views are
 * `Pick<Shop, …>`, imported type-only (no zod in the admin's shared bundles).
 */
import { z } from 'zod';
import { dropEmpty, type FieldError, isPlainObject, mustBeAtLeast, NOT_VALID, type Result } from '../common';
import { PLAN_NAMES } from '../plans/plans';
import { codSettingsSchema, type CodSettings } from '../shop/cod';
import { block, flag, text } from '../shop/fields';
import type { ShopSettingsPayload } from '../shop/settings';
import { shopSettingsSchema } from '../shop/settings-schema';
import { customAtcSchema, customLinkSchema, invitationSchema, SHOP_FLAGS, type ShopFlag } from '../shop/shop-schema';
import { stickyCartSchema, type StickyCart } from '../shop/sticky';
import { MAX_CART_LINKS } from './cart';

const flagsShape = Object.fromEntries(SHOP_FLAGS.map((f) => [f, flag()])) as Record<ShopFlag, ReturnType<typeof flag>>;

/** Where the shop's automatic discount (Cartlift's Discount Function) stands against its campaigns. */
export const discountSyncSchema = block({
  /** PENDING: a change is on its way to Shopify; SYNCED: Shopify applies the campaigns as saved; FAILED: see lastError. */
  state: z.enum(['PENDING', 'SYNCED', 'FAILED'], { error: NOT_VALID }),
  /** Why the last attempt failed, as the merchant reads it (FAILED only). */
  lastError: z.string({ error: NOT_VALID }).nullable(),
  /** When the last attempt ended (ISO 8601). */
  at: z.string({ error: NOT_VALID }).nullable(),
  /** Where checkout will not give what the cart shows although synced; only the `shop` query works it out. */
  warning: z.string({ error: NOT_VALID }).nullable(),
});
/** The shop's discount sync as the admin reads it. */
export type DiscountSync = z.infer<typeof discountSyncSchema>;

/**
 * cart-and-shop.md §3 Shop as the admin reads it: id is the store domain; settings, cod_settings and sticky_cart are
 * the shop's saved designs (upgraded to today's shape, defaults where never saved). Never the access token.
 */
export const shopSchema = block({
  id: z.string({ error: NOT_VALID }).regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, { error: NOT_VALID }),
  userId: z.string({ error: NOT_VALID }),
  /** The store's name as Shopify gave it; null until it has. */
  name: z.string({ error: NOT_VALID }).nullable(),
  /** ISO 8601; null on a shop whose install was not recorded. */
  installedAt: z.iso.datetime({ offset: true, error: NOT_VALID }).nullable(),
  chargeAccepted: flag(),
  chargeConfirmationUrl: z.url({ error: NOT_VALID }).nullable(),
  redirectToChargeApproval: flag(),
  invitation: invitationSchema.nullable(),
  /**
   * Orders counted towards the plan in the current billing period (plans are "by monthly transactions",
   * cart-and-shop.md §9).
   */
  transactions: z.number({ error: NOT_VALID }).int({ error: NOT_VALID }).min(0, { error: mustBeAtLeast(0) }),
  money_format: text('money format', 1, 255),
  currency: z.string({ error: NOT_VALID }).regex(/^[A-Z]{3}$/, { error: NOT_VALID }),
  /** The zone the dashboard's days are counted in: Shopify's ianaTimezone, else the spec's UTC+10. */
  iana_timezone: z.string({ error: NOT_VALID }),
  custom_links: z.array(customLinkSchema, { error: NOT_VALID }),
  custom_atcs: z.array(customAtcSchema, { error: NOT_VALID }),
  settingsSaved: flag(),
  /** The settings as first installed, for the untouched-defaults check; null on shops created before it existed. */
  original_settings: shopSettingsSchema.nullable(),
  enabled_presentment_currencies: z.array(z.string().regex(/^[A-Z]{3}$/, { error: NOT_VALID }), { error: NOT_VALID }),
  auto_upgrade: flag(),
  /** The plan name as last reported by billing; null before the first usage report. */
  current_plan: z.string({ error: NOT_VALID }).nullable(),
  settings: shopSettingsSchema,
  cod_settings: codSettingsSchema,
  sticky_cart: stickyCartSchema,
  /** Not in cart-and-shop.md §3: whether draft checkout can be chosen (draftCheckoutAvailable of the granted scope). */
  draftCheckoutAvailable: flag(),
  discountSync: discountSyncSchema,
  ...flagsShape,
});

/** A shop as the admin reads it. */
export type Shop = z.infer<typeof shopSchema>;

/** A mutation's input names at least one field: `{}` is refused at its root. */
const notEmpty = (o: object): boolean => Object.keys(o).length > 0;

/** Input of `updateShopProp(id, input)`: one-time flags and the Manual Setup selections, any of them. */
export const shopPropInputSchema = z
  .strictObject(
    {
      ...flagsShape,
      custom_links: z.array(customLinkSchema, { error: NOT_VALID }).max(MAX_CART_LINKS, { error: NOT_VALID }),
      custom_atcs: z.array(customAtcSchema, { error: NOT_VALID }).max(MAX_CART_LINKS, { error: NOT_VALID }),
    },
    { error: NOT_VALID },
  )
  .partial()
  .refine(notEmpty, { error: NOT_VALID });
/** An updateShopProp input. */
export type ShopPropInput = z.input<typeof shopPropInputSchema>;

/**
 * Input of `updatePlanSettings(id, input)`: the merchant's plan choices. Charge acceptance is not here: it comes
 * from Shopify billing.
 */
export const planSettingsInputSchema = z
  .strictObject(
    {
      auto_upgrade: z.boolean({ error: NOT_VALID }),
      // One of the domain's plans: a name the billing code does not know would be stored and shown as the merchant's plan.
      current_plan: z.enum(PLAN_NAMES, { error: NOT_VALID }),
    },
    { error: NOT_VALID },
  )
  .partial()
  .refine(notEmpty, { error: NOT_VALID });
/** An updatePlanSettings input. */
export type PlanSettingsInput = z.input<typeof planSettingsInputSchema>;

/**
 * What `updateShopSettings(id, input)` does, read from its input by `readShopSettingsUpdate`:
 * - `flags`: one-time flags (the shop's, shared by every cart);
 * - `documents`: the COD form and/or the sticky bar (the shop's, shared by every cart), each laid over the stored
 *   document and validated whole by the gateway;
 * - `settings`: a live-cart settings save (cart-and-shop.md §4 payload), laid over the stored settings.
 */
export type ShopSettingsUpdate =
  | { kind: 'flags'; flags: Partial<Record<ShopFlag, boolean>> }
  | { kind: 'documents'; cod_settings?: unknown; sticky_cart?: unknown }
  | { kind: 'settings'; settings: Record<string, unknown> };

/**
 * What the admin sends as `updateShopSettings(id, input)`, one type per kind readShopSettingsUpdate tells apart: a
 * live-cart settings save (the cart-and-shop.md §4 payload, `shopSettingsSavePayload`), the COD form, the sticky bar
 * (either or both: the admin sends a whole document, which the gateway lays over the stored one), or one-time flags.
 */
export type UpdateShopSettingsInput = ShopSettingsPayload | CodSettingsInput | StickyCartInput | ShopFlagsInput;
/** The `documents` kind's COD form. */
export interface CodSettingsInput {
  cod_settings: CodSettings;
  sticky_cart?: StickyCart;
}
/** The `documents` kind's sticky bar. */
export interface StickyCartInput {
  cod_settings?: CodSettings;
  sticky_cart: StickyCart;
}
/** The `flags` kind: one-time flags only (updateShopProp takes them too). */
export type ShopFlagsInput = Partial<Record<ShopFlag, boolean>>;

/** A settings save payload as the gateway reads it: empty values and settingsSaved dropped. */
export function cleanedSettingsInput(raw: Record<string, unknown>): Record<string, unknown> {
  const cleaned = dropEmpty(raw);
  delete cleaned.settingsSaved;
  return cleaned;
}

const isShopFlag = (k: string): k is ShopFlag => (SHOP_FLAGS as readonly string[]).includes(k);
const notValidAt = (paths: string[]): Result<never> => ({
  success: false,
  errors: paths.map((path): FieldError => ({ path, message: NOT_VALID })),
});

/**
 * The one rule that tells updateShopSettings' three inputs apart (the GraphQL input is one JSON, so the kind is
 * read from its keys here, once): every key a one-time flag is `flags` (each a boolean); `cod_settings` or
 * `sticky_cart` (not emptied) is `documents` (nothing beside them); anything else is a `settings` save (empty values
 * and settingsSaved dropped; the gateway validates it over the stored settings). Not an object, or an empty one, is
 * refused at the root.
 */
export function readShopSettingsUpdate(input: unknown): Result<ShopSettingsUpdate> {
  if (!isPlainObject(input) || Object.keys(input).length === 0) return notValidAt(['']);
  const keys = Object.keys(input);
  if (keys.every(isShopFlag)) {
    const bad = keys.filter((k) => typeof input[k] !== 'boolean');
    if (bad.length) return notValidAt(bad);
    return { success: true, data: { kind: 'flags', flags: input as Partial<Record<ShopFlag, boolean>> } };
  }
  const cleaned = cleanedSettingsInput(input);
  if ('cod_settings' in cleaned || 'sticky_cart' in cleaned) {
    const extra = Object.keys(cleaned).filter((k) => k !== 'cod_settings' && k !== 'sticky_cart');
    if (extra.length) return notValidAt(extra);
    const update: ShopSettingsUpdate = { kind: 'documents' };
    // COD is laid over as sent, empty texts included: a form field's blank placeholder is the merchant's choice
    // (dropped, a new field could never be saved), and a blank error message is named by the rules.
    if ('cod_settings' in cleaned) update.cod_settings = input.cod_settings;
    if ('sticky_cart' in cleaned) update.sticky_cart = cleaned.sticky_cart;
    return { success: true, data: update };
  }
  return { success: true, data: { kind: 'settings', settings: cleaned } };
}
