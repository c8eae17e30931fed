import { htmlToPlainText } from '../money/format';
import { idSet } from './goals';
import { cartIdKey } from './lines';
import { isVariantAvailable } from './quantity';
import type { CampaignLike, ShopifyId, StorefrontProduct } from './types';

/** Product type of the shipping-protection product, never suggested. */
export const SHIP_PROTECT_PRODUCT_TYPE = 'ship_protect';

/** Subscription purchase options that still allow a one-time purchase (cart-and-shop.md §3). */
export const ONE_TIME_PURCHASE_OPTIONS: readonly string[] = ['subscription_and_onetime', 'onetime_only'];

/** What isSuggestionExcluded needs to know about the cart and the shop. */
export interface SuggestionContext {
  /** Product ids in the cart. */
  cartProductIds?: ReadonlyArray<ShopifyId>;
  /** add_to_unlock.exclude_tags. */
  excludeTags?: ReadonlyArray<string> | null;
  /** Product ids already offered by a (multi) One Check Upsell campaign. */
  oneCheckProductIds?: ReadonlyArray<ShopifyId>;
  /** Subscription provider's storefront_purchase_options by product id. */
  purchaseOptions?: Readonly<Record<string, string | null | undefined>>;
  /** The shop granted the write-discounts permission (only then purchase options filter suggestions). */
  canWriteDiscounts?: boolean;
}

/** Why a suggestion is excluded, in the order the rules are checked. */
export type SuggestionExclusion = 'in_cart' | 'ship_protect' | 'sold_out' | 'subscription_only' | 'excluded_tag' | 'in_one_check';

/** A product's tags as a list (products.json gives an array, some endpoints a comma-separated string). */
export const productTags = (product: StorefrontProduct): string[] =>
  (typeof product.tags === 'string' ? product.tags.split(',') : [...(product.tags ?? [])])
    .map((t) => htmlToPlainText(t).trim().toLowerCase())
    .filter((t) => t !== '');

/**
 * Every variant is out of stock (true for a product without variants). Read per variant by isVariantAvailable:
 * Shopify's `available` on storefront data, the spec's inventory rule (managed, policy deny, quantity ≤ 0) on
 * Admin-API data.
 */
export const isProductSoldOut = (product: StorefrontProduct): boolean =>
  (product.variants ?? []).every((v) => !isVariantAvailable(v));

/**
 * A product's storefront purchase option read from what Shopify serves on products/{handle}.js: sold only with a
 * selling plan is subscription_only, with selling plans beside the one-time price subscription_and_onetime, without
 * any onetime_only. The spec names a subscription provider's field; native selling plans carry the same fact.
 */
export function storefrontPurchaseOption(product: StorefrontProduct): string {
  if (product.requires_selling_plan) return 'subscription_only';
  return product.selling_plan_groups?.length ? 'subscription_and_onetime' : 'onetime_only';
}

/** storefrontPurchaseOption of each product, keyed by product id (SuggestionContext.purchaseOptions). */
export const purchaseOptionsOf = (products: readonly StorefrontProduct[]): Record<string, string> =>
  Object.fromEntries(products.map((p) => [cartIdKey(p.id), storefrontPurchaseOption(p)]));

/** The first rule (cart-and-shop.md §5) that excludes a frequently-bought-together suggestion, or null. */
export function suggestionExclusion(product: StorefrontProduct, ctx: SuggestionContext): SuggestionExclusion | null {
  const id = cartIdKey(product.id);
  if (idSet(ctx.cartProductIds ?? []).has(id)) return 'in_cart';
  if (product.product_type === SHIP_PROTECT_PRODUCT_TYPE) return 'ship_protect';
  if (isProductSoldOut(product)) return 'sold_out';
  const option = ctx.purchaseOptions?.[id];
  if (ctx.canWriteDiscounts && option && !ONE_TIME_PURCHASE_OPTIONS.includes(option)) return 'subscription_only';
  const excluded = new Set((ctx.excludeTags ?? []).map((t) => t.trim().toLowerCase()).filter((t) => t !== ''));
  if (productTags(product).some((t) => excluded.has(t))) return 'excluded_tag';
  if (idSet(ctx.oneCheckProductIds ?? []).has(id)) return 'in_one_check';
  return null;
}

/** True when a suggested product must not be shown. */
export const isSuggestionExcluded = (product: StorefrontProduct, ctx: SuggestionContext): boolean =>
  suggestionExclusion(product, ctx) !== null;

/** Product ids offered by active One Check Upsell campaigns (single and multi shapes). */
export function oneCheckProductIds(campaigns: readonly CampaignLike[]): string[] {
  const ids: Array<ShopifyId | null | undefined> = [];
  for (const c of campaigns) {
    if (c.active !== true) continue;
    for (const block of [c.settings?.one_check_up_sell, c.settings?.multi_one_check_upsell]) {
      if (!block) continue;
      ids.push(block.product?.id);
      for (const p of block.products ?? []) ids.push(p.product?.id);
    }
  }
  return [...idSet(ids)];
}

/** Default products_length (campaigns.md §3 defaults) and its limits 1-5. */
export const DEFAULT_PRODUCTS_LENGTH = 2;
/** Most suggestions a block shows. */
export const MAX_PRODUCTS_LENGTH = 5;

/**
 * The suggestions to show: candidates in order, excluded ones dropped, duplicates (by id) dropped, at most
 * products_length (default 2, clamped to 1-5).
 */
export function suggestionsFor<P extends StorefrontProduct>(
  candidates: readonly P[],
  ctx: SuggestionContext & { productsLength?: number | null },
): P[] {
  const raw = ctx.productsLength ?? DEFAULT_PRODUCTS_LENGTH;
  const limit = Math.min(MAX_PRODUCTS_LENGTH, Math.max(1, Number.isFinite(raw) ? Math.floor(raw) : DEFAULT_PRODUCTS_LENGTH));
  const seen = new Set<string>();
  const out: P[] = [];
  for (const p of candidates) {
    const id = cartIdKey(p.id);
    if (seen.has(id) || isSuggestionExcluded(p, ctx)) continue;
    seen.add(id);
    out.push(p);
    if (out.length === limit) break;
  }
  return out;
}
