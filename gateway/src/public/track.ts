import { z } from 'zod';
import type { AppDeps } from '../context';
import { campaignsByKeys } from './lookup';

/** Body of POST /public/track (cart-and-shop.md §7): sent once when the cart opens. */
export const trackSchema = z.strictObject({
  type: z.literal('view_cart'),
  campaigns: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/))
    .max(50)
    .default([]),
});

/** Records one view_cart event per known, active campaign key of the shop; unknown keys are ignored. */
export async function track(deps: AppDeps, shop: string, body: z.output<typeof trackSchema>): Promise<number> {
  const campaigns = await campaignsByKeys(deps, shop, [...new Set(body.campaigns)]);
  if (campaigns.length === 0) return 0;
  await deps.db.write((transaction) =>
    deps.db.models.AnalyticsEvent.bulkCreate(
      campaigns.map((c) => ({ shop_id: shop, type: body.type, campaign_id: c.id, campaign_key: c.campaign_key })),
      { transaction },
    ),
  );
  return campaigns.length;
}
