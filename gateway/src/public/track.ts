import type { RequestHandler } from 'express';
import { dashboardDayNumber, type TrackEvent, type TrackRequest } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { addToRollups, DASHBOARD_EVENT_COUNTER, SHOP_WIDE, type RollupDelta } from '../services/analyticsRollup';
import { recordExperimentVisit } from '../services/experimentMeasurement';
import { campaignsByKeys } from './lookup';
import { readShopTimeZone } from '../services/shopTimeZone';

const COUNTER = DASHBOARD_EVENT_COUNTER;

const keysOf = (e: TrackEvent): string[] =>
  e.type === 'upsell_added' ? [e.campaign] : e.type === 'experiment_visit' ? [] : e.campaigns;

/** What was stored: events, and campaign rows among them (keys of other shops or unknown keys match none). */
export interface TrackResult {
  recorded: number;
  campaigns: number;
}

/**
 * Records a batch: one raw row per event and campaign (one with no campaign when none of its keys is the shop's), and
 * adds it to the daily rollups (shop-wide once per event, each named campaign once) in the same transaction. With an
 * experiment, the same transaction adds the visitor and its cart views to the experiment's measurement
 * (services/experimentMeasurement: only for the shop's running experiment and the arm assignArm gives the visitor).
 * experiment_visit events are only that: no raw row, no dashboard counter.
 */
export async function track(
  deps: Pick<AppDeps, 'db'>,
  shop: string,
  body: TrackRequest,
  now: Date = new Date(),
): Promise<TrackResult> {
  const events = 'events' in body ? body.events : [body];
  const known = await campaignsByKeys(deps, shop, [...new Set(events.flatMap(keysOf))]);
  const idByKey = new Map(known.map((c) => [c.campaign_key, c.id]));
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

/** Crawlers and link previewers that run page scripts; their cart opens are not shoppers'. */
const BOT_AGENT = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|bingpreview|mediapartners|lighthouse/i;

/** 403 for crawler user agents, before the body is read or anything is stored (answered here, like a rate limit). */
export const refuseBots: RequestHandler = (req, res, next) => {
  if (!BOT_AGENT.test(req.get('user-agent') ?? '')) return next();
  res.status(403).json({ error: { code: 'BOT', message: 'Automated traffic is not recorded' } });
};
