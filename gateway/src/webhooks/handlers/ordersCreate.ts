import { Op } from 'sequelize';
import {
  ARM_ATTRIBUTE,
  ATTRIBUTION_ATTRIBUTE,
  decodeAttribution,
  noteAttribute,
  paidCents,
  readOrderCreated,
  VISITOR_ATTRIBUTE,
  type AttributionEntry,
  type AttributionKind,
  type OrderCreated,
} from '@cartlift/domain';
import { countOrder, orderDay, uncountOrder } from '../../services/analyticsOrders';
import { recordExperimentOrder } from '../../services/experimentMeasurement';
import { readShopTimeZone } from '../../services/shopTimeZone';
import type { WebhookHandler } from '../types';

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
  lines: OrderCreated['line_items'],
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
  const rows = new Map<string, AttributedRow>();
  for (const e of entries) {
    const campaignId = idByKey.get(e.campaign);
    if (!campaignId) continue;
    let left = e.units ?? Infinity;
    for (const line of lines) {
      if (!line || line.variant_id !== e.variant) continue;
      const inLine = line.quantity;
      const quantity = Math.min(inLine, left);
      left -= quantity;
      const key = `${campaignId}:${e.variant}:${e.kind}`;
      const row = rows.get(key) ?? {
        campaign_id: campaignId,
        kind: e.kind,
        variant_id: e.variant,
        product_id: line.product_id ?? null,
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
  const order = readOrderCreated(payload);
  // No usable order id: nothing can be recorded (or replaced on a replay) for it.
  if (!order) return;
  const orderId = order.id;
  const raw = noteAttribute(order, ATTRIBUTION_ATTRIBUTE);
  const arm = noteAttribute(order, ARM_ATTRIBUTE);
  const m = deps.db.models;
  await uncountOrder(deps.db, shop, orderId, transaction);
  await m.UpsellAttribution.destroy({ where: { shop_id: shop, order_id: orderId }, transaction });
  if (!raw && !arm) return;
  const rows = raw ? await attributedRows(deps, shop, decodeAttribution(raw.value), order.line_items, transaction) : [];
  const currency = order.currency;
  const day = orderDay(order.created_at, await readShopTimeZone(deps.db, shop, transaction));
  const totalCents = order.total_price;
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
        visitorId: noteAttribute(order, VISITOR_ATTRIBUTE)?.value,
        day,
        revenueCents: totalCents,
        addedRevenueCents: rows.reduce((sum, r) => sum + r.amount_cents, 0),
      },
      transaction,
    );
};
