import { Op } from 'sequelize';
import {
  ARM_ATTRIBUTE,
  ATTRIBUTION_ATTRIBUTE,
  decodeAttribution,
  numericIdString as idString,
  VISITOR_ATTRIBUTE,
  type AttributionEntry,
  type AttributionKind,
} from '@cartlift/domain';
import { countOrder, orderDay, uncountOrder } from '../../services/analyticsOrders';
import { recordExperimentOrder } from '../../services/experimentMeasurement';
import { readShopTimeZone } from '../../services/shopTimeZone';
import type { WebhookHandler } from '../types';

interface OrderLine {
  variant_id?: unknown;
  product_id?: unknown;
  quantity?: unknown;
  price?: unknown;
  total_discount?: unknown;
  discount_allocations?: unknown;
}

const toCents = (price: unknown): number => {
  const n = typeof price === 'string' ? Number(price) : typeof price === 'number' ? price : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : 0;
};

/**
 * What the shopper paid for a line, cents: price x quantity less the line's discounts. Shopify reports them in
 * discount_allocations (total_discount is its deprecated sum); a free gift therefore earns 0, not its list price.
 */
function paidCents(line: OrderLine, quantity: number): number {
  const allocations = Array.isArray(line.discount_allocations)
    ? line.discount_allocations.reduce((s: number, a: { amount?: unknown }) => s + toCents(a?.amount), 0)
    : 0;
  const discount = allocations > 0 ? allocations : toCents(line.total_discount);
  return Math.max(0, toCents(line.price) * quantity - discount);
}

type AttributedRow = {
  campaign_id: string;
  kind: AttributionKind;
  variant_id: string;
  product_id: string | null;
  quantity: number;
  amount_cents: number;
};

/** The order's lines that the attribution entries name, per campaign, variant and kind (other shops' keys dropped). */
async function attributedRows(
  deps: Parameters<WebhookHandler>[0]['deps'],
  shop: string,
  entries: AttributionEntry[],
  lineItems: unknown,
  transaction: Parameters<WebhookHandler>[0]['transaction'],
): Promise<AttributedRow[]> {
  if (entries.length === 0) return [];
  const keys = [...new Set(entries.map((e) => e.campaign))];
  const campaigns = await deps.db.models.Campaign.findAll({
    where: { shop_id: shop, campaign_key: { [Op.in]: keys } },
    attributes: ['id', 'campaign_key'],
    transaction,
  });
  const idByKey = new Map(campaigns.map((c) => [c.campaign_key, c.id]));
  const lines = (Array.isArray(lineItems) ? lineItems : []) as OrderLine[];
  const rows = new Map<string, AttributedRow>();
  for (const e of entries) {
    const campaignId = idByKey.get(e.campaign);
    if (!campaignId) continue;
    let left = e.units ?? Infinity;
    for (const line of lines) {
      if (idString(line.variant_id) !== e.variant) continue;
      const inLine = typeof line.quantity === 'number' && line.quantity > 0 ? Math.floor(line.quantity) : 0;
      const quantity = Math.min(inLine, left);
      left -= quantity;
      const key = `${campaignId}:${e.variant}:${e.kind}`;
      const row = rows.get(key) ?? {
        campaign_id: campaignId,
        kind: e.kind,
        variant_id: e.variant,
        product_id: idString(line.product_id) ?? null,
        quantity: 0,
        amount_cents: 0,
      };
      row.quantity += quantity;
      // The added units' share of what the line paid (a tier discount is spread over every unit of the line).
      row.amount_cents += quantity > 0 ? Math.round((paidCents(line, inLine) * quantity) / inLine) : 0;
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

/**
 * orders/create: records upsell revenue per campaign from the order's `__cartlift` note attribute, matched against
 * the order's own line items (price x quantity from Shopify, never from the cart). Campaign keys of other shops are
 * ignored. An order carrying the attribute went through the Cartlift checkout and is counted on the dashboard
 * (rollups, same transaction). Replays replace the order's rows and its counted contribution, so the result is the
 * same however often Shopify retries. An order carrying the experiment attributes (`__cartlift_arm`,
 * `__cartlift_vid`) is also counted for its visitor and arm of the running experiment, with or without `__cartlift`
 * (the theme's own cart has no Cartlift checkout), once per order (services/experimentMeasurement).
 */
export const ordersCreate: WebhookHandler = async ({ deps, shop, payload, transaction }) => {
  const order = payload as {
    id?: unknown;
    currency?: unknown;
    note_attributes?: unknown;
    line_items?: unknown;
    total_price?: unknown;
    created_at?: unknown;
  };
  const orderId = idString(order.id);
  if (!orderId) return;
  const attrs = (Array.isArray(order.note_attributes) ? order.note_attributes : []) as Array<{
    name?: unknown;
    value?: unknown;
  }>;
  const attribute = (name: string) => attrs.find((a) => a?.name === name);
  const raw = attribute(ATTRIBUTION_ATTRIBUTE);
  const arm = attribute(ARM_ATTRIBUTE);
  const m = deps.db.models;
  await uncountOrder(deps.db, shop, orderId, transaction);
  await m.UpsellAttribution.destroy({ where: { shop_id: shop, order_id: orderId }, transaction });
  if (!raw && !arm) return;
  const rows = raw ? await attributedRows(deps, shop, decodeAttribution(raw.value), order.line_items, transaction) : [];
  const currency = typeof order.currency === 'string' ? order.currency.slice(0, 8) : 'USD';
  const day = orderDay(order.created_at, await readShopTimeZone(deps.db, shop, transaction));
  const totalCents = toCents(order.total_price);
  if (rows.length > 0) {
    await m.UpsellAttribution.bulkCreate(
      rows.map((r) => ({ ...r, shop_id: shop, order_id: orderId, currency })),
      { transaction },
    );
  }
  if (raw) await countOrder(deps.db, shop, { orderId, day, totalCents, currency, lines: rows }, transaction);
  if (arm)
    await recordExperimentOrder(
      deps.db,
      shop,
      {
        orderId,
        armAttribute: arm.value,
        visitorId: attribute(VISITOR_ATTRIBUTE)?.value,
        day,
        revenueCents: totalCents,
        addedRevenueCents: rows.reduce((sum, r) => sum + r.amount_cents, 0),
      },
      transaction,
    );
};
