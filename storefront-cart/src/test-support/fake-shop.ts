import type { Cart, CartLine } from '../shared/types';

/** A catalog variant of the fake shop. */
export interface FakeVariant {
  id: number;
  productId: number;
  title: string;
  price: number;
  productType?: string;
  stock?: number;
}

/**
 * An in-memory Ajax Cart API with Shopify's documented semantics (add sums quantities into a line or puts a new
 * line first, and answers the added lines; update.js sets absolute quantities and adds unknown variants, change.js
 * needs an existing line, 422 above stock), plus switches that answer 409 or 500 for the next n writes. Used as the `fetchImpl` of the cart client in unit tests.
 */
export class FakeShop {
  lines: CartLine[] = [];
  requests: string[] = [];
  failNext: { status: number; count: number } = { status: 0, count: 0 };
  constructor(readonly variants: FakeVariant[]) {}

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input).replace(/^\//, '');
    this.requests.push(`${init?.method ?? 'GET'} ${path}`);
    if (init?.method === 'POST' && this.failNext.count > 0) {
      this.failNext.count -= 1;
      return json({ status: this.failNext.status, message: 'Conflict', description: 'Try again' }, this.failNext.status);
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path === 'cart.js') return json(this.cart());
    if (path === 'cart/add.js') {
      const added: CartLine[] = [];
      for (const item of body.items as { id: number; quantity: number }[]) {
        const v = this.variant(item.id);
        if (!v) return json({ status: 404, message: 'Cart Error', description: 'Cannot find variant' }, 404);
        const line = this.lines.find((l) => l.variant_id === item.id);
        const want = (line?.quantity ?? 0) + item.quantity;
        if (v.stock !== undefined && want > v.stock)
          return json({ status: 422, message: 'Cart Error', description: `You can't add more ${v.title} to the cart.` }, 422);
        if (line) this.set(line, want);
        else this.lines.unshift(this.line(v, item.quantity));
        added.push(line ?? this.lines[0]);
      }
      // Shopify's answer: the added line items, each with its line's final quantity (not the cart).
      return json({ items: added.map((l) => ({ ...l })) });
    }
    if (path === 'cart/change.js') {
      const line = this.lines.find((l) => l.key === body.id || l.variant_id === body.id);
      if (!line) return json({ status: 400, message: 'Cart Error', description: 'no valid id or line parameter' }, 400);
      this.set(line, body.quantity as number);
      return json(this.cart());
    }
    if (path === 'cart/update.js') {
      for (const [id, qty] of Object.entries((body.updates ?? {}) as Record<string, number>)) {
        const line = this.lines.find((l) => l.key === id || String(l.variant_id) === id);
        if (line) this.set(line, qty);
        else if (qty > 0) {
          const v = this.variant(Number(id));
          if (!v) return json({ status: 404, message: 'Cart Error', description: 'Cannot find variant' }, 404);
          this.lines.push(this.line(v, qty));
        }
      }
      return json(this.cart());
    }
    return json({ status: 404, message: 'Not Found' }, 404);
  };

  cart(): Cart {
    const total = this.lines.reduce((n, l) => n + l.line_price, 0);
    return {
      token: 'fake',
      note: null,
      attributes: {},
      item_count: this.lines.reduce((n, l) => n + l.quantity, 0),
      items: this.lines.map((l) => ({ ...l })),
      total_price: total,
      original_total_price: total,
      items_subtotal_price: total,
      total_discount: 0,
      currency: 'USD',
    };
  }

  private variant = (id: number) => this.variants.find((v) => v.id === id);

  private set(line: CartLine, quantity: number) {
    if (quantity <= 0) this.lines = this.lines.filter((l) => l !== line);
    else Object.assign(line, { quantity, line_price: line.price * quantity, original_line_price: line.price * quantity, final_line_price: line.price * quantity });
  }

  private line(v: FakeVariant, quantity: number): CartLine {
    return {
      key: `${v.id}:k`,
      id: v.id,
      variant_id: v.id,
      product_id: v.productId,
      title: v.title,
      product_title: v.title,
      variant_title: null,
      product_type: v.productType ?? '',
      handle: `p-${v.productId}`,
      url: `/products/p-${v.productId}`,
      image: null,
      quantity,
      price: v.price,
      original_price: v.price,
      final_price: v.price,
      line_price: v.price * quantity,
      original_line_price: v.price * quantity,
      final_line_price: v.price * quantity,
      properties: null,
    };
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
