import { randomUUID } from 'node:crypto';
import { Catalog } from './catalog/catalog';
import { CartStore } from './cart/cartStore';
import { emptyBilling, type BillingState } from './billing/billing';
import { seedDiscounts, type DiscountRule } from './discounts';
import { ExpiringTokens, type TokenLifetimes } from './admin/accessTokens';
import type { AppDiscount, FunctionRun } from './functions/types';

/** A currency the storefront can present, with its rate from the shop currency and Shopify money formats. */
export interface CurrencyInfo {
  code: string;
  name: string;
  rate: number;
  moneyFormat: string;
  moneyWithCurrencyFormat: string;
}

/** Currencies of the demo shop: USD is the shop currency, EUR the second presentment currency. */
export const CURRENCIES: CurrencyInfo[] = [
  { code: 'USD', name: 'US Dollar', rate: 1, moneyFormat: '${{amount}}', moneyWithCurrencyFormat: '${{amount}} USD' },
  { code: 'EUR', name: 'Euro', rate: 0.92, moneyFormat: '€{{amount_with_comma_separator}}', moneyWithCurrencyFormat: '€{{amount_with_comma_separator}} EUR' },
];

/** When the fixed rates above were "set" (CurrencySetting.rateUpdatedAt). */
export const RATES_UPDATED_AT = '2025-01-01T00:00:00Z';

/** The presentment currency with this code, or undefined when the shop does not offer it. */
export const currencyByCode = (code: string | null | undefined): CurrencyInfo | undefined => CURRENCIES.find((c) => c.code === code);

/** A line of a draft order or an order, in the order's presentment-currency cents. */
export interface OrderLine {
  id: number;
  variantId: number | null;
  productId: number | null;
  title: string;
  variantTitle: string | null;
  sku: string;
  quantity: number;
  price: number;
  totalDiscount: number;
  properties: { name: string; value: string }[];
  /** Shopify's line_items[].discount_allocations: each discount's share of this line (cart orders; drafts list none). */
  discountAllocations?: { amount: number; applicationIndex: number }[];
}

/** One of an order's discount_applications (Shopify's REST order), amounts in the order's presentment cents. */
export interface OrderDiscountApplication {
  targetType: 'line_item' | 'shipping_line';
  type: 'automatic' | 'discount_code';
  title: string;
  description: string;
  code: string | null;
  value: number;
  valueType: 'percentage' | 'fixed_amount';
  allocationMethod: 'across' | 'each' | 'one';
  targetSelection: 'all' | 'entitled' | 'explicit';
}

/** A shipping line of an order: the rate charged before and after its discounts (presentment cents). */
export interface OrderShippingLine {
  id: number;
  title: string;
  code: string;
  price: number;
  discountedPrice: number;
  discountAllocations: { amount: number; applicationIndex: number }[];
}

/** A shipping address as MailingAddressInput takes it (countryCode ISO alpha-2). */
export interface MailingAddress {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  countryCode: string | null;
}

/** A draft order created through the Admin API; its invoice page completes it. */
export interface DraftOrder {
  id: number;
  name: string;
  token: string;
  /** Presentment currency (DraftOrderInput.presentmentCurrencyCode, else the shop's): every amount below is in it. */
  currency: string;
  lines: OrderLine[];
  orderDiscount: { title: string; valueType: 'PERCENTAGE' | 'FIXED_AMOUNT'; value: number } | null;
  /** A discount code the buyer brought (DraftOrderInput.discountCodes), applied after the line and order discounts. */
  codeDiscount: { code: string; amount: number } | null;
  note: string | null;
  customAttributes: { key: string; value: string }[];
  tags: string[];
  email: string | null;
  phone: string | null;
  shippingAddress: MailingAddress | null;
  subtotal: number;
  total: number;
  status: 'OPEN' | 'COMPLETED';
  orderId: number | null;
  createdAt: string;
}

/** A completed order (what orders/create carries). */
export interface Order {
  id: number;
  name: string;
  number: number;
  currency: string;
  lines: OrderLine[];
  subtotal: number;
  /** Line, order and shipping discounts. */
  totalDiscounts: number;
  /** What the buyer paid: items after every discount plus shipping after its discounts. */
  total: number;
  discountCodes: { code: string; amount: number; type: 'percentage' | 'fixed_amount' }[];
  /** Cart orders list every discount applied; draft orders list none (their discounts are in the lines' totalDiscount). */
  discountApplications: OrderDiscountApplication[];
  shippingLines: OrderShippingLine[];
  note: string | null;
  noteAttributes: { name: string; value: string }[];
  cartToken: string | null;
  sourceName: 'web' | 'shopify_draft_order';
  /** 'pending' for a draft completed with paymentPending (cash on delivery): nothing was charged. */
  financialStatus: 'paid' | 'pending';
  tags: string[];
  email: string | null;
  shippingAddress: MailingAddress | null;
  createdAt: string;
}

/** A webhook the store sent (or tried to), kept for the dev page and tests. */
export interface WebhookRecord {
  topic: string;
  url: string;
  status: number | null;
  error: string | null;
  body: string;
  at: string;
}

/** Admin GraphQL mutations whose answer the dropAnswer fault can lose. */
export const DROPPABLE_MUTATIONS = ['draftOrderCreate', 'draftOrderComplete'] as const;

/** The dev-only fault switches (POST /__dev/faults). */
export interface StoreFaults {
  draftOrderComplete: string | null;
  dropAnswer: { mutation: (typeof DROPPABLE_MUTATIONS)[number]; times: number } | null;
}

const noFaults = (): StoreFaults => ({ draftOrderComplete: null, dropAnswer: null });

/** Everything the dev store remembers; in memory, reset by POST /__dev/reset. */
export class StoreState {
  readonly catalog = new Catalog();
  readonly carts = new CartStore(this.catalog);
  discounts: DiscountRule[] = [];
  draftOrders: DraftOrder[] = [];
  orders: Order[] = [];
  webhooks: WebhookRecord[] = [];
  uploads = new Map<string, { name: string; type: string; data: Buffer }>();
  appEmbed = { enabled: false, blockId: randomUUID() };
  contention = { on: false, writeLatencyMs: 0 };
  /**
   * Dev-only failures (not Shopify): while draftOrderComplete holds a message, draftOrderComplete answers it as a
   * userError and completes nothing, so the gateway's undo path (delete the draft, release the key) can be exercised.
   * dropAnswer names an Admin GraphQL mutation whose next `times` calls do all their work and then lose the answer (the
   * connection is dropped), as a timeout after Shopify completed the call looks to the app.
   */
  faults: StoreFaults = noFaults();
  /** The shop's own storefront domain (a custom domain); null = the myshopify domain is primary. */
  primaryDomain: string | null = null;
  /** Offline Admin API tokens of the primary shop (the one the storefront is). */
  accessTokens = new Set<string>();
  /** Offline tokens of each additional shop (`extraShopDomains`), so a token works on its own shop only. */
  otherShopTokens = new Map<string, Set<string>>();
  /** Expiring offline tokens (grants asked with `expiring=1`) per shop; the sets above hold the non-expiring ones. */
  expiringTokens = new Map<string, ExpiringTokens>();
  /** Lifetimes of the expiring tokens issued from now on (tests shorten them). */
  tokenLifetimes: TokenLifetimes = { accessSeconds: 0, refreshSeconds: 0 };
  oauthCodes = new Map<string, { clientId: string; scope: string; shop: string }>();
  billing: BillingState = emptyBilling();
  /** The app's automatic discounts backed by its Shopify Function (discountAutomaticAppCreate), with their metafields. */
  appDiscounts: AppDiscount[] = [];
  /** The latest function runs, newest last, as Shopify's function run log shows them to the app's developer. */
  functionRuns: FunctionRun[] = [];
  /** What the store has already said in the log about the function (said once per store, not per checkout). */
  functionNotices = new Set<string>();
  private sequence = 1000;

  constructor(
    private readonly defaults: { appEmbedEnabled: boolean; contention: boolean; writeLatencyMs: number; accessToken: string; shopDomain: string; tokenLifetimes: TokenLifetimes },
  ) {
    this.reset();
  }

  /** Back to the seed: catalog and stock, discounts, no carts, orders or webhooks; controls to their start values. */
  reset(): void {
    this.catalog.reset();
    this.carts.carts.clear();
    this.discounts = seedDiscounts((handle) => this.catalog.productByHandle(handle)?.id ?? 0);
    this.draftOrders = [];
    this.orders = [];
    this.webhooks = [];
    this.uploads.clear();
    this.appEmbed.enabled = this.defaults.appEmbedEnabled;
    this.contention = { on: this.defaults.contention, writeLatencyMs: this.defaults.writeLatencyMs };
    this.faults = noFaults();
    this.accessTokens = new Set([this.defaults.accessToken]);
    this.otherShopTokens.clear();
    this.expiringTokens.clear();
    this.tokenLifetimes = { ...this.defaults.tokenLifetimes };
    this.oauthCodes.clear();
    this.billing = emptyBilling();
    this.appDiscounts = [];
    this.functionRuns = [];
    this.functionNotices.clear();
    this.primaryDomain = null;
    this.sequence = 1000;
  }

  /**
   * What uninstalling the app does to the primary shop: its access tokens are revoked and its function-backed discounts
   * stop with it (Shopify removes an app's discounts at uninstall; nothing the app could do afterwards is needed).
   */
  uninstallApp(): void {
    this.accessTokens.clear();
    this.expiringTokensFor(this.defaults.shopDomain).revokeAll();
    this.appDiscounts = [];
  }

  /** True for the shop the store was configured as (its storefront, orders and webhooks). */
  isPrimary(shop: string): boolean {
    return shop === this.defaults.shopDomain;
  }

  /** The access tokens a shop accepts: the primary shop's set, or the additional shop's own (created empty). */
  tokensFor(shop: string): Set<string> {
    if (this.isPrimary(shop)) return this.accessTokens;
    let tokens = this.otherShopTokens.get(shop);
    if (!tokens) this.otherShopTokens.set(shop, (tokens = new Set()));
    return tokens;
  }

  /** The expiring offline tokens a shop has issued (created empty). */
  expiringTokensFor(shop: string): ExpiringTokens {
    let tokens = this.expiringTokens.get(shop);
    if (!tokens) this.expiringTokens.set(shop, (tokens = new ExpiringTokens()));
    return tokens;
  }

  /** Next id in a shared, increasing sequence (order numbers, line ids...). */
  nextId(): number {
    return ++this.sequence;
  }
}
