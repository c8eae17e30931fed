import type { Cart, CartLine } from '../shared/types';
import type { CartSource, GatewayAnswer, StoreProduct } from '../drawer/common/source';

/** A cart line for tests; cents. */
export function line(variantId: number, quantity: number, price: number, extra: Partial<CartLine> = {}): CartLine {
  return {
    key: `${variantId}:k`,
    id: variantId,
    variant_id: variantId,
    product_id: Math.floor(variantId / 10),
    title: `Product ${variantId}`,
    product_title: `Product ${variantId}`,
    variant_title: null,
    product_type: '',
    handle: `p-${variantId}`,
    url: `/products/p-${variantId}`,
    image: `https://cdn.example/p-${variantId}.jpg?v=1`,
    quantity,
    price,
    original_price: price,
    final_price: price,
    line_price: price * quantity,
    original_line_price: price * quantity,
    final_line_price: price * quantity,
    properties: null,
    ...extra,
  };
}

/** A cart from lines. */
export function cartOf(items: CartLine[]): Cart {
  const total = items.reduce((n, i) => n + i.line_price, 0);
  return { token: 't', note: null, attributes: {}, item_count: items.reduce((n, i) => n + i.quantity, 0), items, total_price: total, original_total_price: total, items_subtotal_price: total, total_discount: 0, currency: 'USD' };
}

/** A CartSource whose writes are jest mocks answering the same cart (the component's job is to call them right). */
export function memorySource(cart: Cart, products: StoreProduct[] = []) {
  const listeners = new Set<(c: Cart) => void>();
  const answer = () => Promise.resolve(cart);
  const source = {
    preview: false,
    current: () => cart,
    subscribe: (l: (c: Cart) => void) => (listeners.add(l), () => void listeners.delete(l)),
    read: jest.fn(answer),
    add: jest.fn(answer),
    change: jest.fn(answer),
    update: jest.fn(answer),
    setReconciler: jest.fn(),
    product: jest.fn((handle: string) => Promise.resolve(products.find((p) => p.handle === handle) ?? null)),
    recommendations: jest.fn(() => Promise.resolve([])),
    track: jest.fn(),
    record: jest.fn(),
    checkout: jest.fn(() => Promise.resolve()),
    clear: jest.fn(answer),
    codOrder: jest.fn((_body: Record<string, unknown>): Promise<GatewayAnswer> => Promise.resolve({ status: 201, body: { order: { id: 'gid://shopify/Order/1', name: '#1001' }, duplicate: false } })),
    publish(next: Cart) {
      cart = next;
      listeners.forEach((l) => l(next));
    },
  } satisfies CartSource & { publish(c: Cart): void };
  return source;
}
