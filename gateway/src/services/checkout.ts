import { randomUUID } from 'crypto';
import {
  ATTRIBUTION_ATTRIBUTE,
  computeCartRewards,
  convertWithRate,
  discountTitle,
  encodeAttribution,
  NOT_VALID,
  targetProducts,
  type AttributionEntry,
  type CartRewards,
  type CheckoutRequestBody,
  type CheckoutResult,
  type RewardLine,
} from '@cartlift/domain';
import type { AppDeps } from '../context';
import { campaignLike, type CampaignInstance } from '../db/models/campaign.model';
import { badRequest, DiscountNotFoundError, DomainError } from '../shared/errors';
import { AdminApiError, asUpstream } from '../shopify/adminApi';
import { createDraftOrder, DraftOrderRefused, type DraftLineInput } from '../shopify/draftOrders';
import { productsByIds } from '../shopify/products';
import { planPrice, sellingPlansOf, type PlanAdjustment } from '../shopify/sellingPlans';
import { checkoutCart } from './checkoutArm';
import { discountSyncSettled } from './discountSync';
import { presentmentOf, shopCentsFor, type Presentment } from './presentment';
import type { PublicShop } from './publicShop';
import { productCollectionsFor } from './storefrontCampaigns';

interface PricedLine extends RewardLine {
  variant_id: string;
  product_id: string;
  properties?: Record<string, string> | null;
  /** The variant's own price (cents); above `price` when a selling plan lowers it. */
  listPrice: number;
}

/** A plan's fixed amounts (FIXED_AMOUNT, PRICE) converted as Shopify converts prices; percentages stay. */
const convertedPlan = (plan: PlanAdjustment | null, rate: number): PlanAdjustment | null =>
  plan && plan.type !== 'PERCENTAGE' ? { ...plan, value: convertWithRate(plan.value, rate) } : plan;

/** Lines priced from the Admin API in the presentment currency (cart.js's conversion: the variant price at the rate). */
async function priceItems(
  deps: AppDeps,
  shop: PublicShop,
  items: CheckoutRequestBody['items'],
  rate: number,
): Promise<PricedLine[]> {
  let products;
  let plans;
  try {
    products = await productsByIds(deps, shop.id, shop.accessToken, [...new Set(items.map((i) => i.product_id))]);
    // Subscription lines are charged the selling plan's price, so rewards are computed on it.
    const subscribed = [...new Set(items.filter((i) => i.sp).map((i) => i.product_id))];
    plans = await sellingPlansOf(deps, shop.id, shop.accessToken, subscribed);
  } catch (err) {
    throw asUpstream(err);
  }
  return items.map((item, i) => {
    const product = products.find((p) => String(p.id) === item.product_id);
    const variant = product?.variants.find((v) => String(v.id) === item.variant_id);
    // Draft and archived products are not for sale, whatever the cart says.
    if (!product || !variant || product.status !== 'active')
      throw badRequest('Cannot find variant', `items.${i}.variant_id`);
    const plan = item.sp ? plans.get(item.product_id)?.get(item.sp) : null;
    if (plan === undefined) throw badRequest('Cannot find selling plan', `items.${i}.sp`);
    const listPrice = convertWithRate(Math.round(Number(variant.price) * 100), rate);
    return {
      variant_id: item.variant_id,
      product_id: item.product_id,
      quantity: item.quantity,
      listPrice,
      price: planPrice(listPrice, convertedPlan(plan, rate)),
      product_type: product.product_type,
      properties: item.properties,
    };
  });
}

const numeric = (v: unknown): string | undefined => /(\d+)$/.exec(String(v ?? ''))?.[1];

/** Product ids a One Check Upsell offers (multi version, or the older single product). */
function oneCheckProductIds(c: CampaignInstance): Set<string> {
  const s = c.settings as {
    multi_one_check_upsell?: { products?: Array<{ product?: { id?: unknown } }> };
    one_check_up_sell?: { product?: { id?: unknown } };
  };
  const ids = [
    ...(s.multi_one_check_upsell?.products ?? []).map((p) => p.product?.id),
    s.one_check_up_sell?.product?.id,
  ];
  return new Set(ids.map(numeric).filter((v): v is string => v !== undefined));
}

/** The `__cartlift` attribution entries this checkout earns (README: attribution design). */
function attribution(
  rewards: CartRewards,
  lines: PricedLine[],
  campaigns: CampaignInstance[],
  fbt: readonly string[],
  productCollections: Record<string, string[]>,
  added: ReadonlyArray<{ v: string; q: number }>,
): string {
  const keyOf = new Map(campaigns.map((c) => [c.id, c.campaign_key]));
  const entries: AttributionEntry[] = [];
  // Units the drawer added, per variant, at most what the cart holds: a tier line or a One Check product the shopper
  // brought from the product page is not an upsell (mfe-analytics/README.md, UpsellsGenerated).
  const addedQ = new Map<string, number>();
  for (const a of added) addedQ.set(a.v, (addedQ.get(a.v) ?? 0) + a.q);
  const units = (l: PricedLine) => Math.min(addedQ.get(l.variant_id) ?? 0, l.quantity);
  const atuKey = rewards.campaignId ? keyOf.get(String(rewards.campaignId)) : undefined;
  if (atuKey) {
    for (const g of rewards.gifts) entries.push({ campaign: atuKey, variant: String(g.variant_id), kind: 'gift' });
    for (const l of lines)
      if (fbt.includes(l.variant_id) || fbt.includes(l.product_id))
        entries.push({ campaign: atuKey, variant: l.variant_id, kind: 'fbt' });
  }
  const bundles = campaigns
    .filter((c) => c.type === 'bundles')
    .map((c) => ({ key: c.campaign_key, covers: targetProducts(campaignLike(c), productCollections) }));
  for (const b of rewards.bundleDiscounts) {
    const line = lines[b.line];
    // The domain applies the first bundles campaign covering a product; attribute to the same one.
    const owner = line && bundles.find((x) => x.covers === 'all' || x.covers.has(line.product_id));
    if (owner && units(line) > 0) entries.push({ campaign: owner.key, variant: line.variant_id, kind: 'tier', units: units(line) });
  }
  for (const c of campaigns.filter((x) => x.type === 'one_check_up_sell')) {
    const ids = oneCheckProductIds(c);
    for (const l of lines)
      if (ids.has(l.product_id) && units(l) > 0)
        entries.push({ campaign: c.campaign_key, variant: l.variant_id, kind: 'one_check', units: units(l) });
  }
  return encodeAttribution(entries);
}

const money = (cents: number): string => (cents / 100).toFixed(2);

/** Draft order lines with exact per-unit discounts: a line whose discount does not divide by its quantity is split. */
function draftLines(rewards: CartRewards, lines: PricedLine[], title: string, presentment: Presentment): DraftLineInput[] {
  const out: DraftLineInput[] = [];
  for (const r of rewards.lines) {
    if (r.quantity === 0) continue;
    const variantId = `gid://shopify/ProductVariant/${lines[r.line].variant_id}`;
    // A draft line is priced at the variant's own price: the selling plan's saving rides in its discount.
    const planSaving = (lines[r.line].listPrice - lines[r.line].price) * r.quantity;
    const off = r.bundleDiscount + r.goalDiscount + r.giftDiscount + planSaving;
    const base = Math.floor(off / r.quantity);
    const extra = off - base * r.quantity;
    // Private properties ("_name") are the storefront's bookkeeping, hidden from the shopper as on Shopify.
    const shown = Object.entries(lines[r.line].properties ?? {}).filter(([k, v]) => !k.startsWith('_') && v !== '');
    const line = (quantity: number, perUnit: number): DraftLineInput => ({
      variantId,
      quantity,
      ...(shown.length ? { customAttributes: shown.map(([key, value]) => ({ key, value })) } : {}),
      ...(perUnit > 0 ? { appliedDiscount: appliedDiscount(perUnit, title, presentment) } : {}),
    });
    if (extra > 0) out.push(line(extra, base + 1));
    if (r.quantity - extra > 0) out.push(line(r.quantity - extra, base));
  }
  return out;
}

/**
 * A per-unit reward on a draft line. In a foreign presentment currency the amount rides in amountWithCurrency (the
 * draft is priced in that currency); `value` is documented as shop currency, so it gets the shop-currency equivalent.
 */
function appliedDiscount(perUnit: number, title: string, presentment: Presentment): NonNullable<DraftLineInput['appliedDiscount']> {
  if (!presentment.foreign) return { value: Number(money(perUnit)), valueType: 'FIXED_AMOUNT', title };
  return {
    value: Number(money(shopCentsFor(perUnit, presentment.rate))),
    valueType: 'FIXED_AMOUNT',
    title,
    amountWithCurrency: { amount: money(perUnit), currencyCode: presentment.currency },
  };
}

const CODE_LOOKUP = `query CartliftCodeLookup($code: String!) { codeDiscountNodeByCode(code: $code) { id } }`;

/**
 * The codes the shopper entered in the cart ride on the draft order, and Shopify would silently leave an unknown one
 * off; so each must exist in the store, and an unknown one stops the checkout with DISCOUNTS_NOT_FOUND
 * (cart-and-shop.md §8).
 */
export async function checkDiscountCodes(deps: AppDeps, shop: PublicShop, discountCode: string | undefined): Promise<string[]> {
  const codes = (discountCode ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  for (const code of codes) {
    const r = await deps.adminApi.graphql<{ codeDiscountNodeByCode: { id: string } | null }>(shop.id, shop.accessToken, CODE_LOOKUP, { code });
    if (!r.codeDiscountNodeByCode) throw new DiscountNotFoundError();
  }
  return codes;
}

/** The cart part of a checkout or COD body: what is bought and which rewards the client claims. */
export type CartInput = Pick<
  CheckoutRequestBody,
  'items' | 'fbt' | 'added' | 'schema' | 'country' | 'cart_currency' | 'experiment'
>;

/** A cart recomputed on the server: priced lines, rewards, the attribution attribute and the discount title. */
export interface RecomputedCart {
  rewards: CartRewards;
  attributes: Record<string, string>;
  /** Draft order lines carrying the rewards as exact per-unit discounts. */
  draftLines: DraftLineInput[];
  /** The Add To Unlock campaign's applied discount title (or 'Special Discount'). */
  discountTitle: string;
  /** The currency every amount above is in (the cart's when the shop states its rate, else the shop's). */
  presentment: Presentment;
  /** For draftOrderCreate: the presentment currency when it is not the shop's. */
  draftCurrency: { presentmentCurrencyCode?: string };
  /** Whether the cart priced (the live cart's, or a confirmed variant's) sends the shopper to a draft order. */
  draftCheckout: boolean;
}

/**
 * Recomputes every reward from the items with the domain's computeCartRewards, prices read from the Admin API and
 * the stored campaigns of the cart the shopper is in (never client totals): the live cart's active campaigns, or while
 * an experiment runs those of the arm the server confirms for the body's claim (checkoutCart), whose attributes then
 * ride with the attribution attribute. When `schema` is given, only the campaigns it names are used, so a client can
 * only give up rewards.
 */
export async function recomputeCart(deps: AppDeps, shop: PublicShop, body: CartInput): Promise<RecomputedCart> {
  const presentment = await presentmentOf(deps, shop, body.cart_currency);
  const lines = await priceItems(deps, shop, body.items, presentment.rate);
  const cart = await checkoutCart(deps, shop, body.experiment);
  let campaigns = cart.campaigns;
  if (body.schema) {
    const named = new Set(Object.values(body.schema).flat());
    campaigns = campaigns.filter((c) => named.has(c.campaign_key));
  }
  const productCollections = await productCollectionsFor(
    deps,
    shop,
    campaigns,
    lines.map((l) => l.product_id),
  );
  const rewards = computeCartRewards({
    // Every campaign of the priced cart is on in it, whatever its live flag: a variant draft's may be off live.
    campaigns: campaigns.map((c) => ({ ...campaignLike(c), active: true })),
    items: lines,
    currency: presentment.currency,
    rate: presentment.rate,
    country: body.country ?? null,
    productCollections,
  });
  const attributes = {
    [ATTRIBUTION_ATTRIBUTE]: attribution(rewards, lines, campaigns, body.fbt ?? [], productCollections, body.added ?? []),
    ...cart.attributes,
  };
  // The Add To Unlock campaign's "Discount title at checkout", as the Discount Function names its discounts.
  const atu = campaigns.find((c) => c.id === String(rewards.campaignId));
  const title = discountTitle(atu && campaignLike(atu));
  return {
    rewards,
    attributes,
    draftLines: draftLines(rewards, lines, title, presentment),
    discountTitle: title,
    presentment,
    draftCurrency: presentment.foreign ? { presentmentCurrencyCode: presentment.currency } : {},
    draftCheckout: cart.settings.draft_checkout,
  };
}

/**
 * POST /public/checkout: the recomputed cart (recomputeCart). When that cart checks out through draft orders (the
 * shop's `draft_checkout`, or a confirmed variant draft's own), the shopper gets a draft order with per-line discounts
 * and the attributes (attribution, and the arm and visitor while an experiment runs) beside esid (invoice_url). Every
 * other checkout goes to the store's own checkout with the cart as it is: the shop's automatic discount (Cartlift's
 * Discount Function, services/discountSync.ts) gives the rewards there from the same domain math (the arm's, read from
 * the cart's arm attribute), so nothing is written to the Admin API per click; the answer carries the attributes and
 * the server's summary.
 */
export async function checkout(
  deps: AppDeps,
  shop: PublicShop,
  body: CheckoutRequestBody,
): Promise<CheckoutResult> {
  if (body.shop !== undefined && body.shop !== shop.id) throw badRequest(NOT_VALID, 'shop');
  const { rewards, attributes, draftLines: lineItems, draftCurrency, draftCheckout } = await recomputeCart(deps, shop, body);
  const esid = randomUUID();
  try {
    if (draftCheckout) {
      const discountCodes = await checkDiscountCodes(deps, shop, body.discountCode);
      const draft = await createDraftOrder(deps.adminApi, shop.id, shop.accessToken, {
        lineItems,
        ...draftCurrency,
        // The shopper's own codes from the cart ride along; Shopify applies them on top of the rewards.
        ...(discountCodes.length ? { discountCodes } : {}),
        note: body.note,
        customAttributes: [
          ...Object.entries(attributes).map(([key, value]) => ({ key, value })),
          { key: '__cartlift_esid', value: esid },
        ],
        tags: ['cartlift'],
      });
      return { invoice_url: draft.invoiceUrl, esid, attributes, summary: rewards.summary };
    }
    // A discount being created or updated for this shop right now (its first lookup asked for it) lands before the
    // shopper reaches checkout.
    await discountSyncSettled(deps, shop.id);
    return { esid, attributes, summary: rewards.summary };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if (err instanceof DraftOrderRefused) throw badRequest(err.message || 'Checkout failed');
    if (err instanceof AdminApiError) throw asUpstream(err);
    throw err;
  }
}
