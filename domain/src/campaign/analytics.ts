/**
 * Campaign analytics (campaigns.md §3 "Campaign analytics", §7 POST /analytics/campaigns). No zod here: the campaign
 * list reads this answer on its first paint, and zod (~25 KB gzip) would then load on a screen that validates nothing.
 */
import type { OneCheckProduct, SingleOneCheck, StoredCampaign } from './schema';

/** Analytics of one campaign (or one one-check product). fbt is the Add To Unlock frequently-bought-together part. */
export interface CampaignAnalytics {
  UpsellsGenerated: number;
  upsellsTotalAmount: number;
  fbt?: { UpsellsGenerated: number; subtotal_sum: number };
}

/** The response of POST /analytics/campaigns: per campaign id an object, or an array (one per one-check product). */
export type CampaignAnalyticsResponse = Record<string, CampaignAnalytics | CampaignAnalytics[]>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readCount(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) throw new Error(`analytics: ${path} must be a number >= 0`);
  return v;
}

function readCampaignAnalytics(v: unknown, path: string): CampaignAnalytics {
  if (!isRecord(v)) throw new Error(`analytics: ${path} must be an object`);
  const out: CampaignAnalytics = {
    UpsellsGenerated: readCount(v.UpsellsGenerated, `${path}.UpsellsGenerated`),
    upsellsTotalAmount: readCount(v.upsellsTotalAmount, `${path}.upsellsTotalAmount`),
  };
  if (v.fbt !== undefined) {
    if (!isRecord(v.fbt)) throw new Error(`analytics: ${path}.fbt must be an object`);
    out.fbt = {
      UpsellsGenerated: readCount(v.fbt.UpsellsGenerated, `${path}.fbt.UpsellsGenerated`),
      subtotal_sum: readCount(v.fbt.subtotal_sum, `${path}.fbt.subtotal_sum`),
    };
  }
  return out;
}

/** Reads an analytics response, throwing on the first value of the wrong shape (a count below 0, a missing field). */
export function readCampaignAnalyticsResponse(raw: unknown): CampaignAnalyticsResponse {
  if (!isRecord(raw)) throw new Error('analytics: the response must be an object');
  return Object.fromEntries(
    Object.entries(raw).map(([id, v]) => [
      id,
      Array.isArray(v) ? v.map((x, i) => readCampaignAnalytics(x, `${id}[${i}]`)) : readCampaignAnalytics(v, id),
    ]),
  );
}

/** A one-check analytics triple: campaign id, upsell product id, first variant price. */
export type OneTickTriple = [campaignId: string, productId: string, firstVariantPrice: string];

/** The request body of POST /analytics/campaigns. */
export interface CampaignAnalyticsRequest {
  campaigns: string[];
  one_tick_campaigns: OneTickTriple[];
}

const toCents = (n: number): number => Math.round(n * 100) / 100;

type AnalyticsCampaign = Pick<StoredCampaign, 'id' | 'settings'>;

const oneCheckEntries = (c: AnalyticsCampaign): Array<OneCheckProduct | SingleOneCheck> =>
  c.settings.multi_one_check_upsell?.products ?? (c.settings.one_check_up_sell ? [c.settings.one_check_up_sell] : []);

/** Builds the analytics request: non-one-check ids, and one triple per one-check product that has an id. */
export function campaignAnalyticsRequest(campaigns: readonly AnalyticsCampaign[]): CampaignAnalyticsRequest {
  const body: CampaignAnalyticsRequest = { campaigns: [], one_tick_campaigns: [] };
  for (const c of campaigns) {
    if (c.settings.type !== 'one_check_up_sell') {
      body.campaigns.push(c.id);
      continue;
    }
    for (const entry of oneCheckEntries(c)) {
      const p = entry.product;
      if (p?.id === undefined) continue;
      const price = p.variants?.[0]?.price ?? p.price ?? '0';
      body.one_tick_campaigns.push([c.id, String(p.id), String(price)]);
    }
  }
  return body;
}

/** One campaign's analytics with arrays summed; zeros when the campaign has none yet. */
export function sumCampaignAnalytics(value: CampaignAnalytics | CampaignAnalytics[] | undefined): CampaignAnalytics {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const out: CampaignAnalytics = { UpsellsGenerated: 0, upsellsTotalAmount: 0 };
  for (const v of list) {
    out.UpsellsGenerated += v.UpsellsGenerated;
    out.upsellsTotalAmount += v.upsellsTotalAmount;
    if (v.fbt) {
      out.fbt ??= { UpsellsGenerated: 0, subtotal_sum: 0 };
      out.fbt.UpsellsGenerated += v.fbt.UpsellsGenerated;
      out.fbt.subtotal_sum += v.fbt.subtotal_sum;
    }
  }
  // Amounts are money in main units: round the float sums to cents.
  out.upsellsTotalAmount = toCents(out.upsellsTotalAmount);
  if (out.fbt) out.fbt.subtotal_sum = toCents(out.fbt.subtotal_sum);
  return out;
}
