import { Op } from 'sequelize';
import type { z } from 'zod';
import type { analyticsRequestSchema, CampaignAnalytics, CampaignAnalyticsResponse } from '@cartlift/domain';
import type { AppDeps } from '../context';

const money = (cents: number): number => Math.round(cents) / 100;

/**
 * Per campaign: UpsellsGenerated (units) and upsellsTotalAmount (main currency units) from recorded attributions;
 * Add To Unlock campaigns also get fbt {UpsellsGenerated, subtotal_sum}; one-check campaigns get one entry per
 * requested product. Ids of other shops' campaigns are absent from the answer.
 */
export async function campaignAnalytics(
  deps: AppDeps,
  shop: string,
  body: z.output<typeof analyticsRequestSchema>,
): Promise<CampaignAnalyticsResponse> {
  const ids = [...new Set([...body.campaigns, ...body.one_tick_campaigns.map((t) => t[0])])];
  const m = deps.db.models;
  const owned = await m.Campaign.findAll({
    where: { shop_id: shop, id: { [Op.in]: ids } },
    attributes: ['id', 'type'],
  });
  const typeOf = new Map(owned.map((c) => [c.id, c.type]));
  const rows = await m.UpsellAttribution.findAll({
    where: { shop_id: shop, campaign_id: { [Op.in]: [...typeOf.keys()] } },
    attributes: ['campaign_id', 'kind', 'product_id', 'quantity', 'amount_cents'],
  });
  const out: CampaignAnalyticsResponse = {};
  for (const cid of body.campaigns) {
    if (!typeOf.has(cid)) continue;
    const mine = rows.filter((r) => r.campaign_id === cid);
    const main = mine.filter((r) => r.kind !== 'fbt');
    const entry: CampaignAnalytics = {
      UpsellsGenerated: main.reduce((s, r) => s + r.quantity, 0),
      upsellsTotalAmount: money(main.reduce((s, r) => s + r.amount_cents, 0)),
    };
    if (typeOf.get(cid) === 'add_to_unlock') {
      const fbt = mine.filter((r) => r.kind === 'fbt');
      entry.fbt = {
        UpsellsGenerated: fbt.reduce((s, r) => s + r.quantity, 0),
        subtotal_sum: money(fbt.reduce((s, r) => s + r.amount_cents, 0)),
      };
    }
    out[cid] = entry;
  }
  for (const [cid, productId] of body.one_tick_campaigns) {
    if (!typeOf.has(cid)) continue;
    const mine = rows.filter((r) => r.campaign_id === cid && r.product_id === String(productId));
    const existing = out[cid];
    const list = Array.isArray(existing) ? existing : [];
    list.push({
      UpsellsGenerated: mine.reduce((s, r) => s + r.quantity, 0),
      upsellsTotalAmount: money(mine.reduce((s, r) => s + r.amount_cents, 0)),
    });
    out[cid] = list;
  }
  return out;
}
