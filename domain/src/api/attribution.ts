/**
 * The `__cartlift` order attribute: what a Cartlift checkout earns attribution for, written by the gateway's checkout
 * (cart attribute, or the draft order's note attribute) and read back by the orders/create webhook. One codec for both
 * ends, so the wire format is declared once (docs/architecture.md). It imports nothing: any package may bundle it.
 *
 * Wire format: {"v":1,"u":[{"c":campaign_key,"v":variant_id,"k":kind,"q"?:units}]}.
 */

/** The private cart attribute (a "__" name: hidden from Liquid and Ajax reads) that carries the entries. */
export const ATTRIBUTION_ATTRIBUTE = '__cartlift';

/** Why a line is attributed: a suggestion, frequently bought together, a free gift, a quantity tier, a One Check tick. */
export const ATTRIBUTION_KINDS = ['upsell', 'fbt', 'gift', 'tier', 'one_check'] as const;
/** One of ATTRIBUTION_KINDS. */
export type AttributionKind = (typeof ATTRIBUTION_KINDS)[number];

/** One attributed variant of one campaign. */
export interface AttributionEntry {
  /** The campaign's public key (campaigns.campaign_key), never its id. */
  campaign: string;
  /** Shopify variant id, digits. */
  variant: string;
  kind: AttributionKind;
  /** Units of the variant Cartlift added (tier, one_check); absent = the whole line (fbt, gift, upsell). */
  units?: number;
}

/** Longest attribute read back: a checkout writes at most a few hundred entries' worth. */
const MAX_RAW = 20000;
/** Entries read back at most; the rest is junk or abuse. */
const MAX_ENTRIES = 100;
const CAMPAIGN_KEY = /^[A-Za-z0-9_-]{1,32}$/;

interface WireEntry {
  c: string;
  v: string;
  k: AttributionKind;
  q?: number;
}

/** The variant id as digits, or undefined (a positive safe integer, or a string of at most 20 digits). */
export const numericIdString = (v: unknown): string | undefined =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) || (typeof v === 'string' && /^\d{1,20}$/.test(v))
    ? String(v)
    : undefined;

/** The attribute's value for these entries; one per campaign, variant and kind (the last given, in the first's place). */
export function encodeAttribution(entries: readonly AttributionEntry[]): string {
  const unique = new Map<string, WireEntry>();
  for (const e of entries) {
    unique.set(`${e.campaign}:${e.variant}:${e.kind}`, {
      c: e.campaign,
      v: e.variant,
      k: e.kind,
      ...(e.units === undefined ? {} : { q: e.units }),
    });
  }
  return JSON.stringify({ v: 1, u: [...unique.values()] });
}

/**
 * The entries of an attribute's value as an order brings it back (anything: a shopper can edit cart attributes).
 * Junk entries are skipped, an unknown kind is read as `upsell`, a `q` that is not a positive integer as absent.
 */
export function decodeAttribution(raw: unknown): AttributionEntry[] {
  if (typeof raw !== 'string' || raw.length > MAX_RAW) return [];
  let doc: unknown;
  try {
    doc = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = doc !== null && typeof doc === 'object' ? (doc as { u?: unknown }).u : undefined;
  if (!Array.isArray(list)) return [];
  const out: AttributionEntry[] = [];
  for (const item of list.slice(0, MAX_ENTRIES)) {
    if (item === null || typeof item !== 'object') continue;
    const { c, v, k, q } = item as Partial<Record<'c' | 'v' | 'k' | 'q', unknown>>;
    const variant = numericIdString(v);
    if (typeof c !== 'string' || !CAMPAIGN_KEY.test(c) || !variant) continue;
    out.push({
      campaign: c,
      variant,
      kind: ATTRIBUTION_KINDS.find((kind) => kind === k) ?? 'upsell',
      ...(typeof q === 'number' && Number.isSafeInteger(q) && q > 0 ? { units: q } : {}),
    });
  }
  return out;
}
