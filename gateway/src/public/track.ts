import type { RequestHandler } from 'express';
import { z } from 'zod';
import { ATTRIBUTION_KINDS, dashboardDayNumber, experimentClaimSchema, NOT_VALID } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { addToRollups, DASHBOARD_EVENT_COUNTER, SHOP_WIDE, type RollupDelta } from '../services/analyticsRollup';
import { recordExperimentVisit } from '../services/experimentMeasurement';
import { campaignsByKeys } from './lookup';
import { readShopTimeZone } from '../services/shopTimeZone';

/** Most events one request may carry (the drawer batches what happens between two beacons). */
export const MAX_TRACK_EVENTS = 50;
/** Most campaign keys one event may name (a cart shows a handful; the cap bounds the work a request can cause). */
export const MAX_EVENT_CAMPAIGNS = 20;

const key = z.string({ error: NOT_VALID }).regex(/^[A-Za-z0-9_-]{1,32}$/, { error: NOT_VALID });
const keys = z.array(key, { error: NOT_VALID }).max(MAX_EVENT_CAMPAIGNS).default([]);

const viewCart = z.strictObject({ type: z.literal('view_cart'), campaigns: keys });
const checkoutStarted = z.strictObject({ type: z.literal('checkout_started'), campaigns: keys });
const upsellAdded = z.strictObject({
  type: z.literal('upsell_added'),
  campaign: key,
  kind: z.enum(ATTRIBUTION_KINDS, { error: NOT_VALID }),
});
// Issue 26: the loader's one visit per visitor and day of a running experiment (counted only there, never stored raw).
const experimentVisit = z.strictObject({ type: z.literal('experiment_visit') });
const TYPE_ERROR = { error: 'type must be view_cart, checkout_started, upsell_added or experiment_visit' };

/** One storefront event (cart-and-shop.md §7 view_cart, plus what the dashboard metrics and experiments need). */
export const trackEventSchema = z.discriminatedUnion(
  'type',
  [viewCart, checkoutStarted, upsellAdded, experimentVisit],
  TYPE_ERROR,
);
/** A validated event. */
export type TrackEvent = z.output<typeof trackEventSchema>;

// The experiment claim is the domain's one declaration (checkout and COD bodies take the same).
const withExperiment = { experiment: experimentClaimSchema.optional() };

const singleEvent = z.discriminatedUnion(
  'type',
  [
    viewCart.extend(withExperiment),
    checkoutStarted.extend(withExperiment),
    upsellAdded.extend(withExperiment),
    experimentVisit.extend(withExperiment),
  ],
  TYPE_ERROR,
);
const batch = z.strictObject({ events: z.array(trackEventSchema).min(1).max(MAX_TRACK_EVENTS), ...withExperiment });

/**
 * Body of POST /public/track: one event (the cart-and-shop.md §7 shape) or a batch {events: [...]} from
 * navigator.sendBeacon, either with an optional `experiment` beside it (required by experiment_visit).
 */
export const trackSchema = z
  .union([singleEvent, batch])
  .refine(
    (body) =>
      !!body.experiment || !('events' in body ? body.events : [body]).some((e) => e.type === 'experiment_visit'),
    { error: 'experiment_visit needs experiment', path: ['experiment'] },
  );

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
  body: z.output<typeof trackSchema>,
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
