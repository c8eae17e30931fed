import { Op } from 'sequelize';
import { dashboardDayNumber, type TrackEvent, type TrackRequest, type TrackResult } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { addToRollups, DASHBOARD_EVENT_COUNTER, SHOP_WIDE, type RollupDelta } from './analyticsRollup';
import { recordExperimentVisit } from './experimentMeasurement';
import { readShopTimeZone } from './shopTimeZone';

const COUNTER = DASHBOARD_EVENT_COUNTER;

const keysOf = (e: TrackEvent): string[] =>
  e.type === 'upsell_added' ? [e.campaign] : e.type === 'experiment_visit' ? [] : e.campaigns;

/**
 * The ids of the shop's active campaigns among `keys`, by campaign_key (keys of other shops or unknown keys match
 * none). Only the two columns: an event row needs nothing else of the campaign.
 */
async function activeCampaignIds(
  deps: Pick<AppDeps, 'db'>,
  shop: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await deps.db.models.Campaign.findAll({
    attributes: ['id', 'campaign_key'],
    where: { shop_id: shop, active: true, campaign_key: { [Op.in]: [...keys] } },
  });
  return new Map(rows.map((c) => [c.campaign_key, c.id]));
}

/**
 * POST /public/track's service (the route validates the body with the domain's trackSchema and answers 202 with this
 * result). Records a batch: one raw row per event and campaign (one with no campaign when none of its keys is the
 * shop's), and adds it to the daily rollups (shop-wide once per event, each named campaign once) in the same
 * transaction. With an experiment, the same transaction adds the visitor and its cart views to the experiment's
 * measurement (services/experimentMeasurement: only for the shop's running experiment and the arm assignArm gives the
 * visitor). experiment_visit events are only that: no raw row, no dashboard counter.
 */
export async function track(
  deps: Pick<AppDeps, 'db'>,
  shop: string,
  body: TrackRequest,
  now: Date = new Date(),
): Promise<TrackResult> {
  const events = 'events' in body ? body.events : [body];
  const idByKey = await activeCampaignIds(deps, shop, [...new Set(events.flatMap(keysOf))]);
  // The shop's calendar day: the dashboard reads the rollups by the days of the shop's time zone.
  const day = dashboardDayNumber(now.getTime(), await readShopTimeZone(deps.db, shop));
  const raw: Array<{
    shop_id: string;
    type: string;
    campaign_id: string | null;
    campaign_key: string | null;
    kind: string | null;
    createdAt: Date;
  }> = [];
  const deltas: RollupDelta[] = [];
  let matched = 0;
  for (const e of events) {
    if (e.type === 'experiment_visit') continue;
    const counter = COUNTER[e.type];
    const kind = e.type === 'upsell_added' ? e.kind : null;
    const ids = [...new Set(keysOf(e))].filter((k) => idByKey.has(k));
    deltas.push({ campaign_id: SHOP_WIDE, day, [counter]: 1 });
    if (ids.length === 0)
      raw.push({ shop_id: shop, type: e.type, campaign_id: null, campaign_key: null, kind, createdAt: now });
    for (const k of ids) {
      const campaignId = idByKey.get(k) as string;
      raw.push({ shop_id: shop, type: e.type, campaign_id: campaignId, campaign_key: k, kind, createdAt: now });
      deltas.push({ campaign_id: campaignId, day, [counter]: 1 });
      matched++;
    }
  }
  const experiment = body.experiment;
  const cartViews = events.filter((e) => e.type === 'view_cart').length;
  await deps.db.write(async (transaction) => {
    if (raw.length > 0) await deps.db.models.AnalyticsEvent.bulkCreate(raw, { transaction });
    await addToRollups(deps.db, shop, deltas, transaction);
    if (experiment) await recordExperimentVisit(deps.db, shop, experiment, { cartViews }, day, transaction);
  });
  return { recorded: events.length, campaigns: matched };
}
