/** A line of Shopify's cart.js answer (the fields the widget reads). Money is integer minor units. */
export interface CartLine {
  key: string;
  id: number;
  variant_id: number;
  product_id: number;
  title: string;
  product_title: string;
  variant_title: string | null;
  product_type: string;
  handle: string;
  url: string;
  image: string | null;
  quantity: number;
  price: number;
  original_price: number;
  final_price: number;
  line_price: number;
  original_line_price: number;
  final_line_price: number;
  properties: Record<string, string> | null;
  options_with_values?: { name: string; value: string }[];
  selling_plan_allocation?: { selling_plan: { id: number; name: string }; compare_at_price?: number } | null;
  line_level_discount_allocations?: { amount: number; discount_application: { title: string } }[];
  discounts?: { amount: number; title: string }[];
}

/** Shopify's cart.js answer. */
export interface Cart {
  token: string;
  note: string | null;
  attributes: Record<string, string>;
  item_count: number;
  items: CartLine[];
  total_price: number;
  original_total_price: number;
  total_discount: number;
  items_subtotal_price: number;
  currency: string;
  cart_level_discount_applications?: { title: string; total_allocated_amount: number }[];
  /** Codes entered on the cart; applicable is false for unknown codes and codes whose conditions are not met. */
  discount_codes?: { code: string; applicable: boolean }[];
}

/** One item of a cart/add.js body. */
export interface AddItem {
  id: number;
  quantity: number;
  properties?: Record<string, string>;
  selling_plan?: number;
}

/** A cart/change.js body: one existing line by key/variant id or 1-based line number. */
export interface ChangeBody {
  id?: string | number;
  line?: number;
  quantity: number;
  properties?: Record<string, string>;
  selling_plan?: number | null;
}

/** A cart/update.js body. */
export interface UpdateBody {
  updates?: Record<string, number>;
  note?: string;
  attributes?: Record<string, string>;
  discount?: string;
}
/** A storefront product variant (products/{handle}.js shape, money in cents). */
export interface StoreVariant {
  id: number;
  title: string;
  price: number;
  compare_at_price?: number | null;
  /** What Shopify serves for stock: whether the variant can be bought now (never how many are left). */
  available?: boolean;
  /** products/{handle}.js: the variant's quantity rule; max null means none. */
  quantity_rule?: { min: number; max: number | null; increment: number };
  /** Admin-API fields, never on Shopify's storefront endpoints: only the admin preview's products carry them. */
  inventory_quantity?: number;
  inventory_policy?: 'deny' | 'continue';
  inventory_management?: string | null;
  option1?: string | null;
  option2?: string | null;
  option3?: string | null;
  featured_image?: { src: string } | null;
}
