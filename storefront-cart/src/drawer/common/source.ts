import type { CheckoutBody, CodOrderInput } from '@cartlift/domain/api/checkout';
import type { AddItem, Cart, ChangeBody, UpdateBody } from '../../shared/types';
import type { DrawerEvent } from './events';
import type { Reconciler } from '../../shared/cart-client';
import type { StoreVariant } from '../../shared/types';

/** A storefront product as products/{handle}.js returns it (the fields the widget reads). */
export interface StoreProduct {
  id: number;
  title: string;
  handle: string;
  /** The product page, locale prefix included ('/products/{handle}' when absent). */
  url?: string;
  description?: string;
  product_type?: string;
  tags?: string[] | string;
  images?: string[];
  featured_image?: string | null;
  options: { name: string; values?: string[] }[] | string[];
  variants: StoreVariant[];
  selling_plan_groups?: { id: string; name: string; selling_plans: { id: number; name: string; price_adjustments?: { value_type: string; value: number }[] }[] }[];
  requires_selling_plan?: boolean;
}

/** The checkout request the gateway recomputes rewards for (cart-and-shop.md §7 POST public/checkout). */
/** The gateway refused a checkout; `code` is its error code (DISCOUNTS_NOT_FOUND for an unknown discount code). */
export class CheckoutRefused extends Error {
  constructor(readonly code: string) {
    super(`Checkout refused (${code})`);
    this.name = 'CheckoutRefused';
  }
}

/**
 * What the loader adds to every checkout and COD body itself (live-source's post): the shop, the visitor's arm and
 * the shopper's country.
 */
type AddedByPost = 'shop' | 'experiment' | 'country';
/** The checkout request the drawer builds: the domain's body (the gateway's contract) less what post adds. */
export type CheckoutRequest = Omit<CheckoutBody, AddedByPost | 'note'> & { note: string };
/** A COD order the form builds: the domain's body less what post adds. */
export type CodOrderRequest = Omit<CodOrderInput, AddedByPost>;

/** What the gateway answered a COD order (status and parsed JSON body, null when it was not JSON). */
export interface GatewayAnswer {
  status: number;
  body: unknown;
}

/**
 * Where the drawer's cart comes from. The live source talks to the Ajax Cart API through the loader's queue; the preview
 * source (preview.ts) keeps an example cart in memory and never makes a network call.
 */
export interface CartSource {
  readonly preview: boolean;
  current(): Cart | null;
  /** An add's answer merged into the cart while its cart.js read is under way (the cart client's draft); drawn over current. */
  draft?(): Cart | null;
  subscribe(listener: (cart: Cart) => void): () => void;
  read(): Promise<Cart>;
  add(items: AddItem[]): Promise<Cart>;
  change(body: ChangeBody): Promise<Cart>;
  update(body: UpdateBody): Promise<Cart>;
  setReconciler(reconciler: Reconciler | null): void;
  product(handle: string): Promise<StoreProduct | null>;
  recommendations(productId: number): Promise<StoreProduct[]>;
  track(campaignKeys: string[]): void;
  /** Queues a dashboard event (upsell added, checkout started); never sent in preview. */
  record(event: DrawerEvent): void;
  checkout(request: CheckoutRequest): Promise<void>;
  /** Empties the cart (after a COD order). */
  clear(): Promise<Cart>;
  /**
   * The admin preview with no campaign: its first line wears the auto-discount badge (worded by `template`) for the
   * spec's example 10 %, so Cart Setup shows that badge's style; the live cart has none.
   */
  exampleBadges?(cart: Cart, money: (cents: number) => string, template: string): Record<string, { discount: string }>;
  /** POST /public/cod-orders with this body (the COD chunk builds it and reads the answer); throws on network errors. */
  codOrder(body: CodOrderRequest): Promise<GatewayAnswer>;
}
