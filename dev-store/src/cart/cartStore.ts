import { randomBytes } from 'node:crypto';
import type { Catalog } from '../catalog/catalog';
import type { Product, Variant } from '../catalog/types';
import { sameLine } from './lineKey';
import type { CartLine, PricedCart } from './pricing';

/** One visitor's cart. Money is never stored: totals are priced on read. */
export interface Cart {
  token: string;
  lines: CartLine[];
  note: string | null;
  attributes: Record<string, string>;
  discountCodes: string[];
  currency: string;
  createdAt: string;
  updatedAt: string;
}

/** An Ajax API error: the HTTP status and the JSON body Shopify sends. */
export class CartError extends Error {
  constructor(
    readonly status: number,
    readonly body: { status: number | string; message: string; description: string },
  ) {
    super(body.description);
  }
}

const cartError = (status: number, description: string) => new CartError(status, { status, message: 'Cart Error', description });
/** Shopify's 404 for an unknown (or unpublished) variant. */
export const cannotFindVariant = () => cartError(404, 'Cannot find variant');
/** Shopify's 400 when change.js names no line of the cart. */
export const noValidLine = () => new CartError(400, { status: 400, message: 'Cart Error', description: 'no valid id or line parameter' });
/** Shopify's 400 for a request without the parameter it needs. */
export const parameterMissing = (name: string) =>
  new CartError(400, { status: 'bad_request', message: 'Parameter Missing or Invalid', description: `Required parameter missing or invalid: ${name}` });

/** An item as add.js receives it (JSON or form data), before validation. */
export interface AddItemInput {
  id?: unknown;
  quantity?: unknown;
  properties?: unknown;
  selling_plan?: unknown;
}

/** Outcome of a write: the lines it touched, and a 422 to send after the write is kept (partial stock adds). */
export interface WriteResult {
  touched: CartLine[];
  stockError: CartError | null;
}

function toInt(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** Properties as Shopify keeps them: string values; blank values dropped (as the theme form sends them). */
export function cleanProperties(input: unknown, dropBlank: boolean): Record<string, string> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    if (v === null || v === undefined) continue;
    const s = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (dropBlank && s === '') continue;
    out[k] = s;
  }
  return out;
}

function displayName(product: Product, variant: Variant): string {
  return variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`;
}

/** Carts by token, plus Shopify's add/change/update/clear semantics. */
export class CartStore {
  readonly carts = new Map<string, Cart>();

  constructor(private readonly catalog: Catalog) {}

  /** A new empty cart with a Shopify-like token ("<id>?key=<secret>"). */
  create(currency: string): Cart {
    const now = new Date().toISOString();
    const token = `${randomBytes(12).toString('base64url')}?key=${randomBytes(16).toString('hex')}`;
    const cart: Cart = { token, lines: [], note: null, attributes: {}, discountCodes: [], currency, createdAt: now, updatedAt: now };
    this.carts.set(token, cart);
    return cart;
  }

  get(token: string | undefined): Cart | undefined {
    return token ? this.carts.get(token) : undefined;
  }

  private resolveVariant(id: unknown): { product: Product; variant: Variant } {
    const variantId = toInt(id);
    if (variantId === undefined) throw parameterMissing('id');
    const found = this.catalog.variant(variantId);
    if (!found || found.product.status !== 'ACTIVE') throw cannotFindVariant();
    return found;
  }

  private inCart(lines: CartLine[], variantId: number, except?: CartLine): number {
    return lines.filter((l) => l.variantId === variantId && l !== except).reduce((s, l) => s + l.quantity, 0);
  }

  /**
   * Caps `wanted` units of a variant to what stock allows beside `others` units already in the cart.
   * Returns the quantity to keep and the 422 Shopify answers (messages from the March 2025 changelog).
   */
  private capToStock(product: Product, variant: Variant, others: number, wanted: number, previous: number): { quantity: number; error: CartError | null } {
    const available = this.catalog.available(variant);
    if (others + wanted <= available) return { quantity: wanted, error: null };
    const allowed = Math.max(0, available - others);
    if (available === 0) return { quantity: 0, error: cartError(422, `The product '${displayName(product, variant)}' is already sold out.`) };
    if (allowed <= previous) return { quantity: previous, error: cartError(422, 'The maximum quantity of this item is already in your cart.') };
    return { quantity: allowed, error: cartError(422, `Only ${allowed - previous} items were added to your cart.`) };
  }

  /** add.js: each item sums into an identical line (variant + properties + selling plan) or becomes a new first line. */
  add(cart: Cart, items: AddItemInput[]): WriteResult {
    if (items.length === 0) throw parameterMissing('items');
    const lines = cart.lines.map((l) => ({ ...l }));
    const touched: CartLine[] = [];
    let stockError: CartError | null = null;
    for (const item of items) {
      const { product, variant } = this.resolveVariant(item.id);
      const quantity = item.quantity === undefined || item.quantity === '' ? 1 : toInt(item.quantity);
      if (quantity === undefined || quantity < 1) throw cartError(422, 'Quantity must be 1 or more.');
      const sellingPlanId = item.selling_plan === undefined || item.selling_plan === null || item.selling_plan === '' ? null : toInt(item.selling_plan);
      if (sellingPlanId === undefined || (sellingPlanId !== null && !this.catalog.sellingPlan(product, sellingPlanId))) {
        throw cartError(422, 'The selling plan is not available for this variant.');
      }
      if (sellingPlanId === null && product.requiresSellingPlan) throw cartError(422, 'Variant can only be purchased with a selling plan.');
      const identity = { variantId: variant.id, properties: cleanProperties(item.properties, true), sellingPlanId };
      const existing = lines.find((l) => sameLine(l, identity));
      const previous = existing?.quantity ?? 0;
      const capped = this.capToStock(product, variant, this.inCart(lines, variant.id, existing), previous + quantity, previous);
      if (capped.error) {
        stockError = capped.error;
        if (capped.quantity === previous) break;
      }
      if (existing) existing.quantity = capped.quantity;
      else lines.unshift({ ...identity, quantity: capped.quantity });
      touched.push(existing ?? lines[0]);
      if (stockError) break;
    }
    this.commit(cart, lines);
    return { touched, stockError };
  }

  /** Index of the line change.js names: `line` (1-based) or `id` (a line key, or a variant id = its first line). */
  findLine(priced: PricedCart, id: unknown, line: unknown): number {
    const lineNumber = toInt(line);
    if (line !== undefined && line !== null && line !== '') {
      if (lineNumber === undefined || lineNumber < 1 || lineNumber > priced.lines.length) throw noValidLine();
      return lineNumber - 1;
    }
    if (typeof id === 'string' && id.includes(':')) {
      const index = priced.lines.findIndex((l) => l.key === id);
      if (index < 0) throw noValidLine();
      return index;
    }
    const variantId = toInt(id);
    const index = variantId === undefined ? -1 : priced.lines.findIndex((l) => l.line.variantId === variantId);
    if (index < 0) throw noValidLine();
    return index;
  }

  /** change.js on one existing line: quantity (0 removes), properties (replace the whole object), selling_plan (null removes). */
  change(cart: Cart, index: number, input: { quantity?: unknown; properties?: unknown; selling_plan?: unknown }): WriteResult {
    const lines = cart.lines.map((l) => ({ ...l }));
    const target = lines[index];
    const found = this.catalog.variant(target.variantId);
    if (!found) throw cannotFindVariant();
    if (input.properties !== undefined) target.properties = cleanProperties(input.properties, false);
    if (input.selling_plan !== undefined) {
      const planId = input.selling_plan === null || input.selling_plan === '' ? null : toInt(input.selling_plan);
      if (planId === undefined || (planId !== null && !this.catalog.sellingPlan(found.product, planId))) throw cartError(422, 'The selling plan is not available for this variant.');
      target.sellingPlanId = planId;
    }
    let stockError: CartError | null = null;
    if (input.quantity !== undefined) {
      const quantity = toInt(input.quantity);
      if (quantity === undefined || quantity < 0) throw parameterMissing('quantity');
      if (quantity === 0) lines.splice(index, 1);
      else if (quantity > target.quantity) {
        const capped = this.capToStock(found.product, found.variant, this.inCart(lines, target.variantId, target), quantity, target.quantity);
        target.quantity = capped.quantity;
        stockError = capped.error;
      } else target.quantity = quantity;
    }
    this.commit(cart, lines);
    return { touched: lines.includes(target) ? [target] : [], stockError };
  }

  /**
   * update.js: `updates` by variant id or line key (object) or by position (array). A variant id updates only its
   * first line and adds the variant when absent; lines already in the cart are not checked against stock.
   */
  update(cart: Cart, priced: PricedCart, input: { updates?: unknown; note?: unknown; attributes?: unknown; discount?: unknown }): WriteResult {
    const lines = cart.lines.map((l) => ({ ...l }));
    const originals = [...lines];
    const setQuantity = new Map<CartLine, number>();
    const toAdd: AddItemInput[] = [];
    const { updates } = input;
    if (Array.isArray(updates)) {
      updates.forEach((q, i) => {
        const quantity = toInt(q);
        if (quantity !== undefined && originals[i]) setQuantity.set(originals[i], Math.max(0, quantity));
      });
    } else if (updates && typeof updates === 'object') {
      for (const [id, q] of Object.entries(updates as Record<string, unknown>)) {
        const quantity = toInt(q);
        if (quantity === undefined || quantity < 0) throw parameterMissing('updates');
        const index = id.includes(':') ? priced.lines.findIndex((l) => l.key === id) : originals.findIndex((l) => l.variantId === toInt(id));
        if (index >= 0) setQuantity.set(originals[index], quantity);
        else if (!id.includes(':')) {
          this.resolveVariant(id);
          if (quantity > 0) toAdd.push({ id, quantity });
        }
      }
    } else if (updates !== undefined) throw parameterMissing('updates');
    let kept = lines.filter((l) => setQuantity.get(l) !== 0);
    for (const l of kept) l.quantity = setQuantity.get(l) ?? l.quantity;
    const draft: Cart = { ...cart, lines: kept };
    const added = toAdd.length ? this.add(draft, toAdd) : { touched: [], stockError: null };
    kept = draft.lines;
    if (input.note !== undefined) cart.note = input.note === null ? null : String(input.note);
    if (input.attributes && typeof input.attributes === 'object') {
      for (const [k, v] of Object.entries(input.attributes as Record<string, unknown>)) {
        if (v === null || v === '') delete cart.attributes[k];
        else cart.attributes[k] = typeof v === 'string' ? v : JSON.stringify(v);
      }
    }
    if (typeof input.discount === 'string') {
      const codes = input.discount.split(',').map((c) => c.trim()).filter(Boolean);
      cart.discountCodes = codes.filter((c, i) => codes.findIndex((o) => o.toLowerCase() === c.toLowerCase()) === i);
    }
    this.commit(cart, kept);
    return { touched: kept, stockError: added.stockError };
  }

  /** clear.js: removes every line, keeps note, attributes and discount codes. */
  clear(cart: Cart): void {
    this.commit(cart, []);
  }

  private commit(cart: Cart, lines: CartLine[]): void {
    cart.lines = lines.filter((l) => l.quantity > 0);
    cart.updatedAt = new Date().toISOString();
  }
}
