import type { MailingAddress } from '@cartlift/domain';
import type { AdminApi } from './adminApi';

/** A draft order line as the Admin API takes it (variant, quantity, optional per-unit discount). */
export interface DraftLineInput {
  variantId: string;
  quantity: number;
  /** `value` is in the shop currency; amountWithCurrency states the amount in the draft's presentment currency. */
  appliedDiscount?: {
    value: number;
    valueType: 'FIXED_AMOUNT';
    title: string;
    amountWithCurrency?: { amount: string; currencyCode: string };
  };
  customAttributes?: Array<{ key: string; value: string }>;
}


/** What draftOrderCreate needs from the gateway. */
export interface DraftOrderInput {
  lineItems: DraftLineInput[];
  note?: string;
  email?: string;
  /** The shopper's name and address, so the draft and its order show who to deliver to. */
  shippingAddress?: MailingAddress;
  tags: string[];
  /** Codes the shopper applied in the cart; Shopify applies them on top of the line discounts. */
  discountCodes?: string[];
  customAttributes: Array<{ key: string; value: string }>;
  /** The currency the buyer shopped in, when not the shop's: Shopify prices the draft and its invoice in it. */
  presentmentCurrencyCode?: string;
}

interface UserError {
  message: string;
}

/** Shopify refused a draft-order call with a userError (not a transport failure). */
export class DraftOrderRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DraftOrderRefused';
  }
}

const CREATE = `mutation CartliftDraft($input: DraftOrderInput!) { draftOrderCreate(input: $input) { draftOrder { id name invoiceUrl totalPrice } userErrors { field message } } }`;
const DRAFT_FIELDS = 'id name status order { id name }';
const READ = `query CartliftDraftRead($id: ID!) { draftOrder(id: $id) { ${DRAFT_FIELDS} } }`;
const FIND = `query CartliftDraftFind($query: String!) { draftOrders(first: 1, query: $query) { nodes { ${DRAFT_FIELDS} } } }`;
const COMPLETE = `mutation CartliftDraftComplete($id: ID!) { draftOrderComplete(id: $id, paymentPending: true) { draftOrder { id order { id name } } userErrors { field message } } }`;
const DELETE = `mutation CartliftDraftDelete($input: DraftOrderDeleteInput!) { draftOrderDelete(input: $input) { deletedId userErrors { field message } } }`;

/** Creates a draft order; a userError becomes DraftOrderRefused. */
export async function createDraftOrder(
  adminApi: AdminApi,
  shop: string,
  token: string,
  input: DraftOrderInput,
): Promise<{ id: string; name: string; invoiceUrl: string }> {
  const r = await adminApi.graphql<{
    draftOrderCreate: { draftOrder: { id: string; name: string; invoiceUrl: string } | null; userErrors: UserError[] };
  }>(shop, token, CREATE, { input });
  const draft = r.draftOrderCreate.draftOrder;
  if (!draft) throw new DraftOrderRefused(r.draftOrderCreate.userErrors[0]?.message ?? 'Draft order refused');
  return draft;
}

/** Completes a draft order as payment pending (cash on delivery: nothing is charged now); answers the order. */
export async function completeDraftOrderPaymentPending(
  adminApi: AdminApi,
  shop: string,
  token: string,
  draftId: string,
): Promise<{ id: string; name: string }> {
  const r = await adminApi.graphql<{
    draftOrderComplete: { draftOrder: { order: { id: string; name: string } | null } | null; userErrors: UserError[] };
  }>(shop, token, COMPLETE, { id: draftId });
  const order = r.draftOrderComplete.draftOrder?.order;
  if (!order) throw new DraftOrderRefused(r.draftOrderComplete.userErrors[0]?.message ?? 'Draft order not completed');
  return order;
}

/** Deletes an open draft order (undoing a half-placed order); failures are the caller's to log. */
export async function deleteDraftOrder(adminApi: AdminApi, shop: string, token: string, draftId: string): Promise<void> {
  const r = await adminApi.graphql<{ draftOrderDelete: { deletedId: string | null; userErrors: UserError[] } }>(
    shop,
    token,
    DELETE,
    { input: { id: draftId } },
  );
  if (!r.draftOrderDelete.deletedId)
    throw new DraftOrderRefused(r.draftOrderDelete.userErrors[0]?.message ?? 'Draft order not deleted');
}

/** A draft order as the COD lookup reads it back: open, or completed into an order (by the app or the merchant). */
export interface DraftOrderState {
  id: string;
  name: string;
  status: 'OPEN' | 'INVOICE_SENT' | 'COMPLETED';
  order: { id: string; name: string } | null;
}

/** The draft order with this id, or null when there is none (deleted). */
export async function readDraftOrder(adminApi: AdminApi, shop: string, token: string, draftId: string): Promise<DraftOrderState | null> {
  const r = await adminApi.graphql<{ draftOrder: DraftOrderState | null }>(shop, token, READ, { id: draftId });
  return r.draftOrder;
}

/**
 * The first draft order carrying this tag, open or completed. Shopify's search index trails writes by a few seconds,
 * so a draft created a moment ago may not be found yet; callers that know the draft's id read it with readDraftOrder.
 */
export async function findDraftOrderByTag(adminApi: AdminApi, shop: string, token: string, tag: string): Promise<DraftOrderState | null> {
  const r = await adminApi.graphql<{ draftOrders: { nodes: DraftOrderState[] } }>(shop, token, FIND, { query: `tag:"${tag}"` });
  return r.draftOrders.nodes[0] ?? null;
}
