import type { DraftOrder, MailingAddress, Order } from '../state';
import { filterBy, wildcardMatcher, type Term } from './productQuery';
import { gid } from './nodes';

/** A MailingAddress node (Shopify's name is first and last name joined). */
export function addressNode(a: MailingAddress | null) {
  if (!a) return null;
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return { ...a, name: name || null, countryCodeV2: a.countryCode };
}

/** An Order node: the fields the gateway reads back when it looks an order up. */
export function orderNode(order: Order) {
  return {
    id: gid('Order', order.id), legacyResourceId: String(order.id), name: order.name, displayFinancialStatus: order.financialStatus.toUpperCase(),
    tags: order.tags, email: order.email, createdAt: order.createdAt, shippingAddress: addressNode(order.shippingAddress),
  };
}

const bare = (value: string) => value.replace(/^["']|["']$/g, '').toLowerCase();

// Shopify matches tags whole and case-insensitively; a value in single or double quotes is one tag.
const hasTag = (tags: string[], value: string) => {
  const match = wildcardMatcher(`"${bare(value)}"`);
  return tags.some((t) => match(t));
};

function matchesDraft(draft: DraftOrder, { field, value }: Term): boolean {
  switch (field) {
    case 'tag': return hasTag(draft.tags, value);
    case 'status': return draft.status.toLowerCase() === bare(value);
    case 'email': return (draft.email ?? '').toLowerCase() === bare(value);
    case 'name': return draft.name.toLowerCase() === bare(value);
    default: return false;
  }
}

function matchesOrder(order: Order, { field, value }: Term): boolean {
  switch (field) {
    case 'tag': return hasTag(order.tags, value);
    case 'financial_status': return order.financialStatus === bare(value);
    case 'email': return (order.email ?? '').toLowerCase() === bare(value);
    case 'name': return order.name.toLowerCase() === bare(value).replace(/^#?/, '#');
    default: return false;
  }
}

/** Shopify's draftOrders search, the parts an app uses: tag, status (open, completed), email, name; AND, OR, -negation. */
export const filterDraftOrders = (drafts: DraftOrder[], query: string | null | undefined): DraftOrder[] => filterBy(drafts, query, matchesDraft);

/** Shopify's orders search: tag, financial_status, email, name. */
export const filterOrders = (orders: Order[], query: string | null | undefined): Order[] => filterBy(orders, query, matchesOrder);
