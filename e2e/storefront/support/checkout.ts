import type { Page } from 'puppeteer-core';
import type { CampaignInput } from '../../../domain/src';
import { gql, sessionToken } from '../../campaigns/support/campaignApi';

// The store's checkout against the drawer (issue 21): what the drawer showed for a cart, what the dev store's
// checkout page and its placed order charge for it (the shop's Discount Function discount gives the rewards there),
// and the comparison, cent for cent, shipping included.

/** Cents from a money text as the drawer prints it ("$1,058.50", "€44,72"): every format here shows two decimals. */
export const centsOf = (text: string | null | undefined): number => Number((text ?? '').replace(/[^\d]/g, '') || NaN);

/**
 * Saves campaigns through the admin GraphQL API in one request (one createCampaign each, run in order), as the
 * editor's saves do: each save writes the shop's campaigns into its Discount Function discount before it answers.
 */
export async function saveCampaigns(gatewayUrl: string, inputs: CampaignInput[]): Promise<string[]> {
  const token = await sessionToken(gatewayUrl);
  const params = inputs.map((_, i) => `$c${i}: JSON!`).join(', ');
  const fields = inputs.map((_, i) => `c${i}: createCampaign(input: $c${i}) { id }`).join(' ');
  const variables = Object.fromEntries(inputs.map((input, i) => [`c${i}`, input]));
  const data = await gql<Record<string, { id: string }>>(gatewayUrl, token, `mutation Save(${params}) { ${fields} }`, variables);
  return inputs.map((_, i) => data[`c${i}`].id);
}

/** A line as the drawer shows it: its variant, quantity and what it costs after the rewards the drawer gives it. */
export interface ShownLine {
  variantId: number;
  quantity: number;
  shown: number;
}

/** What the open drawer shows: its lines, the subtotal the shopper is told they will pay for the items, the goals reached. */
export interface DrawerFigures {
  lines: ShownLine[];
  subtotal: number;
  /** The labels of the Add To Unlock goals shown as unlocked. */
  unlocked: string[];
  /** Each campaign's discount as the drawer lists it: its "Discount title at checkout" → cents (absent: not read). */
  discounts?: Record<string, number>;
  /** The drawer says shipping is free (absent: not read). */
  freeShipping?: boolean;
}

/** Reads the open drawer (call it once it has settled on the figures the journey waited for). */
export async function drawerFigures(page: Page): Promise<DrawerFigures> {
  const read = await page.$eval('#cartlift-root', (root) => ({
    lines: [...root.querySelectorAll('.cartlift-line')].map((line) => ({
      variantId: Number(line.getAttribute('data-variant-id')),
      quantity: Number((line.querySelector('.cartlift-qty__input') as HTMLInputElement | null)?.value),
      price: line.querySelector('.cartlift-line__price')?.textContent ?? '',
    })),
    subtotal: root.querySelector('.cartlift-subtotal__value')?.textContent ?? '',
    unlocked: [...root.querySelectorAll('.cartlift-goal--unlocked .cartlift-goal__label')].map((e) => e.textContent ?? ''),
    discounts: [...root.querySelectorAll('.cartlift-discount')].map((row) => [...row.children].map((c) => c.textContent ?? '')),
    freeShipping: root.querySelector('.cartlift-shipping') !== null,
  }));
  return {
    lines: read.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity, shown: centsOf(l.price) })),
    subtotal: centsOf(read.subtotal),
    unlocked: read.unlocked,
    discounts: Object.fromEntries(read.discounts.map(([title, amount]) => [title, centsOf(amount)])),
    freeShipping: read.freeShipping,
  };
}

/** An order line as the store charged it: `paid` is its price times quantity less every discount allocated to it. */
export interface ChargedLine {
  variantId: number;
  quantity: number;
  paid: number;
  discount: number;
  /** Some of its discount is an order discount, which Shopify spreads over the order's lines its own way. */
  orderWide: boolean;
}

/** An order (or a checkout not yet completed) in its presentment currency's cents. */
export interface Charged {
  currency: string;
  lines: ChargedLine[];
  /** The items after every discount, before shipping. */
  subtotal: number;
  /** The standard rate and what was charged for it; null when nothing needs shipping. */
  shipping: { price: number; charged: number } | null;
  total: number;
  /** The discounts' titles, as the checkout lists them (the campaign's "Discount title at checkout"). */
  titles: string[];
  /** What the automatic discounts take off the items under each title, cents (placed orders; the page does not say). */
  byTitle?: Record<string, number>;
}

/**
 * The dev store's checkout page as the shopper sees it before completing: its data attributes and lines. The page
 * does not say which discount each line's amount comes from, so every line counts as sharing an order discount (the
 * comparison takes their sum).
 */
export async function checkoutFigures(page: Page): Promise<Charged> {
  const read = await page.evaluate(() => {
    const attr = (name: string) => document.querySelector(`[data-checkout-${name}]`)?.getAttribute(`data-checkout-${name}`) ?? '';
    return {
      currency: attr('currency'),
      total: attr('total'),
      shipping: attr('shipping'),
      shippingPrice: attr('shipping-price'),
      titles: [...document.querySelectorAll('[data-discount-application]')].map((e) => e.getAttribute('data-discount-application') ?? ''),
      lines: [...document.querySelectorAll('.order-line')].map((row) => ({
        variantId: Number(row.getAttribute('data-variant-id')),
        quantity: (row.children[1]?.textContent ?? '').replace(/\D/g, ''),
        full: row.children[2]?.textContent ?? '',
        discount: row.querySelector('.line-discount')?.textContent ?? '',
      })),
    };
  });
  const lines = read.lines.map((l) => {
    const discount = l.discount ? centsOf(l.discount) : 0;
    return { variantId: l.variantId, quantity: Number(l.quantity), paid: centsOf(l.full) - discount, discount, orderWide: true };
  });
  const total = Number(read.total);
  const shipping = read.shippingPrice ? { price: Number(read.shippingPrice), charged: Number(read.shipping) } : null;
  return { currency: read.currency, lines, subtotal: total - (shipping?.charged ?? 0), shipping, total, titles: read.titles };
}

type Money = { presentment_money: { amount: string; currency_code: string } };
/** The fields of Shopify's REST order (orders/create, the dev store's /__dev/orders) the comparison reads. */
interface RestOrder {
  id: number;
  presentment_currency: string;
  subtotal_price_set: Money;
  total_price_set: Money;
  shipping_lines: { price_set: Money; discounted_price_set: Money }[];
  discount_applications: { title: string; type: string; target_type: string; target_selection: string }[];
  line_items: {
    variant_id: number;
    quantity: number;
    price_set: Money;
    total_discount_set: Money;
    discount_allocations: { amount_set: Money; discount_application_index: number }[];
  }[];
  note_attributes: { name: string; value: string }[];
}

const cents = (m: Money) => Math.round(Number(m.presentment_money.amount) * 100);

/** A placed order as Shopify's orders/create carries it, read from the dev store. */
export interface PlacedOrder extends Charged {
  noteAttributes: Record<string, string>;
}

/** Completes the checkout the page is on and reads the order the store placed (Shopify's REST fields). */
export async function completeOrder(page: Page, storeUrl: string): Promise<PlacedOrder> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#complete-order')]);
  const id = Number(await page.$eval('[data-order-id]', (e) => e.getAttribute('data-order-id')));
  const { orders } = (await (await fetch(`${storeUrl}/__dev/orders`)).json()) as { orders: RestOrder[] };
  const order = orders.find((o) => o.id === id);
  if (!order) throw new Error(`order ${id} is not in the store's orders`);
  // A product discount names its lines (target_selection explicit); an order discount is spread over all or the entitled ones.
  const orderWide = new Set(order.discount_applications.flatMap((a, i) => (a.target_type === 'line_item' && a.target_selection !== 'explicit' ? [i] : [])));
  const shipping = order.shipping_lines[0];
  // The items' discounts per title, from the lines' allocations (the shopper's own codes and shipping left out).
  const byTitle: Record<string, number> = {};
  for (const l of order.line_items)
    for (const a of l.discount_allocations) {
      const app = order.discount_applications[a.discount_application_index];
      if (app.type === 'automatic' && app.target_type === 'line_item') byTitle[app.title] = (byTitle[app.title] ?? 0) + cents(a.amount_set);
    }
  return {
    currency: order.presentment_currency,
    lines: order.line_items.map((l) => ({
      variantId: l.variant_id,
      quantity: l.quantity,
      paid: cents(l.price_set) * l.quantity - cents(l.total_discount_set),
      discount: cents(l.total_discount_set),
      orderWide: l.discount_allocations.some((a) => orderWide.has(a.discount_application_index)),
    })),
    subtotal: cents(order.subtotal_price_set),
    shipping: shipping ? { price: cents(shipping.price_set), charged: cents(shipping.discounted_price_set) } : null,
    total: cents(order.total_price_set),
    titles: order.discount_applications.map((a) => a.title),
    byTitle,
    noteAttributes: Object.fromEntries(order.note_attributes.map((a) => [a.name, a.value])),
  };
}

/** The drawer's lines in a stable order, lines of one variant summed (the store may list them otherwise). */
const byVariant = <T extends { variantId: number; quantity: number }>(lines: T[], amount: (l: T) => number) =>
  [...lines].sort((a, b) => a.variantId - b.variantId).map((l) => [l.variantId, l.quantity, amount(l)]);

/**
 * The store charged what the drawer showed, cent for cent: the same lines and quantities, each line at the drawer's
 * price for it (the lines sharing an order discount together: Shopify spreads one across lines its own way), the
 * items at the drawer's subtotal, the standard rate charged in full or, with free shipping, nothing, and the total
 * the sum of both.
 */
export function expectChargedAsShown(charged: Charged, drawer: DrawerFigures, shipping: { rate: number; free: boolean }): void {
  const shared = new Set(charged.lines.filter((l) => l.orderWide).map((l) => l.variantId));
  const single = (l: ShownLine | ChargedLine) => !shared.has(l.variantId);
  const paid = (l: ChargedLine) => l.paid;
  expect(byVariant(charged.lines.filter(single), paid)).toEqual(byVariant(drawer.lines.filter(single), (l) => l.shown));
  expect(byVariant(charged.lines.filter((l) => !single(l)), () => 0)).toEqual(byVariant(drawer.lines.filter((l) => !single(l)), () => 0));
  const sum = (amounts: number[]) => amounts.reduce((s, n) => s + n, 0);
  expect(sum(charged.lines.filter((l) => !single(l)).map(paid))).toBe(sum(drawer.lines.filter((l) => !single(l)).map((l) => l.shown)));
  expect(charged.subtotal).toBe(drawer.subtotal);
  expect(charged.shipping).toEqual({ price: shipping.rate, charged: shipping.free ? 0 : shipping.rate });
  expect(charged.total).toBe(drawer.subtotal + (shipping.free ? 0 : shipping.rate));
  // Issue 21, Build 6: the drawer said what checkout does: shipping free or not, each campaign's discount under its title.
  if (drawer.freeShipping !== undefined) expect(drawer.freeShipping).toBe(shipping.free);
  if (drawer.discounts && charged.byTitle) expect(charged.byTitle).toEqual(drawer.discounts);
}

/** The dev store's standard rate ($4.99) in a presentment currency's cents, as its checkout converts it. */
export const STANDARD_RATE = { USD: 499, EUR: Math.round(499 * 0.92) };
