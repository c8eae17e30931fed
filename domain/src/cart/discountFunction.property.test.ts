import { stopsInMultiCurrencyMode } from '../campaign/warnings';
import { toMinor } from '../money/convert';
import { spreadDiscount } from './discount';
import { centsToDecimal, deliveryDiscountOperations, linesDiscountOperations } from './discountFunction';
import type { DeliveryFunctionInput, DeliveryFunctionResult, LinesFunctionResult } from './discountFunctionTypes';
import { functionConfigFor } from './functionConfig';
import type { FunctionConfig } from './functionConfigTypes';
import { computeCartRewards, type CartRewards } from './rewards';
import { discountTitle, discountsByTitle, tierCampaign } from './titles';
import type { CampaignLike, GoalLike, RewardLine } from './types';
import { mulberry32 } from '../testing/seeded';

/**
 * Property (issue 21): for generated carts and campaign sets, what the drawer shows (computeCartRewards on the
 * stored campaigns, with the product→collection truth) and what Shopify's checkout charges once it applies the
 * function's operations (on the configuration written for those campaigns, read back from JSON) agree to the cent:
 * every line (the order discount spread over the lines it covers), the order discount, shipping; every message is
 * its campaign's discount title, and what checkout takes off under each title is what the drawer lists under it
 * (discountsByTitle).
 *
 * Cases that cannot agree, excluded here on purpose (extensions/cartlift-discount/README.md):
 * - two Buy More Save More campaigns targeting different collection lists: inAnyCollection answers for all the
 *   configured collections at once, so the generator gives every collection campaign of a case the same list;
 * - a gift unit no goal grants: the drawer removes it from the cart (giftPlan), the function cannot remove lines and
 *   charges it in full; the comparison adds those units at full price to the drawer's figure;
 * - an unknown shopper country: the drawer then skips country targeting, Shopify always gives the function one.
 */

const CASES = 10_000;

const gid = (kind: string, n: number): string => `gid://shopify/${kind}/${n}`;
const PRODUCTS = [101, 102, 103, 104, 105, 106, 107, 108];
const GIFT_PRODUCTS = new Map([
  [107, 'free_gift'],
  [108, 'singleton_gift'],
]);
const COLLECTIONS = [501, 502, 503];
const variantsOf = (product: number): number[] => [product * 10 + 1, product * 10 + 2];
const GIFT_VARIANTS = [...GIFT_PRODUCTS.keys()].flatMap(variantsOf);

interface Generated {
  campaigns: CampaignLike[];
  multiCurrencyMode: boolean;
  items: RewardLine[];
  membership: Map<number, number[]>;
  currency: string;
  rate: number;
  country: string;
}

function generate(seed: number): Generated {
  const r = mulberry32(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)];
  const some = <T>(list: readonly T[]): T[] => list.filter(() => r() < 0.4);
  const chance = (p: number): boolean => r() < p;
  const countries = (): CampaignLike['target'] =>
    chance(0.8)
      ? {}
      : {
          countries: chance(0.5)
            ? { include_active: true, include: ['FR'] }
            : { exclude_active: true, exclude: ['US'] },
        };
  const title = (): string | undefined => (chance(0.6) ? `Title ${int(1, 99)}` : chance(0.5) ? undefined : '');
  const quantityMode = chance(0.25);
  const goal = (): GoalLike => {
    const reward_type = pick(['discount', 'discount', 'free_shipping', 'manual', 'gift', 'gift']);
    const threshold = quantityMode ? int(0, 8) : chance(0.8) ? int(0, 200) : `${int(0, 150)}.${int(10, 99)}`;
    return {
      goal: threshold,
      goal_type: chance(0.2) ? 'relative' : 'fixed',
      specific_goals: chance(0.4) ? [{ currency: 'EUR', goal: int(0, 180) }] : [],
      reward_type,
      discount: { type: chance(0.5) ? 'percentage' : 'fixed_amount', reward: chance(0.1) ? '' : int(1, 60) },
      free_shipping: { manual: chance(0.3) },
      gift: chance(0.1)
        ? {}
        : chance(0.5)
          ? {
              product: { variant_id: gid('ProductVariant', pick(GIFT_VARIANTS)) },
              previous_gift: chance(0.3) ? 'remove' : 'keep',
            }
          : {
              products: some(GIFT_VARIANTS).map((v) => ({ variant_id: v })),
              previous_gift: chance(0.3) ? 'remove' : 'keep',
            },
    };
  };
  const campaigns: CampaignLike[] = [];
  const collectionList = some(COLLECTIONS).map((c) => gid('Collection', c));
  for (let n = int(0, 6); n > 0; n--) {
    const type = pick(['add_to_unlock', 'add_to_unlock', 'bundles', 'bundles', 'one_check_up_sell']);
    const base = { id: campaigns.length, active: chance(0.9), target: countries() };
    if (type === 'add_to_unlock') {
      campaigns.push({
        ...base,
        settings: {
          type,
          applied_discount_title: title(),
          add_to_unlock: {
            isActive: chance(0.9),
            multi_goal_type: quantityMode ? 'quantity' : 'amount',
            goals: Array.from({ length: int(0, 4) }, goal),
          },
        },
      });
    } else if (type === 'bundles') {
      const targetType = pick(['all_products', 'specific_products', 'specific_products', 'specific_collections']);
      const ids = targetType === 'specific_collections' ? collectionList : some(PRODUCTS).map((p) => gid('Product', p));
      campaigns.push({
        ...base,
        target: { ...base.target, type: targetType, ids },
        settings: {
          type,
          applied_discount_title: title(),
          bundles: {
            tiers: Array.from({ length: int(1, 3) }, () => ({
              type: chance(0.3) ? 'fixed_amount' : 'percentage',
              quantity: int(1, 5),
              reward: chance(0.3) ? int(1, 20) + 0.5 : int(1, 100),
            })),
          },
        },
      });
    } else {
      const product = (p: number) => ({
        include_in_atu: chance(0.5),
        product: { id: gid('Product', p), variant_id: gid('ProductVariant', variantsOf(p)[0]) },
      });
      campaigns.push({
        ...base,
        settings: chance(0.5)
          ? { type, multi_one_check_upsell: { products: some(PRODUCTS).map(product) } }
          : { type, one_check_up_sell: { ...product(pick(PRODUCTS)) } },
      });
    }
  }
  const prices = new Map(PRODUCTS.flatMap(variantsOf).map((v) => [v, chance(0.1) ? 0 : int(1, 15_000)]));
  const items: RewardLine[] = [];
  for (let n = int(0, 8); n > 0; n--) {
    const product = chance(0.25) ? pick([...GIFT_PRODUCTS.keys()]) : pick(PRODUCTS.slice(0, 6));
    const variant = pick(variantsOf(product));
    const full = prices.get(variant) ?? 0;
    // a selling plan line is charged the plan's price (what cart.js and the function's amountPerQuantity both give)
    const price = chance(0.15) ? Math.round(full * 0.9) : full;
    items.push({
      variant_id: gid('ProductVariant', variant),
      product_id: gid('Product', product),
      quantity: int(1, 4),
      price,
      product_type: GIFT_PRODUCTS.get(product) ?? 'Goods',
    });
  }
  const membership = new Map(PRODUCTS.map((p) => [p, some(COLLECTIONS)]));
  const eur = chance(0.3);
  return {
    campaigns,
    multiCurrencyMode: chance(0.1),
    items,
    membership,
    currency: eur ? 'EUR' : 'USD',
    rate: eur ? Number((0.8 + r() * 0.4).toFixed(4)) : 1,
    country: pick(['US', 'FR', 'DE']),
  };
}

const productNumber = (id: RewardLine['product_id']): number => Number(String(id).split('/').pop());

/** Shopify applying the operations: line totals after product discounts, the order discount, shipping made free. */
function applyOperations(g: Generated, ids: string[], lines: LinesFunctionResult, delivery: DeliveryFunctionResult) {
  const totals = g.items.map((item) => item.price * item.quantity);
  const messages: string[] = [];
  const byTitle = new Map<string, number>();
  const titled = (title: string, cents: number) => cents > 0 && byTitle.set(title, (byTitle.get(title) ?? 0) + cents);
  let order = 0;
  for (const op of lines.operations) {
    if ('productDiscountsAdd' in op) {
      for (const c of op.productDiscountsAdd.candidates) {
        messages.push(`product ${c.message}`);
        for (const { cartLine } of c.targets) {
          const i = ids.indexOf(cartLine.id);
          const item = g.items[i];
          const amount =
            'percentage' in c.value
              ? Math.round((item.price * (cartLine.quantity ?? item.quantity) * Number(c.value.percentage.value)) / 100)
              : toMinor(c.value.fixedAmount.amount);
          titled(c.message ?? '', Math.min(amount, totals[i]));
          totals[i] -= Math.min(amount, totals[i]);
        }
      }
    } else {
      for (const c of op.orderDiscountsAdd.candidates) {
        messages.push(`order ${c.message}`);
        const excluded = new Set(c.targets.flatMap((t) => t.orderSubtotal.excludedCartLineIds));
        // Shopify spreads an order discount over the lines it covers in proportion to what they cost after product
        // discounts; its cent rounding is modelled with the domain's largest-remainder split.
        const weights = totals.map((t, i) => (excluded.has(ids[i]) ? 0 : t));
        const amount = 'fixedAmount' in c.value ? toMinor(c.value.fixedAmount.amount) : 0;
        const shares = spreadDiscount(amount, weights);
        shares.forEach((share, i) => (totals[i] -= share));
        order += shares.reduce((a, b) => a + b, 0);
        titled(c.message ?? '', shares.reduce((a, b) => a + b, 0));
      }
    }
  }
  const shipping = delivery.operations.flatMap((op) => op.deliveryDiscountsAdd.candidates);
  for (const c of shipping) messages.push(`shipping ${c.message}`);
  const freeShipping = shipping.some((c) => 'percentage' in c.value && Number(c.value.percentage.value) === 100);
  return { totals, order, freeShipping, messages, byTitle: [...byTitle].sort() };
}

/** What the drawer shows, per line, with the gift units it removes from the cart put back at full price. */
function drawerFigures(g: Generated, rewards: CartRewards, campaigns: CampaignLike[]) {
  const atu = campaigns.find((c) => c.id === rewards.campaignId);
  const totals = rewards.lines.map((l, i) => {
    const rejected = rewards.rejectedGifts.filter((r) => r.line === i).reduce((n, r) => n + r.quantity, 0);
    return l.original - l.bundleDiscount - l.goalDiscount - l.giftDiscount + rejected * g.items[i].price;
  });
  const messages = [
    ...rewards.bundleDiscounts.map((d) => `product ${discountTitle(tierCampaign(campaigns, d.tier))}`),
    ...rewards.gifts.filter((x) => x.amount > 0).map(() => `product ${discountTitle(atu)}`),
    ...(rewards.discount ? [`order ${discountTitle(atu)}`] : []),
    ...(rewards.freeShipping ? [0, 1].map(() => `shipping ${discountTitle(atu)}`) : []),
  ];
  const byTitle = discountsByTitle(campaigns, rewards).sort();
  return { totals, order: rewards.discount?.total ?? 0, freeShipping: rewards.freeShipping, messages, byTitle };
}

describe('the Discount Function against the drawer (property)', () => {
  it(`agrees to the cent on ${CASES} generated carts and campaign sets`, () => {
    const seen = { gifts: 0, forged: 0, bundles: 0, collections: 0, order: 0, shipping: 0, eur: 0, excluded: 0 };
    for (let seed = 1; seed <= CASES; seed++) {
      const g = generate(seed);
      const delivering = g.multiCurrencyMode
        ? g.campaigns.filter(
            (c) => !stopsInMultiCurrencyMode(c as unknown as Parameters<typeof stopsInMultiCurrencyMode>[0]),
          )
        : g.campaigns;
      const productCollections = Object.fromEntries(
        [...g.membership].map(([p, cs]) => [gid('Product', p), cs.map((c) => gid('Collection', c))]),
      );
      const rewards = computeCartRewards({
        campaigns: delivering,
        items: g.items,
        currency: g.currency,
        rate: g.rate,
        country: g.country,
        productCollections,
      });

      const config: FunctionConfig = JSON.parse(
        JSON.stringify(functionConfigFor(g.campaigns, { multiCurrencyMode: g.multiCurrencyMode })),
      );
      const configured = new Set<string>(config.collectionIds);
      const ids = g.items.map((_, i) => gid('CartLine', i));
      const input: DeliveryFunctionInput = {
        cart: {
          cost: { subtotalAmount: { currencyCode: g.currency } },
          a: null,
          lines: g.items.map((item, i) => ({
            id: ids[i],
            q: item.quantity,
            c: { u: { a: centsToDecimal(item.price) } },
            m: {
              id: String(item.variant_id),
              p: {
                id: String(item.product_id),
                t: item.product_type,
                k: (g.membership.get(productNumber(item.product_id)) ?? []).some((c) =>
                  configured.has(gid('Collection', c)),
                ),
              },
            },
          })),
          deliveryGroups: [{ id: gid('CartDeliveryGroup', 0) }, { id: gid('CartDeliveryGroup', 1) }],
        },
        discount: { discountClasses: ['PRODUCT', 'ORDER', 'SHIPPING'], metafield: { jsonValue: config } },
        localization: { country: { isoCode: g.country } },
        presentmentCurrencyRate: String(g.rate),
      };
      const checkout = applyOperations(g, ids, linesDiscountOperations(input), deliveryDiscountOperations(input));
      const drawer = drawerFigures(g, rewards, delivering);
      if (JSON.stringify(checkout) !== JSON.stringify(drawer)) {
        // toEqual prints the difference; the seed replays the case
        expect({ seed, ...checkout }).toEqual({ seed, ...drawer });
      }
      seen.gifts += rewards.gifts.length > 0 ? 1 : 0;
      seen.forged += rewards.rejectedGifts.length > 0 ? 1 : 0;
      seen.bundles += rewards.bundleDiscounts.length > 0 ? 1 : 0;
      seen.collections += input.cart.lines.some((l, i) => l.m.p?.k && rewards.bundleDiscounts.some((d) => d.line === i))
        ? 1
        : 0;
      seen.order += rewards.discount ? 1 : 0;
      seen.shipping += rewards.freeShipping ? 1 : 0;
      seen.eur += g.currency === 'EUR' && (rewards.discount || rewards.unlockedGoals.length) ? 1 : 0;
      seen.excluded += g.items.some((item) => config.o?.some((o) => o.x.includes(productNumber(item.product_id))))
        ? 1
        : 0;
    }
    // The generator reaches every kind of reward often enough for the agreement to mean something.
    for (const [kind, n] of Object.entries(seen)) expect([kind, n >= 200]).toEqual([kind, true]);
  });
});
