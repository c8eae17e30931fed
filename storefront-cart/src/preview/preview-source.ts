import { AUTO_DISCOUNT_PREVIEW_PERCENT, CART_TIMINGS, DEFAULT_DISCOUNT_TITLE, PREVIEW_ADDONS, FAKE_PREVIEW_PRICE, fillPlaceholders, giftPlan, isEmptyGiftPlan, toMinor } from '../shared/domain';
import type { Reconciler } from '../shared/cart-client';
import type { StorefrontCampaignRead as StorefrontCampaign } from '@cartlift/domain/storefront';
import type { AddItem, Cart, CartLine, ChangeBody, StoreVariant, UpdateBody } from '../shared/types';
import type { CartSource, StoreProduct } from '../drawer/common/source';
import { selectedGifts } from '../drawer/campaigns/gift-reconciler';

/** A product the preview knows, with its variants priced in cents. */
interface Known {
  product: StoreProduct;
  variant: StoreProduct['variants'][number];
}

/**
 * The example products' description: longer than the default truncate length (200), so the Product details slide shows
 * its Read more text and the cut where the merchant's truncate settings put it.
 */
export const EXAMPLE_DESCRIPTION =
  'An example product shown in the preview. Your real products show their own description here, shortened to the ' +
  'length you choose in Product details. Soft organic cotton, a relaxed fit and reinforced seams make it an everyday ' +
  'favourite; it is machine washable and ships in recycled packaging within two working days.';

const product = (id: number, title: string, cents: number, productType = '', image = ''): StoreProduct => ({
  id,
  title,
  handle: `cartlift-example-${id}`,
  product_type: productType,
  description: EXAMPLE_DESCRIPTION,
  images: image ? [image] : [],
  featured_image: image || null,
  options: [{ name: 'Title', values: ['Default Title'] }],
  variants: [{ id: id * 10 + 1, title: 'Default Title', price: cents, compare_at_price: null, available: true }],
});

/**
 * The fake product (20.00) and the sample add-ons (gift wrapping 2.55, fast processing 2.55, extended warranty 4.19).
 * The fake product sells on a plan too, so Cart Setup's subscription upgrades show on its line in the preview.
 */
export const EXAMPLE_PRODUCTS: StoreProduct[] = [
  {
    ...product(1, 'Example product', toMinor(FAKE_PREVIEW_PRICE)),
    selling_plan_groups: [{ id: 'preview', name: 'Subscription', selling_plans: [{ id: 1, name: 'Delivery every month' }] }],
  },
  ...PREVIEW_ADDONS.map((a, i) => product(i + 2, a.title, a.priceCents)),
];

const num = (v: unknown): number => Number(v) || 0;

/** Products a campaign names (gifts, one-check add-ons, suggestions) so the preview can "add" them. */
function campaignProducts(campaign: StorefrontCampaign | null): StoreProduct[] {
  const out: StoreProduct[] = [];
  const atu = campaign?.settings.add_to_unlock;
  for (const g of atu?.goals ?? [])
    for (const p of [g.gift?.product, ...(g.gift?.products ?? [])])
      if (p) out.push({ ...product(num(p.id), p.title ?? '', toMinor(num(p.variant_price)), 'free_gift', p.image), variants: [{ id: num(p.variant_id), title: 'Default Title', price: toMinor(num(p.variant_price)), available: true }] });
  const oneCheck = campaign?.settings.multi_one_check_upsell;
  for (const o of oneCheck?.products ?? []) {
    const p = o.product;
    if (p) out.push({ ...product(num(p.id), p.title ?? '', toMinor(num(p.price)), '', p.image), variants: [{ id: num(p.variant_id), title: 'Default Title', price: toMinor(num(p.price)), available: true }] });
  }
  for (const s of atu?.products ?? [])
    out.push({
      ...product(num(s.id), s.title ?? '', toMinor(num(s.price)), '', s.image),
      ...(s.handle ? { handle: s.handle } : {}),
      variants: s.variants?.length ? s.variants.map((v): StoreVariant => ({ ...v, id: num(v.id), title: v.title ?? 'Default Title', price: typeof v.price === 'string' ? toMinor(num(v.price)) : num(v.price), compare_at_price: typeof v.compare_at_price === 'string' ? toMinor(num(v.compare_at_price)) : v.compare_at_price })) : product(num(s.id), s.title ?? '', toMinor(num(s.price))).variants,
    });
  return out;
}

function lineOf(k: Known, quantity: number, properties: Record<string, string> | null, plan?: number | null): CartLine {
  const price = k.variant.price;
  return {
    key: `${k.variant.id}:preview${properties ? `:${JSON.stringify(properties)}` : ''}`,
    id: k.variant.id,
    variant_id: k.variant.id,
    product_id: k.product.id,
    title: k.product.title,
    product_title: k.product.title,
    variant_title: k.variant.title === 'Default Title' ? null : k.variant.title,
    product_type: k.product.product_type ?? '',
    handle: k.product.handle,
    url: '#',
    image: k.product.featured_image ?? null,
    quantity,
    price,
    original_price: price,
    final_price: price,
    line_price: price * quantity,
    original_line_price: price * quantity,
    final_line_price: price * quantity,
    properties,
    selling_plan_allocation: plan ? { selling_plan: { id: plan, name: 'Subscription' } } : null,
  };
}

function totals(items: CartLine[], note: string | null): Cart {
  const total = items.reduce((n, i) => n + i.final_line_price, 0);
  return {
    token: 'preview',
    note,
    attributes: {},
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    items,
    total_price: total,
    original_total_price: total,
    items_subtotal_price: total,
    total_discount: 0,
    currency: 'USD',
  };
}

/**
 * The preview's cart: example products in memory. It never calls the network: no cart calls, no product or
 * subscription lookups, no tracking, no checkout. Gifts follow the campaign's goals with the same domain giftPlan.
 */
export function previewSource(
  campaign: StorefrontCampaign | null,
): CartSource & { reset(campaign: StorefrontCampaign | null, products?: StoreProduct[]): void } {
  const listeners = new Set<(cart: Cart) => void>();
  let known = new Map<number, Known>();
  let cart: Cart = totals([], null);
  let goals = campaign?.settings.add_to_unlock?.goals ?? [];
  const reconcile: Reconciler = (c) => {
    const plan = giftPlan(goals, c.items.map((i) => ({ ...i, price: i.original_price })), { now: Date.now(), random: () => 0, selected: selectedGifts(goals) });
    return isEmptyGiftPlan(plan) ? null : { updates: plan.updates };
  };
  const publish = (items: CartLine[], note = cart.note) => {
    cart = totals(items.filter((i) => i.quantity > 0), note);
    const fix = reconcile(cart);
    if (fix) return apply(fix);
    listeners.forEach((l) => l(cart));
    return Promise.resolve(cart);
  };
  const apply = (body: UpdateBody): Promise<Cart> => {
    let items = [...cart.items];
    for (const [id, qty] of Object.entries(body.updates ?? {})) {
      const at = items.findIndex((i) => i.key === id || String(i.variant_id) === id);
      if (at >= 0) items[at] = lineOf(known.get(items[at].variant_id)!, qty, items[at].properties);
      else if (known.has(Number(id)) && qty > 0) items = [...items, lineOf(known.get(Number(id))!, qty, null)];
    }
    return publish(items, body.note ?? cart.note);
  };
  // The campaign's own products (the admin fetched them for its target) start the cart; the example product otherwise.
  const reset = (next: StorefrontCampaign | null, own: StoreProduct[] = []) => {
    known = new Map();
    for (const p of [...EXAMPLE_PRODUCTS, ...campaignProducts(next), ...own]) for (const v of p.variants) known.set(v.id, { product: p, variant: v });
    goals = next?.settings.add_to_unlock?.goals ?? [];
    const first = known.get((own[0] ?? EXAMPLE_PRODUCTS[0]).variants[0].id)!;
    void publish([lineOf(first, 1, null)], null);
  };
  reset(campaign);

  return {
    preview: true,
    // Worded for the spec's example 10 %; prices and totals stay the example's (no campaign, no reward to take off).
    exampleBadges(c, money, template) {
      const first = c.items[0];
      if (!first) return {};
      const amount = money(Math.floor((first.final_line_price * AUTO_DISCOUNT_PREVIEW_PERCENT) / 100));
      return { [first.key]: { discount: fillPlaceholders(template, { title: DEFAULT_DISCOUNT_TITLE, amount }) } };
    },
    reset,
    current: () => cart,
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    // Re-planning gifts on read is how a gift choice applies, as in the live cart's queue.
    read: () => publish(cart.items),
    add(list: AddItem[]) {
      let items = [...cart.items];
      for (const item of list) {
        const k = known.get(item.id);
        if (!k) continue;
        const at = items.findIndex((i) => i.variant_id === item.id && JSON.stringify(i.properties) === JSON.stringify(item.properties ?? null));
        items = at >= 0 ? items.map((i, n) => (n === at ? lineOf(k, i.quantity + item.quantity, i.properties) : i)) : [...items, lineOf(k, item.quantity, item.properties ?? null)];
      }
      return publish(items);
    },
    async change(body: ChangeBody) {
      const at = body.line ? body.line - 1 : cart.items.findIndex((i) => i.key === body.id || i.variant_id === body.id);
      if (at < 0) return cart;
      const line = cart.items[at];
      // The subscription selector's change is simulated after 1 s, as the spec's preview does.
      if (body.selling_plan !== undefined) await new Promise((r) => setTimeout(r, CART_TIMINGS.subscriptionPreviewDelay));
      // null is the one-time purchase: only an absent selling_plan keeps the line's plan.
      const plan = body.selling_plan === undefined ? line.selling_plan_allocation?.selling_plan.id : body.selling_plan;
      const next = lineOf(known.get(line.variant_id)!, body.quantity, body.properties ?? line.properties, plan);
      return publish(cart.items.map((i, n) => (n === at ? next : i)));
    },
    update: apply,
    setReconciler: () => undefined,
    product: (handle) => Promise.resolve([...known.values()].find((k) => k.product.handle === handle)?.product ?? null),
    recommendations: () => Promise.resolve(EXAMPLE_PRODUCTS.slice(1)),
    track: () => undefined,
    record: () => undefined,
    checkout: () => Promise.resolve(),
    // The preview places no order: the form shows its confirmation after the preview's checkout delay, cart kept.
    clear: () => Promise.resolve(cart),
    codOrder: () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ status: 201, body: { order: { name: '#1001' }, duplicate: false } }), CART_TIMINGS.checkoutPreviewLoading),
      ),
  };
}
