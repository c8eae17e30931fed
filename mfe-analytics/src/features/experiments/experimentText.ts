import type { ChartPoint, ExperimentStatus, ExperimentVariant, VerdictKind } from '@cartlift/domain';
import type { ExperimentDayResult, ExperimentDraftCart } from './experimentsApi';

/** The arms as the merchant reads them: the control is always the live cart. */
export const ARM_LABELS = { control: 'Live cart', variant: 'Variant' } as const;
/** One of the two arms. */
export type ArmKey = keyof typeof ARM_LABELS;

/** The variant choice for the theme's own cart. */
export const THEME_VARIANT_LABEL = "The theme's own cart (Cartlift off)";

/** Status badges: label and Polaris tone. */
export const STATUS_BADGES: Record<ExperimentStatus, { label: string; tone?: 'info' | 'success' | 'attention' }> = {
  draft: { label: 'Draft', tone: 'info' },
  running: { label: 'Running', tone: 'success' },
  stopped: { label: 'Stopped' },
  promoted: { label: 'Promoted', tone: 'attention' },
};

/** The variant as JSON from the gateway, checked: a draft by id or the theme's cart; anything else is null. */
export function readVariant(raw: unknown): ExperimentVariant | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as { kind?: unknown; draftId?: unknown };
  if (v.kind === 'theme') return { kind: 'theme' };
  if (v.kind === 'draft' && typeof v.draftId === 'string') return { kind: 'draft', draftId: v.draftId };
  return null;
}

/** "Draft: Summer cart" or "Theme's own cart"; a draft the list no longer holds is named by its id. */
export function variantLabel(raw: unknown, drafts: readonly ExperimentDraftCart[] | undefined): string {
  const variant = readVariant(raw);
  if (!variant) return 'Unknown variant';
  if (variant.kind === 'theme') return "Theme's own cart";
  const draft = drafts?.find((d) => d.id === variant.draftId);
  return `Draft: ${draft ? draft.name : variant.draftId}`;
}

/** The split as "live / variant": "50 / 50", "70 / 30". */
export const splitLabel = (splitPercent: number): string => `${100 - splitPercent} / ${splitPercent}`;

/** The split in words, under the slider: "Live cart 70 % / Variant 30 %". */
export const splitSentence = (splitPercent: number): string =>
  `${ARM_LABELS.control} ${100 - splitPercent} % / ${ARM_LABELS.variant} ${splitPercent} %`;

/** A date of the experiment's life ("Nov 27, 2026") in the shop's zone; "—" when it has not happened. */
export function dateLabel(iso: string | null, zone: string): string {
  if (!iso) return '—';
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '—';
  return t.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone });
}

/** The verdict's fields the screen shows, read from the gateway's JSON of the domain's verdict(). */
export interface VerdictView {
  kind: VerdictKind;
  text: string;
  soFar: string | null;
  splitWarning: string | null;
}

const VERDICT_KINDS: readonly VerdictKind[] = ['not_enough_data', 'variant_ahead', 'control_ahead', 'no_clear_difference'];
const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** The verdict JSON checked; null when it is not the domain's shape (the screen then says it has no verdict). */
export function readVerdict(raw: unknown): VerdictView | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  const kind = VERDICT_KINDS.find((k) => k === v.kind);
  const text = textOrNull(v.text);
  if (!kind || !text) return null;
  return { kind, text, soFar: textOrNull(v.soFar), splitWarning: textOrNull(v.splitWarning) };
}

/** The verdict badge's tone: a winner is success or warning, no difference is info, no data yet is plain. */
export const VERDICT_TONES: Record<VerdictKind, 'success' | 'warning' | 'info' | undefined> = {
  variant_ahead: 'success',
  control_ahead: 'warning',
  no_clear_difference: 'info',
  not_enough_data: undefined,
};

/** A count with separators: "3,600". */
export const countLabel = (n: number): string => Math.round(n).toLocaleString('en-US');

/** A rate 0..1 as a percentage with two decimals at most: "3.25 %". */
export const rateLabel = (rate: number): string => `${Number((rate * 100).toFixed(2)).toLocaleString('en-US')} %`;

/** The horizon's progress line: "1,234 of 3,600 planned visitors". */
export const progressLabel = (visitors: number, planned: number): string =>
  `${countLabel(visitors)} of ${countLabel(planned)} planned visitors`;

const DAY_MS = 86_400_000;

/** A shop day from the gateway ("2026-11-20", or a day number as the rollups key them) as UTC midnight, or null. */
function dayStart(day: string): number | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (iso) return Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  return /^\d+$/.test(day) ? Number(day) * DAY_MS : null;
}

/** The per-day series the arm charts can draw. */
export type DailyMetric = 'visitors' | 'orders' | 'revenueCents';

/**
 * One arm's series of `metric`, a point per day from the experiment's first day to its last (days without a row are
 * 0, so the chart's days are evenly spaced). Points are UTC midnights: the chart labels them in UTC, which keeps the
 * shop's calendar day whatever the browser's zone.
 */
export function armSeries(daily: readonly ExperimentDayResult[], arm: ArmKey, metric: DailyMetric): ChartPoint[] {
  const byDay = new Map<number, number>();
  let first = Infinity;
  let last = -Infinity;
  for (const row of daily) {
    const x = dayStart(row.day);
    if (x === null) continue;
    first = Math.min(first, x);
    last = Math.max(last, x);
    if (row.arm === arm) byDay.set(x, (byDay.get(x) ?? 0) + row[metric]);
  }
  const points: ChartPoint[] = [];
  for (let x = first; x <= last; x += DAY_MS) points.push({ x, y: byDay.get(x) ?? 0 });
  return points;
}
