/**
 * The orders/create webhook's payload, as much of it as Cartlift reads (Shopify's REST Order resource): the order's
 * id, currency, total, creation time, note attributes (where `__cartlift` and the experiment attributes arrive) and
 * line items. A payload is Shopify's, but its attributes are the shopper's to edit, so every field is read leniently:
 * junk reads as absent or zero, never as an error that would make Shopify deliver the webhook again and again.
 */
import { numericIdString } from './attribution';

/** A price as Shopify sends it ("12.50", or a number) in cents; anything else, or a negative amount, is 0. */
export function priceCents(price: unknown): number {
  const n = typeof price === 'string' ? Number(price) : typeof price === 'number' ? price : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : 0;
}

/** One line of the order, read. */
export interface OrderLineRead {
  variant_id: string | undefined;
  product_id: string | undefined;
  /** Whole units; 0 for anything that is not a positive number. */
  quantity: number;
  /** Unit price, cents. */
  price: number;
  /** Shopify's deprecated sum of the line's discounts, cents, read when it reports no allocations. */
  total_discount: number;
  /** The line's discount allocations, summed, cents. */
  discount_allocations: number;
}

/** An orders/create payload, read: junk lines and attributes are null, so positions stay as Shopify sent them. */
export interface OrderCreated {
  id: string;
  currency: string;
  /** cents */
  total_price: number;
  created_at: unknown;
  note_attributes: Array<{ name: unknown; value: unknown } | null>;
  line_items: Array<OrderLineRead | null>;
}

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function readLine(line: unknown): OrderLineRead | null {
  if (!isFields(line)) return null;
  const { quantity } = line;
  return {
    variant_id: numericIdString(line.variant_id),
    product_id: numericIdString(line.product_id),
    quantity: typeof quantity === 'number' && quantity > 0 ? Math.floor(quantity) : 0,
    price: priceCents(line.price),
    total_discount: priceCents(line.total_discount),
    discount_allocations: listOf(line.discount_allocations).reduce<number>(
      (sum, a) => sum + (isFields(a) ? priceCents(a.amount) : 0),
      0,
    ),
  };
}

/** The payload read, or undefined for one without a usable order id (nothing can be recorded for it). */
export function readOrderCreated(payload: unknown): OrderCreated | undefined {
  if (!isFields(payload)) return undefined;
  const id = numericIdString(payload.id);
  if (!id) return undefined;
  return {
    id,
    currency: typeof payload.currency === 'string' ? payload.currency.slice(0, 8) : 'USD',
    total_price: priceCents(payload.total_price),
    created_at: payload.created_at,
    note_attributes: listOf(payload.note_attributes).map((a) => (isFields(a) ? { name: a.name, value: a.value } : null)),
    line_items: listOf(payload.line_items).map(readLine),
  };
}

/** The order's note attribute `name` (its value anything: the shopper may have edited it), or undefined if absent. */
export const noteAttribute = (order: OrderCreated, name: string): { name: unknown; value: unknown } | undefined =>
  order.note_attributes.find((a) => a?.name === name) ?? undefined;

/**
 * What the shopper paid for a line, cents: price x quantity less the line's discounts. Shopify reports them in
 * discount_allocations (total_discount is its deprecated sum); a free gift therefore earns 0, not its list price.
 */
export function paidCents(line: OrderLineRead, quantity: number): number {
  const discount = line.discount_allocations > 0 ? line.discount_allocations : line.total_discount;
  return Math.max(0, line.price * quantity - discount);
}
