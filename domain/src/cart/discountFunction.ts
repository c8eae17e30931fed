import { toMinor } from '../money/convert';
// The one file of experiment/ without imports (no zod): the storefront loader bundles it the same way.
import { decodeArm } from '../experiment/assignment';
import type {
  CartOperation,
  DeliveryFunctionInput,
  DeliveryFunctionResult,
  DiscountClass,
  FunctionInputBase,
  LinesFunctionInput,
  LinesFunctionResult,
  ProductDiscountCandidate,
} from './discountFunctionTypes';
import { campaignsFromFunctionConfig, readFunctionConfig } from './functionConfig';
import type { FunctionConfig } from './functionConfigTypes';
import { DEFAULT_DISCOUNT_TITLE } from './titles';
import { cartIdKey, isGiftLine } from './lines';
import { campaignMatchesCountry, computeCartRewards, productsExcludedFromGoals, type CartRewards } from './rewards';
import type { BundleTierLike, RewardLine, ShopifyId } from './types';

/**
 * The Discount Function's logic (issue 21): every reward is re-derived from the cart Shopify hands the function, with
 * the drawer's own computeCartRewards, and returned as Shopify discount operations. Nothing a shopper can set counts:
 * prices are Shopify's, a gift is a line of a free_gift/singleton_gift product granted by an unlocked goal, and line
 * attributes (a `_gift` property) are not even read. The one thing read from the shopper's side is the cart's experiment
 * arm attribute, and it can only choose which one arm's rewards apply (armFunctionConfig).
 *
 * How the spec's amounts map onto the API, so checkout charges what the drawer shows to the cent:
 * - Buy More Save More: a product discount per line, the line's bundle discount as a fixed amount (once per line).
 * - Gifts: a product discount of 100 % on one unit (`quantity: 1`) of each granted gift line.
 * - The Add To Unlock discount: one order discount of the plan's total as a fixed amount, on the order subtotal
 *   without the lines the spec leaves out of it (gifts, One Check products with include_in_atu false).
 * - Automatic free shipping: 100 % off every delivery group.
 * Amounts are the plan's cents in the cart's currency; each candidate's message is its campaign's discount title.
 */

/** A cart as the function reads it: the reward lines and, per line, its cart line id. */
interface FunctionCart {
  items: RewardLine[];
  lineIds: string[];
  rewards: CartRewards;
  /** Discount title of the Add To Unlock campaign that gave the goals, and of each Buy More Save More tier object. */
  atuTitle: string;
  tierTitles: Map<BundleTierLike, string>;
  /** Product ids the goal discount never touches (include_in_atu false), as computeCartRewards read them. */
  excludedProducts: Set<string>;
}

/** Cents → the schema's Decimal, exact (no float formatting): 1234 → "12.34". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const hasClass = (input: FunctionInputBase, c: DiscountClass): boolean => input.discount.discountClasses.includes(c);

/** The cart's lines as reward lines (line index = position); custom products (no variant) are left out. */
function cartOf(input: FunctionInputBase, config: FunctionConfig): FunctionCart {
  const items: RewardLine[] = [];
  const lineIds: string[] = [];
  const productCollections: Record<string, readonly ShopifyId[]> = {};
  for (const line of input.cart.lines) {
    const { id, p: product } = line.m;
    if (!id || !product) continue;
    items.push({
      variant_id: id,
      product_id: product.id,
      quantity: line.q,
      price: toMinor(line.c.u.a),
      product_type: product.t ?? null,
    });
    lineIds.push(line.id);
    // inAnyCollection answers for the configuration's collectionIds as a whole (see the extension's README).
    if (product.k) productCollections[cartIdKey(product.id)] = config.collectionIds;
  }
  const configured = campaignsFromFunctionConfig(config);
  const campaigns = configured.map((c) => c.campaign);
  const country = input.localization.country.isoCode;
  const rewards = computeCartRewards({
    campaigns,
    items,
    currency: input.cart.cost.subtotalAmount.currencyCode,
    rate: Number(input.presentmentCurrencyRate),
    country,
    productCollections,
  });
  const tierTitles = new Map<BundleTierLike, string>();
  for (const { campaign, title } of configured)
    for (const tier of campaign.settings?.bundles?.tiers ?? []) tierTitles.set(tier, title);
  const atu = configured.find((c) => c.campaign.id === rewards.campaignId);
  return {
    items,
    lineIds,
    rewards,
    atuTitle: atu ? atu.title : DEFAULT_DISCOUNT_TITLE,
    tierTitles,
    excludedProducts: productsExcludedFromGoals(
      campaigns.filter((c) => campaignMatchesCountry(c.target?.countries, country)),
    ),
  };
}

/**
 * The rewards of the shopper's arm (docs/experiments.md "Checkout"): without an experiment block, the configuration
 * as it is. With one, the variant's rewards only when the cart's arm attribute decodes to exactly this experiment's
 * variant (null for the theme's own cart: nothing), and the control's otherwise: a missing, garbled or other
 * experiment's attribute gets the live cart's. One arm's lists are ever read, so a forged attribute gets at most
 * one arm's offer, never both.
 */
export function armFunctionConfig(
  config: FunctionConfig,
  armAttribute: string | null | undefined,
): FunctionConfig | null {
  const { x, ...control } = config;
  if (!x) return config;
  const arm = decodeArm(armAttribute);
  if (arm?.experimentId !== x.i || arm.arm !== 'variant') return control;
  return x.v === 0 ? null : { v: config.v, ...x.v, collectionIds: config.collectionIds };
}

function cartFor(input: FunctionInputBase): FunctionCart | null {
  const stored = readFunctionConfig(input.discount.metafield?.jsonValue);
  const config = stored && armFunctionConfig(stored, input.cart.a?.value);
  return config ? cartOf(input, config) : null;
}

function productCandidates(cart: FunctionCart): ProductDiscountCandidate[] {
  const out: ProductDiscountCandidate[] = [];
  for (const d of cart.rewards.bundleDiscounts) {
    out.push({
      message: cart.tierTitles.get(d.tier) ?? DEFAULT_DISCOUNT_TITLE,
      targets: [{ cartLine: { id: cart.lineIds[d.line] } }],
      value: { fixedAmount: { amount: centsToDecimal(d.amount), appliesToEachItem: false } },
    });
  }
  for (const g of cart.rewards.gifts) {
    if (g.amount <= 0) continue;
    out.push({
      message: cart.atuTitle,
      targets: [{ cartLine: { id: cart.lineIds[g.line], quantity: 1 } }],
      value: { percentage: { value: 100 } },
    });
  }
  return out;
}

/** cart.lines.discounts.generate.run: Buy More Save More and gifts as product discounts, the goal discount as an order discount. */
export function linesDiscountOperations(input: LinesFunctionInput): LinesFunctionResult {
  const cart = cartFor(input);
  if (!cart) return { operations: [] };
  const operations: CartOperation[] = [];
  const products = hasClass(input, 'PRODUCT') ? productCandidates(cart) : [];
  if (products.length > 0) operations.push({ productDiscountsAdd: { candidates: products, selectionStrategy: 'ALL' } });
  const discount = cart.rewards.discount;
  if (discount && discount.total > 0 && hasClass(input, 'ORDER')) {
    // The spec's base is the counted non-gift lines; every other line (gifts, include_in_atu false, custom products)
    // is kept out of the order subtotal Shopify spreads the amount over.
    const counted = new Set(
      cart.items.flatMap((item, i) =>
        isGiftLine(item) || cart.excludedProducts.has(cartIdKey(item.product_id)) ? [] : [cart.lineIds[i]],
      ),
    );
    const excludedCartLineIds = input.cart.lines.map((l) => l.id).filter((id) => !counted.has(id));
    operations.push({
      orderDiscountsAdd: {
        candidates: [
          {
            message: cart.atuTitle,
            targets: [{ orderSubtotal: { excludedCartLineIds } }],
            value: { fixedAmount: { amount: centsToDecimal(discount.total) } },
          },
        ],
        selectionStrategy: 'FIRST',
      },
    });
  }
  return { operations };
}

/** cart.delivery-options.discounts.generate.run: free shipping for an unlocked automatic free-shipping goal. */
export function deliveryDiscountOperations(input: DeliveryFunctionInput): DeliveryFunctionResult {
  if (!hasClass(input, 'SHIPPING')) return { operations: [] };
  const cart = cartFor(input);
  const groups = input.cart.deliveryGroups;
  if (!cart || !cart.rewards.freeShipping || groups.length === 0) return { operations: [] };
  return {
    operations: [
      {
        deliveryDiscountsAdd: {
          candidates: groups.map((group) => ({
            message: cart.atuTitle,
            targets: [{ deliveryGroup: { id: group.id } }],
            value: { percentage: { value: 100 } },
          })),
          selectionStrategy: 'ALL',
        },
      },
    ],
  };
}
