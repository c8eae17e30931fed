/**
 * POST /public/track: the storefront's events (cart-and-shop.md §7 view_cart, plus what the dashboard metrics and
 * experiments need). The gateway validates with these schemas; the storefront builds its bodies against their types
 * (type-only imports: zod never reaches the storefront bundle).
 */
import { z } from 'zod';
import { NOT_VALID } from '../common';
import { experimentClaimSchema } from '../experiment/schema';
import { ATTRIBUTION_KINDS } from './attribution';

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
/** An event as the storefront sends it (campaign lists may be left out). */
export type TrackEventInput = z.input<typeof trackEventSchema>;

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
/** A body as the storefront sends it: one event, or a batch, with the visitor's arm while an experiment runs. */
export type TrackBody = z.input<typeof trackSchema>;
/** A validated body, as the gateway records it. */
export type TrackRequest = z.output<typeof trackSchema>;

/** The answer (202): what was stored, events and campaign rows among them (keys of other shops or unknown keys match none). */
export interface TrackResult {
  recorded: number;
  campaigns: number;
}
