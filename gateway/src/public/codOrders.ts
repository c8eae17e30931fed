import { z } from 'zod';
import {
  codAnswerError,
  defaultCodSettings,
  NOT_VALID,
  overlay,
  type CodSettings,
  type FieldError,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import { badRequest, DomainError, ValidationError } from '../shared/errors';
import { claimCodOrder, markCodOrderFailed, markCodOrderPlaced, type PlacedCodOrder } from '../services/codOrders';
import { AdminApiError, asUpstream } from '../shopify/adminApi';
import {
  completeDraftOrderPaymentPending,
  createDraftOrder,
  deleteDraftOrder,
  DraftOrderRefused,
} from '../shopify/draftOrders';
import { checkDiscountCodes, checkoutSchema, recomputeCart } from './checkout';
import type { PublicShop } from './shopAccess';

/** Tags on every COD order, so the merchant can filter them in Shopify (and Cartlift's own attribution sees them). */
export const COD_ORDER_TAGS = ['cartlift', 'cartlift-cod', 'COD'];
/** The one answer to a filled honeypot: no hint about which field gave the bot away. */
export const COD_REJECTED = 'Your order could not be placed';
/** A form that changed since the page loaded (field count differs): the shopper must see the new form. */
export const COD_FORM_CHANGED = 'The order form has changed; please reload the page';

const answer = z.union([z.string().max(2000), z.array(z.string().max(200)).max(20)], { error: NOT_VALID });

/**
 * Body of POST /public/cod-orders: the cart (as for checkout), one answer per field of the shop's COD form in its
 * order, the client's idempotency key, and the honeypot `website` (hidden from people; bots fill it). The cart's note
 * and the shopper's applied discount codes ride along as they do on a checkout.
 */
export const codOrderSchema = checkoutSchema
  .pick({ shop: true, items: true, fbt: true, added: true, schema: true, country: true, cart_currency: true, note: true, discountCode: true })
  .extend({
    client_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: NOT_VALID }),
    answers: z.array(answer, { error: NOT_VALID }).max(50),
    website: z.string().max(500).optional(),
  });
/** A parsed COD order body. */
export type CodOrderBody = z.output<typeof codOrderSchema>;

/** The answer to a COD order: the order placed (also for a repeated client key, with duplicate true). */
export interface CodOrderResult {
  order: PlacedCodOrder;
  duplicate: boolean;
}

/** The shop's COD settings as the storefront sees them (stored over the defaults). */
export const codSettingsOf = (shop: PublicShop): CodSettings => overlay(defaultCodSettings(), shop.cod_settings);

/**
 * Checks the answers against the shop's own form: one per field, required ones filled ('This field is required',
 * or the merchant's error_message), e-mails that look like one, options only from the field's list.
 */
export function validateCodAnswers(cod: CodSettings, answers: CodOrderBody['answers']): void {
  if (answers.length !== cod.form.length) throw badRequest(COD_FORM_CHANGED, 'answers');
  const errors: FieldError[] = [];
  cod.form.forEach((field, i) => {
    const value = answers[i];
    const message = codAnswerError(cod, field, value);
    if (message) errors.push({ path: `answers.${i}`, message });
  });
  if (errors.length) throw new ValidationError(errors);
}

const text = (value: string | readonly string[]): string => (typeof value === 'string' ? value.trim() : value.join(', '));

/** The shopper's answers as order attributes (labels made unique) and a readable note, the cart's note after them. */
function orderDetails(cod: CodSettings, answers: CodOrderBody['answers'], cartNote: string | undefined) {
  const seen = new Map<string, number>();
  const attributes = cod.form.flatMap((field, i) => {
    const value = text(answers[i]);
    if (!value) return [];
    const n = (seen.get(field.label) ?? 0) + 1;
    seen.set(field.label, n);
    return [{ key: n > 1 ? `${field.label} (${n})` : field.label, value }];
  });
  const emailAt = cod.form.findIndex((f, i) => f.type === 'email' && text(answers[i]) !== '');
  return {
    attributes,
    note: [attributes.map((a) => `${a.key}: ${a.value}`).join('\n'), cartNote?.trim() ?? ''].filter(Boolean).join('\n\n'),
    email: emailAt >= 0 ? text(answers[emailAt]) : undefined,
  };
}

/** Creates and completes the draft order; a draft that cannot be completed is deleted again (nothing half written). */
async function placeOrder(deps: AppDeps, shop: PublicShop, cod: CodSettings, body: CodOrderBody): Promise<PlacedCodOrder> {
  const { attributes, draftLines, draftCurrency } = await recomputeCart(deps, shop, body);
  // Checked before anything is written: an unknown code refuses the order (§8 DISCOUNTS_NOT_FOUND) like a checkout.
  const discountCodes = await checkDiscountCodes(deps, shop, body.discountCode);
  const details = orderDetails(cod, body.answers, body.note);
  const draft = await createDraftOrder(deps.adminApi, shop.id, shop.accessToken, {
    lineItems: draftLines,
    ...draftCurrency,
    ...(discountCodes.length ? { discountCodes } : {}),
    note: details.note,
    email: details.email,
    tags: COD_ORDER_TAGS,
    customAttributes: [
      ...details.attributes,
      ...Object.entries(attributes).map(([key, value]) => ({ key, value })),
    ],
  });
  try {
    return await completeDraftOrderPaymentPending(deps.adminApi, shop.id, shop.accessToken, draft.id);
  } catch (err) {
    await deleteDraftOrder(deps.adminApi, shop.id, shop.accessToken, draft.id).catch((e: unknown) =>
      deps.logger.warn({ err: e, shop: shop.id, draft: draft.id }, 'COD draft order left open after a failure'),
    );
    throw err;
  }
}

/** Waits before each further attempt to record a placed order: bounded, the shopper is waiting for the answer. */
const RECORD_RETRY_MS = [100, 500];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records on the claim the order Shopify has already placed. Never throws: the order exists, so the shopper's answer
 * is success whatever happens here. When every attempt fails the claim stays pending, never failed, so a retry with
 * the same key is refused (409) instead of placing a second order, until the claim is stale (COD_PENDING_STALE_MS);
 * the error log names the order so the row can be put right.
 */
async function recordPlacedOrder(deps: AppDeps, shopId: string, claimId: string, order: PlacedCodOrder): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await markCodOrderPlaced(deps, claimId, order);
      return;
    } catch (err) {
      if (attempt >= RECORD_RETRY_MS.length) {
        deps.logger.error(
          { err, shop: shopId, claim: claimId, order: order.id },
          'COD order placed in Shopify but not recorded on its client key',
        );
        return;
      }
      await sleep(RECORD_RETRY_MS[attempt]);
    }
  }
}

/**
 * POST /public/cod-orders: validates the answers against the shop's own COD form, claims the client key, then
 * places the order in the store as a draft order completed with payment pending (tagged, with the cart's lines and
 * rewards recomputed on the server and the answers). A repeated key answers the first order; a failure before the
 * order exists releases the key and leaves nothing behind, so the shopper's cart (emptied by the storefront only on
 * success) can be retried. Once Shopify has completed the order the answer is success and the key is never released.
 */
export async function placeCodOrder(deps: AppDeps, shop: PublicShop, body: CodOrderBody): Promise<CodOrderResult> {
  if (body.shop !== undefined && body.shop !== shop.id) throw badRequest(NOT_VALID, 'shop');
  if (body.website) throw badRequest(COD_REJECTED);
  const cod = codSettingsOf(shop);
  if (!cod.is_active) throw badRequest('Cash on delivery is not available');
  validateCodAnswers(cod, body.answers);
  const claim = await claimCodOrder(deps, shop.id, body.client_key);
  if (claim.kind === 'placed') return { order: claim.order, duplicate: true };
  let order: PlacedCodOrder;
  try {
    order = await placeOrder(deps, shop, cod, body);
  } catch (err) {
    await markCodOrderFailed(deps, claim.id);
    if (err instanceof DomainError) throw err;
    if (err instanceof DraftOrderRefused) throw badRequest(err.message);
    if (err instanceof AdminApiError) throw asUpstream(err);
    throw err;
  }
  await recordPlacedOrder(deps, shop.id, claim.id, order);
  return { order, duplicate: false };
}
