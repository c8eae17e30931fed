import { createHash } from 'crypto';
import {
  codAnswerError,
  codCustomerDetails,
  defaultCodSettings,
  NOT_VALID,
  overlay,
  type CodOrderBody,
  type CodOrderResult,
  type PlacedCodOrder,
  type CodSettings,
  type FieldError,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import { badRequest, DomainError, ValidationError } from '../shared/errors';
import {
  claimCodOrder,
  markCodOrderDrafted,
  markCodOrderFailed,
  markCodOrderPlaced,
} from './codOrders';
import { AdminApiError, asUpstream } from '../shopify/adminApi';
import {
  completeDraftOrderPaymentPending,
  createDraftOrder,
  deleteDraftOrder,
  DraftOrderRefused,
  findDraftOrderByTag,
  readDraftOrder,
} from '../shopify/draftOrders';
import { checkDiscountCodes, recomputeCart } from './checkout';
import type { PublicShop } from './publicShop';

/** Tags on every COD order, so the merchant can filter them in Shopify (and Cartlift's own attribution sees them). */
export const COD_ORDER_TAGS = ['cartlift', 'cartlift-cod', 'COD'];
/**
 * The tag that carries a submission's client key to Shopify, so a retry can find what an unclear attempt left there.
 * Hashed: Shopify tags are at most 40 characters and client keys up to 64 (96 bits of the hash: no two keys of a
 * shop meet).
 */
export const codKeyTag = (clientKey: string): string =>
  `cartlift-key-${createHash('sha256').update(clientKey).digest('hex').slice(0, 24)}`;
/** The first paragraph of every COD order's note: how the merchant is paid. */
export const COD_NOTE = 'Cash on delivery (Cartlift): collect the payment when the order is delivered.';
/** The one answer to a filled honeypot: no hint about which field gave the bot away. */
export const COD_REJECTED = 'Your order could not be placed';
/** A form that changed since the page loaded (field count differs): the shopper must see the new form. */
export const COD_FORM_CHANGED = 'The order form has changed; please reload the page';

/** A draft is what draft_order mode leaves; payment_pending answers the order Shopify made of it. */
const result = (order: PlacedCodOrder, duplicate: boolean): CodOrderResult => ({
  order,
  duplicate,
  awaiting_confirmation: order.id.startsWith('gid://shopify/DraftOrder/'),
});

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

/** The shopper's answers as order attributes (labels made unique) and a readable note after COD_NOTE, the cart's note last. */
function orderDetails(cod: CodSettings, answers: CodOrderBody['answers'], cartNote: string | undefined) {
  const seen = new Map<string, number>();
  const attributes = cod.form.flatMap((field, i) => {
    const value = text(answers[i]);
    if (!value) return [];
    const n = (seen.get(field.label) ?? 0) + 1;
    seen.set(field.label, n);
    return [{ key: n > 1 ? `${field.label} (${n})` : field.label, value }];
  });
  return {
    attributes,
    note: [COD_NOTE, attributes.map((a) => `${a.key}: ${a.value}`).join('\n'), cartNote?.trim() ?? ''].filter(Boolean).join('\n\n'),
  };
}

/** Where an order attempt stands in Shopify: its claim (to record the draft on) and the tag of its client key. */
interface Attempt {
  claimId: string;
  keyTag: string;
}

/**
 * Creates the draft order (tagged and noted as cash on delivery, the shopper's details in its customer and shipping
 * address fields). In draft_order mode that is the order: the merchant reviews and confirms it in Shopify. In
 * payment_pending mode the draft is completed as payment pending; a draft Shopify refuses to complete is deleted
 * again (nothing half written), while an unclear failure (timeout, lost answer) leaves it for the retry to read back.
 */
async function placeOrder(deps: AppDeps, shop: PublicShop, cod: CodSettings, body: CodOrderBody, attempt: Attempt): Promise<PlacedCodOrder> {
  const { attributes, draftLines, draftCurrency } = await recomputeCart(deps, shop, body);
  // Checked before anything is written: an unknown code refuses the order (cart-and-shop.md §8 DISCOUNTS_NOT_FOUND)
  // like a checkout.
  const discountCodes = await checkDiscountCodes(deps, shop, body.discountCode);
  const details = orderDetails(cod, body.answers, body.note);
  const customer = codCustomerDetails(cod.form, body.answers, body.country);
  const draft = await createDraftOrder(deps.adminApi, shop.id, shop.accessToken, {
    lineItems: draftLines,
    ...draftCurrency,
    ...(discountCodes.length ? { discountCodes } : {}),
    note: details.note,
    email: customer.email,
    ...(customer.shippingAddress ? { shippingAddress: customer.shippingAddress } : {}),
    tags: [...COD_ORDER_TAGS, attempt.keyTag],
    customAttributes: [
      ...details.attributes,
      ...Object.entries(attributes).map(([key, value]) => ({ key, value })),
    ],
  });
  if (cod.order_mode === 'draft_order') return { id: draft.id, name: draft.name };
  // Not fatal: without it a retry still finds the draft by its key tag (once Shopify's search has indexed it).
  await markCodOrderDrafted(deps, attempt.claimId, draft.id).catch((err: unknown) =>
    deps.logger.warn({ err, shop: shop.id, draft: draft.id }, 'COD draft order not recorded on its client key'),
  );
  try {
    return await completeDraftOrderPaymentPending(deps.adminApi, shop.id, shop.accessToken, draft.id);
  } catch (err) {
    if (err instanceof DraftOrderRefused)
      await deleteDraftOrder(deps.adminApi, shop.id, shop.accessToken, draft.id).catch((e: unknown) =>
        deps.logger.warn({ err: e, shop: shop.id, draft: draft.id }, 'COD draft order left open after a failure'),
      );
    throw err;
  }
}

/**
 * After an unclear attempt with the same key: what that attempt left in Shopify, read back instead of placing a
 * second order. The draft it recorded (read by id), else a draft carrying the key's tag. A completed draft answers
 * its order (whoever completed it); an open one is the order in draft_order mode and is completed now in
 * payment_pending mode. Undefined when the attempt left nothing, so the order is placed afresh.
 */
async function findPlaced(deps: AppDeps, shop: PublicShop, cod: CodSettings, draftId: string | null, keyTag: string): Promise<PlacedCodOrder | undefined> {
  const draft = draftId
    ? await readDraftOrder(deps.adminApi, shop.id, shop.accessToken, draftId)
    : await findDraftOrderByTag(deps.adminApi, shop.id, shop.accessToken, keyTag);
  if (!draft) return undefined;
  if (draft.order) return draft.order;
  if (cod.order_mode === 'draft_order') return { id: draft.id, name: draft.name };
  return completeDraftOrderPaymentPending(deps.adminApi, shop.id, shop.accessToken, draft.id);
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
 * places the order in the store as the merchant chose (a draft order to confirm, or a draft completed with payment
 * pending), tagged, with the cart's lines and rewards recomputed on the server and the answers. A repeated key
 * answers the first order; after an unclear failure the retry first reads back what the attempt left in Shopify
 * (findPlaced) and answers that. A failure before the order exists releases the key, so the shopper's cart (emptied
 * by the storefront only on success) can be retried. Once the order exists the answer is success and the key is
 * never released.
 */
export async function placeCodOrder(deps: AppDeps, shop: PublicShop, body: CodOrderBody): Promise<CodOrderResult> {
  if (body.shop !== undefined && body.shop !== shop.id) throw badRequest(NOT_VALID, 'shop');
  if (body.website) throw badRequest(COD_REJECTED);
  const cod = codSettingsOf(shop);
  if (!cod.is_active) throw badRequest('Cash on delivery is not available');
  validateCodAnswers(cod, body.answers);
  const claim = await claimCodOrder(deps, shop.id, body.client_key);
  if (claim.kind === 'placed') return result(claim.order, true);
  const keyTag = codKeyTag(body.client_key);
  let order: PlacedCodOrder;
  let duplicate = false;
  try {
    const found = claim.retry ? await findPlaced(deps, shop, cod, claim.retry.draftId, keyTag) : undefined;
    duplicate = found !== undefined;
    order = found ?? (await placeOrder(deps, shop, cod, body, { claimId: claim.id, keyTag }));
  } catch (err) {
    await markCodOrderFailed(deps, claim.id);
    if (err instanceof DomainError) throw err;
    if (err instanceof DraftOrderRefused) throw badRequest(err.message);
    if (err instanceof AdminApiError) throw asUpstream(err);
    throw err;
  }
  await recordPlacedOrder(deps, shop.id, claim.id, order);
  return result(order, duplicate);
}
